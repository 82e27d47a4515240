// The own-job manager's API calls, typed by its contract (src/domain/contract/manage-listing.ts, types
// only) and built from its routes (docs/decisions/0035-api-contract.md).
import type { ManageListingContract } from '../../domain/contract/manage-listing'
import { manageListingPaths } from '../../domain/contract/manage-listing.paths'
import { apiClient } from './client'

export const manageListingApi = apiClient<ManageListingContract>(manageListingPaths)
