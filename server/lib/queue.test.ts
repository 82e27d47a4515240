import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../testing'
import { enqueue, runDueJobs, startWorker, type QueuedJob } from './queue'

let t: TestContext
beforeAll(async () => {
  t = await createTestContext({ seed: false })
})
afterAll(() => t.close())

const state = (id: number) =>
  t.db
    .query<{ attempts: number; finished: boolean; last_error: string | null; delayed: boolean }>(
      `SELECT attempts, finished_at IS NOT NULL AS finished, last_error, run_at > now() AS delayed
         FROM background_jobs WHERE id = $1`,
      [id],
    )
    .then((rows) => rows[0])
const lastId = async (kind: string) =>
  (await t.db.query<{ id: number }>('SELECT max(id)::int AS id FROM background_jobs WHERE kind = $1', [kind]))[0].id

describe('durable queue', () => {
  it('runs a queued job once and marks it finished', async () => {
    const seen: unknown[] = []
    await enqueue(t.db, 'greet', { name: 'Lan' })
    const handlers = { greet: async (job: QueuedJob) => void seen.push(job.payload) }
    expect(await runDueJobs(t.db, handlers)).toBe(1)
    expect(await runDueJobs(t.db, handlers)).toBe(0)
    expect(seen).toEqual([{ name: 'Lan' }])
    expect(await state(await lastId('greet'))).toMatchObject({ attempts: 1, finished: true })
  })

  it('queues a task with the same dedupe key only once', async () => {
    expect(await enqueue(t.db, 'digest', { search: 1 }, { dedupeKey: 'digest:1:2026-11-22' })).toBe(true)
    expect(await enqueue(t.db, 'digest', { search: 1 }, { dedupeKey: 'digest:1:2026-11-22' })).toBe(false)
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM background_jobs WHERE kind = 'digest'`)
    expect(n).toBe(1)
  })

  it('keeps a failing job with its error and retries it later, not at once', async () => {
    await enqueue(t.db, 'flaky', {})
    const handlers = {
      flaky: async () => {
        throw new Error('máy chủ thư tạm lỗi')
      },
    }
    expect(await runDueJobs(t.db, handlers)).toBe(0)
    const id = await lastId('flaky')
    expect(await state(id)).toMatchObject({ attempts: 1, finished: false, last_error: 'máy chủ thư tạm lỗi', delayed: true })
    expect(await runDueJobs(t.db, handlers)).toBe(0)
    expect((await state(id)).attempts).toBe(1)
  })

  it('leaves jobs of kinds this worker does not handle, and future jobs, alone', async () => {
    await enqueue(t.db, 'other-kind', {})
    await enqueue(t.db, 'later', {}, { runAt: new Date(Date.now() + 3600_000) })
    expect(await runDueJobs(t.db, { later: async () => {} })).toBe(0)
    expect((await state(await lastId('other-kind'))).attempts).toBe(0)
  })

  it('a worker drains the queue until stopped', async () => {
    for (let i = 0; i < 3; i++) await enqueue(t.db, 'count', { i })
    const seen: number[] = []
    let resolveAll: () => void = () => {}
    const all = new Promise<void>((resolve) => (resolveAll = resolve))
    const stop = startWorker(t.db, {
      count: async (job) => {
        seen.push((job.payload as { i: number }).i)
        if (seen.length === 3) resolveAll()
      },
    })
    await all
    await stop()
    expect(seen.sort()).toEqual([0, 1, 2])
  })
})
