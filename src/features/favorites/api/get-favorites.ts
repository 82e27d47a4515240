// GET /tracking/v1/favorites?offset (auth, SPEC 7.7): the signed-in person's saved jobs, newest
// first, ended ones included (is_expired), paged by offset.
import useSWRInfinite from 'swr/infinite'
import { PAGINATION } from '../../../domain/constants'
import type { FavoritePage } from '../../../domain/contract/favorites'
import { favoritesApi } from '../../../lib/api/favorites'
import { unwrap } from '../../../lib/http'

export const FAVORITES_PAGE_SIZE = PAGINATION.limit

/** The envelope; never throws. */
export const getFavorites = (offset: number, limit = FAVORITES_PAGE_SIZE) => favoritesApi.list({ query: { offset, limit } })

/** Pages of saved jobs ("Xem thêm" loads the next); `enabled` false while the person is not signed in. */
export function useFavoritePages(enabled: boolean) {
  return useSWRInfinite(
    (index: number, previous: FavoritePage | null) => {
      if (!enabled) return null
      if (previous && previous.offset + previous.items.length >= previous.total) return null
      return ['favorites', index * FAVORITES_PAGE_SIZE] as const
    },
    ([, offset]: readonly [string, number]) => unwrap(getFavorites(offset)),
    { revalidateOnFocus: false, revalidateFirstPage: true },
  )
}
