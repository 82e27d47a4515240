// /tuyen-dung: listing and search results.
import { useLoaderData } from 'react-router-dom'
import { fetchCommonData, slimCommonData } from '../../lib/common-data'
import { fetchListing, fetchListingSeo, fetchPopularSearches } from '../../features/search/api/get-listing'
import { ListingView, type ListingPageData } from './listing-view'

export async function loader(): Promise<ListingPageData | null> {
  if (!import.meta.env.SSR) return null
  const [listing, seo, popular, commonData] = await Promise.all([
    fetchListing({}),
    fetchListingSeo({}),
    fetchPopularSearches(),
    fetchCommonData(),
  ])
  return { listing, seo, popular, commonData: slimCommonData(commonData) }
}

export function Component() {
  const data = useLoaderData() as ListingPageData | null
  return <ListingView data={data} baseFilters={{}} basePath="/tuyen-dung" />
}
