// In-memory cache for successful GETs of configuration (SPEC 7.1, 9): 1000 entries, 30 minutes,
// browser only (build-time renders always fetch fresh data).
import { MEMORY_CACHE } from './constants'

export class MemoryCache<V> {
  private entries = new Map<string, { value: V; expires: number }>()

  constructor(
    private readonly maxEntries: number = MEMORY_CACHE.maxEntries,
    private readonly ttlMs: number = MEMORY_CACHE.ttlMs,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key)
    if (!hit) return undefined
    if (hit.expires <= this.now()) {
      this.entries.delete(key)
      return undefined
    }
    // Map keeps insertion order: re-inserting makes this the most recently used entry.
    this.entries.delete(key)
    this.entries.set(key, hit)
    return hit.value
  }

  set(key: string, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, { value, expires: this.now() + this.ttlMs })
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string)
  }

  delete(key: string): void {
    this.entries.delete(key)
  }

  clear(): void {
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }
}
