// GET /listing/v1/classifieds/my-classifieds (auth): one page of the caller's jobs for a tab,
// keyword and order, each row with its status, dates, services and allowed actions.
import useSWR from 'swr'
import type { ListingSort, ListingTab, MyClassifiedPage } from '../../../domain/manage-listing'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

export interface MyClassifiedsQuery {
  tab: ListingTab
  sort: ListingSort
  q: string
  offset: number
  limit: number
}

export const myClassifiedsKey = (query: MyClassifiedsQuery) => ['manage-listing/list', api.manageListing.list(query)] as const

/** The envelope; never throws. */
export const getMyClassifieds = (query: MyClassifiedsQuery) => authHttp.get<MyClassifiedPage>(api.manageListing.list(query))

/** The page; the previous one stays on screen while the next loads (no jump while paging). */
export function useMyClassifieds(query: MyClassifiedsQuery) {
  return useSWR(myClassifiedsKey(query), () => unwrap(getMyClassifieds(query)), { keepPreviousData: true })
}
