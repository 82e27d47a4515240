// Shapes of the job-seeker profile API (SPEC 3 "Jobseeker", 7.5), shared by the site and the server.
import type { FieldConfig } from '../forms/field-config'
import type { Completeness } from './completeness'
import type { WorkHistoryItem } from './validate'

export interface NamedOption {
  id: number
  name: string
}

/** GET /job/v1/jobseekers/self (and the answer of POST and PUT). */
export interface Jobseeker extends Completeness {
  id: number
  user_id: number
  full_name: string
  /** null when a newer profile of another account took the number over. */
  phone: string | null
  phone_verified: boolean
  email: string | null
  /** Media id of the avatar, when the media service gave one. */
  avatar: string | null
  image_url: string | null
  birth_year: number | null
  gender: number | null
  /** Chosen job types resolved through the job config; is_deleted: no longer offered. */
  job_types: Array<NamedOption & { is_deleted: boolean }>
  /** A chosen job type was deleted: the site opens the edit form (SPEC 2.5). */
  is_job_type_delete: boolean
  city_id: number | null
  district_id: number | null
  city: NamedOption | null
  district: NamedOption | null
  salary_min: number | null
  salary_max: number | null
  experience_id: number | null
  has_experience: boolean
  experience_text: string | null
  work_history: WorkHistoryItem[]
  education_id: number | null
  readiness: boolean | null
  description: string | null
  searchable: boolean
  consent_at: string
  /** 1000 waiting, 1001 approved, 1002 rejected (REVIEW_STATUS). */
  process_state: number
  reject_reason: string | null
  /** On now (turned on and not lapsed). */
  apply_auto: boolean
  apply_auto_email: string | null
  apply_auto_until: string | null
  /** When on: until when; when it lapsed: that it lapsed; otherwise null. */
  expired_message: string | null
  created_at: string
  updated_at: string
}

export interface ProfileFieldsResponse {
  fields: FieldConfig[]
  /** Days auto-apply stays on. */
  auto_apply_days: number
}

/** GET /job/v1/jobseekers/phone-owner */
export interface PhoneOwner {
  phone: string
  /** Some profile carries this verified number. */
  has_profile: boolean
  /** That profile is the caller's own. */
  is_own: boolean
}

/** PUT /job/v1/jobseekers/auto-apply */
export interface AutoApplyRequest {
  apply_auto: boolean
  email?: string
  off_reason?: string
  source_code?: string
  /** Required to turn it on: the profile is sent to the recruiters of the jobs it applies to. */
  consent?: boolean
}

export interface AutoApplyResult {
  apply_auto: boolean
  apply_auto_email: string | null
  apply_auto_until: string | null
  expired_message: string | null
}
