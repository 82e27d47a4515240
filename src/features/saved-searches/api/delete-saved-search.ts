// DELETE /job/v1/saved-searches/{id} (auth): { message }; 404 for another person's search.
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'

/** The envelope; never throws. */
export const deleteSavedSearch = (id: number) => authHttp.delete<{ message: string }>(api.savedSearches.one(id))
