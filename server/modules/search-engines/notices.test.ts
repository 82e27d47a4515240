// Search engines told of job pages (docs/decisions/0040-notify-search-engines.md): the live pages'
// work records each page's state, the queued task sends what is pending through the development
// engine (what this environment has), and each version of a page is announced once. No site is
// built here: the pages are not rendered, the notices are recorded all the same.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { jobPath } from '../../../src/domain/jobs'
import { runDueJobs, type JobHandlers, type QueuedJob } from '../../lib/queue'
import { LIVE_PAGE_KINDS, livePages, livePagesWork } from '../../site/live-pages'
import { createTestContext, insertTestJob, type TestContext } from '../../testing'
import { GONE, SEARCH_NOTICES_KIND, recordPageStates, searchEngineStatus, searchNoticesWork, sendPendingNotices } from './notices'
import { listSearchOutbox, OutboxSearchEngine } from './outbox'
import { createSearchEngines, type Notice, type NoticeOutcome, type SearchEngine } from './search-engines'

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-site-'))
let t: TestContext
let handlers: JobHandlers

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 30, jobs: 10 }, env: { siteDir } })
  handlers = { ...livePagesWork(t, livePages(t)).handlers, ...searchNoticesWork(t).handlers }
})
afterAll(async () => {
  await t.close()
  fs.rmSync(siteDir, { recursive: true, force: true })
})

/** Runs the queued pages and notices now, over and over until nothing is left (windows and retries included). */
const runQueue = async (run: JobHandlers = handlers) => {
  for (let round = 0; round < 8; round++) {
    await t.db.query(`UPDATE background_jobs SET run_at = now() WHERE finished_at IS NULL AND (kind LIKE 'site.%' OR kind = $1)`, [SEARCH_NOTICES_KIND])
    if ((await runDueJobs(t.db, run, { limit: 100 })) === 0) return
  }
}
/** A public job, open for a month (the factory's dates may lie in the past). */
const publish = (title: string) =>
  insertTestJob(t.db, { title, reviewStatus: 1001, isHidden: false, publishedAt: new Date(), expiresAt: new Date(Date.now() + 30 * 86_400_000) })
const queuePage = (id: number) => t.db.query(`INSERT INTO background_jobs (kind, payload) VALUES ($1, $2::jsonb)`, [LIVE_PAGE_KINDS.job, JSON.stringify({ job_id: id })])
const sweep = (kind: string) => handlers[kind]({ id: 0, kind, payload: {}, attempts: 1, max_attempts: 5 } as QueuedJob, t.db)

/** What the development engine recorded for a job's address, oldest first. */
const told = async (url: string) =>
  (await listSearchOutbox(t.db, 1000))
    .filter((n) => n.url === url)
    .reverse()
    .map((n) => n.type)
const addressOf = async (id: number) => {
  const [{ slug }] = await t.db.query<{ slug: string }>('SELECT slug FROM jobs WHERE id = $1', [id])
  return `${t.env.publicOrigin}${jobPath({ slug, id })}`
}

describe('a job page and the search engines', () => {
  it('uses the development engine here, which stands in for Google (100 a batch, its daily quota)', () => {
    const [engine, ...others] = createSearchEngines(t)
    expect(others).toEqual([])
    expect(engine).toMatchObject({ kind: 'dev', batchSize: 100, dailyQuota: 200 })
  })

  it('tells nothing of the seed nor of a job still in review', async () => {
    await insertTestJob(t.db, { reviewStatus: 1000 })
    await runQueue()
    expect(await listSearchOutbox(t.db, 10)).toEqual([])
  })

  it('a publish: URL_UPDATED once, at the public origin, however often the page is rendered again', async () => {
    const id = await publish('Kế toán kho vận')
    await runQueue()
    const url = await addressOf(id)
    expect(url.startsWith(t.env.publicOrigin + '/viec-lam/')).toBe(true)
    expect(await told(url)).toEqual(['URL_UPDATED'])
    // its organisation's change renders the page again: the JobPosting is the same, nothing is sent
    await t.db.query(`INSERT INTO background_jobs (kind, payload, dedupe_key) VALUES ($1, $2::jsonb, 'again')`, [LIVE_PAGE_KINDS.job, JSON.stringify({ job_id: id })])
    // a view and a push-up change no page
    await t.db.query('UPDATE jobs SET view_count = view_count + 1, pushed_at = now() WHERE id = $1', [id])
    await runQueue()
    expect(await told(url)).toEqual(['URL_UPDATED'])
  })

  it('an edit: URL_UPDATED once more, one for several changes in a transaction', async () => {
    const id = await publish('Nhân viên bán hàng')
    await runQueue()
    await t.db.transaction(async (tx) => {
      await tx.query(`UPDATE jobs SET description = 'Làm ca tối từ 18h' WHERE id = $1`, [id])
      await tx.query(`UPDATE jobs SET salary_max = 12000000 WHERE id = $1`, [id])
    })
    await runQueue()
    expect(await told(await addressOf(id))).toEqual(['URL_UPDATED', 'URL_UPDATED'])
  })

  it('a new title (a new address): the new address, and the earlier one, which now names it canonical', async () => {
    const id = await publish('Thợ điện')
    await runQueue()
    const before = await addressOf(id)
    await t.db.query(`UPDATE jobs SET title = 'Thợ điện công trình', slug = 'tho-dien-cong-trinh' WHERE id = $1`, [id])
    await runQueue()
    const after = await addressOf(id)
    expect(after).not.toBe(before)
    expect(await told(after)).toEqual(['URL_UPDATED'])
    expect(await told(before)).toEqual(['URL_UPDATED', 'URL_UPDATED'])
    // taken down later: both addresses are gone
    await t.db.query('UPDATE jobs SET review_status = 1002 WHERE id = $1', [id])
    await runQueue()
    expect(await told(after)).toEqual(['URL_UPDATED', 'URL_DELETED'])
    expect(await told(before)).toEqual(['URL_UPDATED', 'URL_UPDATED', 'URL_DELETED'])
  })

  it('an expiry: URL_DELETED once, from the sweep of the jobs that have just expired', async () => {
    const id = await publish('Bảo vệ tòa nhà')
    await runQueue()
    // time passes: the job expires without its row changing (no trigger fires)
    await t.db.transaction(async (tx) => {
      await tx.query(`SELECT set_config('app.site_pages', 'off', true)`)
      await tx.query(`UPDATE jobs SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id])
    })
    await runQueue()
    const url = await addressOf(id)
    expect(await told(url)).toEqual(['URL_UPDATED'])
    await sweep(LIVE_PAGE_KINDS.expired)
    await runQueue()
    expect(await told(url)).toEqual(['URL_UPDATED', 'URL_DELETED'])
    // the next sweep finds it again and tells nothing new; nor does an edit of the expired job
    await sweep(LIVE_PAGE_KINDS.expired)
    await t.db.query(`UPDATE jobs SET description = 'Ca đêm' WHERE id = $1`, [id])
    await runQueue()
    expect(await told(url)).toEqual(['URL_UPDATED', 'URL_DELETED'])
    // renewed: public again
    await t.db.query(`UPDATE jobs SET expires_at = now() + interval '30 days' WHERE id = $1`, [id])
    await runQueue()
    expect(await told(url)).toEqual(['URL_UPDATED', 'URL_DELETED', 'URL_UPDATED'])
  })

  it('a take-down, a hidden job and a deleted one: URL_DELETED once each', async () => {
    const ids = await Promise.all(['Lái xe tải', 'Phụ bếp', 'Thu ngân'].map(publish))
    await runQueue()
    const urls = await Promise.all(ids.map(addressOf))
    await t.db.query('UPDATE jobs SET review_status = 1002 WHERE id = $1', [ids[0]])
    await t.db.query('UPDATE jobs SET is_hidden = true WHERE id = $1', [ids[1]])
    await queuePage(ids[2])
    await t.db.query('DELETE FROM jobs WHERE id = $1', [ids[2]])
    await runQueue()
    for (const url of urls) expect(await told(url)).toEqual(['URL_UPDATED', 'URL_DELETED'])
    // told again of the same: nothing
    for (const id of ids) await queuePage(id)
    await runQueue()
    for (const url of urls) expect(await told(url)).toEqual(['URL_UPDATED', 'URL_DELETED'])
  })

  it('sends the changes of a window in one request', async () => {
    const before = new Set((await listSearchOutbox(t.db, 1000)).map((n) => n.batch))
    for (const title of ['Pha chế', 'Giao hàng', 'Tạp vụ', 'Thủ kho']) await publish(title)
    await runQueue()
    const batches = (await listSearchOutbox(t.db, 1000)).filter((n) => !before.has(n.batch))
    expect(batches).toHaveLength(4)
    expect(new Set(batches.map((n) => n.batch)).size).toBe(1)
  })
})

describe('batches and the daily quota', () => {
  beforeEach(async () => {
    await t.db.exec('DELETE FROM search_engine_notices; DELETE FROM search_engine_quota; DELETE FROM search_engine_outbox')
  })
  const states = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, i) => ({ path: jobPath({ slug: prefix, id: i + 1 }), jobId: null, type: 'URL_UPDATED' as const, version: 'v1' }))
  const batchSizes = async () => {
    const sizes = new Map<string, number>()
    for (const n of (await listSearchOutbox(t.db, 1000)).reverse()) sizes.set(n.batch, (sizes.get(n.batch) ?? 0) + 1)
    return [...sizes.values()]
  }

  it('sends up to 100 a request, never past the day\'s quota, and the rest on the next day', async () => {
    expect(await recordPageStates(t.db, t.env, states(250, 'lo'))).toBe(250)
    const engine = new OutboxSearchEngine(t.db, 200)
    expect(await sendPendingNotices(t.db, engine, t.env.publicOrigin)).toEqual({ sent: 200, failure: null })
    expect(await batchSizes()).toEqual([100, 100])
    expect(await searchEngineStatus(t.db, ['dev'])).toEqual([{ engine: 'dev', pending: 50, refused: 0, used_today: 200 }])
    // the same day: nothing more
    expect(await sendPendingNotices(t.db, engine, t.env.publicOrigin)).toEqual({ sent: 0, failure: null })
    // the next day (as if today's count were yesterday's)
    await t.db.query(`UPDATE search_engine_quota SET day = day - 1`)
    expect(await sendPendingNotices(t.db, engine, t.env.publicOrigin)).toEqual({ sent: 50, failure: null })
    expect(await batchSizes()).toEqual([100, 100, 50])
    expect((await listSearchOutbox(t.db, 1000)).map((n) => n.url).sort()).toEqual(
      states(250, 'lo')
        .map((s) => `${t.env.publicOrigin}${s.path}`)
        .sort(),
    )
  })

  it('never exceeds the quota when two senders run at once, nor sends a notice twice', async () => {
    await recordPageStates(t.db, t.env, states(150, 'doi'))
    const engine = new OutboxSearchEngine(t.db, 120)
    const results = await Promise.all([sendPendingNotices(t.db, engine, t.env.publicOrigin), sendPendingNotices(t.db, engine, t.env.publicOrigin)])
    expect(results[0].sent + results[1].sent).toBe(120)
    const urls = (await listSearchOutbox(t.db, 1000)).map((n) => n.url)
    expect(new Set(urls).size).toBe(120)
  })

  it('records a state once: the same version again makes nothing pending, a new one does', async () => {
    expect(await recordPageStates(t.db, t.env, states(2, 'lan'))).toBe(2)
    await sendPendingNotices(t.db, new OutboxSearchEngine(t.db, 200), t.env.publicOrigin)
    expect(await recordPageStates(t.db, t.env, states(2, 'lan'))).toBe(0)
    expect(await recordPageStates(t.db, t.env, [{ ...states(1, 'lan')[0], type: 'URL_DELETED', version: GONE }])).toBe(1)
    // gone, and back to the version already announced before anything was sent: nothing to send
    expect(await recordPageStates(t.db, t.env, states(1, 'lan'))).toBe(0)
  })

  it('a failed request is tried again by the queue, its quota given back; a refused notice is settled with its reason', async () => {
    await recordPageStates(t.db, t.env, states(3, 'loi'))
    let calls = 0
    const flaky: SearchEngine = {
      kind: 'dev',
      batchSize: 100,
      dailyQuota: 200,
      async notify(notices: Notice[]): Promise<NoticeOutcome[]> {
        calls++
        if (calls === 1) throw new Error('mạng không tới được')
        return notices.map((n) => (n.url.endsWith('-2') ? { status: 'refused', error: 'Google 403: Permission denied' } : { status: 'sent' }))
      },
    }
    const work = searchNoticesWork(t, [flaky])
    await t.db.query(`DELETE FROM background_jobs WHERE kind = $1`, [SEARCH_NOTICES_KIND])
    await t.db.query(`INSERT INTO background_jobs (kind, payload) VALUES ($1, '{}')`, [SEARCH_NOTICES_KIND])
    expect(await runDueJobs(t.db, work.handlers)).toBe(0)
    const [task] = await t.db.query<{ last_error: string; attempts: number }>('SELECT last_error, attempts FROM background_jobs WHERE kind = $1', [SEARCH_NOTICES_KIND])
    expect(task).toEqual({ last_error: 'mạng không tới được', attempts: 1 })
    expect(await searchEngineStatus(t.db, ['dev'])).toEqual([{ engine: 'dev', pending: 3, refused: 0, used_today: 0 }])
    await runQueue(work.handlers)
    expect(calls).toBe(2)
    expect(await searchEngineStatus(t.db, ['dev'])).toEqual([{ engine: 'dev', pending: 0, refused: 1, used_today: 3 }])
    const [refused] = await t.db.query<{ error: string }>(`SELECT error FROM search_engine_notices WHERE path LIKE '%-2'`)
    expect(refused.error).toBe('Google 403: Permission denied')
  })
})
