// What each search engine is to be told, and the queued task that tells it
// (docs/decisions/0040-notify-search-engines.md). The live pages' work records a job page's state
// when it renders it (server/site/live-pages.ts): its JobPosting as it now is, or gone. A state
// already recorded changes nothing, so each version of a page is announced once; a new one queues
// the sending task at the end of a short window, which sends what is pending in batches within the
// engine's daily quota. A failed request is tried again by the queue; what the quota leaves is sent
// on its next day by the recurring sweep.
import { createHash } from 'node:crypto'
import type { AppContext } from '../../context'
import type { Database, Queryable } from '../../db/client'
import type { Env } from '../../env'
import { enqueue, type JobHandlers } from '../../lib/queue'
import { createSearchEngines, engineKinds, type EngineKind, type NoticeOutcome, type NoticeType, type SearchEngine } from './search-engines'

export const SEARCH_NOTICES_KIND = 'search-engines.notify'
/** Changes within this window go in one request: a burst of published jobs is one batch. */
export const NOTICE_WINDOW_MS = 15_000
/** The key of the task waiting for the window's changes (given up when it starts: a later change queues the next). */
const NEXT_TASK = `${SEARCH_NOTICES_KIND}:next`
/** Notices left pending (the day's quota spent, a task out of attempts) are looked for this often. */
const SWEEP_EVERY_MS = 10 * 60_000
/** How long notices claimed by a sending task are skipped by the others (it died if it holds them longer). */
const CLAIM = '5 minutes'
/** The version of a page that is gone (hidden, taken down, deleted, expired). */
export const GONE = 'gone'
/** The day an engine's quota is counted in: Google's resets at midnight Pacific time. */
const QUOTA_DAY = `(now() AT TIME ZONE 'America/Los_Angeles')::date`

export interface PageState {
  /** the page's path; the notice names it at PUBLIC_ORIGIN */
  path: string
  jobId: number | null
  type: NoticeType
  /** what the engine reads on it (for a job, a hash of its JobPosting), or GONE */
  version: string
}

/** A short stable hash of what a page shows the engines. */
export const pageVersion = (data: unknown): string => createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 32)

/**
 * Records pages' states for every engine told; returns how many notices that made pending (a state
 * equal to the one recorded makes none), and queues the sending task when there are some.
 */
export async function recordPageStates(db: Queryable, env: Env, states: PageState[]): Promise<number> {
  const engines = engineKinds(env)
  const byPath = new Map(states.map((state) => [state.path, state]))
  if (!engines.length || !byPath.size) return 0
  const list = [...byPath.values()]
  const rows = await db.query<{ pending: boolean }>(
    `INSERT INTO search_engine_notices AS n (engine, path, job_id, wanted_type, wanted_version)
     SELECT e.engine, s.path, s.job_id, s.type, s.version
       FROM unnest($1::text[]) AS e(engine), unnest($2::text[], $3::bigint[], $4::text[], $5::text[]) AS s(path, job_id, type, version)
     ON CONFLICT (engine, path) DO UPDATE
        SET job_id = EXCLUDED.job_id, wanted_type = EXCLUDED.wanted_type, wanted_version = EXCLUDED.wanted_version, changed_at = now(), error = NULL
      WHERE n.wanted_version IS DISTINCT FROM EXCLUDED.wanted_version
     RETURNING n.sent_version IS DISTINCT FROM n.wanted_version AS pending`,
    [engines, list.map((s) => s.path), list.map((s) => s.jobId), list.map((s) => s.type), list.map((s) => s.version)],
  )
  const pending = rows.filter((row) => row.pending).length
  // one task waits for the window's changes: the first change queues it, the others find it queued
  if (pending) await enqueue(db, SEARCH_NOTICES_KIND, {}, { runAt: new Date(Date.now() + NOTICE_WINDOW_MS), dedupeKey: NEXT_TASK })
  return pending
}

/** The addresses of a job the engines were told of (under every slug it had). */
export async function notifiedPaths(db: Queryable, jobId: number): Promise<string[]> {
  const rows = await db.query<{ path: string }>('SELECT DISTINCT path FROM search_engine_notices WHERE job_id = $1', [jobId])
  return rows.map((row) => row.path)
}

interface Claimed {
  path: string
  wanted_type: NoticeType
  wanted_version: string
}

/** Claims the next batch of an engine's pending notices, reserving their share of today's quota. */
async function claimBatch(db: Database, engine: SearchEngine): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    let room = engine.batchSize
    if (engine.dailyQuota !== null) {
      // the quota's row is locked until the claim commits: instances never reserve past it together
      await tx.query(`INSERT INTO search_engine_quota (engine, day) VALUES ($1, ${QUOTA_DAY}) ON CONFLICT DO NOTHING`, [engine.kind])
      const [quota] = await tx.query<{ used: number }>(`SELECT used FROM search_engine_quota WHERE engine = $1 AND day = ${QUOTA_DAY} FOR UPDATE`, [
        engine.kind,
      ])
      room = Math.min(room, engine.dailyQuota - quota.used)
      if (room <= 0) return []
    }
    const claimed = await tx.query<Claimed>(
      `UPDATE search_engine_notices SET claimed_until = now() + interval '${CLAIM}'
        WHERE (engine, path) IN (
          SELECT engine, path FROM search_engine_notices
           WHERE engine = $1 AND sent_version IS DISTINCT FROM wanted_version AND (claimed_until IS NULL OR claimed_until < now())
           ORDER BY changed_at, path LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING path, wanted_type, wanted_version`,
      [engine.kind, room],
    )
    if (engine.dailyQuota !== null && claimed.length) {
      await tx.query(`UPDATE search_engine_quota SET used = used + $2 WHERE engine = $1 AND day = ${QUOTA_DAY}`, [engine.kind, claimed.length])
    }
    return claimed
  })
}

/** Writes down what became of a claimed batch and gives back the quota of what was not sent. */
async function settle(db: Database, engine: SearchEngine, claimed: Claimed[], outcomes: NoticeOutcome[]) {
  const done = outcomes.map((o) => o.status === 'sent' || o.status === 'refused')
  await db.query(
    `UPDATE search_engine_notices n
        SET sent_type = CASE WHEN s.done THEN s.type ELSE n.sent_type END,
            sent_version = CASE WHEN s.done THEN s.version ELSE n.sent_version END,
            sent_at = CASE WHEN s.done THEN now() ELSE n.sent_at END,
            error = s.error, claimed_until = NULL
       FROM unnest($2::text[], $3::text[], $4::text[], $5::boolean[], $6::text[]) AS s(path, type, version, done, error)
      WHERE n.engine = $1 AND n.path = s.path`,
    [
      engine.kind,
      claimed.map((c) => c.path),
      claimed.map((c) => c.wanted_type),
      claimed.map((c) => c.wanted_version),
      done,
      outcomes.map((o) => (o.status === 'sent' ? null : o.error.slice(0, 500))),
    ],
  )
  if (engine.dailyQuota === null) return
  if (outcomes.some((o) => o.status === 'quota')) {
    // the engine says the day's quota is spent (another client of the same project, or a smaller quota than set)
    await db.query(`UPDATE search_engine_quota SET used = GREATEST(used, $2) WHERE engine = $1 AND day = ${QUOTA_DAY}`, [engine.kind, engine.dailyQuota])
    return
  }
  const unsent = outcomes.filter((o) => o.status === 'retry').length
  if (unsent) await db.query(`UPDATE search_engine_quota SET used = GREATEST(used - $2, 0) WHERE engine = $1 AND day = ${QUOTA_DAY}`, [engine.kind, unsent])
}

/**
 * Sends an engine's pending notices, a batch at a time, while its quota lasts; returns how many were
 * sent and why the rest were not, when they are to be tried again soon.
 */
export async function sendPendingNotices(db: Database, engine: SearchEngine, origin: string): Promise<{ sent: number; failure: string | null }> {
  let sent = 0
  for (;;) {
    const claimed = await claimBatch(db, engine)
    if (!claimed.length) return { sent, failure: null }
    let outcomes: NoticeOutcome[]
    try {
      outcomes = await engine.notify(claimed.map((c) => ({ url: `${origin}${c.path}`, type: c.wanted_type })))
      if (outcomes.length !== claimed.length) throw new Error(`${engine.kind}: ${outcomes.length} kết quả cho ${claimed.length} thông báo`)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      await settle(db, engine, claimed, claimed.map(() => ({ status: 'retry', error: message })))
      return { sent, failure: message }
    }
    await settle(db, engine, claimed, outcomes)
    sent += outcomes.filter((o) => o.status === 'sent').length
    const retry = outcomes.find((o) => o.status === 'retry')
    if (retry && retry.status === 'retry') return { sent, failure: retry.error }
    if (outcomes.some((o) => o.status === 'quota') || claimed.length < engine.batchSize) return { sent, failure: null }
  }
}

/** The sending task (queued by a change, and every few minutes for what is left) for every engine told. */
export function searchNoticesWork(context: AppContext, engines: SearchEngine[] = createSearchEngines(context)) {
  const { db, env } = context
  const handlers: JobHandlers = {
    [SEARCH_NOTICES_KIND]: async (task) => {
      // from now on a change queues another task: this one may have claimed its batches already
      await db.query('UPDATE background_jobs SET dedupe_key = NULL WHERE id = $1 AND dedupe_key = $2', [task.id, NEXT_TASK])
      const failures: string[] = []
      for (const engine of engines) {
        const { failure } = await sendPendingNotices(db, engine, env.publicOrigin)
        if (failure) failures.push(failure)
      }
      // the queue tries the task again later; what was sent stays sent
      if (failures.length) throw new Error(failures.join('; '))
    },
  }
  return { handlers, recurring: engines.length ? [{ kind: SEARCH_NOTICES_KIND, everyMs: SWEEP_EVERY_MS }] : [] }
}

export interface EngineStatus {
  engine: EngineKind
  pending: number
  refused: number
  /** counted against today's quota */
  used_today: number
}

/** Per engine: notices pending, refused, and today's quota used (the development page). */
export async function searchEngineStatus(db: Queryable, engines: EngineKind[]): Promise<EngineStatus[]> {
  return db.query<EngineStatus>(
    `SELECT e.engine,
            (SELECT count(*) FROM search_engine_notices n WHERE n.engine = e.engine AND n.sent_version IS DISTINCT FROM n.wanted_version)::int AS pending,
            (SELECT count(*) FROM search_engine_notices n
              WHERE n.engine = e.engine AND n.sent_version IS NOT DISTINCT FROM n.wanted_version AND n.error IS NOT NULL)::int AS refused,
            COALESCE((SELECT used FROM search_engine_quota q WHERE q.engine = e.engine AND q.day = ${QUOTA_DAY}), 0)::int AS used_today
       FROM unnest($1::text[]) WITH ORDINALITY AS e(engine, position) ORDER BY e.position`,
    [engines],
  )
}
