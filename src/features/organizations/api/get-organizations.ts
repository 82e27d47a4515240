// GET /job/v1/organizations/listing (SPEC 7.9): the organisations with a public page, filtered by
// name and province, verified partners first, then by name; at most a minute old (the API's directory).
import useSWR from 'swr'
import { ORGANIZATION_PAGES, type OrganizationListing } from '../../../domain/organizations/public'
import { http, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

export interface OrganizationFilters {
  q?: string
  city_id?: number
  offset?: number
}

const listingPath = (filters: OrganizationFilters) => api.organizations.listing({ ...filters, limit: ORGANIZATION_PAGES.perPage })

export const fetchOrganizations = (filters: OrganizationFilters) => unwrap(http.get<OrganizationListing>(listingPath(filters)))

export function useOrganizations(filters: OrganizationFilters, fallbackData?: OrganizationListing | null) {
  return useSWR(listingPath(filters), () => fetchOrganizations(filters), {
    fallbackData: fallbackData ?? undefined,
    keepPreviousData: true,
    revalidateOnFocus: false,
  })
}
