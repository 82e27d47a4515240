// The development and test engine: every notice that would have been sent is stored in
// search_engine_outbox, where a person reads it at /dev/search-engines and a test reads it here.
import { randomUUID } from 'node:crypto'
import type { Queryable } from '../../db/client'
import type { Notice, NoticeType, SearchEngine } from './search-engines'

/** Google's batch size: the development engine stands in for it. */
const BATCH_SIZE = 100

export class OutboxSearchEngine implements SearchEngine {
  readonly kind = 'dev'
  readonly batchSize = BATCH_SIZE
  constructor(
    private readonly db: Queryable,
    readonly dailyQuota: number | null,
  ) {}

  async notify(notices: Notice[]) {
    await this.db.query(`INSERT INTO search_engine_outbox (batch, type, url) SELECT $1, unnest($2::text[]), unnest($3::text[])`, [
      randomUUID(),
      notices.map((n) => n.type),
      notices.map((n) => n.url),
    ])
    return notices.map(() => ({ status: 'sent' as const }))
  }
}

export interface OutboxNotice {
  id: number
  batch: string
  type: NoticeType
  url: string
  created_at: string
}

/** Newest first. */
export async function listSearchOutbox(db: Queryable, limit: number): Promise<OutboxNotice[]> {
  const rows = await db.query<Omit<OutboxNotice, 'created_at'> & { created_at: Date | string }>(
    'SELECT id::int AS id, batch, type, url, created_at FROM search_engine_outbox ORDER BY id DESC LIMIT $1',
    [limit],
  )
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }))
}
