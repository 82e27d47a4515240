// One job's views, impressions, contacts and applications per day over its life, with totals (a
// member of the job's organisation; SPEC 7.4).
import useSWR from 'swr'
import { TRACKING } from '../../../domain/constants'
import { manageListingApi } from '../../../lib/api/manage-listing'
import { unwrap } from '../../../lib/http'

/** The envelope; never throws. */
export const getJobStats = (id: number) => manageListingApi.stats({ params: { id } })

/** Polled like the manager's counters (every 10 s while the page is visible), so a new application shows without a reload. */
export function useJobStats(id: number | null) {
  return useSWR(id === null ? null : manageListingApi.stats.path({ params: { id } }), () => unwrap(getJobStats(id!)), {
    refreshInterval: TRACKING.pollMs,
    refreshWhenHidden: false,
    // a 403 or 404 will not change by asking again
    shouldRetryOnError: false,
  })
}
