// GET /job/v1/organizations/listing (SPEC 7.9): the organisations with a public page, filtered by
// name and province, verified partners first, then by name; at most a minute old (the API's directory).
import useSWR from 'swr'
import type { OrganizationListing } from '../../../domain/contract/organizations'
import { ORGANIZATION_PAGES } from '../../../domain/organizations/public'
import { organizationPagesApi } from '../../../lib/api/organization-pages'
import { unwrap } from '../../../lib/http'

export interface OrganizationFilters {
  q?: string
  city_id?: number
  offset?: number
}

// an empty name, no province and the first page are left out of the URL
const listingInput = (filters: OrganizationFilters) => ({
  query: { q: filters.q || undefined, city_id: filters.city_id || undefined, offset: filters.offset || undefined, limit: ORGANIZATION_PAGES.perPage },
})

export const fetchOrganizations = (filters: OrganizationFilters) => unwrap(organizationPagesApi.listing(listingInput(filters)))

export function useOrganizations(filters: OrganizationFilters, fallbackData?: OrganizationListing | null) {
  return useSWR(organizationPagesApi.listing.path(listingInput(filters)), () => fetchOrganizations(filters), {
    fallbackData: fallbackData ?? undefined,
    keepPreviousData: true,
    revalidateOnFocus: false,
  })
}
