// Candidates (docs/decisions/0036-naming.md): what an employer sees of a job seeker (issue 20;
// docs/decisions/0016-applicants.md), shared by the server and the site: the profile with its names
// resolved and without the seeker's own settings (an application's CV and a found candidate's page
// both show it), then the candidate search and the contact unlock.
import { comeBackAt, waitText } from './dates'
import type { NamedOption } from './profile/types'
import type { WorkHistoryItem } from './profile/validate'

export interface CandidateProfile {
  full_name: string
  image_url: string | null
  /** Shown once the person applied to one's job (consent for that job's employer). */
  phone: string | null
  email: string | null
  birth_year: number | null
  gender: string | null
  job_types: NamedOption[]
  city: string | null
  district: string | null
  salary_min: number | null
  salary_max: number | null
  /** The experience option's name (601 "Chưa có kinh nghiệm"). */
  experience: string | null
  experience_text: string | null
  work_history: WorkHistoryItem[]
  education: string | null
  /** SPEC 9: true "Đi làm ngay", false "Cần thêm thời gian chuẩn bị". */
  readiness: boolean | null
  description: string | null
}

export const READINESS_LABELS = { ready: 'Đi làm ngay', later: 'Cần thêm thời gian chuẩn bị' } as const
export const readinessLabel = (readiness: boolean | null) =>
  readiness === null ? null : readiness ? READINESS_LABELS.ready : READINESS_LABELS.later

// ---------------------------------------------------------------------------------------------
// Finding candidates and unlocking their contact (docs/decisions/0017-candidate-contact.md)

/** "0912345612" -> "09xx xxx x12": the first two and the last two digits. */
export function maskCandidatePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  if (digits.length < 6) return 'x'.repeat(digits.length)
  const middle = 'x'.repeat(digits.length - 4)
  const masked = `${digits.slice(0, 2)}${middle}${digits.slice(-2)}`
  return [masked.slice(0, 4), masked.slice(4, 7), masked.slice(7)].filter(Boolean).join(' ')
}

/** "nguyen.lan@gmail.com" -> "n***@gmail.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  return `${email[0]}***${email.slice(at)}`
}

/** What the employer may see of a candidate's contact. */
export type ContactState =
  /** shown: unlocked and granted, or the candidate applied to one of the employer's jobs */
  | 'shown'
  /** asked for, waiting for the candidate's answer (a "lượt" held) */
  | 'pending'
  /** masked: never asked, or declined, expired or withdrawn (asking again is possible) */
  | 'masked'

export const CONTACT_SHARING = {
  share: 'Cho nhà tuyển dụng xem liên hệ khi họ mở khóa',
  ask: 'Hỏi tôi mỗi lần có nhà tuyển dụng muốn xem liên hệ',
} as const
export type ContactSharing = keyof typeof CONTACT_SHARING

/** A request waits this long for the candidate's answer; unanswered, it costs nothing. */
export const CONTACT_REQUEST_DAYS = 7

/** One profile in the employer's candidate search (GET /job/v1/jobseekers). */
export interface CandidateCard {
  id: number
  full_name: string
  image_url: string | null
  job_types: NamedOption[]
  city: string | null
  district: string | null
  salary_min: number | null
  salary_max: number | null
  experience: string | null
  readiness: boolean | null
  updated_at: string
  contact_state: ContactState
}

export interface CandidateSearchPage {
  items: CandidateCard[]
  /** exact up to CANDIDATE_SEARCH.countCap, then the cap (shown as "1.000+") */
  total: number
  offset: number
  limit: number
}

export const CANDIDATE_SEARCH = {
  countCap: 1000,
} as const

/**
 * How many candidate profiles an employer may open (GET /job/v1/jobseekers/{id}/detail) and how many
 * search pages it may ask for (GET /job/v1/jobseekers), per account and per organisation, in a
 * minute and in 24 hours (docs/decisions/0032-sessions-and-private-files.md): more than a person
 * reading profiles does, far less than a script copying them.
 */
export const CANDIDATE_BROWSING_LIMITS = {
  view: { recruiter: { minute: 20, day: 300 }, organization: { minute: 60, day: 1000 } },
  search: { recruiter: { minute: 30, day: 600 }, organization: { minute: 90, day: 2000 } },
} as const
export type CandidateBrowsing = keyof typeof CANDIDATE_BROWSING_LIMITS
export type BrowsingWindow = 'minute' | 'day'

/** The 429 of a browsing limit: who reached what, in which window, and when to come back. */
export function candidateBrowsingLimited(
  what: CandidateBrowsing,
  who: 'recruiter' | 'organization',
  window: BrowsingWindow,
  retryAfterSec: number,
  now = new Date(),
): string {
  const limit = CANDIDATE_BROWSING_LIMITS[what][who][window].toLocaleString('vi-VN')
  const subject = who === 'recruiter' ? 'Bạn' : 'Doanh nghiệp của bạn'
  const done = what === 'view' ? `đã xem ${limit} hồ sơ ứng viên` : `đã tìm ứng viên ${limit} lần`
  const span = window === 'minute' ? 'trong 1 phút' : 'trong 24 giờ'
  const when = window === 'minute' ? waitText(retryAfterSec) : `${waitText(retryAfterSec)} (lúc ${comeBackAt(retryAfterSec, now)})`
  return `${subject} ${done} ${span}, mức tối đa cho phép để bảo vệ thông tin ứng viên. Vui lòng quay lại sau ${when}.`
}

/** GET /job/v1/jobseekers/{id}/detail: the profile, its contact masked unless it is shown. */
export interface CandidateDetail {
  id: number
  profile: CandidateProfile
  contact_state: ContactState
  /** whether the candidate asks each time (the unlock becomes a request) */
  asks_each_time: boolean
  /** applied to one of the employer's jobs: the contact is shown without a "lượt" */
  applied: boolean
  updated_at: string
}

/** POST /job/v1/recruiters/view-jobseeker: what the unlock did. */
export interface UnlockResult {
  contact_state: ContactState
  /** a "lượt" was spent (or held, for a request) by this call */
  charged: boolean
  /** "lượt" left */
  quantity: number
  phone: string | null
  email: string | null
  message: string
}

/** A line of the seeker's "who asked for / saw my contact" list. */
export interface ContactGrant {
  id: number
  organization: string | null
  recruiter: string | null
  job: { id: number; title: string } | null
  status: 'pending' | 'granted' | 'declined' | 'expired' | 'withdrawn'
  status_label: string
  expires_at: string | null
  created_at: string
  updated_at: string
}

export const CONTACT_STATUS_LABELS: Record<ContactGrant['status'], string> = {
  pending: 'Đang chờ bạn trả lời',
  granted: 'Đã xem liên hệ',
  declined: 'Bạn đã từ chối',
  expired: 'Hết hạn, không trả lời',
  withdrawn: 'Bạn đã thu hồi',
}
