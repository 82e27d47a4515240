import { useMemo, useState } from 'react'
import { useHydrated } from '../../lib/use-hydrated'

export interface PopularSearch {
  slug: string
  title: string
  url: string
}

const uniqueByUrl = <T extends { url: string }>(items: readonly T[]): T[] => {
  const seen = new Set<string>()
  return items.filter((item) => (seen.has(item.url) ? false : (seen.add(item.url), true)))
}

/** Small seeded generator (mulberry32): the same seed gives the same pick on every re-render. */
const seededRandom = (seed: number) => {
  let state = Math.floor(seed * 2 ** 32) >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** `count` distinct items (by url) in random order: a partial Fisher-Yates shuffle of a copy. */
export function pickRandom<T extends { url: string }>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const pool = uniqueByUrl(items)
  const n = Math.min(Math.max(0, count), pool.length)
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (pool.length - i))
    ;[pool[i], pool[j]] = [pool[j], pool[i]]
  }
  return pool.slice(0, n)
}

/**
 * A random pick without repeats that keeps hydration exact: the server and the hydrating render
 * show the first `count` items; the shuffle appears in the render that follows.
 */
export function useRandomPick<T extends { url: string }>(items: readonly T[], count: number): T[] {
  const hydrated = useHydrated()
  // The seed is drawn once per mounted component; it is only used after hydration.
  const [seed] = useState(() => Math.random())
  return useMemo(
    () => (hydrated ? pickRandom(items, count, seededRandom(seed)) : uniqueByUrl(items).slice(0, count)),
    [hydrated, items, count, seed],
  )
}
