// Listing/search results, their SEO data and the popular-search list (SPEC 7.1, 7.3).
import useSWR from 'swr'
import type { JobListing } from '../../../domain/contract/jobs'
import type { Landing, ListingSeo } from '../../../domain/contract/seo'
import { filtersToParams, filtersToQuery, type JobFilters } from '../../../domain/url-filters'
import { jobsApi } from '../../../lib/api/jobs'
import { seoApi } from '../../../lib/api/seo'
import { unwrap } from '../../../lib/http'

export type { Landing, ListingSeo, PopularSearchLink } from '../../../domain/contract/seo'

export const fetchListing = (filters: JobFilters, limit = 20) => unwrap(jobsApi.listing({ query: { ...filtersToParams(filters), limit } }))

/** Results for the filters; `fallbackData` is the prerendered page so hydration shows it at once. */
export function useListing(filters: JobFilters | null, fallbackData?: JobListing | null) {
  return useSWR(filters ? jobsApi.listing.path({ query: { ...filtersToParams(filters), limit: 20 } }) : null, () => fetchListing(filters as JobFilters), {
    fallbackData: fallbackData ?? undefined,
    keepPreviousData: true,
    revalidateOnFocus: false,
  })
}

export const fetchListingSeo = (filters: JobFilters) => unwrap(seoApi.jobListing({ query: filtersToParams({ ...filters, offset: undefined }) }))

export function useListingSeo(filters: JobFilters | null, fallbackData?: ListingSeo | null) {
  const query = filters ? filtersToQuery({ ...filters, offset: undefined }) : null
  return useSWR(query === null ? null : ['seo', query], () => fetchListingSeo(filters as JobFilters), {
    fallbackData: fallbackData ?? undefined,
    keepPreviousData: true,
    revalidateOnFocus: false,
  })
}

export const fetchPopularSearches = () => unwrap(seoApi.popularSearches({}, { cache: true }))

export const fetchLanding = (slug: string) => unwrap(seoApi.landing({ params: { slug } }))

export function useLanding(slug: string, fallbackData?: Landing | null) {
  return useSWR(['landing', slug], () => fetchLanding(slug), { fallbackData: fallbackData ?? undefined, revalidateOnFocus: false })
}
