// /tuyen-dung-{slug}: a popular-search landing page (content/popular-searches.json). React Router v6
// has no partial segments, so the route is /:landing and anything without the prefix is a 404.
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { fetchCommonData, slimCommonData } from '../../lib/common-data'
import {
  fetchLanding,
  fetchListing,
  fetchPopularSearches,
  useLanding,
  type Landing,
} from '../../features/search/api/get-listing'
import { ListingView, type ListingPageData } from './listing-view'
import { Component as NotFound } from './not-found-page'
import { answeredNotFound } from '../../lib/page-status'

const PREFIX = 'tuyen-dung-'

interface LandingData extends ListingPageData {
  landing: Landing
}

export async function loader({ params }: LoaderFunctionArgs): Promise<LandingData | null> {
  if (!import.meta.env.SSR) return null
  const slug = (params.landing ?? '').slice(PREFIX.length)
  const landing = await fetchLanding(slug)
  const [listing, popular, commonData] = await Promise.all([fetchListing(landing.filters), fetchPopularSearches(), fetchCommonData()])
  return {
    landing,
    listing,
    popular,
    commonData: slimCommonData(commonData, landing.filters.city_id),
    seo: { title: landing.title, description: landing.description, h1: landing.title, canonical: landing.url, breadcrumb: [] },
  }
}

function LandingPage({ slug, data }: { slug: string; data: LandingData | null }) {
  const { data: landing, error } = useLanding(slug, data?.landing)
  if (error) return <NotFound />
  if (!landing) return null
  return <ListingView data={data} baseFilters={landing.filters} basePath="/tuyen-dung" landing={landing} />
}

export function Component() {
  const { landing = '' } = useParams()
  const data = useLoaderData() as LandingData | null
  if (!landing.startsWith(PREFIX) || !/^[a-z0-9-]+$/.test(landing) || answeredNotFound()) return <NotFound />
  return <LandingPage slug={landing.slice(PREFIX.length)} data={data} />
}
