// The saved searches' API calls, typed by their contract (src/domain/contract/saved-searches.ts,
// types only) and built from their routes (docs/decisions/0035-api-contract.md).
import type { SavedSearchesContract } from '../../domain/contract/saved-searches'
import { savedSearchesPaths } from '../../domain/contract/saved-searches.paths'
import { apiClient } from './client'

export const savedSearchesApi = apiClient<SavedSearchesContract>(savedSearchesPaths)
