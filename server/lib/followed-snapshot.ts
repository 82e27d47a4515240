// The core of the in-memory indexes (the listing's jobs, search-index.ts; the recruiters'
// candidates, candidate-index.ts): a snapshot of a table read in one consistent transaction, the
// rows changed since it (change-feed.ts's changed_at and horizon) looked for when the last look is
// older than lagMs, and the snapshot read again in the background when its changes grow or it gets
// old, the current one answering meanwhile. Each index says what its snapshot is (how it is read,
// how changed rows join it) and how patient a search is; the searching itself stays each index's.
import type { Database } from '../db/client'
import { HORIZON } from './change-feed'

/** A snapshot as the follower sees it. */
export interface FollowedSnapshot<Row> {
  /** Database time (µs) the next look for changes reads from. */
  since: number
  readonly builtAt: number
  /** Changed rows held beside the snapshot. */
  readonly changedCount: number
  /** Takes the rows of one look (each changed at or after `since`, less a millisecond). */
  applyChanges(rows: Row[]): void
}

export interface FollowPolicy<S> {
  /** Changes are looked for when the last look is older than this (0: before every search, as tests want). */
  lagMs: number
  /**
   * The search that starts a look waits for it when the last look is older than this (0: always;
   * otherwise the look runs in the background and the search answers from memory at once).
   */
  waitAfterMs: number
  /** The first searches wait for the first snapshot; otherwise they get null (the caller answers from SQL) unless lagMs is 0. */
  waitForFirst: boolean
  /** With lagMs 0, a failed look fails the search (tests see it); otherwise the answer is memory's and the next look tries again. */
  failWithLag0: boolean
  rebuildEveryMs: number
  /** Changed rows held (or found by one look) before the snapshot is read again. */
  maxChanged: (snapshot: S) => number
  /** The table read by a look: its columns FROM ... and its changed_at column. */
  columns: string
  changedAt: string
}

/**
 * A snapshot kept on disk (docs/decisions/0047-search-index-memory.md): the first snapshot is
 * loaded from it and caught up on the changes since, unless there are more than catchUpLimit of
 * them (then it is read from the database); each snapshot read from the database is saved.
 */
export interface StoredSnapshot<S> {
  /** The stored snapshot, or why there is none usable (the database is read instead). */
  load(): Promise<S | { refused: string }>
  save(snapshot: S): Promise<void>
  catchUpLimit: (snapshot: S) => number
  warn: (message: string) => void
}

export class SnapshotFollower<Row extends { id: number | null }, S extends FollowedSnapshot<Row>> {
  snapshot: S | null = null
  private building: Promise<S> | null = null
  private looking: Promise<void> | null = null
  private lookedAt = 0
  private first = true
  /** The save of the last snapshot read from the database, while it runs. */
  saving: Promise<void> | null = null

  constructor(
    private readonly db: Database,
    private readonly read: () => Promise<S>,
    private readonly policy: FollowPolicy<S>,
    private readonly stored: StoredSnapshot<S> | null = null,
  ) {}

  /** Reads the snapshot now (at start, so the first searches need not wait). */
  async ready(): Promise<void> {
    this.snapshot ??= await this.build()
    this.lookedAt = Date.now()
  }

  private build(): Promise<S> {
    const first = this.first
    this.first = false
    this.building ??= (first && this.stored ? this.loadStored(this.stored) : this.readAndSave()).finally(() => {
      this.building = null
    })
    return this.building
  }

  /** The stored snapshot caught up on the changes since it, or the database's when it cannot be. */
  private async loadStored(stored: StoredSnapshot<S>): Promise<S> {
    const loaded = await stored.load().catch((error: unknown) => ({ refused: String(error) }))
    if ('refused' in loaded) {
      if (loaded.refused !== 'no file yet') stored.warn(`snapshot file refused (${loaded.refused}): reading the database`)
      return this.readAndSave()
    }
    const limit = stored.catchUpLimit(loaded)
    const rows = await this.changesSince(loaded, limit)
    if (rows.length > limit) {
      stored.warn(`snapshot file is more than ${limit} changes old: reading the database`)
      return this.readAndSave()
    }
    loaded.applyChanges(rows.filter((row) => row.id !== null))
    loaded.since = rows[0].horizon
    return loaded
  }

  private async readAndSave(): Promise<S> {
    const fresh = await this.read()
    const stored = this.stored
    if (stored) {
      this.saving = stored.save(fresh).catch((error: unknown) => stored.warn(`snapshot file not saved: ${String(error)}`))
    }
    return fresh
  }

  /** The current snapshot with the changes looked for as the policy says; null while the first one is read and the search need not wait. */
  async current(): Promise<S | null> {
    const { lagMs } = this.policy
    if (!this.snapshot) {
      const building = this.build().then((fresh) => {
        this.snapshot ??= fresh
        this.lookedAt = Date.now()
        return fresh
      })
      if (!this.policy.waitForFirst && lagMs > 0) {
        building.catch(() => {})
        return null
      }
      await building
    }
    const snapshot = this.snapshot!
    const since = Date.now() - this.lookedAt
    if (since >= lagMs) {
      this.lookedAt = Date.now()
      const looking = (this.looking ??= this.lookForChanges(snapshot).finally(() => (this.looking = null)))
      if (lagMs === 0 && this.policy.failWithLag0) await looking
      else if (since >= this.policy.waitAfterMs) await looking.catch(() => {})
      else looking.catch(() => {})
    }
    if (snapshot.changedCount > this.policy.maxChanged(snapshot) || Date.now() - snapshot.builtAt > this.policy.rebuildEveryMs) this.rebuild()
    return snapshot
  }

  /** Reads the snapshot again in the background; the current one keeps answering meanwhile. */
  private rebuild() {
    if (this.building) return
    this.build().then(
      (fresh) => {
        this.snapshot = fresh
        this.lookedAt = Date.now()
      },
      () => {},
    )
  }

  /** Up to limit + 1 rows changed since the snapshot's cursor, each with the horizon to look from next (one row with a null id when none). */
  private changesSince(snapshot: S, limit: number) {
    // a millisecond of margin for the float round trip of the horizon
    return this.db.query<Row & { horizon: number }>(
      `SELECT h.horizon, c.* FROM (SELECT ${HORIZON}) h LEFT JOIN LATERAL (
         SELECT ${this.policy.columns} WHERE ${this.policy.changedAt} >= to_timestamp($1::float8 / 1000000) LIMIT ${Number(limit) + 1}
       ) c ON true`,
      [snapshot.since - 1000],
    )
  }

  private async lookForChanges(snapshot: S): Promise<void> {
    const limit = this.policy.maxChanged(snapshot)
    const rows = await this.changesSince(snapshot, limit)
    // a bulk change (an import, a large organization renamed) is read faster whole
    if (rows.length > limit) return this.rebuild()
    snapshot.applyChanges(rows.filter((row) => row.id !== null))
    snapshot.since = rows[0].horizon
  }
}

/** The first index in [0, length) where `before` turns false (it holds for a prefix of the indexes). */
export function firstIndex(length: number, before: (index: number) => boolean): number {
  let lo = 0
  let hi = length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (before(mid)) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Lexemes in code-point order, so that the lexemes of a prefix are a range. */
export const codePointOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
