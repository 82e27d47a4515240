// GET /job/v1/classifieds/organization-recruiting (SPEC 7.3): the organization's other open jobs.
import useSWR from 'swr'
import type { JobCard } from '../../../domain/jobs'
import { jobsApi } from '../../../lib/api/jobs'
import { unwrap } from '../../../lib/http'

export const ORGANIZATION_JOBS_LIMIT = 6

/** The envelope; never throws. */
export const getOrganizationJobs = (organizationId: number, excludeId: number, limit = ORGANIZATION_JOBS_LIMIT) =>
  jobsApi.organizationJobs({ query: organizationJobsQuery(organizationId, excludeId, limit) })

/** excludeId 0 leaves none out (and is not sent). */
const organizationJobsQuery = (organizationId: number, excludeId: number, limit: number) => ({
  organization_id: organizationId,
  exclude_id: excludeId || undefined,
  limit,
})

/** The list, or throws the ApiError. */
export const fetchOrganizationJobs = (organizationId: number, excludeId: number, limit = ORGANIZATION_JOBS_LIMIT) =>
  unwrap(getOrganizationJobs(organizationId, excludeId, limit))

/**
 * Other jobs of the organization, without the job being viewed (`excludeId`). `data` is undefined
 * while loading unless prerendered data is given as `fallbackData`.
 */
export function useOrganizationJobs(organizationId: number | null, excludeId: number, fallbackData?: JobCard[]) {
  return useSWR(
    organizationId ? jobsApi.organizationJobs.path({ query: organizationJobsQuery(organizationId, excludeId, ORGANIZATION_JOBS_LIMIT) }) : null,
    () => fetchOrganizationJobs(organizationId as number, excludeId),
    { fallbackData, revalidateOnFocus: false },
  )
}

/**
 * An organization's newest open jobs, `limit` of them. Prerendered jobs (`fallbackData`) are not
 * fetched again on load: a page listing many organizations would send a request for each.
 */
export function useNewestOrganizationJobs(organizationId: number, limit: number, fallbackData?: JobCard[]) {
  return useSWR(jobsApi.organizationJobs.path({ query: organizationJobsQuery(organizationId, 0, limit) }), () => fetchOrganizationJobs(organizationId, 0, limit), {
    fallbackData,
    revalidateOnMount: fallbackData === undefined,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    // a longer list keeps the shorter one on screen while it loads
    keepPreviousData: true,
  })
}
