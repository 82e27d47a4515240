// Listing/search results, their SEO data and the popular-search list (SPEC 7.1, 7.3).
import useSWR from 'swr'
import type { JobListing } from '../../../domain/contract/jobs'
import { filtersToParams, filtersToQuery, type JobFilters } from '../../../domain/url-filters'
import { jobsApi } from '../../../lib/api/jobs'
import { http, unwrap } from '../../../lib/http'

export interface ListingSeo {
  title: string
  description: string
  h1: string
  canonical: string
  breadcrumb: Array<{ name: string; url: string }>
}

export interface PopularSearchLink {
  slug: string
  title: string
  url: string
}

export interface Landing {
  slug: string
  title: string
  description: string
  url: string
  filters: Pick<JobFilters, 'city_id' | 'district_id' | 'job_types'>
}

export const fetchListing = (filters: JobFilters, limit = 20) => unwrap(jobsApi.listing({ query: { ...filtersToParams(filters), limit } }))

/** Results for the filters; `fallbackData` is the prerendered page so hydration shows it at once. */
export function useListing(filters: JobFilters | null, fallbackData?: JobListing | null) {
  return useSWR(filters ? jobsApi.listing.path({ query: { ...filtersToParams(filters), limit: 20 } }) : null, () => fetchListing(filters as JobFilters), {
    fallbackData: fallbackData ?? undefined,
    keepPreviousData: true,
    revalidateOnFocus: false,
  })
}

export const fetchListingSeo = (filters: JobFilters) => {
  const query = filtersToQuery({ ...filters, offset: undefined })
  return unwrap(http.get<ListingSeo>(`/job/v1/seo/job-listing${query ? `?${query}` : ''}`))
}

export function useListingSeo(filters: JobFilters | null, fallbackData?: ListingSeo | null) {
  const query = filters ? filtersToQuery({ ...filters, offset: undefined }) : null
  return useSWR(query === null ? null : ['seo', query], () => fetchListingSeo(filters as JobFilters), {
    fallbackData: fallbackData ?? undefined,
    keepPreviousData: true,
    revalidateOnFocus: false,
  })
}

export const fetchPopularSearches = () => unwrap(http.get<PopularSearchLink[]>('/job/v1/common/popular-searches', { cache: true }))

export const fetchLanding = (slug: string) => unwrap(http.get<Landing>(`/job/v1/seo/landing/${encodeURIComponent(slug)}`))

export function useLanding(slug: string, fallbackData?: Landing | null) {
  return useSWR(['landing', slug], () => fetchLanding(slug), { fallbackData: fallbackData ?? undefined, revalidateOnFocus: false })
}
