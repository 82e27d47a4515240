// Deletes a saved search (signed in): { message }; 404 for another person's search.
import { savedSearchesApi } from '../../../lib/api/saved-searches'

/** The envelope; never throws. */
export const deleteSavedSearch = (id: number) => savedSearchesApi.remove({ params: { id } })
