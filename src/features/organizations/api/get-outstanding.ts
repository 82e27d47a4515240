// GET /job/v1/organizations/outstanding (SPEC 7.9): verified partners with open jobs first, those
// recruiting most first; at most a minute old (the API's directory).
import useSWR from 'swr'
import type { OrganizationSummary } from '../../../domain/contract/organizations'
import { ORGANIZATION_PAGES } from '../../../domain/organizations/public'
import { organizationPagesApi } from '../../../lib/api/organization-pages'
import { unwrap } from '../../../lib/http'

export const fetchOutstanding = (limit: number = ORGANIZATION_PAGES.outstanding) => unwrap(organizationPagesApi.outstanding({ query: { limit } }))

export function useOutstanding(fallbackData?: OrganizationSummary[] | null) {
  return useSWR(organizationPagesApi.outstanding.path({ query: { limit: ORGANIZATION_PAGES.outstanding } }), () => fetchOutstanding(), {
    fallbackData: fallbackData ?? undefined,
    revalidateOnFocus: false,
  })
}
