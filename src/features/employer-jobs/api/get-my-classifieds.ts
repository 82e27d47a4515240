// One page of the caller's jobs for a tab, keyword and order, each row with its status, dates,
// services and allowed actions.
import useSWR from 'swr'
import type { ListingSort, ListingTab } from '../../../domain/manage-listing'
import { manageListingApi } from '../../../lib/api/manage-listing'
import { unwrap } from '../../../lib/http'

export interface MyClassifiedsQuery {
  tab: ListingTab
  sort: ListingSort
  q: string
  offset: number
  limit: number
}

// an empty keyword is left out of the URL
const listInput = ({ tab, sort, q, offset, limit }: MyClassifiedsQuery) => ({ query: { tab, sort, q: q || undefined, offset, limit } })

export const myClassifiedsKey = (query: MyClassifiedsQuery) => manageListingApi.list.path(listInput(query))

/** The envelope; never throws. */
export const getMyClassifieds = (query: MyClassifiedsQuery) => manageListingApi.list(listInput(query))

/** The page; the previous one stays on screen while the next loads (no jump while paging). */
export function useMyClassifieds(query: MyClassifiedsQuery) {
  return useSWR(myClassifiedsKey(query), () => unwrap(getMyClassifieds(query)), { keepPreviousData: true })
}
