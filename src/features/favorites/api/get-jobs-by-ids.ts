// GET /job/v1/classifieds/by-ids?ids= (public): cards of the given jobs in that order, ended ones
// marked, removed ones left out. The guests' saved-jobs page reads its local ids through it.
import useSWR from 'swr'
import { http, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { FavoriteJob } from '../types'

export const BY_IDS_MAX = 100

/** The envelope; never throws. */
export const getJobsByIds = (ids: number[]) => http.get<FavoriteJob[]>(api.favorites.jobsByIds(ids.slice(0, BY_IDS_MAX)))

/** Cards for the ids (null key while there is nothing to ask). */
export function useJobsByIds(ids: readonly number[] | null) {
  const key = ids?.length ? ['jobs-by-ids', ids.slice(0, BY_IDS_MAX).join(',')] : null
  return useSWR(key, ([, list]: [string, string]) => unwrap(getJobsByIds(list.split(',').map(Number))), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  })
}
