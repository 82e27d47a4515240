// Automatic moderation of profiles (ARCHITECTURE.md "Moderation"): every create and update is
// checked at once and lands on 1001 approved or 1002 rejected with a reason the seeker can act on,
// or on 1000 waiting for the staff queue when its texts read like a job ad or a scam (the job
// posts' scam rules fire). The phrase, scam and contact-detail rules are the shared ones of
// src/domain/moderation (jobs and chat use them too), as staff have set them. A profile staff
// rejected waits for them again whatever the rules say (docs/decisions/0031-staff-decisions-stand.md).
import { REVIEW_STATUS } from '../../../src/domain/constants'
import { checkJobPostText } from '../../../src/domain/moderation/job-scam-rules'
import { EMPTY_SETTINGS, effectiveRules, type EffectiveRules } from '../../../src/domain/moderation/settings'
import { findBannedPhrases, hasContactDetails } from '../../../src/domain/moderation/text-rules'
import type { WorkHistoryItem } from '../../../src/domain/profile/validate'
import { STAFF_HELD_MSG } from '../../../src/domain/staff'

export interface ModeratedProfile {
  full_name: string | null
  phone: string | null
  job_types: number[]
  city_id: number | null
  experience_id: number | null
  readiness: boolean | null
  description: string | null
  experience_text: string | null
  work_history: WorkHistoryItem[]
}

export interface ModerationResult {
  process_state: typeof REVIEW_STATUS.approved | typeof REVIEW_STATUS.rejected | typeof REVIEW_STATUS.waiting
  /** why it was rejected, or why it waits for staff */
  reject_reason: string | null
}

export const MODERATION_MSG = {
  banned: (phrases: string[]) =>
    `Hồ sơ có nội dung không được phép (${phrases.map((p) => `"${p}"`).join(', ')}). Hồ sơ xin việc không được yêu cầu thu phí, đặt cọc hay chứa nội dung vi phạm pháp luật.`,
  contact: (where: string) =>
    `${where} không được chứa số điện thoại, email hoặc đường link. Nhà tuyển dụng liên hệ với bạn qua số điện thoại và email của hồ sơ.`,
  missing: (labels: string[]) => `Hồ sơ còn thiếu thông tin bắt buộc: ${labels.join(', ')}.`,
  review: (rules: string[]) => `Hồ sơ có nội dung cần nhân viên kiểm tra (${rules.join('; ')}).`,
} as const

const DEFAULT_RULES = effectiveRules(EMPTY_SETTINGS)

export function moderateProfile(profile: ModeratedProfile, rules: EffectiveRules = DEFAULT_RULES): ModerationResult {
  const reasons: string[] = []

  // Fields a profile cannot be shown without (the form requires them; rows from elsewhere may not).
  const missing = [
    ['Họ và tên', profile.full_name],
    ['Số điện thoại', profile.phone],
    ['Ngành nghề mong muốn', profile.job_types.length ? profile.job_types : null],
    ['Nơi làm việc mong muốn', profile.city_id],
    ['Kinh nghiệm làm việc', profile.experience_id],
    ['Thời gian có thể đi làm', profile.readiness],
  ]
    .filter(([, value]) => value === null || value === undefined || value === '')
    .map(([label]) => label as string)
  if (missing.length) reasons.push(MODERATION_MSG.missing(missing))

  const history = profile.work_history.flatMap((item) => [item.company, item.position])
  const banned = findBannedPhrases([profile.full_name, profile.description, profile.experience_text, ...history], rules.bannedPhrases)
  if (banned.length) reasons.push(MODERATION_MSG.banned(banned))

  const withContacts = [
    ['Họ và tên', profile.full_name],
    ['Phần giới thiệu bản thân', profile.description],
    ['Phần mô tả kinh nghiệm', profile.experience_text],
    ['Quá trình làm việc', history.join(' \n ')],
  ]
    .filter(([, text]) => hasContactDetails(text))
    .map(([where]) => where as string)
  if (withContacts.length) reasons.push(MODERATION_MSG.contact(withContacts.join(', ')))

  if (reasons.length) return { process_state: REVIEW_STATUS.rejected, reject_reason: reasons.join(' ') }

  // every text employers read: the name and the work history too (issue 35 item 4)
  const hits = checkJobPostText(
    [
      { field: 'full_name', label: 'Họ và tên', text: profile.full_name },
      { field: 'description', label: 'Phần giới thiệu bản thân', text: profile.description },
      { field: 'experience_text', label: 'Phần mô tả kinh nghiệm', text: profile.experience_text },
      { field: 'work_history', label: 'Quá trình làm việc', text: history.join(' \n ') },
    ],
    rules.jobRules,
  )
  if (hits.length) return { process_state: REVIEW_STATUS.waiting, reject_reason: MODERATION_MSG.review([...new Set(hits.map((hit) => hit.ruleName))]) }
  return { process_state: REVIEW_STATUS.approved, reject_reason: null }
}

/**
 * A profile staff rejected goes back to them, not to recruiters, when its owner saves it: what the
 * rules would approve or hold waits for staff with a sentence saying why; what the rules reject
 * stays rejected with their reason (the owner has that to fix first).
 */
export function heldByStaff(result: ModerationResult, rejectedByStaff: boolean): ModerationResult {
  if (!rejectedByStaff || result.process_state === REVIEW_STATUS.rejected) return result
  return { process_state: REVIEW_STATUS.waiting, reject_reason: [STAFF_HELD_MSG.profile, result.reject_reason].filter(Boolean).join(' ') }
}
