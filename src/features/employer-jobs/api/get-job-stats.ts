// GET /job/v1/classifieds/{id}/tracking (auth, a member of the job's organisation): the job's views,
// impressions, contacts and applications per day over its life, with totals (SPEC 7.4).
import useSWR from 'swr'
import { TRACKING } from '../../../domain/constants'
import type { JobStats } from '../../../domain/job-stats'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

/** The envelope; never throws. */
export const getJobStats = (id: number) => authHttp.get<JobStats>(api.manageListing.stats(id))

/** Polled like the manager's counters (every 10 s while the page is visible), so a new application shows without a reload. */
export function useJobStats(id: number | null) {
  return useSWR(id === null ? null : ['manage-listing/stats', id], () => unwrap(getJobStats(id!)), {
    refreshInterval: TRACKING.pollMs,
    refreshWhenHidden: false,
    // a 403 or 404 will not change by asking again
    shouldRetryOnError: false,
  })
}
