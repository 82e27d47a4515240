// Public job lists of the home page (SPEC 7.3): Top Ads, latest, quick links.
import useSWR from 'swr'
import type { JobCard } from '../../../domain/jobs'
import { http, unwrap } from '../../../lib/http'

export interface QuickLink {
  id: number
  name: string
  count: number
  url: string
}

export interface HomeLists {
  topAds: JobCard[]
  latest: JobCard[]
  quicklinks: QuickLink[]
}

export async function fetchHomeLists(): Promise<HomeLists> {
  const [topAds, latest, quicklinks] = await Promise.all([
    unwrap(http.get<JobCard[]>('/listing/v1/jobclassifieds/topads?limit=6')),
    unwrap(http.get<JobCard[]>('/job/v1/classifieds/latest?limit=10')),
    unwrap(http.get<QuickLink[]>('/job/v1/classifieds/quicklinks?limit=12')),
  ])
  return { topAds, latest, quicklinks }
}

/** Prerendered lists revalidated after hydration, so jobs posted after the build appear. */
export const useHomeLists = (fallbackData: HomeLists | null) =>
  useSWR('home-lists', fetchHomeLists, { fallbackData: fallbackData ?? undefined, revalidateOnFocus: false })
