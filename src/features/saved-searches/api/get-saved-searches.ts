// The person's saved searches (signed in), newest first (at most 20).
import useSWR from 'swr'
import { savedSearchesApi } from '../../../lib/api/saved-searches'
import { unwrap } from '../../../lib/http'

/** The envelope; never throws. */
export const getSavedSearches = () => savedSearchesApi.list()

/** The list, fetched only for a signed-in person (`enabled`). */
export function useSavedSearches(enabled: boolean) {
  return useSWR(enabled ? savedSearchesApi.list.path() : null, () => unwrap(getSavedSearches()), { revalidateOnFocus: false })
}
