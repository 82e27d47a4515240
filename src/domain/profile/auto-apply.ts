// Auto-apply (SPEC 3 "Auto-apply request", 4.2, 7.5): the setting lapses after a fixed period so
// nobody keeps applying to jobs months after they found one; expired_message tells the seeker.
import { SERVICE_EXPIRY_DATE_FORMAT } from '../constants'
import { vietnamParts } from '../dates'

/** Days auto-apply stays on after it is turned on (or renewed by turning it on again). */
export const AUTO_APPLY_DAYS = 30

/** Auto applications per seeker per Vietnamese calendar day (the background matcher's cap). */
export const AUTO_APPLY_DAILY_CAP = 10

/** Codes of the answers of PUT /job/v1/jobseekers/auto-apply that the site acts on. */
export const AUTO_APPLY_ERROR = {
  /** Open the e-mail dialog, then send the request again with `email`. */
  emailRequired: 'email_is_required',
  consentRequired: 'consent_required',
  profileRequired: 'profile_required',
  jobTypeDeleted: 'job_type_deleted',
  profileRejected: 'profile_rejected',
} as const

/** A date in Vietnam time as dd/MM/yyyy (the spec's service-expiry format). */
export function formatVietnamDate(value: Date | string): string {
  const parts = vietnamParts(new Date(value))
  return SERVICE_EXPIRY_DATE_FORMAT.replace('dd', parts.day).replace('MM', parts.month).replace('yyyy', parts.year)
}

export interface AutoApplyState {
  apply_auto: boolean
  apply_auto_until: Date | string | null
}

/**
 * Whether auto-apply is on now, and the line shown under the auto-apply title: until when it
 * runs, or that it lapsed (null when it was simply turned off).
 */
export function autoApplyStatus(state: AutoApplyState, now = new Date()): { active: boolean; expired_message: string | null } {
  if (!state.apply_auto || !state.apply_auto_until) return { active: false, expired_message: null }
  const until = new Date(state.apply_auto_until)
  const date = formatVietnamDate(until)
  if (until.getTime() > now.getTime()) {
    return { active: true, expired_message: `Tự động ứng tuyển đang bật đến ngày ${date}` }
  }
  return {
    active: false,
    expired_message: `Tự động ứng tuyển đã hết hạn vào ngày ${date}. Hãy bật lại để tiếp tục nhận việc phù hợp.`,
  }
}
