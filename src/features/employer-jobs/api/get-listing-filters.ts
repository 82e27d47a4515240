// GET /listing/v1/classifieds/my-classified-filters (auth): the manager's tabs and sorts, named in
// Vietnamese, with the free push-up allowance and the longest extension.
import useSWR from 'swr'
import type { ListingFilters } from '../../../domain/manage-listing'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

export const LISTING_FILTERS_KEY = 'manage-listing/filters'

/** The envelope; never throws. */
export const getListingFilters = () => authHttp.get<ListingFilters>(api.manageListing.filters)

/** They change only with a release: fetched once per page view. */
export function useListingFilters() {
  return useSWR(LISTING_FILTERS_KEY, () => unwrap(getListingFilters()), { revalidateOnFocus: false, revalidateIfStale: false })
}
