// kill -9 of the API in the middle of purchases (PostgreSQL server only: the API runs as a child
// process on its own database). A purchase is one transaction (charge, ledger, effect, the answer
// kept under its idempotency key), so a kill loses whole purchases or nothing; after a restart,
// replaying every key charges each at most once and the ledger equals the balances.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../db/client'
import { issueToken } from '../identity/tokens'
import { startApiProcess, testServerUrl, type ApiProcess } from '../../testing'
import { expectBooksBalanced } from './wallet-testing'

const serverUrl = testServerUrl
const name = `wallet_crash_${randomBytes(4).toString('hex')}`
const databaseUrl = serverUrl ? `${serverUrl.replace(/\/[^/]*$/, '')}/${name}` : ''
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-site-'))

let db: Database
let api: ApiProcess | null = null

async function startApi(): Promise<void> {
  api = await startApiProcess({ DATABASE_URL: databaseUrl, SITE_DIR: siteDir, LOG_LEVEL: 'silent' })
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl as string })
  await client.connect()
  await client.query(sql)
  await client.end()
}

describe.skipIf(!serverUrl)('kill -9 between purchases', () => {
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`)
    await startApi()
    db = await openDatabase({ url: databaseUrl })
  }, 120_000)

  afterAll(async () => {
    api?.child.kill('SIGKILL')
    await db?.close()
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    fs.rmSync(siteDir, { recursive: true, force: true })
  })

  it('loses whole purchases or nothing, and charges each key at most once after a restart', async () => {
    // the demo employer (seeded by the API's first start) buys push-up packages for one of its jobs
    const [{ id: userId }] = await db.query<{ id: number }>(`SELECT id FROM users WHERE phone = '0912345678'`)
    const [job] = await db.query<{ id: number }>(
      `SELECT j.id FROM jobs j JOIN organization_members m ON m.organization_id = j.organization_id AND m.user_id = $1
        WHERE j.review_status = 1001 AND NOT j.is_hidden AND j.expires_at > now() ORDER BY j.id LIMIT 1`,
      [userId],
    )
    const [price] = await db.query<{ id: number; price: number }>(`SELECT id, price FROM service_prices WHERE kind = 'job_up' ORDER BY price LIMIT 1`)
    const before = (await db.query<{ total: number }>('SELECT account_amount + account_bonus AS total FROM users WHERE id = $1', [userId]))[0].total
    const token = (await issueToken(db, userId)).token
    const keys = Array.from({ length: 200 }, (_, i) => `crash-${name}-${i}`)
    const buy = (key: string) =>
      fetch(`${api!.url}/listing/v1/services/buy-job-up`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({ classified_id: job.id, price_id: price.id }),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { data?: { transaction_id: number } } }))

    // purchases in flight, 8 at a time; the API is killed once 20 have been answered
    const answered = new Map<string, number>()
    let lost = 0
    let next = 0
    const clients = Array.from({ length: 8 }, async () => {
      while (next < keys.length) {
        const key = keys[next++]
        try {
          const res = await buy(key)
          if (res.status === 200 && res.body.data) answered.set(key, res.body.data.transaction_id)
          if (answered.size >= 20 && api && !api.child.killed) api.child.kill('SIGKILL')
        } catch {
          // the connection died with the API
          lost++
        }
      }
    })
    await Promise.all(clients)
    expect(answered.size).toBeGreaterThanOrEqual(20)
    // requests were in flight or refused when it died
    expect(lost).toBeGreaterThan(0)

    // nothing half-done: every claimed key has its answer, every purchase its effect
    const purchases = async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM wallet_transactions WHERE user_id = $1 AND kind = 'purchase'`, [userId]))[0].n
    expect((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM idempotency_keys WHERE user_id = $1 AND response IS NULL`, [userId]))[0].n).toBe(0)
    const committed = await purchases()
    expect(committed).toBeGreaterThanOrEqual(answered.size)

    // restart and replay every key: the answered ones return their first result, the rest run once
    await startApi()
    for (const key of keys) {
      const res = await buy(key)
      if (answered.has(key)) expect(res.body.data?.transaction_id).toBe(answered.get(key))
    }
    for (const key of keys.slice(0, 20)) await buy(key)
    const total = await purchases()
    const affordable = Math.floor(Number(before) / Number(price.price))
    expect(total).toBe(Math.min(keys.length, affordable))
    const [after] = await db.query<{ total: number; ups: number }>(
      'SELECT u.account_amount + u.account_bonus AS total, (SELECT paid_ups_left FROM jobs WHERE id = $2) AS ups FROM users u WHERE u.id = $1',
      [userId, job.id],
    )
    expect(Number(before) - Number(after.total)).toBe(total * Number(price.price))
    expect(after.ups).toBe(total * 5)
    await expectBooksBalanced(db)
  }, 180_000)
})
