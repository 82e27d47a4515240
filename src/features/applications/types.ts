// Shapes of the applications API (server/modules/applications: SPEC 7.2 apply, 7.3 applied-listing,
// 7.5 multi-apply and jobs-matching).
import type { JobCard } from '../../domain/jobs'
import type { Jobseeker } from '../../domain/profile/types'

export type ApplicationSource = 'manual' | 'auto' | 'multi'

/** 1 Đã gửi, 2 Nhà tuyển dụng đã xem, 3 Phù hợp, 4 Chưa phù hợp, 5 Đã mời phỏng vấn (status_label). */
export interface Application {
  id: number
  job_id: number
  user_id: number
  jobseeker_id: number | null
  source: ApplicationSource
  status: number
  status_label: string
  created_at: string
  updated_at: string
}

export interface AppliedItem {
  application: Application
  job: JobCard
  /** The job still takes applications (approved, shown, not ended). */
  is_active: boolean
}

export interface AppliedPage {
  items: AppliedItem[]
  total: number
  offset: number
  limit: number
}

export interface AppliedIds {
  ids: number[]
}

export type MultiApplyItem =
  | { classified_id: number; success: true; application: Application }
  | { classified_id: number; success: false; error: { code: string; message: string } }

export interface MultiApplyResult {
  items: MultiApplyItem[]
  applied: number
}

export interface MatchingJob extends JobCard {
  score: number
}

export interface MatchingPage {
  items: MatchingJob[]
  total: number
  offset: number
  limit: number
}

/** What an application sends to the recruiter: the profile fields shown before confirming. */
export type ApplyProfile = Pick<Jobseeker, 'full_name' | 'phone' | 'email' | 'job_types' | 'process_state'>
