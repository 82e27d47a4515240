// POST /job/v1/saved-searches (auth) { query, name? }: the server names it after its filters when no
// name is given. 409 for a duplicate or past the cap of 20; 400 for an empty search.
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { SavedSearchChanged } from '../types'

/** The envelope; never throws. */
export const createSavedSearch = (input: { query: string; name?: string }) =>
  authHttp.post<SavedSearchChanged>(api.savedSearches.list, input)
