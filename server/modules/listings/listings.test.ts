import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_MSG } from '../../../src/domain/api-messages'
import { LISTING_TAB_KEYS, MANAGE_LISTING, MANAGE_MSG, addDays, formatDay, formatVietnamDate, vietnamDay } from '../../../src/domain/manage-listing'
import { SEED_ACCOUNTS } from '../../db/seed/users'
import { issueToken } from '../identity/tokens'
import { createEmployerCast, type EmployerCast, createTestContext, createTestUser, insertOpenJob, insertTestJob, testCaller, type TestContext, type TestMethod, type TestUser } from '../../testing'
import { pushUpNow } from './listings.service'
import { SEED_REVIEW_REASONS } from './listings.seed'
import type { MyClassified } from '../../../src/domain/contract/manage-listing'

let t: TestContext
let cast: EmployerCast
const DAY = 86_400_000
const BASE = '/listing/v1/classifieds'

const call = testCaller(() => t)

const ids: Record<string, number> = {}

const job = (overrides: Parameters<typeof insertTestJob>[1] = {}) => insertOpenJob(t.db, cast.orgId, overrides)

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 6, jobs: 30 } })
  cast = await createEmployerCast(t.db, 'Công ty Quản Lý Tin')
  const ago = (days: number) => new Date(Date.now() - days * DAY)
  ids.active = await job({ title: 'Kế toán tổng hợp Quản Lý', createdAt: ago(4), serviceIds: [7008, 7016] })
  ids.expiring = await job({ title: 'Thu ngân siêu thị', createdAt: ago(3), expiresAt: new Date(Date.now() + DAY) })
  ids.waiting = await job({ title: 'Nhân viên kho', reviewStatus: 1000, createdAt: ago(2) })
  ids.rejected = await job({ title: 'Việc nhẹ lương cao', reviewStatus: 1002, createdAt: ago(1) })
  ids.hidden = await job({ title: 'Lái xe giao hàng', isHidden: true, createdAt: ago(6) })
  ids.expired = await job({ title: 'Marketing online', createdAt: ago(40), publishedAt: ago(40), expiresAt: ago(2) })
  ids.foreign = await job({ title: 'Kế toán bên cạnh', organizationId: cast.otherOrgId })
  await t.db.query(`UPDATE jobs SET review_reason = 'Tin có dấu hiệu lừa đảo: "việc nhẹ lương cao".' WHERE id = $1`, [ids.rejected])
  // a bought Top Ads that ends before the deadline; the urgent badge has no row: it runs to the deadline
  await t.db.query(`INSERT INTO job_services (job_id, service_id, starts_at, ends_at) VALUES ($1, 7016, now() - interval '1 day', now() + interval '5 days')`, [
    ids.active,
  ])
  // two applications on the expiring job, one on the active job
  for (const [jobId, n] of [[ids.expiring, 2], [ids.active, 1]] as const) {
    for (let i = 0; i < n; i++) {
      const applicant = await createTestUser(t.db, `Ứng viên ${i}`)
      await t.db.query(`INSERT INTO applications (job_id, user_id, source) VALUES ($1, $2, 'manual')`, [jobId, applicant.id])
    }
  }
  await t.db.query(
    `INSERT INTO job_stats_daily (job_id, day, views, impressions, contacts) VALUES
       ($1, current_date, 10, 100, 2), ($1, current_date - 1, 5, 50, 1), ($2, current_date, 3, 30, 0), ($3, current_date, 99, 999, 9)`,
    [ids.active, ids.expiring, ids.foreign],
  )
})
afterAll(() => t.close())

const list = async (query: string, user: TestUser = cast.owner) => {
  const res = await call('GET', `${BASE}/my-classifieds?${query}`, user)
  expect(res.status, query).toBe(200)
  return res.body.data as { items: MyClassified[]; total: number; offset: number; limit: number }
}
const idsOf = (items: Array<{ id: number }>) => items.map((i) => i.id)
const listingIds = async (q: string) => {
  const res = await call('GET', `/job/v1/classifieds/listing?q=${encodeURIComponent(q)}&sort=3000`)
  expect(res.status).toBe(200)
  return idsOf(res.body.data.items)
}

describe('GET my-classified-filters', () => {
  it('names the tabs and sorts in Vietnamese, with the allowance and the extension limit', async () => {
    const res = await call('GET', `${BASE}/my-classified-filters`, cast.owner)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    const data = res.body.data
    expect(data.tabs.map((tab: { key: string }) => tab.key)).toEqual(LISTING_TAB_KEYS)
    expect(data.tabs.find((tab: { key: string }) => tab.key === 'rejected').name).toBe('Bị từ chối')
    expect(data.sorts.map((s: { key: string }) => s.key)).toEqual(['newest', 'oldest', 'most_applications', 'expiring_soon'])
    expect(data).toMatchObject({ default_tab: 'all', default_sort: 'newest', free_ups_per_day: MANAGE_LISTING.freeUpsPerDay, extend_max_days: 60 })
  })

  it('refuses anonymous callers on every list route with 401 "Bạn cần đăng nhập!"', async () => {
    for (const [method, url] of [
      ['GET', `${BASE}/my-classified-filters`],
      ['GET', `${BASE}/my-classifieds-statistic`],
      ['GET', `${BASE}/my-classifieds`],
      ['POST', `${BASE}/my-classifieds/job-tracking`],
    ] as Array<[TestMethod, string]>) {
      const res = await call(method, url, null, method === 'POST' ? { ids: [ids.active] } : undefined)
      expect(res.status, url).toBe(401)
      expect(res.body).toEqual({ success: false, error: { code: 'unauthorized', message: API_MSG.needLogin } })
    }
  })
})

describe('GET my-classifieds-statistic', () => {
  it('counts the jobs of the caller’s organisations per tab, and nothing for someone without one', async () => {
    const res = await call('GET', `${BASE}/my-classifieds-statistic`, cast.owner)
    expect(res.status).toBe(200)
    const counts = Object.fromEntries(res.body.data.tabs.map((tab: { key: string; total: number }) => [tab.key, tab.total]))
    expect(counts).toEqual({ all: 6, active: 2, expiring: 1, waiting: 1, rejected: 1, hidden: 1, expired: 1, has_applications: 2 })
    // a recruiter of the same organisation sees the same jobs
    const colleague = await call('GET', `${BASE}/my-classifieds-statistic`, cast.recruiter)
    expect(colleague.body.data).toEqual(res.body.data)
    const none = await call('GET', `${BASE}/my-classifieds-statistic`, cast.seeker)
    expect(none.body.data.tabs.every((tab: { total: number }) => tab.total === 0)).toBe(true)
  })

  it('sums the last 14 days of views and applications over the jobs it counts, the other organisation’s left out', async () => {
    const res = await call('GET', `${BASE}/my-classifieds-statistic`, cast.owner)
    const { trend } = res.body.data as { trend: { from: string; views: number[]; applications: number[] } }
    expect(trend.from).toBe(addDays(vietnamDay(new Date()), -13))
    // the rows' own trends add up to it, day by day: 10 + 3 views on the last day, 5 the day before;
    // the foreign job's 99 are not the caller's
    const rows = (await list('')).items
    for (const series of ['views', 'applications'] as const) {
      expect(trend[series], series).toEqual(Array.from({ length: 14 }, (_, day) => rows.reduce((sum, row) => sum + row.trend[series][day], 0)))
    }
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
    expect(sum(trend.views)).toBe(18)
    expect(sum(trend.applications)).toBe(3)
    // someone without an organisation gets fourteen zeros
    const none = await call('GET', `${BASE}/my-classifieds-statistic`, cast.seeker)
    expect(none.body.data.trend).toEqual({ from: trend.from, views: Array(14).fill(0), applications: Array(14).fill(0) })
  })

  it('counts within a keyword, the totals matching the list', async () => {
    const res = await call('GET', `${BASE}/my-classifieds-statistic?q=${encodeURIComponent('ke toan')}`, cast.owner)
    const counts = Object.fromEntries(res.body.data.tabs.map((tab: { key: string; total: number }) => [tab.key, tab.total]))
    expect(counts.all).toBe(1)
    expect(counts.active).toBe(1)
    for (const tab of LISTING_TAB_KEYS) {
      const page = await list(`tab=${tab}&q=${encodeURIComponent('ke toan')}`)
      expect(page.total, tab).toBe(counts[tab])
    }
  })
})

describe('GET my-classifieds', () => {
  it('lists only the caller’s jobs, by tab, each with its status, dates, services and actions', async () => {
    const all = await list('')
    expect(all.total).toBe(6)
    expect(idsOf(all.items)).not.toContain(ids.foreign)
    // newest first by default
    expect(idsOf(all.items)).toEqual([ids.rejected, ids.waiting, ids.expiring, ids.active, ids.hidden, ids.expired])
    const byTab = async (tab: string) => idsOf((await list(`tab=${tab}`)).items)
    expect(await byTab('active')).toEqual([ids.expiring, ids.active])
    expect(await byTab('expiring')).toEqual([ids.expiring])
    expect(await byTab('waiting')).toEqual([ids.waiting])
    expect(await byTab('rejected')).toEqual([ids.rejected])
    expect(await byTab('hidden')).toEqual([ids.hidden])
    expect(await byTab('expired')).toEqual([ids.expired])
    expect(await byTab('has_applications')).toEqual([ids.expiring, ids.active])

    const row = (id: number) => all.items.find((item) => item.id === id)!
    const active = row(ids.active)
    expect(active).toMatchObject({ status: 'active', status_name: 'Đang hiển thị', review_reason: null, applications: 1, free_ups_left: 1 })
    expect(active.organization.name).toBe('Công ty Quản Lý Tin')
    expect(active.url).toMatch(new RegExp(`^/viec-lam/[a-z0-9-]+-${ids.active}$`))
    expect(active.expires_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    expect(active.expires_date).toBe(formatVietnamDate(active.expires_at))
    expect(active.actions).toEqual(['up_free_now', 'up_buy', 'up_history', 'hide', 'edit', 'extend', 'service', 'manage'])
    const services = Object.fromEntries(active.services.map((s) => [s.id, s]))
    expect(services[7008]).toMatchObject({ name: 'Tuyển gấp', end_date: active.expires_date, is_running: true })
    expect(services[7016]).toMatchObject({ name: 'Top Ads', end_date: formatDay(addDays(vietnamDay(new Date()), 5)), is_running: true })

    // the last 14 Vietnamese days, today last, in one query for the page
    const today = vietnamDay(new Date())
    expect(active.trend.from).toBe(addDays(today, -13))
    expect(active.trend.views).toHaveLength(14)
    expect(active.trend.applications).toHaveLength(14)
    expect(active.trend.applications.reduce((a, b) => a + b, 0)).toBe(1)
    expect(row(ids.expiring).trend.applications.reduce((a, b) => a + b, 0)).toBe(2)
    expect(row(ids.waiting).trend).toEqual({ from: addDays(today, -13), views: Array(14).fill(0), applications: Array(14).fill(0) })

    expect(row(ids.rejected)).toMatchObject({ status: 'rejected', status_name: 'Bị từ chối', actions: ['edit'] })
    expect(row(ids.rejected).review_reason).toContain('việc nhẹ lương cao')
    expect(row(ids.waiting)).toMatchObject({ status: 'waiting', actions: ['edit'] })
    expect(row(ids.hidden)).toMatchObject({ status: 'hidden', actions: ['show', 'edit', 'extend', 'up_history', 'manage'] })
    expect(row(ids.expired)).toMatchObject({ status: 'expired', status_name: 'Hết hạn', actions: ['extend', 'edit', 'up_history', 'manage'] })
  })

  it('searches within one’s own jobs (diacritics and case folded, word prefixes, or a job id)', async () => {
    expect(idsOf((await list(`q=${encodeURIComponent('KẾ TOÁN')}`)).items)).toEqual([ids.active])
    expect(idsOf((await list('q=thu+ng')).items)).toEqual([ids.expiring])
    expect(idsOf((await list('q=ting')).items)).toEqual([]) // "ting" is inside "marketing", not the start of a word
    expect(idsOf((await list(`q=${ids.hidden}`)).items)).toEqual([ids.hidden])
    // another organisation's job is not found by its id either
    expect(idsOf((await list(`q=${ids.foreign}`)).items)).toEqual([])
  })

  it('sorts oldest first, by applications, by nearest deadline, and pages with offset and limit', async () => {
    expect(idsOf((await list('sort=oldest')).items)).toEqual([ids.expired, ids.hidden, ids.active, ids.expiring, ids.waiting, ids.rejected])
    expect(idsOf((await list('sort=most_applications')).items).slice(0, 2)).toEqual([ids.expiring, ids.active])
    const expiring = idsOf((await list('sort=expiring_soon')).items)
    expect(expiring[0]).toBe(ids.expiring)
    expect(expiring.at(-1)).toBe(ids.expired)
    const first = await list('limit=2')
    const second = await list('limit=2&offset=2')
    expect(first).toMatchObject({ total: 6, offset: 0, limit: 2 })
    expect(idsOf(first.items)).toEqual([ids.rejected, ids.waiting])
    expect(idsOf(second.items)).toEqual([ids.expiring, ids.active])
  })

  it('refuses a bad tab, sort or limit with a Vietnamese message', async () => {
    for (const [query, text] of [
      ['tab=khac', 'Mục tin không hợp lệ'],
      ['sort=gia', 'Kiểu sắp xếp không hợp lệ'],
      ['limit=101', 'limit tối đa 100.'],
      ['offset=-1', 'offset phải là số không âm.'],
      [`q=${'a'.repeat(101)}`, 'Từ khóa tối đa 100 ký tự.'],
    ]) {
      const res = await call('GET', `${BASE}/my-classifieds?${query}`, cast.owner)
      expect(res.status, query).toBe(400)
      expect(res.body.error.message, query).toContain(text)
    }
  })
})

describe('POST my-classifieds/job-tracking', () => {
  it('totals views, impressions, contacts and applications of one’s own jobs, leaving others’ out', async () => {
    const res = await call('POST', `${BASE}/my-classifieds/job-tracking`, cast.owner, { ids: [ids.active, ids.foreign, ids.expiring, ids.active, ids.hidden] })
    expect(res.status).toBe(200)
    expect(res.body.data.items).toEqual([
      { id: ids.active, views: 15, impressions: 150, contacts: 3, applications: 1 },
      { id: ids.expiring, views: 3, impressions: 30, contacts: 0, applications: 2 },
      { id: ids.hidden, views: 0, impressions: 0, contacts: 0, applications: 0 },
    ])
    const stranger = await call('POST', `${BASE}/my-classifieds/job-tracking`, cast.otherEmployer, { ids: [ids.active] })
    expect(stranger.body.data.items).toEqual([])
  })

  it('takes 1 to 10 ids', async () => {
    const many = await call('POST', `${BASE}/my-classifieds/job-tracking`, cast.owner, { ids: Array.from({ length: 11 }, (_, i) => i + 1) })
    expect(many.status).toBe(400)
    expect(many.body.error.message).toBe(MANAGE_MSG.trackingTooMany)
    const none = await call('POST', `${BASE}/my-classifieds/job-tracking`, cast.owner, { ids: [] })
    expect(none.status).toBe(400)
    expect(none.body.error.message).toBe(MANAGE_MSG.trackingNone)
  })
})

describe('the routes naming a job', () => {
  it('answer anonymous 401, another employer, a job seeker and a stranger 403 with no data, members of the organisation', async () => {
    const stranger = await createTestUser(t.db, 'Người lạ')
    const routes: Array<[TestMethod, string, unknown?]> = [
      ['PUT', 'hide'],
      ['PUT', 'show'],
      ['PUT', 'extend', { expires_at: addDays(vietnamDay(new Date()), 30) }],
      ['POST', 'job-up-now', {}],
      ['GET', 'job-up-history'],
    ]
    for (const [method, action, body] of routes) {
      const url = `${BASE}/${ids.active}/${action}`
      const anonymous = await call(method, url, null, body)
      expect(anonymous.status, url).toBe(401)
      expect(anonymous.body).toEqual({ success: false, error: { code: 'unauthorized', message: API_MSG.needLogin } })
      for (const user of [cast.otherEmployer, cast.seeker, stranger]) {
        const refused = await call(method, url, user, body)
        expect(refused.status, `${url} ${user.id}`).toBe(403)
        expect(refused.body).toEqual({ success: false, error: { code: 'forbidden', message: API_MSG.forbidden } })
      }
      const missing = await call(method, `${BASE}/999999999/${action}`, cast.owner, body)
      expect(missing.status, url).toBe(404)
    }
    // nothing the refused calls sent changed the job
    const [row] = await t.db.query<{ is_hidden: boolean; pushed: number }>(
      'SELECT is_hidden, (SELECT count(*)::int FROM job_push_ups WHERE job_id = $1) AS pushed FROM jobs WHERE id = $1',
      [ids.active],
    )
    expect(row).toEqual({ is_hidden: false, pushed: 0 })
    // members of the job's organisation, either role, are let through
    expect((await call('GET', `${BASE}/${ids.active}/job-up-history`, cast.owner)).status).toBe(200)
    expect((await call('GET', `${BASE}/${ids.active}/job-up-history`, cast.recruiter)).status).toBe(200)
  })
})

describe('PUT hide and show', () => {
  it('hides a job, which leaves the public listing, and shows it again, which brings it back', async () => {
    const id = await job({ title: 'Điều phối viên kho lạnh' })
    expect(await listingIds('dieu phoi vien kho lanh')).toContain(id)

    const hidden = await call('PUT', `${BASE}/${id}/hide`, cast.owner)
    expect(hidden.status).toBe(200)
    expect(hidden.body.data.message).toBe(MANAGE_MSG.hidden)
    expect(hidden.body.data.item).toMatchObject({ id, status: 'hidden', is_hidden: true })
    expect(hidden.body.data.item.actions).toContain('show')
    expect(await listingIds('dieu phoi vien kho lanh')).not.toContain(id)
    // hiding again changes nothing
    expect((await call('PUT', `${BASE}/${id}/hide`, cast.owner)).status).toBe(200)

    const shown = await call('PUT', `${BASE}/${id}/show`, cast.recruiter)
    expect(shown.status).toBe(200)
    expect(shown.body.data.message).toBe(MANAGE_MSG.shown)
    expect(shown.body.data.item).toMatchObject({ id, status: 'active', is_hidden: false })
    expect(await listingIds('dieu phoi vien kho lanh')).toContain(id)
  })

  it('only hides or shows approved jobs, and says an ended job needs extending', async () => {
    for (const action of ['hide', 'show']) {
      const res = await call('PUT', `${BASE}/${ids.waiting}/${action}`, cast.owner)
      expect(res.status).toBe(400)
      expect(res.body.error.message).toBe(action === 'hide' ? MANAGE_MSG.hideNotApproved : MANAGE_MSG.showNotApproved)
    }
    const ended = await job({ title: 'Bảo vệ ca đêm', isHidden: true, expiresAt: new Date(Date.now() - DAY) })
    const res = await call('PUT', `${BASE}/${ended}/show`, cast.owner)
    expect(res.body.data).toMatchObject({ message: MANAGE_MSG.shownExpired, item: { status: 'expired' } })
  })
})

describe('POST job-up-now and GET job-up-history', () => {
  it('pushes an active job to the top once a day for free, then answers 429 with the allowance', async () => {
    const older = await job({ title: 'Pha chế đồ uống', pushedAt: new Date(Date.now() - 3 * DAY) })
    await job({ title: 'Pha chế cà phê', pushedAt: new Date(Date.now() - DAY) })
    const pushed = await call('POST', `${BASE}/${older}/job-up-now`, cast.owner, {})
    expect(pushed.status).toBe(200)
    expect(pushed.body.data).toMatchObject({ message: MANAGE_MSG.pushed, free_ups_left: 0 })
    expect(Date.now() - Date.parse(pushed.body.data.pushed_at)).toBeLessThan(60_000)
    expect(pushed.body.data.item.actions).not.toContain('up_free_now')
    // first in the business order of the listing
    const business = await call('GET', `/job/v1/classifieds/listing?q=pha+che&sort=3001`)
    expect(business.body.data.items[0].id).toBe(older)

    const again = await call('POST', `${BASE}/${older}/job-up-now`, cast.recruiter, {})
    expect(again.status).toBe(429)
    expect(again.body.error).toEqual({ code: 'free_up_used', message: MANAGE_MSG.freeUpUsed })

    const history = await call('GET', `${BASE}/${older}/job-up-history`, cast.recruiter)
    expect(history.status).toBe(200)
    expect(history.body.data).toMatchObject({ total: 1, free_ups_per_day: 1, free_ups_left: 0 })
    expect(history.body.data.items[0]).toMatchObject({ source: 'free', source_name: 'Đẩy tin miễn phí', by_name: 'Chủ doanh nghiệp' })
    expect(history.body.data.items[0].pushed_text).toMatch(/^\d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/)

    // the allowance starts again the next Vietnamese day
    const tomorrow = new Date(Date.parse(`${addDays(vietnamDay(new Date()), 1)}T01:00:00+07:00`))
    const next = await pushUpNow(t.db, older, cast.orgId, cast.owner.id, tomorrow)
    expect(next.message).toBe(MANAGE_MSG.pushed)
  })

  it('refuses to push a job that is not showing', async () => {
    for (const id of [ids.hidden, ids.expired, ids.waiting, ids.rejected]) {
      const res = await call('POST', `${BASE}/${id}/job-up-now`, cast.owner, {})
      expect(res.status, String(id)).toBe(400)
      expect(res.body.error.message).toBe(MANAGE_MSG.pushNotActive)
    }
    const history = await call('GET', `${BASE}/${ids.hidden}/job-up-history?limit=5`, cast.owner)
    expect(history.body.data).toMatchObject({ items: [], total: 0, limit: 5, free_ups_left: 1 })
  })
})

describe('PUT extend', () => {
  const today = () => vietnamDay(new Date())

  it('sets a new deadline up to 60 days ahead; an ended job comes back to search', async () => {
    const ended = await job({ title: 'Phụ bếp nhà hàng Hải Âu', expiresAt: new Date(Date.now() - DAY) })
    expect(await listingIds('phu bep nha hang hai au')).not.toContain(ended)
    const day = addDays(today(), MANAGE_LISTING.extendMaxDays)
    const res = await call('PUT', `${BASE}/${ended}/extend`, cast.owner, { expires_at: day })
    expect(res.status).toBe(200)
    expect(res.body.data.message).toBe(`Đã gia hạn tin đến hết ngày ${formatDay(day)}.`)
    expect(res.body.data.item).toMatchObject({ status: 'active', expires_date: formatDay(day) })
    expect(await listingIds('phu bep nha hang hai au')).toContain(ended)
  })

  it('refuses a date that is not a day, today or earlier, over 60 days ahead, or before the current deadline', async () => {
    const id = await job({ title: 'Tạp vụ văn phòng', expiresAt: new Date(`${addDays(today(), 10)}T12:00:00+07:00`) })
    const cases: Array<[unknown, string]> = [
      [{ expires_at: '31/12/2030' }, MANAGE_MSG.extendFormat],
      [{ expires_at: '2030-02-30' }, MANAGE_MSG.extendFormat],
      // the review's impossible days were a 500: formatted before they were checked (issue 35 item 10)
      [{ expires_at: '0000-00-00' }, MANAGE_MSG.extendFormat],
      [{ expires_at: '2026-13-01' }, MANAGE_MSG.extendFormat],
      [{ expires_at: '0000-01-01' }, MANAGE_MSG.extendFormat],
      [{}, MANAGE_MSG.extendFormat],
      [{ expires_at: today() }, MANAGE_MSG.extendNotFuture],
      [{ expires_at: addDays(today(), -3) }, MANAGE_MSG.extendNotFuture],
      [{ expires_at: addDays(today(), 61) }, MANAGE_MSG.extendTooFar(formatDay(addDays(today(), 60)))],
      [{ expires_at: addDays(today(), 5) }, MANAGE_MSG.extendNotLater(formatDay(addDays(today(), 10)))],
    ]
    for (const [body, message] of cases) {
      const res = await call('PUT', `${BASE}/${id}/extend`, cast.owner, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.error.message, JSON.stringify(body)).toBe(message)
    }
    const rejected = await call('PUT', `${BASE}/${ids.rejected}/extend`, cast.owner, { expires_at: addDays(today(), 30) })
    expect(rejected.status).toBe(400)
    expect(rejected.body.error.message).toBe(MANAGE_MSG.extendRejected)
    // the same day as the deadline, later in it, is a (small) extension
    expect((await call('PUT', `${BASE}/${id}/extend`, cast.owner, { expires_at: addDays(today(), 10) })).status).toBe(200)
  })
})

describe('the seeded demo employer', () => {
  it('has jobs in every status tab, with reasons and counters, so the manager is not empty', async () => {
    const [row] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [SEED_ACCOUNTS.employer.phone])
    const employer: TestUser = { id: Number(row.id), phone: SEED_ACCOUNTS.employer.phone, token: (await issueToken(t.db, Number(row.id))).token }
    const res = await call('GET', `${BASE}/my-classifieds-statistic`, employer)
    const counts = Object.fromEntries(res.body.data.tabs.map((tab: { key: string; total: number }) => [tab.key, tab.total]))
    for (const tab of ['active', 'waiting', 'rejected', 'hidden', 'expired']) expect(counts[tab], tab).toBeGreaterThan(0)
    const rejected = await list('tab=rejected', employer)
    expect(rejected.items.map((item) => item.review_reason)).toContain(SEED_REVIEW_REASONS.rejected)
    // the hidden one has a deadline ahead: showing it puts it back in search
    const [hidden] = (await list('tab=hidden', employer)).items
    expect(Date.parse(hidden.expires_at)).toBeGreaterThan(Date.now())
    const active = (await list('tab=active', employer)).items.slice(0, 10)
    const tracking = await call('POST', `${BASE}/my-classifieds/job-tracking`, employer, { ids: idsOf(active) })
    expect(tracking.body.data.items.some((item: { views: number }) => item.views > 0)).toBe(true)
  })
})
