// Candidates (docs/decisions/0036-naming.md): a job seeker as an employer finds one (issue 20;
// docs/decisions/0017-candidate-contact.md), shared by the server and the site: masking the contact,
// its states and the sharing choice, the search's cap and the browsing limits. The shapes the API
// answers are the contract's (contract/candidates.ts).
import { comeBackAt, waitText } from './dates'
import { formatCount } from './money'

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

/**
 * What the employer may see of a candidate's contact: shown (unlocked and granted, or the candidate
 * applied to one of the employer's jobs), pending (asked for, waiting for the candidate's answer, a
 * "lượt" held) or masked (never asked, or declined, expired or withdrawn: asking again is possible).
 */
export const CONTACT_STATES = ['shown', 'pending', 'masked'] as const
export type ContactState = (typeof CONTACT_STATES)[number]

export const CONTACT_SHARING = {
  share: 'Cho nhà tuyển dụng xem liên hệ khi họ mở khóa',
  ask: 'Hỏi tôi mỗi lần có nhà tuyển dụng muốn xem liên hệ',
} as const
export const CONTACT_SHARINGS = ['share', 'ask'] as const satisfies ReadonlyArray<keyof typeof CONTACT_SHARING>
export type ContactSharing = (typeof CONTACT_SHARINGS)[number]

/** The candidate's answers to a request (withdraw: take back a contact already given). */
export const CONTACT_ANSWERS = ['accept', 'decline', 'withdraw'] as const
export type ContactAnswer = (typeof CONTACT_ANSWERS)[number]

/** A request waits this long for the candidate's answer; unanswered, it costs nothing. */
export const CONTACT_REQUEST_DAYS = 7

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
  const limit = formatCount(CANDIDATE_BROWSING_LIMITS[what][who][window])
  const subject = who === 'recruiter' ? 'Bạn' : 'Doanh nghiệp của bạn'
  const done = what === 'view' ? `đã xem ${limit} hồ sơ ứng viên` : `đã tìm ứng viên ${limit} lần`
  const span = window === 'minute' ? 'trong 1 phút' : 'trong 24 giờ'
  const when = window === 'minute' ? waitText(retryAfterSec) : `${waitText(retryAfterSec)} (lúc ${comeBackAt(retryAfterSec, now)})`
  return `${subject} ${done} ${span}, mức tối đa cho phép để bảo vệ thông tin ứng viên. Vui lòng quay lại sau ${when}.`
}

/** A contact request's states, as the candidate's list names them. */
export const CONTACT_GRANT_STATUSES = ['pending', 'granted', 'declined', 'expired', 'withdrawn'] as const
export type ContactGrantStatus = (typeof CONTACT_GRANT_STATUSES)[number]

export const CONTACT_STATUS_LABELS: Record<ContactGrantStatus, string> = {
  pending: 'Đang chờ bạn trả lời',
  granted: 'Đã xem liên hệ',
  declined: 'Bạn đã từ chối',
  expired: 'Hết hạn, không trả lời',
  withdrawn: 'Bạn đã thu hồi',
}
