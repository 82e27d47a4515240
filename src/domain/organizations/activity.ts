// An organisation's activity log (issue 21; docs/decisions/0024-organisation-activity.md): every
// action a member takes for the organisation, as data shared by the server (which writes and
// filters it) and the site (which shows it under "Hoạt động gần đây" on the business information page).
import { APPLICATION_STATUS_LABELS } from '../applications'

/** The kinds a reader filters by. */
export const ACTIVITY_KINDS = ['jobs', 'applicants', 'wallet', 'organization'] as const
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]

export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  jobs: 'Tin tuyển dụng',
  applicants: 'Ứng viên',
  wallet: 'Ví và dịch vụ',
  organization: 'Doanh nghiệp và thành viên',
}

/**
 * Every action code, its kind and how a row names it ("Trần Văn Minh đã ẩn tin" reads the label
 * after the actor). Codes are stored: never rename one, add a new one.
 */
export const ACTIVITY_ACTIONS = {
  'job.posted': { kind: 'jobs', label: 'Đăng tin' },
  'job.edited': { kind: 'jobs', label: 'Sửa tin' },
  'job.hidden': { kind: 'jobs', label: 'Ẩn tin' },
  'job.shown': { kind: 'jobs', label: 'Hiển thị lại tin' },
  'job.extended': { kind: 'jobs', label: 'Gia hạn tin' },
  'job.pushed': { kind: 'jobs', label: 'Đẩy tin lên đầu' },
  'job.schedule_on': { kind: 'jobs', label: 'Đặt lịch đẩy tin tự động' },
  'job.schedule_off': { kind: 'jobs', label: 'Tắt lịch đẩy tin tự động' },
  'job.scheduled_push': { kind: 'jobs', label: 'Đẩy tin theo lịch tự động' },
  'wallet.service_bought': { kind: 'wallet', label: 'Mua dịch vụ cho tin' },
  'wallet.job_ups_bought': { kind: 'wallet', label: 'Mua gói lượt đẩy tin' },
  'wallet.service_renewed': { kind: 'wallet', label: 'Tự động gia hạn dịch vụ cho tin' },
  'wallet.auto_renew_saved': { kind: 'wallet', label: 'Cài đặt tự động gia hạn dịch vụ' },
  'application.read': { kind: 'applicants', label: 'Xem hồ sơ ứng tuyển' },
  'application.status': { kind: 'applicants', label: 'Chuyển trạng thái hồ sơ' },
  'application.status_bulk': { kind: 'applicants', label: 'Chuyển trạng thái nhiều hồ sơ' },
  'candidate.unlocked': { kind: 'applicants', label: 'Mở liên hệ ứng viên' },
  'candidate.requested': { kind: 'applicants', label: 'Gửi yêu cầu xem liên hệ ứng viên' },
  'member.invited': { kind: 'organization', label: 'Mời thành viên' },
  'member.invitation_revoked': { kind: 'organization', label: 'Hủy lời mời' },
  'member.joined': { kind: 'organization', label: 'Nhận lời mời, tham gia doanh nghiệp' },
  'member.declined': { kind: 'organization', label: 'Từ chối lời mời' },
  'member.role_changed': { kind: 'organization', label: 'Đổi vai trò thành viên' },
  'member.removed': { kind: 'organization', label: 'Xóa thành viên' },
  'organization.info_saved': { kind: 'organization', label: 'Lưu thông tin doanh nghiệp' },
  'organization.logo_saved': { kind: 'organization', label: 'Cập nhật logo doanh nghiệp' },
  'organization.logo_removed': { kind: 'organization', label: 'Xóa logo doanh nghiệp' },
  'organization.verification_submitted': { kind: 'organization', label: 'Gửi xác thực doanh nghiệp' },
  'organization.unlinked': { kind: 'organization', label: 'Hủy liên kết mã số thuế' },
  'organization.restored': { kind: 'organization', label: 'Khôi phục liên kết mã số thuế' },
  'organization.document_uploaded': { kind: 'organization', label: 'Tải lên giấy phép kinh doanh' },
  'organization.document_deleted': { kind: 'organization', label: 'Xóa giấy phép kinh doanh' },
  'organization.email_link_sent': { kind: 'organization', label: 'Gửi liên kết xác thực email doanh nghiệp' },
} as const satisfies Record<string, { kind: ActivityKind; label: string }>

export type ActivityAction = keyof typeof ACTIVITY_ACTIONS

export const isActivityAction = (code: string): code is ActivityAction => Object.hasOwn(ACTIVITY_ACTIONS, code)

/** The label of a code (an unknown one, from a newer release: the code itself). */
export const activityLabel = (code: string): string => (isActivityAction(code) ? ACTIVITY_ACTIONS[code].label : code)

/** What an action stores beside its subject ids, by code (all optional: older rows may lack a field). */
export interface ActivityDetails {
  /** job.pushed: free, paid (a bought push-up) */
  source?: 'free' | 'paid'
  /** job.extended: the new deadline, dd/MM/yyyy */
  deadline?: string
  /** job.schedule_on: the first run, dd/MM/yyyy HH:mm */
  next_run?: string
  /** wallet.*: the price's name, e.g. "Top Ads 7 ngày" */
  service?: string
  /** application.status*: the new status */
  status?: number
  /** application.status_bulk: how many applications moved */
  count?: number
  /** member.invited / invitation_revoked: the invitee as typed (phone or e-mail) */
  invitee?: string
  /** member.*: a role code and, for role_changed, the previous one */
  role?: string
  from_role?: string
  /** member.role_changed / removed: the member's name when it happened */
  member?: string
  /** organization.document_*: the file's name */
  file?: string
  /** organization.email_link_sent: the address */
  email?: string
  /** organization.info_saved: the organisation's name after saving */
  name?: string
}

/** The words after the label that say what the action concerned, beyond the job (already its own link). */
export function activityDetailText(code: string, details: ActivityDetails, roleName: (role: string) => string = (r) => r): string {
  const status = details.status !== undefined ? (APPLICATION_STATUS_LABELS[details.status] ?? String(details.status)) : null
  switch (code) {
    case 'job.pushed':
      return details.source === 'paid' ? 'dùng lượt đã mua' : 'lượt miễn phí'
    case 'job.extended':
      return details.deadline ? `hạn mới ${details.deadline}` : ''
    case 'job.schedule_on':
      return details.next_run ? `lần đẩy đầu tiên ${details.next_run}` : ''
    case 'job.scheduled_push':
      return details.source === 'paid' ? 'dùng lượt đã mua' : ''
    case 'wallet.service_bought':
    case 'wallet.job_ups_bought':
    case 'wallet.service_renewed':
    case 'wallet.auto_renew_saved':
      return details.service ?? ''
    case 'application.status':
      return status ? `sang "${status}"` : ''
    case 'application.status_bulk':
      return `${details.count ?? 0} hồ sơ${status ? ` sang "${status}"` : ''}`
    case 'member.invited':
      return [details.invitee, details.role ? `vai trò ${roleName(details.role)}` : ''].filter(Boolean).join(', ')
    case 'member.invitation_revoked':
      return details.invitee ?? ''
    case 'member.joined':
      return details.role ? `vai trò ${roleName(details.role)}` : ''
    case 'member.role_changed':
      return [details.member, details.from_role && details.role ? `${roleName(details.from_role)} → ${roleName(details.role)}` : ''].filter(Boolean).join(': ')
    case 'member.removed':
      return details.member ?? ''
    case 'organization.document_uploaded':
    case 'organization.document_deleted':
      return details.file ?? ''
    case 'organization.email_link_sent':
      return details.email ?? ''
    default:
      return ''
  }
}

/** The largest page of GET /job/v1/organizations/{id}/activity. */
export const ACTIVITY_PAGE = { limit: 20, maxLimit: 50 } as const

