// Live data that never moves a painted page (docs/decisions/0041-nothing-moves.md): a public page
// arrives with its lists in the HTML (prerendered, or rendered by the server since), and SWR fetches
// them again after hydration. When the fresh list holds the same items in the same order, it is
// shown (their texts update in place); when it holds others, the painted list stays where it is and
// the new items are counted, for the page to offer ("Có N việc làm mới") and show on request.
import { useState } from 'react'
import { useLocation } from 'react-router-dom'

export interface Steady<T> {
  /** What the page shows. */
  shown: T | undefined
  /** Items of the live data that the shown data lacks: offered, never slipped in. */
  fresh: number
  /** Show the live data from now on. */
  showLive: () => void
}

type Id = string | number

function sameIds(a: readonly Id[], b: readonly Id[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index])
}

/**
 * `painted` is the data in the page's first HTML (null once the reader has moved on: see
 * usePaintedData), `live` what SWR holds now, `ids` the items whose arrival would move the page.
 */
export function useSteady<T>(painted: T | null | undefined, live: T | undefined, ids: (value: T) => readonly Id[]): Steady<T> {
  const [following, setFollowing] = useState(false)
  const showLive = () => setFollowing(true)
  if (following || !painted || !live || live === painted) return { shown: live ?? painted ?? undefined, fresh: 0, showLive }
  const before = ids(painted)
  const after = ids(live)
  if (sameIds(before, after)) return { shown: live, fresh: 0, showLive }
  const known = new Set(before)
  const fresh = new Set(after.filter((id) => !known.has(id))).size
  return { shown: painted, fresh, showLive }
}

// The history entry the page was loaded at (a reload keeps the entry's own key, so it is recorded
// rather than assumed to be "default").
let loadedAt: string | undefined

/**
 * The page's first data while the reader is still on the history entry the page was loaded at:
 * after a navigation in the app, what changes follows the reader's action.
 */
export function usePaintedData<T>(data: T | null | undefined): T | null {
  const { key } = useLocation()
  if (import.meta.env.SSR) return data ?? null
  loadedAt ??= key
  return key === loadedAt ? (data ?? null) : null
}
