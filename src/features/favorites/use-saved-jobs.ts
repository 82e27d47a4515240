// The saved-jobs page's data (/viec-lam-da-luu): the account's list (paged, from the server) for a
// signed-in person, the cards of this browser's ids for a guest. A job unsaved on the page leaves
// the list at once (the toggle changed the ids) and the server list is then revalidated.
import { useEffect, useMemo, useRef } from 'react'
import { useSnapshot } from 'valtio'
import { useFavoritePages } from './api/get-favorites'
import { useJobsByIds } from './api/get-jobs-by-ids'
import { favoritesState } from './state'
import type { FavoriteJob } from '../../domain/contract/favorites'
import { errorMessage } from '../../lib/http'

export interface SavedJobs {
  /** null while the first load runs. */
  items: FavoriteJob[] | null
  total: number
  error: string | null
  hasMore: boolean
  loadingMore: boolean
  loadMore: () => void
  retry: () => void
}

const messageOf = (error: unknown) => (error ? errorMessage(error) : null)

export function useSavedJobs(): SavedJobs {
  const snap = useSnapshot(favoritesState)
  const ready = snap.mode !== 'unknown' && !snap.loading
  const account = ready && snap.mode === 'account'
  const guestIds = ready && snap.mode === 'guest' ? snap.favoriteClassifieds : null
  const pages = useFavoritePages(account)
  const guest = useJobsByIds(guestIds)
  const saved = useMemo(() => new Set(snap.favoriteClassifieds), [snap.favoriteClassifieds])
  const idsKey = snap.favoriteClassifieds.join(',')
  const { mutate } = pages
  const seenIds = useRef<string | null>(null)

  useEffect(() => {
    // the ids changed after the list loaded (a job saved or unsaved somewhere): the server's pages follow
    if (!account) {
      seenIds.current = null
      return
    }
    if (seenIds.current !== null && seenIds.current !== idsKey) void mutate()
    seenIds.current = idsKey
  }, [account, idsKey, mutate])

  if (!ready) return { items: null, total: 0, error: null, hasMore: false, loadingMore: false, loadMore: () => {}, retry: () => {} }

  if (account) {
    const loaded = pages.data ?? null
    const all = loaded?.flatMap((page) => page.items) ?? null
    const items = all?.filter((job) => saved.has(job.id)) ?? null
    const last = loaded?.at(-1)
    const removed = (all?.length ?? 0) - (items?.length ?? 0)
    return {
      items: items ?? (pages.error ? [] : null),
      total: Math.max(0, (last?.total ?? 0) - removed),
      error: messageOf(pages.error),
      hasMore: Boolean(last && last.offset + last.items.length < last.total),
      loadingMore: pages.isValidating && pages.size > (loaded?.length ?? 0),
      loadMore: () => void pages.setSize(pages.size + 1),
      retry: () => void mutate(),
    }
  }
  if (!guestIds?.length) return { items: [], total: 0, error: null, hasMore: false, loadingMore: false, loadMore: () => {}, retry: () => {} }
  const items = guest.data?.filter((job) => saved.has(job.id)) ?? null
  return {
    items: items ?? (guest.error ? [] : null),
    total: items?.length ?? 0,
    error: messageOf(guest.error),
    hasMore: false,
    loadingMore: false,
    loadMore: () => {},
    retry: () => void guest.mutate(),
  }
}
