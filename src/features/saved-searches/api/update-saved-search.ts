// PUT /job/v1/saved-searches/{id} (auth) { name?, alerts_enabled? }: 404 for another person's search.
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { SavedSearchChanged } from '../types'

/** The envelope; never throws. */
export const updateSavedSearch = (id: number, input: { name?: string; alerts_enabled?: boolean }) =>
  authHttp.put<SavedSearchChanged>(api.savedSearches.one(id), input)
