// What an employer sees of a job seeker (issue 20; docs/decisions/0016-applicants.md), shared by the
// server and the site: the profile with its names resolved and without the seeker's own settings.
import type { Application } from './applications'
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

/** One application in the employer's list (GET /job/v1/candidates/recruiter-apply). */
/** An application as its employer reads it: when it was first opened, when it closes by itself. */
export type RecruiterApplication = Application & {
  read_at: string | null
  /** Still waiting for the employer: when it closes automatically (APPLICATION_CLOSE); else null. */
  closes_at: string | null
}

export interface ApplicantItem {
  application: RecruiterApplication
  job: { id: number; title: string; slug: string }
  candidate: Pick<CandidateProfile, 'full_name' | 'image_url' | 'phone' | 'email' | 'birth_year' | 'city' | 'experience'> | null
}

export interface ApplicantPage {
  items: ApplicantItem[]
  total: number
  offset: number
  limit: number
}

/** GET /job/v1/candidates/{id}: the application as the seeker sent it. */
export interface ApplicantDetail {
  application: RecruiterApplication
  job: { id: number; title: string; slug: string; is_active: boolean }
  /** null once the seeker deleted the profile. */
  profile: CandidateProfile | null
}

export interface ApplicantFilterOption {
  id: number | string
  name: string
  count: number
}

/** GET /job/v1/candidates/recruiter-apply/filter: what the list can be narrowed to, with counts. */
export interface ApplicantFilters {
  jobs: ApplicantFilterOption[]
  statuses: ApplicantFilterOption[]
  sources: ApplicantFilterOption[]
  unread: number
  /** Waiting applications that close by themselves within APPLICATION_CLOSE.warnDays. */
  closing: number
}

export interface StatusTemplate {
  status: number
  status_label: string
  body: string
  /** true: the recruiter's own text; false: the built-in one. */
  custom: boolean
}

/** The live `notification` that moves the applicants badge of the employer menu. */
export interface ApplicantsNotification {
  type: 'applicants'
  recruiter_unread: number
}
