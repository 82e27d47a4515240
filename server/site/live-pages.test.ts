// Pages that follow the data: what queues a render, what a render stores, and what the site then
// serves. The built site here is a miniature whose server bundle has one route per live page kind
// (the real bundle is proved against a real build in tests/e2e/live-pages.spec.ts): a job's page
// shows its title as the database has it, read by the route's loader.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestContext, insertTestJob, type TestContext } from '../testing'
import { runDueJobs } from '../lib/queue'
import { jobPath } from '../../src/domain/jobs'
import { organizationPath } from '../../src/domain/organizations/public'
import { LIVE_PAGE_KINDS, livePages, livePagesWork, type LivePages } from './live-pages'
import { miniatureSite } from './testing-site'

const { siteDir, write } = miniatureSite('live-site')
write('404.html', '<html lang="vi" data-status="404"><head><title>Không tìm thấy</title></head><body>Không tìm thấy trang</body></html>')
write('shell.html', '<html lang="vi"><head><title>Việc Làm Tốt</title></head><body><div id="root"></div></body></html>')
write(
  '.renderer/main.mjs',
  `import { createElement } from 'react'
import { useLoaderData } from 'react-router-dom'
function Page() { return createElement('h1', null, useLoaderData()) }
const page = (path, loader) => ({ path, loader, element: createElement(Page) })
export async function createRoot() {
  return { routes: [
    page('/', () => 'Trang chủ'),
    page('/viec-lam/:slugId', ({ params }) => globalThis.jobTitleForTest(params.slugId)),
    page('/cong-ty/:slugId', () => 'Doanh nghiệp'),
  ] }
}`,
)
write('.build-complete', '2026-11-27T10:00:00.000Z')

let t: TestContext
let pages: LivePages
let work: ReturnType<typeof livePagesWork>
const rendered: string[] = []

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 30, jobs: 10 }, env: { siteDir } })
  Object.assign(globalThis, {
    jobTitleForTest: async (slugId: string) => {
      const id = Number(/(\d+)$/.exec(slugId)?.[1])
      rendered.push(jobPath({ slug: slugId.slice(0, -`-${id}`.length), id }))
      const [job] = await t.db.query<{ title: string }>('SELECT title FROM jobs WHERE id = $1', [id])
      return job?.title ?? ''
    },
  })
  pages = livePages(t)
  work = livePagesWork(t, pages)
})
afterAll(async () => {
  await t.close()
  fs.rmSync(siteDir, { recursive: true, force: true })
})
beforeEach(() => {
  rendered.length = 0
})

const queued = (kind: string) =>
  t.db.query<{ payload: { job_id?: number; organization_id?: number } }>(`SELECT payload FROM background_jobs WHERE kind = $1 AND finished_at IS NULL`, [kind])
const runAll = async () => {
  // the organisation's window ends within 20 s: run what is due now and then that
  await runDueJobs(t.db, work.handlers, { limit: 100 })
  await t.db.query(`UPDATE background_jobs SET run_at = now() WHERE kind LIKE 'site.%' AND finished_at IS NULL`)
  await runDueJobs(t.db, work.handlers, { limit: 100 })
}
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })
/** Past the few seconds an instance keeps a stored page in memory (the site's routes are another instance than `pages`). */
const laterThanMemory = () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + 10_000)
}
afterEach(() => {
  vi.useRealTimers()
})

describe('a job page follows its job', () => {
  it('queues nothing for the seed and for a job still in review', async () => {
    expect(await queued(LIVE_PAGE_KINDS.job)).toEqual([])
    await insertTestJob(t.db, { reviewStatus: 1000 })
    expect(await queued(LIVE_PAGE_KINDS.job)).toEqual([])
  })

  it('is rendered when the job is published, and served from then on by every instance', async () => {
    const id = await insertTestJob(t.db, { title: 'Kế toán kho vận' })
    expect((await queued(LIVE_PAGE_KINDS.job)).map((q) => q.payload.job_id)).toEqual([id])
    await runAll()
    const [{ slug }] = await t.db.query<{ slug: string }>('SELECT slug FROM jobs WHERE id = $1', [id])
    const url = jobPath({ slug, id })
    expect(rendered).toContain(url)

    const page = await get(url, { 'accept-encoding': 'br' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<h1>Kế toán kho vận</h1>')
    expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30')
    expect(page.headers['content-security-policy']).toBeTruthy()
    // revalidation by its tag
    expect((await get(url, { 'if-none-match': String(page.headers.etag) })).statusCode).toBe(304)
    // another instance (its own memory) reads the same page from the database
    const elsewhere = await livePages(t).stored(url)
    expect(elsewhere?.status).toBe(200)
    expect(zlib.gunzipSync(elsewhere!.gz).toString()).toContain('<h1>Kế toán kho vận</h1>')
    // the organisation's page follows at the end of its window
    expect(await t.db.query(`SELECT 1 FROM site_pages WHERE kind = 'organization'`)).not.toHaveLength(0)
  })

  it('is rendered again on an edit, once per transaction, and not for a view or a push-up', async () => {
    const id = await insertTestJob(t.db, { title: 'Nhân viên bán hàng' })
    await runAll()
    await t.db.query('UPDATE jobs SET view_count = view_count + 1, pushed_at = now() WHERE id = $1', [id])
    expect(await queued(LIVE_PAGE_KINDS.job)).toEqual([])
    await t.db.transaction(async (tx) => {
      await tx.query(`UPDATE jobs SET title = 'Nhân viên bán hàng ca tối' WHERE id = $1`, [id])
      await tx.query(`UPDATE jobs SET description = 'Làm ca tối từ 18h' WHERE id = $1`, [id])
    })
    expect(await queued(LIVE_PAGE_KINDS.job)).toHaveLength(1)
    await runAll()
    const [{ slug }] = await t.db.query<{ slug: string }>('SELECT slug FROM jobs WHERE id = $1', [id])
    expect((await pages.stored(jobPath({ slug, id })))?.html).toContain('ca tối')
  })

  it('answers 404 once the job is hidden or taken down, and a stale build page is never served', async () => {
    const id = await insertTestJob(t.db, { title: 'Thợ hàn' })
    const [{ slug }] = await t.db.query<{ slug: string }>('SELECT slug FROM jobs WHERE id = $1', [id])
    const url = jobPath({ slug, id })
    // as if the build had prerendered it
    fs.mkdirSync(path.join(siteDir, 'viec-lam'), { recursive: true })
    fs.writeFileSync(path.join(siteDir, `${url.slice(1)}.html`), '<html lang="vi">Thợ hàn (bản dựng)</html>')
    await runAll()
    await t.db.query('UPDATE jobs SET is_hidden = true WHERE id = $1', [id])
    await runAll()
    const page = await get(url)
    expect(page.statusCode).toBe(404)
    expect(page.body).toContain('Không tìm thấy trang')
  })

  it('sends the address the build prerendered it at to its new one, once its title changed', async () => {
    const id = await insertTestJob(t.db, { title: 'Phụ kho' })
    const [{ slug }] = await t.db.query<{ slug: string }>('SELECT slug FROM jobs WHERE id = $1', [id])
    const built = jobPath({ slug, id })
    // as if the build had prerendered it under its first title, and nothing rendered it since
    fs.mkdirSync(path.join(siteDir, 'viec-lam'), { recursive: true })
    fs.writeFileSync(path.join(siteDir, `${built.slice(1)}.html`), '<html lang="vi">Phụ kho (bản dựng)</html>')
    await t.db.query(`DELETE FROM site_pages WHERE record_id = $1`, [id])
    await t.db.query(`UPDATE jobs SET title = 'Thủ kho', slug = 'thu-kho' WHERE id = $1`, [id])
    await runAll()
    const page = await get(`${built}?utm_source=zalo`)
    expect(page.statusCode).toBe(301)
    expect(page.headers.location).toBe(`${jobPath({ slug: 'thu-kho', id })}?utm_source=zalo`)
    expect(page.headers['cache-control']).toContain('max-age=0')
    expect((await get(jobPath({ slug: 'thu-kho', id }))).body).toContain('<h1>Thủ kho</h1>')
    // renamed back: the first address is the page again, the second one sends there
    await t.db.query(`UPDATE jobs SET title = 'Phụ kho', slug = $2 WHERE id = $1`, [id, slug])
    await runAll()
    laterThanMemory()
    expect((await get(built)).body).toContain('<h1>Phụ kho</h1>')
    expect((await get(jobPath({ slug: 'thu-kho', id }))).headers.location).toBe(built)
    // hidden: every address of it is gone
    await t.db.query('UPDATE jobs SET is_hidden = true WHERE id = $1', [id])
    await runAll()
    laterThanMemory()
    expect((await get(jobPath({ slug: 'thu-kho', id }))).statusCode).toBe(404)
    expect((await get(built)).statusCode).toBe(404)
  })

  it('is rendered again when the job expires, by the sweep of the jobs that have just expired', async () => {
    const id = await insertTestJob(t.db, { title: 'Bảo vệ tòa nhà' })
    await runAll()
    await t.db.query(`UPDATE jobs SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id])
    await runAll()
    rendered.length = 0
    await work.handlers[LIVE_PAGE_KINDS.expired]({ id: 0, kind: LIVE_PAGE_KINDS.expired, payload: {}, attempts: 1, max_attempts: 5 }, t.db)
    await runAll()
    expect(rendered.filter((p) => p.endsWith(`-${id}`))).toHaveLength(1)
    // a second sweep finds it again but queues nothing new
    await work.handlers[LIVE_PAGE_KINDS.expired]({ id: 0, kind: LIVE_PAGE_KINDS.expired, payload: {}, attempts: 1, max_attempts: 5 }, t.db)
    expect(await queued(LIVE_PAGE_KINDS.job)).toEqual([])
  })
})

describe('a page asked for before anyone rendered it', () => {
  it('is rendered on request for a public job and stored; never for one that does not exist', async () => {
    const id = await insertTestJob(t.db, { title: 'Lái xe tải' })
    await t.db.query(`DELETE FROM background_jobs WHERE kind LIKE 'site.%'`)
    const [{ slug }] = await t.db.query<{ slug: string }>('SELECT slug FROM jobs WHERE id = $1', [id])
    const page = await get(jobPath({ slug, id }))
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<h1>Lái xe tải</h1>')
    expect(await pages.stored(jobPath({ slug, id }))).toMatchObject({ status: 200 })
    rendered.length = 0
    expect((await get('/viec-lam/khong-co-99999999')).statusCode).toBe(404)
    expect(rendered).toEqual([])
  })

  it('sends an address with another slug (an old link, a typo) to the current one without rendering it', async () => {
    const id = await insertTestJob(t.db, { title: 'Phụ bếp' })
    await t.db.query(`DELETE FROM background_jobs WHERE kind LIKE 'site.%'`)
    const [{ slug }] = await t.db.query<{ slug: string }>('SELECT slug FROM jobs WHERE id = $1', [id])
    rendered.length = 0
    const page = await get(jobPath({ slug: 'dau-bep', id }))
    expect(page.statusCode).toBe(301)
    expect(page.headers.location).toBe(jobPath({ slug, id }))
    expect(rendered).toEqual([])
  })

  it("sends an organisation's earlier address to its current one once its name changed", async () => {
    // an organisation with an open job has a page
    const jobId = await insertTestJob(t.db, { title: 'Kế toán kho', expiresAt: new Date(Date.now() + 30 * 86_400_000) })
    const [org] = await t.db.query<{ id: number; slug: string }>('SELECT o.id, o.slug FROM organizations o JOIN jobs j ON j.organization_id = o.id WHERE j.id = $1', [jobId])
    // (its page is rendered at the end of a window the earlier tests ran already: run it here)
    const renderOrganization = () =>
      work.handlers[LIVE_PAGE_KINDS.organization]({ id: 0, kind: LIVE_PAGE_KINDS.organization, payload: { organization_id: org.id, jobs: false }, attempts: 1, max_attempts: 5 }, t.db)
    await renderOrganization()
    const first = organizationPath(org)
    expect((await pages.stored(first))?.status).toBe(200)
    await t.db.query(`UPDATE organizations SET slug = 'cong-ty-moi-ten' WHERE id = $1`, [org.id])
    await renderOrganization()
    laterThanMemory()
    const page = await get(first)
    expect(page.statusCode).toBe(301)
    expect(page.headers.location).toBe(organizationPath({ slug: 'cong-ty-moi-ten', id: org.id }))
  })
})

describe('the recent jobs sitemap', () => {
  it('lists the jobs rendered since the build, at the public origin', async () => {
    const res = await get('/sitemap-recent-jobs.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/xml')
    expect(res.body).toContain('<urlset')
    expect(res.body).toContain(`<loc>${t.env.publicOrigin}/viec-lam/`)
    // a hidden job's page is not among them
    expect(res.body).not.toContain('tho-han')
  })
})
