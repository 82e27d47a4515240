// GET /job/v1/classifieds/by-ids?ids= (public): cards of the given jobs in that order, ended ones
// marked, removed ones left out. The guests' saved-jobs page reads its local ids through it.
import useSWR from 'swr'
import { FAVORITES } from '../../../domain/favorites'
import { favoritesApi } from '../../../lib/api/favorites'
import { unwrap } from '../../../lib/http'

export const BY_IDS_MAX = FAVORITES.byIdsMax

/** The envelope; never throws. */
export const getJobsByIds = (ids: number[]) => favoritesApi.jobsByIds({ query: { ids: ids.slice(0, BY_IDS_MAX).join(',') } })

/** Cards for the ids (null key while there is nothing to ask). */
export function useJobsByIds(ids: readonly number[] | null) {
  const key = ids?.length ? ['jobs-by-ids', ids.slice(0, BY_IDS_MAX).join(',')] : null
  return useSWR(key, ([, list]: [string, string]) => unwrap(getJobsByIds(list.split(',').map(Number))), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  })
}
