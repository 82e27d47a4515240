// What the in-memory indexes (the listing's jobs, the recruiters' candidates) share to read a table
// and follow its changes: a changed_at column that only a trigger writes with now() (its writer's
// transaction start; migrations 0013 and 0031), a horizon to look again from, and batched reads.
import type { Queryable } from '../db/client'

/** A timestamp column as microseconds since 1970 (a float8: exact to the microsecond for centuries). */
export const micros = (column: string) => `(extract(epoch FROM ${column}) * 1000000)::float8`

/**
 * Where the next look for changes starts (µs), selected AS horizon: changed_at is its writer's
 * transaction start, so a change not visible yet belongs to a transaction running now, which began
 * no earlier than the oldest one running (a session idle in a transaction for over 10 minutes is
 * left to the index's periodic rebuild).
 */
export const HORIZON = `${micros(`least(now(), (SELECT min(xact_start) FROM pg_stat_activity
  WHERE pid <> pg_backend_pid() AND xact_start > now() - interval '10 minutes'))`)} AS horizon`

/** Reads a query's rows through a cursor, a batch per round trip (the whole result never sits in memory twice). */
export async function cursorRows<T>(tx: Queryable, name: string, text: string, batch: number, each: (rows: T[], first: number) => void) {
  await tx.query(`DECLARE ${name} NO SCROLL CURSOR FOR ${text}`)
  for (let first = 0; ; ) {
    const rows = await tx.query<T>(`FETCH ${Number(batch)} FROM ${name}`)
    each(rows, first)
    first += rows.length
    if (rows.length < batch) break
  }
  await tx.query(`CLOSE ${name}`)
}
