import { describe, expect, it } from 'vitest'
import { MemoryCache } from './memory-cache'

describe('memory cache (1000 entries, 30 min)', () => {
  it('expires entries after the TTL', () => {
    let now = 0
    const cache = new MemoryCache<string>(1000, 30 * 60 * 1000, () => now)
    cache.set('a', 'x')
    now = 30 * 60 * 1000 - 1
    expect(cache.get('a')).toBe('x')
    now = 30 * 60 * 1000 + 1
    expect(cache.get('a')).toBeUndefined()
  })

  it('evicts the least recently used entry beyond the size limit', () => {
    const cache = new MemoryCache<number>(2)
    cache.set('a', 1)
    cache.set('b', 2)
    cache.get('a')
    cache.set('c', 3)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    expect(cache.size).toBe(2)
    cache.delete('a')
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(1)
  })
})
