// GET /job/v1/organizations/outstanding (SPEC 7.9): verified partners with open jobs first, those
// recruiting most first; at most a minute old (the API's directory).
import useSWR from 'swr'
import { ORGANIZATION_PAGES, type OrganizationSummary } from '../../../domain/organizations/public'
import { http, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

export const fetchOutstanding = (limit: number = ORGANIZATION_PAGES.outstanding) =>
  unwrap(http.get<OrganizationSummary[]>(api.organizations.outstanding(limit)))

export function useOutstanding(fallbackData?: OrganizationSummary[] | null) {
  return useSWR(api.organizations.outstanding(ORGANIZATION_PAGES.outstanding), () => fetchOutstanding(), {
    fallbackData: fallbackData ?? undefined,
    revalidateOnFocus: false,
  })
}
