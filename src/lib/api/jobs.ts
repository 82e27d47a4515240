// The public job API calls, typed by their contract (src/domain/contract/jobs.ts, types only) and built
// from their routes (docs/decisions/0035-api-contract.md).
import type { JobsContract } from '../../domain/contract/jobs'
import { jobsPaths } from '../../domain/contract/jobs.paths'
import { apiClient } from './client'

export const jobsApi = apiClient<JobsContract>(jobsPaths)
