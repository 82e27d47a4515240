// How many of the caller's jobs each tab holds, within the keyword when there is one.
import useSWR from 'swr'
import { manageListingApi } from '../../../lib/api/manage-listing'
import { unwrap } from '../../../lib/http'

const statisticInput = (q: string) => ({ query: { q: q || undefined } })

export const listingStatisticKey = (q: string) => manageListingApi.statistic.path(statisticInput(q))

/** The envelope; never throws. */
export const getListingStatistic = (q: string) => manageListingApi.statistic(statisticInput(q))

export function useListingStatistic(q: string) {
  return useSWR(listingStatisticKey(q), () => unwrap(getListingStatistic(q)), { keepPreviousData: true })
}
