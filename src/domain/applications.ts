// Applications (issue 5; the words: docs/decisions/0036-naming.md): their statuses, sources, limits
// and messages, shared by the server and the site. The shapes the API answers are the contract's
// (contract/applications.ts).
import type { IntegerRule, StringRule } from './validation/rules'

export const APPLICATION_SOURCES = ['manual', 'auto', 'multi'] as const
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number]

/** Jobs in one multi-apply request. */
export const MULTI_APPLY_MAX = 20

/** Application statuses (applications.status). */
export const APPLICATION_STATUS = {
  sent: 1,
  viewed: 2,
  suitable: 3,
  unsuitable: 4,
  interview: 5,
  /** Extension codes beyond SPEC's five (docs/decisions/0016-applicants.md). */
  offer: 6,
  hired: 7,
} as const

/** The statuses in pipeline order: SPEC's five, then the offer and the hire. */
export const APPLICATION_STATUS_ORDER = [1, 2, 3, 5, 6, 7, 4] as const

export const APPLICATION_STATUS_LABELS: Record<number, string> = {
  1: 'Đã gửi',
  2: 'Nhà tuyển dụng đã xem',
  3: 'Phù hợp',
  4: 'Chưa phù hợp',
  5: 'Đã mời phỏng vấn',
  6: 'Đã gửi đề nghị',
  7: 'Đã nhận việc',
}

/**
 * The same statuses as the recruiter reads them: "Đã gửi" and "Nhà tuyển dụng đã xem" are the job
 * seeker's words about their own application; the employer's pages (list, filters, board, detail)
 * say whether the recruiter has opened it.
 */
export const RECRUITER_STATUS_LABELS: Record<number, string> = {
  ...APPLICATION_STATUS_LABELS,
  1: 'Chưa xem',
  2: 'Đã xem',
}

/** The statuses an employer moves an application to (1 is the seeker's, 2 comes with opening it). */
export const RECRUITER_STATUSES = [3, 5, 6, 7, 4] as const

/** The colour family of each status, the same on the seeker's and the employer's pages. */
export const STATUS_TONE: Record<number, 'sent' | 'viewed' | 'good' | 'bad' | 'interview'> = {
  1: 'sent',
  2: 'viewed',
  3: 'good',
  4: 'bad',
  5: 'interview',
  6: 'interview',
  7: 'good',
}

export const APPLICATION_SOURCE_LABELS: Record<ApplicationSource, string> = {
  manual: 'Ứng tuyển',
  auto: 'Tự động ứng tuyển',
  multi: 'Ứng tuyển nhiều tin',
}

/**
 * How long an application that did not lead to a hire (any status but 7) is kept after its last
 * change, unless the seeker chose to keep its applications (docs/decisions/0016-applicants.md).
 */
export const APPLICATION_RETENTION = { months: 12 } as const

/** The longest message an employer sends with a status change, and a template's. */
export const STATUS_MESSAGE_MAX = 1000

/** A recruiter's move of applications: the API's body and the site's move form check these. */
export const STATUS_MOVE_RULES = {
  status: {
    type: 'integer',
    label: 'Trạng thái (status)',
    required: 'Thiếu trạng thái (status).',
    oneOf: { values: RECRUITER_STATUSES, message: 'Trạng thái không hợp lệ: 3 Phù hợp, 4 Chưa phù hợp, 5 Đã mời phỏng vấn, 6 Đã gửi đề nghị, 7 Đã nhận việc.' },
  },
  message: {
    type: 'string',
    label: 'Lời nhắn (message)',
    maxLength: { value: STATUS_MESSAGE_MAX, message: `Lời nhắn tối đa ${STATUS_MESSAGE_MAX} ký tự.` },
  },
} as const satisfies { status: IntegerRule; message: StringRule }

/** The message offered with each status until the recruiter writes its own (courteous, in full). */
export const DEFAULT_STATUS_TEMPLATES: Record<number, string> = {
  3: 'Cảm ơn bạn đã ứng tuyển. Hồ sơ của bạn phù hợp với vị trí này, chúng tôi sẽ liên hệ với bạn trong vài ngày tới.',
  4: 'Cảm ơn bạn đã quan tâm đến vị trí này. Rất tiếc hồ sơ của bạn chưa phù hợp với yêu cầu lần này. Chúc bạn sớm tìm được công việc ưng ý.',
  5: 'Chúng tôi mời bạn đến phỏng vấn. Bộ phận tuyển dụng sẽ gọi điện để hẹn thời gian và địa điểm cụ thể.',
  6: 'Chúc mừng bạn! Chúng tôi gửi bạn đề nghị làm việc, vui lòng phản hồi để hai bên thống nhất ngày bắt đầu.',
  7: 'Chào mừng bạn gia nhập đội ngũ. Hẹn gặp bạn vào ngày đầu tiên đi làm.',
}

/**
 * Against silence after applying: an application the employer has not moved on within CLOSE_DAYS is
 * closed as "Chưa phù hợp" with a courteous notice; the employer is warned CLOSE_WARN_DAYS before.
 */
export const APPLICATION_CLOSE = { days: 14, warnDays: 3 } as const

/** Whether a waiting application (its `closes_at`) closes within APPLICATION_CLOSE.warnDays. */
export const closesSoon = (closesAt: string | null, now = Date.now()) =>
  closesAt !== null && new Date(closesAt).getTime() - now <= APPLICATION_CLOSE.warnDays * 86_400_000

/** The message an automatically closed application carries (the seeker reads it on the applied list). */
export const AUTO_CLOSE_MESSAGE = `Nhà tuyển dụng chưa phản hồi sau ${APPLICATION_CLOSE.days} ngày nên hồ sơ được đóng tự động. Cảm ơn bạn đã ứng tuyển, chúc bạn sớm tìm được công việc phù hợp.`

/** The typical reply time shown on an employer's jobs: over REPLY_TIME.days, from minApplications on. */
export const REPLY_TIME = { days: 90, minApplications: 5 } as const

/** "Thường phản hồi trong 5 giờ", "... trong 2 ngày"; hours rounded up. */
export function replyTimeText(hours: number): string {
  if (hours <= 1) return 'Thường phản hồi trong vòng 1 giờ'
  if (hours < 24) return `Thường phản hồi trong ${Math.ceil(hours)} giờ`
  return `Thường phản hồi trong ${Math.ceil(hours / 24)} ngày`
}

// ---------------------------------------------------------------------------------------------
// Received applications: the employer's side (docs/decisions/0016-applicants.md, 0036-naming.md)

/** The most applications a pipeline column shows; the rest are on the list filtered by job and status. */
export const BOARD_COLUMN_MAX = 50

/** The live `notification` that moves the applicants badge of the employer menu. */
export interface ApplicationsNotification {
  type: 'applicants'
  recruiter_unread: number
}
