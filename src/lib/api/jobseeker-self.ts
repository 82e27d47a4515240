// The signed-in person's own job-seeker profile, typed by the jobseekers contract (types only): a
// client of its own, so that a public page's first load carries this route and not the profile
// pages' (lib/api/jobseekers.ts).
import type { JobseekersContract } from '../../domain/contract/jobseekers'
import { jobseekerSelfPaths } from '../../domain/contract/jobseeker-self.paths'
import { apiClient } from './client'

export const jobseekerSelfApi = apiClient<Pick<JobseekersContract, keyof typeof jobseekerSelfPaths>>(jobseekerSelfPaths)
