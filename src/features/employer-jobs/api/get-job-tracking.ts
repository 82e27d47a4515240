// Views, impressions, contacts and applications of one's own jobs, at most 10 ids a call (SPEC 9),
// polled every 10 s while the page is visible (SWR does not poll a hidden tab and refreshes on return).
import useSWR from 'swr'
import { TRACKING } from '../../../domain/constants'
import { manageListingApi } from '../../../lib/api/manage-listing'
import { unwrap } from '../../../lib/http'
import type { JobTracking } from '../../../domain/contract/manage-listing'

/** The envelope of one call; never throws. */
export const getJobTracking = (ids: number[]) => manageListingApi.tracking({ body: { ids } })

/** The counters of any number of jobs, by id, in calls of at most TRACKING.maxBatch ids. */
export async function fetchTracking(ids: number[]): Promise<Record<number, JobTracking>> {
  const batches: number[][] = []
  for (let i = 0; i < ids.length; i += TRACKING.maxBatch) batches.push(ids.slice(i, i + TRACKING.maxBatch))
  const answers = await Promise.all(batches.map((batch) => unwrap(getJobTracking(batch))))
  return Object.fromEntries(answers.flatMap((answer) => answer.items).map((item) => [item.id, item]))
}

export function useJobTracking(ids: number[]) {
  return useSWR(ids.length ? ['manage-listing/tracking', ids.join(',')] : null, () => fetchTracking(ids), {
    refreshInterval: TRACKING.pollMs,
    refreshWhenHidden: false,
    keepPreviousData: true,
  })
}
