// GET /job/v1/classifieds/similar (SPEC 7.3): jobs like this one, for the detail page.
import useSWR from 'swr'
import type { JobCard } from '../../../domain/jobs'
import { jobsApi } from '../../../lib/api/jobs'
import { unwrap } from '../../../lib/http'

export const SIMILAR_LIMIT = 6

/** The envelope; never throws. */
export const getSimilarJobs = (id: number, limit = SIMILAR_LIMIT) => jobsApi.similar({ query: { id, limit } })

/** The list, or throws the ApiError. */
export const fetchSimilarJobs = (id: number, limit = SIMILAR_LIMIT) => unwrap(getSimilarJobs(id, limit))

/** `data` is undefined while loading unless prerendered data is given as `fallbackData`. */
export function useSimilarJobs(id: number | null, fallbackData?: JobCard[]) {
  return useSWR(id ? jobsApi.similar.path({ query: { id, limit: SIMILAR_LIMIT } }) : null, () => fetchSimilarJobs(id as number), {
    fallbackData,
    revalidateOnFocus: false,
  })
}
