// Fixed-window counters in PostgreSQL (rate_limits), so every API instance sees the same counts.
// A window opens at the first hit and lasts windowSec; one atomic upsert counts a hit, so two
// instances racing on the same key can never both get the last allowed hit.
import { createHash } from 'node:crypto'
import type { Queryable } from '../db/client'
import { API_MSG } from '../../src/domain/api-messages'
import { AppError } from './errors'

export interface LimitRule {
  /** Distinguishes counters that share an identifier (e.g. a phone's login failures and its OTP sends). */
  name: string
  limit: number
  windowSec: number
}

export interface LimitState {
  hits: number
  /** True when this hit (or, for peek, the next one) goes over the limit. */
  limited: boolean
  /** Seconds until the window closes. */
  retryAfterSec: number
}

/** 429 with a Retry-After the routes put in the response header. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSec: number,
    message: string = API_MSG.tooManyRequests,
  ) {
    super(429, 'too_many_requests', message)
  }
}

// Phones, e-mails and IPs do not need to sit in this table in clear text.
const keyOf = (rule: LimitRule, id: string) => `${rule.name}:${createHash('sha256').update(id).digest('hex').slice(0, 32)}`

const STALE_AFTER_SEC = 24 * 3600
// Old windows are only ever overwritten per key; this clears keys nobody uses any more.
const CLEANUP_PROBABILITY = 0.01

/** Counts one hit. */
export async function hit(db: Queryable, rule: LimitRule, id: string): Promise<LimitState> {
  const rows = await db.query<{ hits: number; retry_after: number }>(
    `INSERT INTO rate_limits AS r (key, window_start, hits) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN now() ELSE r.window_start END,
       hits = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE r.hits + 1 END
     RETURNING hits, ceil(extract(epoch FROM r.window_start + make_interval(secs => $2) - now()))::int AS retry_after`,
    [keyOf(rule, id), rule.windowSec],
  )
  if (Math.random() < CLEANUP_PROBABILITY) {
    await db.query('DELETE FROM rate_limits WHERE window_start < now() - make_interval(secs => $1)', [STALE_AFTER_SEC])
  }
  const { hits, retry_after } = rows[0]
  return { hits, limited: hits > rule.limit, retryAfterSec: Math.max(1, retry_after) }
}

/** Reads the counter without counting: limited when the limit is already used up. */
export async function peek(db: Queryable, rule: LimitRule, id: string): Promise<LimitState> {
  const rows = await db.query<{ hits: number; retry_after: number }>(
    `SELECT hits, ceil(extract(epoch FROM window_start + make_interval(secs => $2) - now()))::int AS retry_after
       FROM rate_limits WHERE key = $1 AND window_start > now() - make_interval(secs => $2)`,
    [keyOf(rule, id), rule.windowSec],
  )
  const row = rows[0]
  if (!row) return { hits: 0, limited: false, retryAfterSec: 0 }
  return { hits: row.hits, limited: row.hits >= rule.limit, retryAfterSec: Math.max(1, row.retry_after) }
}

export async function reset(db: Queryable, rule: LimitRule, id: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = $1', [keyOf(rule, id)])
}

/** Counts a hit and throws 429 when it goes over the limit. */
export async function enforce(db: Queryable, rule: LimitRule, id: string, message?: string): Promise<LimitState> {
  const state = await hit(db, rule, id)
  if (state.limited) throw new RateLimitedError(state.retryAfterSec, message)
  return state
}

/** Throws 429 when the limit is already used up, without counting (e.g. before checking a password). */
export async function ensureNotLimited(db: Queryable, rule: LimitRule, id: string, message?: string): Promise<void> {
  const state = await peek(db, rule, id)
  if (state.limited) throw new RateLimitedError(state.retryAfterSec, message)
}

/** Gives one hit back (a counted attempt turned out to be legitimate). */
export async function release(db: Queryable, rule: LimitRule, id: string): Promise<void> {
  await db.query('UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = $1', [keyOf(rule, id)])
}
