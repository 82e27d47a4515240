// Saves a search { query, name? } (signed in): the server names it after its filters when no name is
// given. 409 for a duplicate or past the cap of 20; 400 for an empty search.
import { savedSearchesApi } from '../../../lib/api/saved-searches'

/** The envelope; never throws. */
export const createSavedSearch = (input: { query: string; name?: string }) => savedSearchesApi.create({ body: input })
