// Shapes of the applications API (server/modules/applications: SPEC 7.2 apply, 7.3 applied-listing,
// 7.5 multi-apply and jobs-matching).
import type { Application } from '../../domain/applications'
import type { JobCard } from '../../domain/jobs'
import type { Jobseeker } from '../../domain/profile/types'

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
  /** The snapshot (epoch ms) the next pages are asked at. */
  as_of: number
}

/** What an application sends to the recruiter: the profile fields shown before confirming. */
export type ApplyProfile = Pick<Jobseeker, 'full_name' | 'phone' | 'email' | 'job_types' | 'process_state'> & Partial<Pick<Jobseeker, 'reject_reason'>>

export type { Application }
