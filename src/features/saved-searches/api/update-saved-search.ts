// Renames a saved search or turns its alerts on or off (signed in): 404 for another person's search.
import { savedSearchesApi } from '../../../lib/api/saved-searches'

/** The envelope; never throws. */
export const updateSavedSearch = (id: number, input: { name?: string; alerts_enabled?: boolean }) => savedSearchesApi.update({ params: { id }, body: input })
