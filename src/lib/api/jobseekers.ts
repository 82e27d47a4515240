// The job-seeker profile's API calls, typed by its contract (src/domain/contract/jobseekers.ts,
// types only) and built from its routes (docs/decisions/0035-api-contract.md).
import type { JobseekersContract } from '../../domain/contract/jobseekers'
import { jobseekersPaths } from '../../domain/contract/jobseekers.paths'
import { apiClient } from './client'

export const jobseekersApi = apiClient<JobseekersContract>(jobseekersPaths)
