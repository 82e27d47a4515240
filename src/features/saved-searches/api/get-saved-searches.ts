// GET /job/v1/saved-searches (auth): the person's saved searches, newest first (at most 20).
import useSWR from 'swr'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { SavedSearchList } from '../types'

export const SAVED_SEARCHES_KEY = 'saved-searches'

/** The envelope; never throws. */
export const getSavedSearches = () => authHttp.get<SavedSearchList>(api.savedSearches.list)

/** The list, fetched only for a signed-in person (`enabled`). */
export function useSavedSearches(enabled: boolean) {
  return useSWR(enabled ? SAVED_SEARCHES_KEY : null, () => unwrap(getSavedSearches()), { revalidateOnFocus: false })
}
