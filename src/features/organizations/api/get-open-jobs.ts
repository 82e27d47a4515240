// GET /job/v1/organizations/{id}/jobs (SPEC 7.9): an organisation's open jobs, newest first, a page at a time.
import useSWR from 'swr'
import type { OrganizationJobs } from '../../../domain/contract/organizations'
import { ORGANIZATION_PAGES } from '../../../domain/organizations/public'
import { organizationPagesApi } from '../../../lib/api/organization-pages'
import { unwrap } from '../../../lib/http'

const limit = ORGANIZATION_PAGES.jobsPerPage
const jobsInput = (id: number, offset: number) => ({ params: { id: String(id) }, query: { offset, limit } })

export const fetchOpenJobs = (id: number, offset = 0) => unwrap(organizationPagesApi.jobs(jobsInput(id, offset)))

/** One page of jobs; the previous page stays on screen while the next one loads. */
export function useOpenJobs(id: number | null, offset: number, fallbackData?: OrganizationJobs) {
  return useSWR(id ? organizationPagesApi.jobs.path(jobsInput(id, offset)) : null, () => fetchOpenJobs(id as number, offset), {
    fallbackData,
    keepPreviousData: true,
    revalidateOnFocus: false,
  })
}
