import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client'
import { openTestDatabase } from '../testing'
import { AppError } from './errors'
import { RateLimitedError, enforce, ensureNotLimited, hit, peek, release, reset, type LimitRule } from './rate-limit'

let db: Database
let drop: () => Promise<void>
beforeAll(async () => {
  ;({ db, drop } = await openTestDatabase())
})
afterAll(() => drop())

const rule: LimitRule = { name: 'test', limit: 3, windowSec: 60 }

describe('fixed-window rate limits in PostgreSQL', () => {
  it('counts hits in a window that opens at the first hit, then allows again after it', async () => {
    const states = []
    for (let i = 0; i < 4; i++) states.push(await hit(db, rule, 'a'))
    expect(states.map((s) => [s.hits, s.limited])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ])
    expect(states[3].retryAfterSec).toBeGreaterThan(0)
    expect(states[3].retryAfterSec).toBeLessThanOrEqual(60)
    // Counters are separate per identifier and per rule name.
    expect((await hit(db, rule, 'b')).hits).toBe(1)
    expect((await hit(db, { ...rule, name: 'other' }, 'a')).hits).toBe(1)

    await db.query(`UPDATE rate_limits SET window_start = now() - interval '61 seconds'`)
    expect(await hit(db, rule, 'a')).toMatchObject({ hits: 1, limited: false })
  })

  it('stores no phone number, e-mail or IP in clear text', async () => {
    await hit(db, rule, '0901234567')
    const keys = await db.query<{ key: string }>('SELECT key FROM rate_limits')
    expect(keys.some((k) => k.key.includes('0901234567'))).toBe(false)
    expect(keys.every((k) => /^[\w-]+:[0-9a-f]{32}$/.test(k.key))).toBe(true)
  })

  it('peeks without counting, gives a hit back and resets', async () => {
    expect(await peek(db, rule, 'p')).toEqual({ hits: 0, limited: false, retryAfterSec: 0 })
    for (let i = 0; i < 3; i++) await hit(db, rule, 'p')
    expect((await peek(db, rule, 'p')).limited).toBe(true)
    await expect(ensureNotLimited(db, rule, 'p')).rejects.toBeInstanceOf(RateLimitedError)
    await release(db, rule, 'p')
    expect(await peek(db, rule, 'p')).toMatchObject({ hits: 2, limited: false })
    await reset(db, rule, 'p')
    expect((await peek(db, rule, 'p')).hits).toBe(0)
  })

  it('throws a 429 with the Vietnamese message and the time to wait', async () => {
    const strict: LimitRule = { name: 'strict', limit: 1, windowSec: 900 }
    await enforce(db, strict, 'x')
    const error = await enforce(db, strict, 'x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({ statusCode: 429, code: 'too_many_requests', message: 'Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút.' })
    expect((error as RateLimitedError).retryAfterSec).toBeGreaterThan(890)
  })

  it('never lets parallel hits past the limit', async () => {
    const parallel: LimitRule = { name: 'parallel', limit: 5, windowSec: 60 }
    const states = await Promise.all(Array.from({ length: 25 }, () => hit(db, parallel, 'same')))
    expect(states.filter((s) => !s.limited)).toHaveLength(5)
    expect(states.map((s) => s.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1))
  })
})
