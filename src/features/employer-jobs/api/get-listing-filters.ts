// The manager's tabs and sorts, named in Vietnamese, with the free push-up allowance and the longest
// extension.
import useSWR from 'swr'
import { manageListingApi } from '../../../lib/api/manage-listing'
import { unwrap } from '../../../lib/http'

export const LISTING_FILTERS_KEY = manageListingApi.filters.path()

/** The envelope; never throws. */
export const getListingFilters = () => manageListingApi.filters()

/** They change only with a release: fetched once per page view. */
export function useListingFilters() {
  return useSWR(LISTING_FILTERS_KEY, () => unwrap(getListingFilters()), { revalidateOnFocus: false, revalidateIfStale: false })
}
