// The applications' API calls, typed by their contract (src/domain/contract/applications.ts, types
// only) and built from their routes (docs/decisions/0035-api-contract.md).
import { applicationsPaths } from '../../domain/contract/applications.paths'
import type { ApplicationsContract } from '../../domain/contract/applications'
import { apiClient } from './client'

export const applicationsApi = apiClient<ApplicationsContract>(applicationsPaths)
