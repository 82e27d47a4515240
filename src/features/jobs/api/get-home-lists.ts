// Public job lists of the home page (SPEC 7.3): Top Ads, latest, quick links.
import useSWR from 'swr'
import type { JobCard, QuickLink } from '../../../domain/contract/jobs'
import { jobsApi } from '../../../lib/api/jobs'
import { unwrap } from '../../../lib/http'

export type { QuickLink } from '../../../domain/contract/jobs'

export interface HomeLists {
  topAds: JobCard[]
  latest: JobCard[]
  quicklinks: QuickLink[]
}

export async function fetchHomeLists(): Promise<HomeLists> {
  const [topAds, latest, quicklinks] = await Promise.all([
    unwrap(jobsApi.topAds({ query: { limit: 6 } })),
    unwrap(jobsApi.latest({ query: { limit: 10 } })),
    unwrap(jobsApi.quicklinks({ query: { limit: 12 } })),
  ])
  return { topAds, latest, quicklinks }
}

/** Prerendered lists revalidated after hydration, so jobs posted after the build appear. */
export const useHomeLists = (fallbackData: HomeLists | null) =>
  useSWR('home-lists', fetchHomeLists, { fallbackData: fallbackData ?? undefined, revalidateOnFocus: false })
