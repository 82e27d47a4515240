// GET /job/v1/organizations/{id}/jobs (SPEC 7.9): an organisation's open jobs, newest first, a page at a time.
import useSWR from 'swr'
import { ORGANIZATION_PAGES, type OrganizationJobs } from '../../../domain/organizations/public'
import { http, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

const limit = ORGANIZATION_PAGES.jobsPerPage

export const fetchOpenJobs = (id: number, offset = 0) => unwrap(http.get<OrganizationJobs>(api.organizations.jobs(id, offset, limit)))

/** One page of jobs; the previous page stays on screen while the next one loads. */
export function useOpenJobs(id: number | null, offset: number, fallbackData?: OrganizationJobs) {
  return useSWR(id ? api.organizations.jobs(id, offset, limit) : null, () => fetchOpenJobs(id as number, offset), {
    fallbackData,
    keepPreviousData: true,
    revalidateOnFocus: false,
  })
}
