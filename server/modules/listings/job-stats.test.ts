import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_MSG } from '../../../src/domain/api-messages'
import { JOB_STATS, JOB_STATS_MSG, statsRange } from '../../../src/domain/job-stats'
import { isDay } from '../../../src/domain/dates'
import { addDays, vietnamDay, vietnamDayStart } from '../../../src/domain/manage-listing'
import { callAs, createEmployerCast, type EmployerCast, createTestContext, createTestUser, insertTestJob, type TestContext, type TestUser } from '../../testing'
import type { JobStats, JobStatsDay } from '../../../src/domain/contract/manage-listing'

let t: TestContext
let cast: EmployerCast
const DAY = 86_400_000
const url = (id: number, query = '') => `/job/v1/classifieds/${id}/tracking${query}`
const today = vietnamDay(new Date())
/** An instant on a Vietnamese day (hh:mm Vietnam time). */
const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+07:00`)

const ids: Record<string, number> = {}

async function apply(jobId: number, createdAt: Date) {
  const applicant = await createTestUser(t.db, 'Ứng viên thống kê')
  await t.db.query(`INSERT INTO applications (job_id, user_id, source, created_at) VALUES ($1, $2, 'manual', $3)`, [jobId, applicant.id, createdAt])
}

const job = (overrides: Parameters<typeof insertTestJob>[1]) =>
  insertTestJob(t.db, { organizationId: cast.orgId, reviewStatus: 1001, isHidden: false, serviceIds: [], ...overrides })

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 3, jobs: 10 } })
  cast = await createEmployerCast(t.db, 'Công ty Thống Kê')
  const { otherOrgId } = cast

  // published five days ago (Vietnam time), running for three more weeks
  const published = at(addDays(today, -5), '09:00')
  ids.active = await job({ title: 'Kế toán kho thống kê', publishedAt: published, createdAt: published, pushedAt: published, expiresAt: new Date(Date.now() + 20 * DAY) })
  await t.db.query(
    `INSERT INTO job_stats_daily (job_id, day, views, impressions, contacts, contacts_call, contacts_chat, contacts_login) VALUES
       ($1, $2, 12, 140, 3, 2, 1, 0), ($1, $3, 5, 60, 1, 0, 0, 1), ($1, $4, 1, 9, 0, 0, 0, 0)`,
    [ids.active, addDays(today, -5), addDays(today, -3), today],
  )
  // two applications on day -3, one at 23:30 on day -1 (16:30 UTC, still that Vietnamese day),
  // one at 00:30 today (17:30 UTC the day before)
  await apply(ids.active, at(addDays(today, -3), '08:15'))
  await apply(ids.active, at(addDays(today, -3), '20:40'))
  await apply(ids.active, at(addDays(today, -1), '23:30'))
  await apply(ids.active, at(today, '00:30'))

  // ended 10 days ago, after a 20-day life
  ids.ended = await job({
    title: 'Thu ngân đã hết hạn',
    publishedAt: at(addDays(today, -30), '10:00'),
    createdAt: at(addDays(today, -30), '10:00'),
    expiresAt: new Date(vietnamDayStart(addDays(today, -10)).getTime() + DAY - 1),
  })
  // on since long before JOB_STATS.maxDays days ago
  ids.long = await job({
    title: 'Bảo vệ tòa nhà lâu năm',
    publishedAt: at(addDays(today, -200), '10:00'),
    createdAt: at(addDays(today, -200), '10:00'),
    expiresAt: new Date(Date.now() + 30 * DAY),
  })
  await t.db.query(`INSERT INTO job_stats_daily (job_id, day, views) SELECT $1, d::date, 1 FROM generate_series($2::date, $3::date, interval '1 day') d`, [
    ids.long,
    addDays(today, -200),
    today,
  ])
  ids.foreign = await job({ title: 'Tin của công ty khác', organizationId: otherOrgId, publishedAt: published })
})
afterAll(() => t.close())

const stats = async (id: number, query = '', user: TestUser = cast.owner) => {
  const res = await callAs(t.app, 'GET', url(id, query), user)
  expect(res.status, `${url(id, query)}: ${JSON.stringify(res.body)}`).toBe(200)
  return res.body.data as JobStats
}
const sum = (days: JobStatsDay[], key: keyof Omit<JobStatsDay, 'day' | 'date'>) => days.reduce((n, d) => n + d[key], 0)

describe('GET /job/v1/classifieds/{id}/tracking: who may read it', () => {
  it('answers anonymous 401, another employer, a job seeker and a stranger 403 with no data, and an unknown job 404', async () => {
    const anonymous = await callAs(t.app, 'GET', url(ids.active), null)
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toEqual({ success: false, error: { code: 'unauthorized', message: API_MSG.needLogin } })
    expect(anonymous.headers['cache-control']).toBe('private, no-store')
    const stranger = await createTestUser(t.db, 'Người lạ')
    for (const user of [cast.otherEmployer, cast.seeker, stranger]) {
      const refused = await callAs(t.app, 'GET', url(ids.active), user)
      expect(refused.status, String(user.id)).toBe(403)
      expect(refused.body).toEqual({ success: false, error: { code: 'forbidden', message: API_MSG.forbidden } })
    }
    // the other employer reads its own job, not ours
    expect((await callAs(t.app, 'GET', url(ids.foreign), cast.otherEmployer)).status).toBe(200)
    expect((await callAs(t.app, 'GET', url(ids.foreign), cast.owner)).status).toBe(403)
    expect((await callAs(t.app, 'GET', url(999_999_999), cast.owner)).status).toBe(404)
  })

  it('lets every member of the job’s organisation read it, owner and recruiter alike', async () => {
    const byOwner = await stats(ids.active)
    const byRecruiter = await stats(ids.active, '', cast.recruiter)
    expect(byRecruiter).toEqual(byOwner)
    const res = await callAs(t.app, 'GET', url(ids.active), cast.recruiter)
    expect(res.headers['cache-control']).toBe('private, no-store')
  })
})

describe('GET /job/v1/classifieds/{id}/tracking: the series', () => {
  it('gives every day of the job’s life, zeros on days without counts, and the job’s title, status and dates', async () => {
    const data = await stats(ids.active)
    expect(data.job).toMatchObject({ id: ids.active, title: 'Kế toán kho thống kê', status: 'active', status_name: 'Đang hiển thị', organization: { name: 'Công ty Thống Kê' } })
    expect(data.job.url).toMatch(new RegExp(`^/viec-lam/ke-toan-kho-thong-ke-${ids.active}$`))
    expect(data.job.published_date).toBe(addDays(today, -5).split('-').reverse().join('/'))
    expect(data.range).toEqual({ from: addDays(today, -5), to: today, life_from: addDays(today, -5), life_to: today, max_days: JOB_STATS.maxDays })
    expect(data.days.map((d) => d.day)).toEqual([-5, -4, -3, -2, -1, 0].map((n) => addDays(today, n)))
    const byDay = Object.fromEntries(data.days.map((d) => [d.day, d]))
    expect(byDay[addDays(today, -5)]).toMatchObject({ views: 12, impressions: 140, contacts: 3, contacts_call: 2, contacts_chat: 1, contacts_login: 0, applications: 0 })
    expect(byDay[addDays(today, -4)]).toEqual({
      day: addDays(today, -4),
      date: addDays(today, -4).split('-').reverse().join('/'),
      views: 0,
      impressions: 0,
      contacts: 0,
      contacts_call: 0,
      contacts_chat: 0,
      contacts_login: 0,
      applications: 0,
    })
    expect(byDay[addDays(today, -3)]).toMatchObject({ views: 5, impressions: 60, contacts: 1, contacts_login: 1, applications: 2 })
    // applications fall on their Vietnamese day, not their UTC day
    expect(byDay[addDays(today, -2)].applications).toBe(0)
    expect(byDay[addDays(today, -1)].applications).toBe(1)
    expect(byDay[today]).toMatchObject({ views: 1, impressions: 9, applications: 1 })
  })

  it('totals equal the sums of the days, and the manager’s counters', async () => {
    const data = await stats(ids.active)
    for (const key of ['views', 'impressions', 'contacts', 'contacts_call', 'contacts_chat', 'contacts_login', 'applications'] as const) {
      expect(data.totals[key], key).toBe(sum(data.days, key))
    }
    expect(data.totals).toEqual({ views: 18, impressions: 209, contacts: 4, contacts_call: 2, contacts_chat: 1, contacts_login: 1, applications: 4 })
    const tracking = await callAs(t.app, 'POST', '/listing/v1/classifieds/my-classifieds/job-tracking', cast.owner, { ids: [ids.active] })
    expect(tracking.body.data.items[0]).toEqual({ id: ids.active, views: 18, impressions: 209, contacts: 4, applications: 4 })
  })

  it('counts what the manager’s list counts: applications sent before the job’s last approval included', async () => {
    // an edit sent for review again moves published_at; the application of six days ago stays the job's
    const republished = at(addDays(today, -2), '09:00')
    const id = await job({ title: 'Phụ bếp duyệt lại', createdAt: republished, publishedAt: republished, expiresAt: new Date(Date.now() + 20 * DAY) })
    await apply(id, at(addDays(today, -6), '10:00'))
    await apply(id, at(addDays(today, -1), '15:00'))
    const data = await stats(id)
    const listed = await callAs(t.app, 'GET', `/listing/v1/classifieds/my-classifieds?q=${id}`, cast.owner)
    const row = (listed.body.data.items as Array<{ id: number; applications: number; trend: { applications: number[] } }>).find((item) => item.id === id)!
    expect(row.applications).toBe(2)
    expect(data.totals.applications).toBe(2)
    expect(data.overall.applications).toBe(2)
    expect(data.range.from).toBe(addDays(today, -6))
    expect(data.range.life_from).toBe(addDays(today, -6))
    // the list's 14-day trend holds the same two, on their days
    expect(row.trend.applications.reduce((a, b) => a + b, 0)).toBe(2)
    expect(row.trend.applications[13 - 6]).toBe(1)
    expect(row.trend.applications[13 - 1]).toBe(1)
  })

  it('gives the whole life’s totals beside a window’s', async () => {
    const data = await stats(ids.long)
    expect(data.days).toHaveLength(JOB_STATS.maxDays)
    expect(data.totals.views).toBe(JOB_STATS.maxDays)
    expect(data.overall.views).toBe(201)
  })

  it('ends an ended job’s life on its last day', async () => {
    const data = await stats(ids.ended)
    expect(data.job.status).toBe('expired')
    expect(data.range).toMatchObject({ from: addDays(today, -30), to: addDays(today, -10), life_to: addDays(today, -10) })
    expect(data.days).toHaveLength(21)
    expect(data.totals).toMatchObject({ views: 0, applications: 0 })
  })

  it(`shows a long life’s last ${JOB_STATS.maxDays} days, and any earlier window on request`, async () => {
    const data = await stats(ids.long)
    expect(data.days).toHaveLength(JOB_STATS.maxDays)
    expect(data.range).toMatchObject({ from: addDays(today, -(JOB_STATS.maxDays - 1)), to: today, life_from: addDays(today, -200) })
    expect(data.totals.views).toBe(JOB_STATS.maxDays)
    const early = await stats(ids.long, `?from=${addDays(today, -200)}`)
    expect(early.range).toMatchObject({ from: addDays(today, -200), to: addDays(today, -200 + JOB_STATS.maxDays - 1) })
    expect(early.days).toHaveLength(JOB_STATS.maxDays)
  })

  it('narrows to from/to, either alone', async () => {
    const both = await stats(ids.active, `?from=${addDays(today, -3)}&to=${addDays(today, -1)}`)
    expect(both.days.map((d) => d.day)).toEqual([addDays(today, -3), addDays(today, -2), addDays(today, -1)])
    expect(both.totals).toMatchObject({ views: 5, applications: 3 })
    const fromOnly = await stats(ids.active, `?from=${addDays(today, -1)}`)
    expect(fromOnly.days.map((d) => d.day)).toEqual([addDays(today, -1), today])
    const toOnly = await stats(ids.active, `?to=${addDays(today, -4)}`)
    expect(toOnly.days.map((d) => d.day)).toEqual([addDays(today, -5), addDays(today, -4)])
    expect(toOnly.totals.views).toBe(12)
    const oneDay = await stats(ids.active, `?from=${today}&to=${today}`)
    expect(oneDay.days).toHaveLength(1)
  })

  it('refuses days that are not days, reversed, too long or after today, with Vietnamese messages', async () => {
    const cases: Array<[string, string]> = [
      ['?from=2025-13-01', JOB_STATS_MSG.fromFormat],
      ['?from=2025-02-30', JOB_STATS_MSG.fromFormat],
      ['?from=hom-qua', JOB_STATS_MSG.fromFormat],
      ['?to=01/02/2025', JOB_STATS_MSG.toFormat],
      [`?from=${addDays(today, -1)}&to=${addDays(today, -2)}`, JOB_STATS_MSG.order],
      [`?from=${addDays(today, -JOB_STATS.maxDays)}&to=${today}`, JOB_STATS_MSG.tooLong],
      [`?to=${addDays(today, 1)}`, JOB_STATS_MSG.future(today)],
      [`?from=${addDays(today, 3)}`, JOB_STATS_MSG.future(today)],
    ]
    for (const [query, message] of cases) {
      const res = await callAs(t.app, 'GET', url(ids.active, query), cast.owner)
      expect(res.status, query).toBe(400)
      expect(res.body.success, query).toBe(false)
      expect(res.body.error.message, query).toBe(message)
    }
    // exactly JOB_STATS.maxDays days is allowed
    expect((await stats(ids.active, `?from=${addDays(today, -(JOB_STATS.maxDays - 1))}&to=${today}`)).days).toHaveLength(JOB_STATS.maxDays)
  })

  it('answers a job without any count with its days, all zero', async () => {
    const fresh = await job({ title: 'Tin mới đăng sáng nay', publishedAt: new Date(), createdAt: new Date(), expiresAt: new Date(Date.now() + 10 * DAY) })
    const data = await stats(fresh)
    expect(data.days).toHaveLength(1)
    expect(Object.values(data.totals).every((n) => n === 0)).toBe(true)
  })
})

describe('statsRange', () => {
  const life = { from: '2025-03-01', to: '2025-04-15' }
  it('defaults to the life up to today, at most JOB_STATS.maxDays days', () => {
    expect(statsRange({}, life, '2025-03-10')).toEqual({ from: '2025-03-01', to: '2025-03-10' })
    expect(statsRange({}, life, '2025-06-01')).toEqual({ from: '2025-03-01', to: '2025-04-15' })
    expect(statsRange({}, { from: '2024-01-01', to: '2025-12-31' }, '2025-06-01')).toEqual({ from: addDays('2025-06-01', -89), to: '2025-06-01' })
    // a life that starts tomorrow (published ahead) still answers today
    expect(statsRange({}, { from: '2025-03-02', to: '2025-04-15' }, '2025-03-01')).toEqual({ from: '2025-03-01', to: '2025-03-01' })
  })

  it('takes only real calendar days (month 13 is refused, not thrown on)', () => {
    for (const day of ['2025-13-01', '2025-02-30', '2025-00-10', '2025-1-01', '']) expect(isDay(day), day).toBe(false)
    expect(isDay('2024-02-29')).toBe(true)
    expect(statsRange({ from: '2025-13-01' }, life, '2025-03-10')).toEqual({ error: JOB_STATS_MSG.fromFormat })
  })
})
