// Automatic moderation of profiles (ARCHITECTURE.md "Moderation"): every create and update is
// checked at once and lands on 1001 approved or 1002 rejected with a reason the seeker can act on.
// The staff review queue comes later; until then these rules are the whole decision.
import { REVIEW_STATUS } from '../../../src/domain/constants'
import { foldText } from '../../../src/domain/text'
import type { WorkHistoryItem } from '../../../src/domain/profile/validate'

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
  process_state: typeof REVIEW_STATUS.approved | typeof REVIEW_STATUS.rejected
  reject_reason: string | null
}

/**
 * Phrases a seeker's profile must not carry, compared on folded text (no case, no diacritics,
 * whole words): asking for money or deposits, loans, gambling, multi-level schemes, sex work.
 * Plain work words ("thu ngân", "chuyển khoản" for an accountant) are deliberately not here.
 */
export const BANNED_PHRASES: readonly string[] = [
  'thu phí',
  'đóng phí',
  'nộp phí',
  'phí hồ sơ',
  'phí môi giới',
  'phí giới thiệu',
  'phí đào tạo',
  'phí giữ chỗ',
  'đặt cọc',
  'tiền cọc',
  'nạp tiền',
  'vay tiền',
  'cho vay nặng lãi',
  'cá độ',
  'cờ bạc',
  'lô đề',
  'casino',
  'đa cấp',
  'mại dâm',
  'sugar baby',
  'việc nhẹ lương cao',
]

const FOLDED_PHRASES = BANNED_PHRASES.map((phrase) => ({ phrase, folded: foldText(phrase) }))

// A phone number written into free text: a run of digits and separators that is a Vietnamese
// number once the separators go (0 + 9 digits, or 84 + 9). Salaries ("10.000.000 - 15.000.000")
// and years are runs too, but never of that shape.
const DIGIT_RUNS = /\+?\d[\d .\-()]{7,16}\d/g
const PLAIN_PHONE = /(?:^|\D)(?:0|\+?84)\d{9}(?!\d)/
const isPhoneDigits = (digits: string) => /^(?:0\d{9}|84\d{9})$/.test(digits)
const hasPhone = (text: string) =>
  PLAIN_PHONE.test(text) || [...text.matchAll(DIGIT_RUNS)].some(([run]) => isPhoneDigits(run.replace(/\D/g, '')))
// Bare domains only in lower case, so "ASP.NET" or "Vue.JS" in a developer's profile pass.
const LINK_IN_TEXT = /\b(?:https?:\/\/|www\.)\S+/i
const BARE_DOMAIN = /\b[a-z0-9-]+\.(?:com|vn|net|org|info|xyz|me|io|top|biz|link|site|online)\b/
const EMAIL_IN_TEXT = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i

export const MODERATION_MSG = {
  banned: (phrases: string[]) =>
    `Hồ sơ có nội dung không được phép (${phrases.map((p) => `"${p}"`).join(', ')}). Hồ sơ xin việc không được yêu cầu thu phí, đặt cọc hay chứa nội dung vi phạm pháp luật.`,
  contact: (where: string) =>
    `${where} không được chứa số điện thoại, email hoặc đường link. Nhà tuyển dụng liên hệ với bạn qua số điện thoại và email của hồ sơ.`,
  missing: (labels: string[]) => `Hồ sơ còn thiếu thông tin bắt buộc: ${labels.join(', ')}.`,
} as const

/** Words of folded text, padded, so phrases match whole words only. */
const padded = (text: string) => ` ${foldText(text).replace(/[^a-z0-9]+/g, ' ')} `

export function findBannedPhrases(texts: Array<string | null | undefined>): string[] {
  const haystack = padded(texts.filter(Boolean).join(' \n '))
  return FOLDED_PHRASES.filter(({ folded }) => haystack.includes(` ${folded.replace(/[^a-z0-9]+/g, ' ')} `)).map(
    ({ phrase }) => phrase,
  )
}

export const hasContactDetails = (text: string | null | undefined): boolean =>
  !!text && (hasPhone(text) || LINK_IN_TEXT.test(text) || BARE_DOMAIN.test(text) || EMAIL_IN_TEXT.test(text))

export function moderateProfile(profile: ModeratedProfile): ModerationResult {
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
  const banned = findBannedPhrases([profile.full_name, profile.description, profile.experience_text, ...history])
  if (banned.length) reasons.push(MODERATION_MSG.banned(banned))

  const withContacts = [
    ['Phần giới thiệu bản thân', profile.description],
    ['Phần mô tả kinh nghiệm', profile.experience_text],
    ['Quá trình làm việc', history.join(' \n ')],
  ]
    .filter(([, text]) => hasContactDetails(text))
    .map(([where]) => where as string)
  if (withContacts.length) reasons.push(MODERATION_MSG.contact(withContacts.join(', ')))

  return reasons.length
    ? { process_state: REVIEW_STATUS.rejected, reject_reason: reasons.join(' ') }
    : { process_state: REVIEW_STATUS.approved, reject_reason: null }
}
