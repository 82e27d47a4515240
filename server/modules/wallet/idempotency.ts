// Idempotency keys of paid requests (Stripe's model; docs/decisions/0015-wallet.md). The key is
// claimed inside the request's own transaction: a concurrent replay blocks on the key's primary key
// until the first commits, then reads its stored answer; a request that fails rolls its claim back,
// so nothing was charged and the same key may be tried again.
import crypto from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { Database, Queryable } from '../../db/client'
import { badRequest, conflict } from '../../lib/errors'
import { WALLET, WALLET_MSG } from '../../../src/domain/wallet'

const KEY_PATTERN = new RegExp(WALLET.idempotencyKeyPattern)

/** JSON with object keys sorted, so the same body written in another key order hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

export interface IdempotentRequest {
  key: string
  hash: string
}

/** The request's Idempotency-Key header (400 when missing or malformed) and the hash of what it asks. */
export function idempotencyOf(request: FastifyRequest, path: string): IdempotentRequest {
  const raw = request.headers['idempotency-key']
  if (raw === undefined || raw === '') throw badRequest(WALLET_MSG.idempotencyMissing, 'idempotency_key_missing')
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) throw badRequest(WALLET_MSG.idempotencyInvalid, 'idempotency_key_invalid')
  const hash = crypto.createHash('sha256').update(`${request.method} ${path} ${canonical(request.body)}`).digest('hex')
  return { key: raw, hash }
}

/**
 * Runs fn once per (account, key) in one transaction and stores its answer: a replay of the same
 * request returns that answer and does nothing; the same key with another request is a 409.
 */
export async function idempotent<T>(db: Database, userId: number, request: IdempotentRequest, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key`,
      [userId, request.key, request.hash],
    )
    if (!claimed.length) {
      const [first] = await tx.query<{ request_hash: string; response: T | null }>(
        'SELECT request_hash, response FROM idempotency_keys WHERE user_id = $1 AND key = $2',
        [userId, request.key],
      )
      if (!first || first.request_hash !== request.hash) throw conflict(WALLET_MSG.idempotencyReused, 'idempotency_key_reused')
      if (first.response === null) throw conflict(WALLET_MSG.idempotencyBusy, 'idempotency_key_busy')
      return first.response
    }
    const result = await fn(tx)
    await tx.query('UPDATE idempotency_keys SET response = $3::jsonb WHERE user_id = $1 AND key = $2', [userId, request.key, JSON.stringify(result)])
    return result
  })
}
