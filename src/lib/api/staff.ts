// The staff console's API calls, typed by its contract (src/domain/contract/staff.ts, types only) and
// built from its routes (docs/decisions/0035-api-contract.md).
import type { StaffContract } from '../../domain/contract/staff'
import { staffPaths } from '../../domain/contract/staff.paths'
import { apiClient } from './client'

export const staffApi = apiClient<StaffContract>(staffPaths)
