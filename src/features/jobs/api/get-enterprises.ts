// GET /job/v1/classifieds/enterprise (SPEC 7.3): verified partner employers ("Đối tác") with their
// number of open jobs, most first. The counts are at most a minute old (jobs.routes.ts).
import useSWR from 'swr'
import type { Enterprise } from '../../../domain/contract/jobs'
import { jobsApi } from '../../../lib/api/jobs'
import { unwrap } from '../../../lib/http'

export type { Enterprise } from '../../../domain/contract/jobs'

/** The API's largest page. */
export const ENTERPRISES_LIMIT = 30

/** The envelope; never throws. */
export const getEnterprises = (limit = ENTERPRISES_LIMIT) => jobsApi.enterprises({ query: { limit } })

/** The list, or throws the ApiError. */
export const fetchEnterprises = (limit = ENTERPRISES_LIMIT) => unwrap(getEnterprises(limit))

/** Prerendered partners revalidated once after hydration, so counts follow jobs posted since the build. */
export const useEnterprises = (fallbackData: Enterprise[] | null) =>
  useSWR(jobsApi.enterprises.path({ query: { limit: ENTERPRISES_LIMIT } }), () => fetchEnterprises(), { fallbackData: fallbackData ?? undefined, revalidateOnFocus: false })
