// Favourites kept in the browser (SPEC 6, 7.10): job favourites of guests and every candidate
// favourite, under separate localStorage keys. Ids are kept newest first. Anything malformed in
// storage (edited by hand, an older format) reads as the valid ids it holds; storage that throws
// (private mode, quota) reports 'unavailable' instead of breaking the page.
import { LOCAL_FAVORITES_MAX } from '../../domain/constants'
import { isBrowser } from '../../lib/env'

export const FAVORITE_STORAGE_KEYS = {
  classifieds: 'favorite_classifieds',
  candidates: 'favorite_candidates',
} as const

export { LOCAL_FAVORITES_MAX }

export type LocalAddResult = 'added' | 'exists' | 'full' | 'unavailable'
export type LocalRemoveResult = 'removed' | 'missing' | 'unavailable'

export interface LocalFavoriteStore {
  readonly key: string
  readonly max: number
  /** Saved ids, newest first. */
  read(): number[]
  has(id: number): boolean
  add(id: number): LocalAddResult
  remove(id: number): LocalRemoveResult
  clear(): void
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const browserStorage = (): StorageLike | null => (isBrowser ? window.localStorage : null)

export function createLocalFavoriteStore(
  key: string,
  { max = LOCAL_FAVORITES_MAX, storage = browserStorage }: { max?: number; storage?: () => StorageLike | null } = {},
): LocalFavoriteStore {
  const read = (): number[] => {
    try {
      const raw = storage()?.getItem(key)
      if (!raw) return []
      const parsed: unknown = JSON.parse(raw)
      if (!Array.isArray(parsed)) return []
      return [...new Set(parsed.filter(isId))].slice(0, max)
    } catch {
      return []
    }
  }
  const write = (ids: number[]): boolean => {
    try {
      const target = storage()
      if (!target) return false
      if (ids.length) target.setItem(key, JSON.stringify(ids))
      else target.removeItem(key)
      return true
    } catch {
      return false
    }
  }
  return {
    key,
    max,
    read,
    has: (id) => read().includes(id),
    add(id) {
      const ids = read()
      if (ids.includes(id)) return 'exists'
      if (ids.length >= max) return 'full'
      return write([id, ...ids]) ? 'added' : 'unavailable'
    },
    remove(id) {
      const ids = read()
      if (!ids.includes(id)) return 'missing'
      return write(ids.filter((other) => other !== id)) ? 'removed' : 'unavailable'
    },
    clear() {
      write([])
    },
  }
}

/** Job favourites of a guest (they move to the account at sign-in). */
export const classifiedFavorites = createLocalFavoriteStore(FAVORITE_STORAGE_KEYS.classifieds)

/** Candidate favourites: always local (SPEC 6; the server action is a stub). */
export const candidateFavorites = createLocalFavoriteStore(FAVORITE_STORAGE_KEYS.candidates)
