// GET /job/v1/classifieds/similar (SPEC 7.3): jobs like this one, for the detail page.
import useSWR from 'swr'
import type { JobCard } from '../../../domain/jobs'
import { http, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

export const SIMILAR_LIMIT = 6

/** The envelope; never throws. */
export const getSimilarJobs = (id: number, limit = SIMILAR_LIMIT) => http.get<JobCard[]>(api.similarJobs(id, limit))

/** The list, or throws the ApiError. */
export const fetchSimilarJobs = (id: number, limit = SIMILAR_LIMIT) => unwrap(getSimilarJobs(id, limit))

/** `data` is undefined while loading unless prerendered data is given as `fallbackData`. */
export function useSimilarJobs(id: number | null, fallbackData?: JobCard[]) {
  return useSWR(id ? api.similarJobs(id, SIMILAR_LIMIT) : null, () => fetchSimilarJobs(id as number), {
    fallbackData,
    revalidateOnFocus: false,
  })
}
