// The promo card's teaser (SPEC 2.6): full name, phone and e-mail typed on the home page, kept as
// jobseeker_data in localStorage until the create-profile page pre-fills its form with them.

export const JOBSEEKER_DATA_KEY = 'jobseeker_data'

export interface JobseekerDraft {
  full_name: string
  phone: string
  email: string
}

export function saveJobseekerDraft(draft: JobseekerDraft): void {
  try {
    window.localStorage.setItem(JOBSEEKER_DATA_KEY, JSON.stringify(draft))
  } catch {
    // Storage full or disabled (private mode): the create page simply starts empty.
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The cached teaser, or null when there is none (or it is unreadable). */
export function readJobseekerDraft(): JobseekerDraft | null {
  try {
    const raw = window.localStorage.getItem(JOBSEEKER_DATA_KEY)
    if (!raw) return null
    const data = JSON.parse(raw) as Record<string, unknown> | null
    if (!data || typeof data !== 'object') return null
    return { full_name: text(data.full_name), phone: text(data.phone), email: text(data.email) }
  } catch {
    return null
  }
}

/** The create page forgets the teaser once it has used it. */
export function forgetJobseekerDraft(): void {
  try {
    window.localStorage.removeItem(JOBSEEKER_DATA_KEY)
  } catch {
    // nothing to forget
  }
}
