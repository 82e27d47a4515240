import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runDueJobs, type JobHandlers } from '../../lib/queue'
import { createTestContext, insertTestJob, recordingRealtime, type TestContext } from '../../testing'
import { backgroundWork, scheduleRecurring } from '../../worker'
import { ALERTS, ALERT_KINDS, digestFor, savedSearchAlerts, scheduleSavedSearchAlerts } from './saved-searches.alerts'
import { vietnamDay } from '../../../src/domain/manage-listing'

const DAY = 86_400_000
let t: TestContext
let handlers: JobHandlers
const realtime = recordingRealtime()
const { delivered } = realtime

/** 10:00 in Vietnam, `daysAgo` days before today: always in the past, so what it queues is due. */
const tenOClock = (daysAgo: number) => new Date(`${vietnamDay(new Date(Date.now() - daysAgo * DAY))}T10:00:00+07:00`)

async function createUser(phone: string, email: { address: string; verified: boolean } | null) {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO users (phone, password_hash, full_name, email, email_verified_at)
     VALUES ($1, 'x', 'Người tìm việc', $2, CASE WHEN $3::boolean THEN now() END) RETURNING id`,
    [phone, email?.address ?? null, email?.verified ?? false],
  )
  return row.id
}

async function createSearch(userId: number, name: string, query: string, createdDaysAgo: number, alerts = true) {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO saved_searches (user_id, name, query, alerts_enabled, created_at)
     VALUES ($1, $2, $3, $4, now() - make_interval(days => $5)) RETURNING id`,
    [userId, name, query, alerts, createdDaysAgo],
  )
  return row.id
}

/** As if the last check was long ago (the next virtual day's check is then due). */
const forgetCheck = (id: number) =>
  t.db.query(`UPDATE saved_searches SET last_checked_at = now() - interval '10 days' WHERE id = $1`, [id])

const searchRow = async (id: number) =>
  (
    await t.db.query<{ last_alert_at: Date | null; last_checked_at: Date | null }>(
      'SELECT last_alert_at, last_checked_at FROM saved_searches WHERE id = $1',
      [id],
    )
  )[0]

const inboxOf = (userId: number) =>
  t.db.query<{ part: string; title: string; content: string; url: string }>(
    'SELECT part, title, content, url FROM inboxes WHERE user_id = $1 ORDER BY id',
    [userId],
  )

const emailsTo = (address: string) =>
  t.db.query<{ subject: string; body: string }>(
    `SELECT subject, body FROM outbox_messages WHERE channel = 'email' AND recipient = $1 ORDER BY id`,
    [address],
  )

const queued = (kind: string) =>
  t.db.query<{ dedupe_key: string; run_at: Date; finished_at: Date | null }>(
    'SELECT dedupe_key, run_at, finished_at FROM background_jobs WHERE kind = $1 ORDER BY id',
    [kind],
  )

const job = (title: string, overrides: Parameters<typeof insertTestJob>[1] = {}) =>
  insertTestJob(t.db, {
    title,
    cityId: 1,
    districtId: 1001,
    reviewStatus: 1001,
    isHidden: false,
    publishedAt: new Date(Date.now() - DAY),
    pushedAt: new Date(Date.now() - DAY),
    expiresAt: new Date(Date.now() + 30 * DAY),
    ...overrides,
  })

/** Everything queued and due, until nothing is left (a check may queue its e-mail). */
async function drain() {
  while ((await runDueJobs(t.db, handlers)) > 0);
}

let lan: number
let minh: number
let lanSearch: number
let minhSearch: number
const QUERY = 'q=m%C3%A1y+n%C3%A9n+kh%C3%AD&city_id=1' // "máy nén khí" in Hà Nội
beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 30, jobs: 20 } })
  handlers = savedSearchAlerts({ db: t.db, env: t.env, realtime, reference: t.app.reference }).handlers
  lan = await createUser('0901111111', { address: 'lan@example.vn', verified: true })
  minh = await createUser('0902222222', { address: 'minh@example.vn', verified: false })
  lanSearch = await createSearch(lan, 'Máy nén khí Hà Nội', QUERY, 5)
  minhSearch = await createSearch(minh, 'Máy nén khí', QUERY, 5)
  await createSearch(minh, 'Tắt thông báo', 'q=m%C3%A1y+n%C3%A9n+kh%C3%AD', 5, false)
  // published since the searches were saved and matching
  await job('Kỹ thuật viên máy nén khí')
  await job('Thợ sửa máy nén khí', { publishedAt: new Date(Date.now() - 2 * DAY) })
  // not matching or not active: never counted
  await job('Kỹ thuật viên máy nén khí HCM', { cityId: 2, districtId: 2001 })
  await job('Máy nén khí (tin ẩn)', { isHidden: true })
  await job('Máy nén khí (chờ duyệt)', { reviewStatus: 1000 })
  await job('Máy nén khí (hết hạn)', { expiresAt: new Date(Date.now() - 1000) })
  // published before the searches were saved
  await job('Máy nén khí cũ', { publishedAt: new Date(Date.now() - 8 * DAY), pushedAt: new Date(Date.now() - 8 * DAY) })
})
afterAll(() => t.close())

describe('scheduling', () => {
  it('queues one check per search with alerts on, once per Vietnamese day', async () => {
    const day = tenOClock(3)
    expect(await scheduleSavedSearchAlerts(t.db, day)).toBe(2)
    expect(await scheduleSavedSearchAlerts(t.db, day)).toBe(0)
    expect(await scheduleSavedSearchAlerts(t.db, new Date(day.getTime() + 5 * 3600_000))).toBe(0)
    const keys = (await queued(ALERT_KINDS.check)).map((row) => row.dedupe_key).sort()
    const date = vietnamDay(day)
    expect(keys).toEqual([`saved-search:${lanSearch}:${date}`, `saved-search:${minhSearch}:${date}`].sort())
  })

  it('holds digests queued at night until 07:00 Vietnamese time', async () => {
    const night = new Date('2030-03-04T05:30:00+07:00')
    expect(vietnamDay(night)).toBe('2030-03-04')
    expect(vietnamDay(new Date('2030-03-04T23:30:00+07:00'))).toBe('2030-03-04')
    await scheduleSavedSearchAlerts(t.db, night)
    const rows = (await queued(ALERT_KINDS.check)).filter((row) => row.dedupe_key.endsWith(':2030-03-04'))
    expect(rows).toHaveLength(2)
    for (const row of rows) expect(new Date(row.run_at).toISOString()).toBe('2030-03-04T00:00:00.000Z')
    await t.db.query(`DELETE FROM background_jobs WHERE dedupe_key LIKE '%:2030-03-04'`)
  })
})

describe('the daily check', () => {
  it('sends a digest of the new matching jobs to the inbox, live, and e-mails a verified address only', async () => {
    await drain()
    const [message] = await inboxOf(lan)
    expect(message).toMatchObject({
      part: 'candidate',
      title: '2 việc làm mới cho tìm kiếm “Máy nén khí Hà Nội”',
      url: '/tuyen-dung?q=m%C3%A1y+n%C3%A9n+kh%C3%AD&city_id=1&sort=3000',
    })
    expect(message.content.split('\n')).toEqual([
      expect.stringMatching(/^• Kỹ thuật viên máy nén khí - .+ \(Quận Ba Đình, Hà Nội\)$/),
      expect.stringMatching(/^• Thợ sửa máy nén khí - /),
    ])
    expect(delivered).toContainEqual({
      userId: lan,
      event: 'notification',
      payload: expect.objectContaining({ type: 'inbox', inbox: expect.objectContaining({ title: message.title }) }),
    })
    const [mail] = await emailsTo('lan@example.vn')
    expect(mail.subject).toBe(message.title)
    expect(mail.body).toContain(`${t.env.publicOrigin}/tuyen-dung?q=m%C3%A1y+n%C3%A9n+kh%C3%AD&city_id=1&sort=3000`)
    expect(mail.body).toContain(`${t.env.publicOrigin}/tim-kiem-da-luu`)
    expect(mail.body).toMatch(/\/viec-lam\/ky-thuat-vien-may-nen-khi-\d+/)

    // Minh's address is not verified: inbox only
    expect(await inboxOf(minh)).toHaveLength(1)
    expect(await emailsTo('minh@example.vn')).toEqual([])
    expect((await searchRow(lanSearch)).last_alert_at).not.toBeNull()
    expect((await queued(ALERT_KINDS.check)).every((row) => row.finished_at)).toBe(true)
  })

  it('sends nothing the next day when no new job matched, but records the check', async () => {
    await forgetCheck(lanSearch)
    await forgetCheck(minhSearch)
    const before = await searchRow(lanSearch)
    expect(await scheduleSavedSearchAlerts(t.db, tenOClock(2))).toBe(2)
    await drain()
    expect(await inboxOf(lan)).toHaveLength(1)
    expect(await emailsTo('lan@example.vn')).toHaveLength(1)
    const after = await searchRow(lanSearch)
    expect(after.last_alert_at).toEqual(before.last_alert_at)
    expect(new Date(after.last_checked_at!).getTime()).toBeGreaterThan(new Date(before.last_checked_at!).getTime())
  })

  it('counts only jobs published after the last digest', async () => {
    await job('Nhân viên vận hành máy nén khí', { publishedAt: new Date(), pushedAt: new Date() })
    await forgetCheck(lanSearch)
    expect(await scheduleSavedSearchAlerts(t.db, tenOClock(1))).toBe(1)
    await drain()
    const messages = await inboxOf(lan)
    expect(messages).toHaveLength(2)
    expect(messages[1].title).toBe('1 việc làm mới cho tìm kiếm “Máy nén khí Hà Nội”')
    expect(messages[1].content).toMatch(/^• Nhân viên vận hành máy nén khí - /)
    expect(await emailsTo('lan@example.vn')).toHaveLength(2)
  })

  it('skips a search deleted or switched off after it was queued', async () => {
    await forgetCheck(lanSearch)
    await forgetCheck(minhSearch)
    const future = new Date(Date.now() + 2 * DAY)
    expect(await scheduleSavedSearchAlerts(t.db, future)).toBe(2)
    await t.db.query('UPDATE background_jobs SET run_at = now() WHERE dedupe_key LIKE $1', [`%:${vietnamDay(future)}`])
    await job('Máy nén khí mới nữa', { publishedAt: new Date(), pushedAt: new Date() })
    await t.db.query('DELETE FROM saved_searches WHERE id = $1', [lanSearch])
    await t.db.query('UPDATE saved_searches SET alerts_enabled = false WHERE id = $1', [minhSearch])
    const minhBefore = (await inboxOf(minh)).length
    await drain()
    expect(await inboxOf(lan)).toHaveLength(2)
    expect(await inboxOf(minh)).toHaveLength(minhBefore)
    const failed = await t.db.query(`SELECT id FROM background_jobs WHERE last_error IS NOT NULL`)
    expect(failed).toEqual([])
  })
})

describe('the digest text', () => {
  it('says "100+" and "và nhiều việc làm khác" when the count is capped', () => {
    const card = { title: 'Kế toán', organization: { name: 'Công ty A' }, city: { name: 'Hà Nội' }, district: null }
    const digest = digestFor(
      { name: 'Kế toán', query: 'q=ke+toan' },
      { count: ALERTS.countCap, capped: true, jobs: Array(ALERTS.digestJobs).fill(card) },
    )
    expect(digest.title).toBe(`${ALERTS.countCap}+ việc làm mới cho tìm kiếm “Kế toán”`)
    expect(digest.content.split('\n').at(-1)).toBe('và nhiều việc làm khác.')
    expect(digest.url).toBe('/tuyen-dung?q=ke+toan&sort=3000')
    // a name that already quotes its keyword is not quoted twice
    expect(digestFor({ name: '“kế toán” tại Hà Nội', query: 'q=ke+toan' }, { count: 2, capped: false, jobs: [] }).title).toBe(
      '2 việc làm mới cho tìm kiếm “kế toán” tại Hà Nội',
    )
  })
})

describe('the background worker', () => {
  it('registers the hourly schedule and runs it through the queue', async () => {
    const work = backgroundWork({ db: t.db, env: t.env, realtime, reference: t.app.reference })
    expect(work.recurring).toContainEqual({ kind: ALERT_KINDS.schedule, everyMs: 3600_000 })
    for (const kind of Object.values(ALERT_KINDS)) expect(work.handlers[kind]).toBeTypeOf('function')
    const fresh = await createSearch(minh, 'Mới lưu', 'q=m%C3%A1y+n%C3%A9n+kh%C3%AD&city_id=1&sort=3000', 0)
    await scheduleRecurring({ db: t.db, env: t.env, realtime, reference: t.app.reference }, work.recurring)
    await runDueJobs(t.db, work.handlers)
    const [check] = await t.db.query<{ run_at: Date }>('SELECT run_at FROM background_jobs WHERE dedupe_key = $1', [
      `saved-search:${fresh}:${vietnamDay(new Date())}`,
    ])
    expect(check).toBeDefined()
  })
})
