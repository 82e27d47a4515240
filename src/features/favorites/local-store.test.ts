import { afterEach, describe, expect, it } from 'vitest'
import {
  FAVORITE_STORAGE_KEYS,
  LOCAL_FAVORITES_MAX,
  candidateFavorites,
  classifiedFavorites,
  createLocalFavoriteStore,
} from './local-store'

afterEach(() => window.localStorage.clear())

describe('local favourite stores', () => {
  it('keep classifieds and candidates under separate keys, newest first', () => {
    expect(classifiedFavorites.add(10001)).toBe('added')
    expect(classifiedFavorites.add(10002)).toBe('added')
    expect(candidateFavorites.add(7)).toBe('added')
    expect(classifiedFavorites.read()).toEqual([10002, 10001])
    expect(candidateFavorites.read()).toEqual([7])
    expect(JSON.parse(window.localStorage.getItem(FAVORITE_STORAGE_KEYS.classifieds)!)).toEqual([10002, 10001])
    expect(JSON.parse(window.localStorage.getItem(FAVORITE_STORAGE_KEYS.candidates)!)).toEqual([7])
    expect(FAVORITE_STORAGE_KEYS.classifieds).not.toBe(FAVORITE_STORAGE_KEYS.candidates)
  })

  it('add is idempotent, remove answers whether something was removed, clear empties the key', () => {
    classifiedFavorites.add(5)
    expect(classifiedFavorites.add(5)).toBe('exists')
    expect(classifiedFavorites.has(5)).toBe(true)
    expect(classifiedFavorites.remove(6)).toBe('missing')
    expect(classifiedFavorites.remove(5)).toBe('removed')
    expect(classifiedFavorites.read()).toEqual([])
    // nothing left: the key is gone rather than holding "[]"
    expect(window.localStorage.getItem(FAVORITE_STORAGE_KEYS.classifieds)).toBeNull()
    classifiedFavorites.add(9)
    classifiedFavorites.clear()
    expect(classifiedFavorites.read()).toEqual([])
  })

  it(`stops at ${LOCAL_FAVORITES_MAX} ids`, () => {
    const store = createLocalFavoriteStore('test_favorites', { max: 3 })
    for (const id of [1, 2, 3]) expect(store.add(id)).toBe('added')
    expect(store.add(4)).toBe('full')
    expect(store.read()).toEqual([3, 2, 1])
    // removing makes room again
    store.remove(1)
    expect(store.add(4)).toBe('added')
  })

  it('reads only the valid ids of whatever is stored (hand-edited, older formats, garbage)', () => {
    for (const [raw, expected] of [
      ['not json', []],
      ['{"a":1}', []],
      ['[3, "4", 3, -1, 0, 1.5, null, 9007199254740993, 8]', [3, 8]],
      ['null', []],
    ] as Array<[string, number[]]>) {
      window.localStorage.setItem(FAVORITE_STORAGE_KEYS.classifieds, raw)
      expect(classifiedFavorites.read(), raw).toEqual(expected)
    }
  })

  it('reports unavailable storage instead of throwing', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const store = createLocalFavoriteStore('broken', { storage: () => broken })
    expect(store.read()).toEqual([])
    expect(store.add(1)).toBe('unavailable')
    const none = createLocalFavoriteStore('none', { storage: () => null })
    expect(none.add(1)).toBe('unavailable')
    expect(() => none.clear()).not.toThrow()
  })
})
