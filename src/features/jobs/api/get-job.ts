// GET /listing/v1/classifieds/{id}/job (SPEC 7.3): one job's public page. 404 when removed.
import useSWR from 'swr'
import type { JobDetail } from '../../../domain/jobs'
import { jobsApi } from '../../../lib/api/jobs'
import { unwrap } from '../../../lib/http'

/** The envelope; never throws. */
export const getJob = (id: number) => jobsApi.detail({ params: { id } })

/** The job, or throws the ApiError ({ code, message }; code 'not_found' when removed). */
export const fetchJob = (id: number) => unwrap(getJob(id))

/**
 * The job, hydrated from prerendered data when given (`fallbackData`) and revalidated in the
 * browser, so a page built yesterday shows today's state. `error` is the server's ApiError.
 */
export function useJob(id: number | null, fallbackData?: JobDetail) {
  return useSWR(id ? jobsApi.detail.path({ params: { id } }) : null, () => fetchJob(id as number), {
    fallbackData,
    revalidateOnFocus: false,
  })
}
