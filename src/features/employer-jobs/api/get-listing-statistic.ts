// GET /listing/v1/classifieds/my-classifieds-statistic?q= (auth): how many of the caller's jobs each
// tab holds, within the keyword when there is one.
import useSWR from 'swr'
import type { ListingStatistic } from '../../../domain/manage-listing'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

export const listingStatisticKey = (q: string) => ['manage-listing/statistic', q] as const

/** The envelope; never throws. */
export const getListingStatistic = (q: string) => authHttp.get<ListingStatistic>(api.manageListing.statistic(q))

export function useListingStatistic(q: string) {
  return useSWR(listingStatisticKey(q), () => unwrap(getListingStatistic(q)), { keepPreviousData: true })
}
