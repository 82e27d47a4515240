// What applying shows of one's own profile before confirming (the answers of the applications API
// are the contract's: src/domain/contract/applications.ts).
import type { Jobseeker } from '../../domain/profile/types'

/** What an application sends to the recruiter: the profile fields shown before confirming. */
export type ApplyProfile = Pick<Jobseeker, 'full_name' | 'phone' | 'email' | 'job_types' | 'process_state'> & Partial<Pick<Jobseeker, 'reject_reason'>>
