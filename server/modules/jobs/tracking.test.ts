import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MSG } from '../../../src/domain/messages'
import { createTestContext, createTestUser, insertTestJob, type TestContext, type TestUser } from '../../testing'
import { PHONE_SHOW_LIMITS, TRACKING_POLICY, TrackingSalt, isCountedAgent, networkOf, trackingDay } from './tracking'

let t: TestContext
const DAY = 86_400_000
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1'
const ids: Record<string, number> = {}
const many: number[] = []

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 30, jobs: 20 } })
  const soon = new Date(Date.now() + 30 * DAY)
  const job = (title: string, extra: Record<string, unknown> = {}) =>
    insertTestJob(t.db, { title, expiresAt: soon, reviewStatus: 1001, isHidden: false, contactPhone: '0912345678', contactName: 'Chị Lan', ...extra })
  ids.job = await job('Kế toán tổng hợp')
  ids.other = await job('Nhân viên kho')
  ids.contacted = await job('Lễ tân khách sạn')
  ids.phone = await job('Thu ngân siêu thị', { contactPhone: '0987654321' })
  ids.ended = await job('Kế toán thuế', { expiresAt: new Date(Date.now() - DAY) })
  ids.hidden = await job('Kế toán nội bộ', { isHidden: true })
  ids.waiting = await job('Kế toán chờ duyệt', { reviewStatus: 1000 })
  for (let i = 0; i < 11; i++) many.push(await job(`Phục vụ nhà hàng ${i}`))
})
afterAll(() => t.close())

interface From {
  ip?: string
  ua?: string
  user?: TestUser
}
let nextIp = 1
/** A browser of its own: a fresh address with a desktop Chrome. */
const visitor = (extra: From = {}): From => ({ ip: `203.0.113.${nextIp++}`, ua: CHROME, ...extra })

async function post(url: string, payload: unknown, from: From = visitor()) {
  const headers: Record<string, string> = {}
  if (from.ua !== undefined) headers['user-agent'] = from.ua
  if (from.user) headers.authorization = `Bearer ${from.user.token}`
  const res = await t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: from.ip ?? '198.51.100.1' })
  return { status: res.statusCode, body: res.json(), headers: res.headers }
}
const view = (id: number, from?: From) => post('/job/v1/classifieds/tracking-view', { classified_id: id }, from)
const contact = (id: number, type: number, from?: From) => post('/job/v1/classifieds/tracking-contact', { classified_id: id, type }, from)
const showPhone = (id: number, from?: From, extra: Record<string, unknown> = {}) => post('/listing/v1/phone/show', { classified_id: id, ...extra }, from)

async function stats(id: number) {
  const [row] = await t.db.query<{ views: number; impressions: number; contacts: number; contacts_call: number; contacts_chat: number; contacts_login: number; view_count: number }>(
    `SELECT coalesce(s.views, 0) AS views, coalesce(s.impressions, 0) AS impressions, coalesce(s.contacts, 0) AS contacts,
            coalesce(s.contacts_call, 0) AS contacts_call, coalesce(s.contacts_chat, 0) AS contacts_chat,
            coalesce(s.contacts_login, 0) AS contacts_login, j.view_count
       FROM jobs j LEFT JOIN job_stats_daily s ON s.job_id = j.id AND s.day = $2::date WHERE j.id = $1`,
    [id, trackingDay()],
  )
  return row
}

describe('views and impressions count once per visitor, job and day', () => {
  it('counts repeat views from one visitor once, and two visitors twice', async () => {
    const before = await stats(ids.job)
    const one = visitor()
    expect((await view(ids.job, one)).body.data.tracked).toBe(1)
    for (let i = 0; i < 5; i++) expect((await view(ids.job, one)).body.data.tracked).toBe(0)
    expect(await stats(ids.job)).toMatchObject({ views: before.views + 1, view_count: before.view_count + 1 })
    await view(ids.job, visitor({ ua: SAFARI_IPHONE }))
    expect(await stats(ids.job)).toMatchObject({ views: before.views + 2, view_count: before.view_count + 2 })
    // the same address with another browser is another person (a family, an office)
    await view(ids.job, { ...one, ua: SAFARI_IPHONE })
    expect((await stats(ids.job)).views).toBe(before.views + 3)
  })

  it('counts a signed-in account once wherever it comes from, and two accounts on one address twice', async () => {
    const [lan, minh] = [await createTestUser(t.db, 'Nguyễn Thị Lan'), await createTestUser(t.db, 'Trần Văn Minh')]
    const before = (await stats(ids.other)).views
    expect((await view(ids.other, visitor({ user: lan }))).body.data.tracked).toBe(1)
    expect((await view(ids.other, visitor({ user: lan, ua: SAFARI_IPHONE }))).body.data.tracked).toBe(0)
    const office = visitor()
    expect((await view(ids.other, { ...office, user: minh })).body.data.tracked).toBe(1)
    expect((await stats(ids.other)).views).toBe(before + 2)
  })

  it('ignores crawlers, headless browsers, scripts and a missing user agent', async () => {
    const before = await stats(ids.job)
    for (const ua of [
      '',
      'curl/8.5.0',
      'python-requests/2.32.3',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    ]) {
      const res = await view(ids.job, visitor({ ua }))
      expect(res.status, ua).toBe(200)
      expect(res.body.data.tracked, ua).toBe(0)
      expect((await post('/job/v1/classifieds/tracking-impression', { classified_ids: [ids.job] }, visitor({ ua }))).body.data.tracked, ua).toBe(0)
    }
    expect((await view(ids.job, { ip: '198.51.100.7' })).body.data.tracked).toBe(0) // no user-agent header at all
    expect(await stats(ids.job)).toEqual(before)
  })

  it('batches at most 10 ids a call, with a Vietnamese 400 beyond', async () => {
    const tooMany = await post('/job/v1/classifieds/tracking-impression', { classified_ids: many })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.error.message).toBe('Gửi tối đa 10 tin mỗi lần.')
    const viewsTooMany = await post('/job/v1/classifieds/tracking-view', { classified_ids: many })
    expect(viewsTooMany.status).toBe(400)
    expect(viewsTooMany.body.error.message).toBe('Gửi tối đa 10 tin mỗi lần.')
    const mixed = await post('/job/v1/classifieds/tracking-view', { classified_id: many[10], classified_ids: many.slice(0, 10) })
    expect(mixed.body.error.message).toBe('Gửi tối đa 10 tin mỗi lần.')
    const none = await post('/job/v1/classifieds/tracking-view', {})
    expect(none.status).toBe(400)
    expect(none.body.error.message).toBe('Thiếu danh sách tin.')

    const one = visitor()
    const ten = many.slice(0, 10)
    expect((await post('/job/v1/classifieds/tracking-impression', { classified_ids: ten }, one)).body.data.tracked).toBe(10)
    expect((await post('/job/v1/classifieds/tracking-impression', { classified_ids: ten }, one)).body.data.tracked).toBe(0)
    expect((await post('/job/v1/classifieds/tracking-view', { classified_ids: ten }, one)).body.data.tracked).toBe(10)
    for (const id of ten) expect(await stats(id)).toMatchObject({ impressions: 1, views: 1, view_count: 1 })
  })

  it('caps the visitors one network adds, however many user agents it rotates', async () => {
    const before = (await stats(many[10])).views
    let counted = 0
    for (let i = 0; i < TRACKING_POLICY.visitorsPerNetwork + 5; i++) {
      counted += (await view(many[10], { ip: '192.0.2.50', ua: `${CHROME} Build/${i}` })).body.data.tracked
    }
    expect(counted).toBe(TRACKING_POLICY.visitorsPerNetwork)
    // IPv6: the /64 is one network
    for (let i = 0; i < TRACKING_POLICY.visitorsPerNetwork + 5; i++) {
      counted += (await view(many[10], { ip: `2001:db8:1:2::${(i + 1).toString(16)}`, ua: CHROME })).body.data.tracked
    }
    expect(counted).toBe(2 * TRACKING_POLICY.visitorsPerNetwork)
    expect((await stats(many[10])).views).toBe(before + 2 * TRACKING_POLICY.visitorsPerNetwork)
  })

  it('counts views of an ended job, nothing for hidden, waiting or unknown jobs', async () => {
    expect((await view(ids.ended)).body.data.tracked).toBe(1)
    for (const id of [ids.hidden, ids.waiting, 987_654_321]) {
      const res = await view(id)
      expect(res.status).toBe(200)
      expect(res.body.data.tracked).toBe(0)
    }
    expect(await stats(ids.hidden)).toMatchObject({ views: 0, view_count: 0 })
  })

  it('stores hashes of the day, never the address, user agent or account', async () => {
    const rows = await t.db.query<{ visitor: string; network: string; day: string }>(
      `SELECT visitor::text, network::text, day::text AS day FROM job_tracking_seen`,
    )
    expect(rows.length).toBeGreaterThan(0)
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
    for (const row of rows) {
      expect(row.visitor).toMatch(uuid)
      expect(row.network).toMatch(uuid)
      expect(row.day).toBe(trackingDay())
    }
    // one visitor, one hash: the same visitor on two jobs, several visitors on one network
    expect(new Set(rows.map((r) => r.visitor)).size).toBeGreaterThan(20)
    expect(new Set(rows.map((r) => r.network)).size).toBeLessThan(new Set(rows.map((r) => r.visitor)).size)
    const dump = JSON.stringify(await t.db.query(`SELECT * FROM job_tracking_seen`))
    expect(dump).not.toMatch(/203\.0\.113|192\.0\.2|2001:db8|Mozilla|Chrome/)
  })
})

describe('contacts by type', () => {
  it('stores call, chat and login contacts apart, each once per visitor and day; contacts is their total', async () => {
    const one = visitor()
    for (const type of [0, 1, 2, 0, 1, 2]) await contact(ids.contacted, type, one)
    await contact(ids.contacted, 1, visitor())
    expect(await stats(ids.contacted)).toMatchObject({ contacts: 4, contacts_call: 1, contacts_chat: 2, contacts_login: 1 })
  })

  it('refuses a missing or unknown type in Vietnamese, and counts no contact on an ended job', async () => {
    for (const payload of [{ classified_id: ids.contacted }, { classified_id: ids.contacted, type: 3 }, { classified_id: ids.contacted, type: 'call' }]) {
      const res = await post('/job/v1/classifieds/tracking-contact', payload)
      expect(res.status).toBe(400)
      expect(res.body.error.message).toBe('Loại liên hệ không hợp lệ (0: gọi điện, 1: chat, 2: đăng nhập).')
    }
    expect((await contact(ids.ended, 0)).body.data.tracked).toBe(0)
  })
})

describe('POST /listing/v1/phone/show', () => {
  it('keeps the number out of the job detail, which carries a masked form only', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/listing/v1/classifieds/${ids.phone}/job` })
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain('0987654321')
    expect(res.json().data.contact_phone).toBeUndefined()
    expect(res.json().data.contact_phone_masked).toBe('0987 654 ***')
  })

  it('returns the phone and counts one call contact per visitor', async () => {
    const one = visitor()
    const first = await showPhone(ids.phone, one)
    expect(first.status).toBe(200)
    expect(first.body.data).toEqual({ classified_id: ids.phone, phone: '0987654321', contact_name: 'Chị Lan' })
    expect(first.headers['cache-control']).toBe('private, no-store')
    expect((await showPhone(ids.phone, one)).body.data.phone).toBe('0987654321')
    expect(await stats(ids.phone)).toMatchObject({ contacts: 1, contacts_call: 1 })
    await showPhone(ids.phone, visitor())
    expect(await stats(ids.phone)).toMatchObject({ contacts: 2, contacts_call: 2 })
    // the browser already counted this contact (its 30-day record): the number, no count
    expect((await showPhone(ids.phone, visitor(), { track: false })).body.data.phone).toBe('0987654321')
    // a crawler gets nothing counted either
    expect((await showPhone(ids.phone, visitor({ ua: 'curl/8.5.0' }))).status).toBe(200)
    expect(await stats(ids.phone)).toMatchObject({ contacts: 2, contacts_call: 2 })
  })

  it('answers 404 for hidden, waiting and unknown jobs and the ended notice for an ended one', async () => {
    for (const id of [ids.hidden, ids.waiting, 987_654_321]) {
      const res = await showPhone(id)
      expect(res.status).toBe(404)
      expect(res.body.error.message).toBe('Tin tuyển dụng không tồn tại hoặc đã bị gỡ.')
      expect(res.body.data).toBeUndefined()
    }
    const ended = await showPhone(ids.ended)
    expect(ended.status).toBe(400)
    expect(ended.body.error).toEqual({ code: 'job_ended', message: MSG.jobEnded })
    expect(JSON.stringify(ended.body)).not.toContain('0912345678')
    const bad = await post('/listing/v1/phone/show', {})
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toBe('Thiếu mã tin.')
  })

  it('limits each visitor with a Vietnamese 429 and Retry-After', async () => {
    const one = visitor()
    for (let i = 0; i < PHONE_SHOW_LIMITS.visitor.limit; i++) expect((await showPhone(ids.job, one)).status).toBe(200)
    const limited = await showPhone(ids.job, one)
    expect(limited.status).toBe(429)
    expect(limited.body.error.message).toMatch(/^Bạn đã xem quá nhiều số điện thoại\. Vui lòng thử lại sau \d+ phút\.$/)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // someone else is not limited
    expect((await showPhone(ids.job, visitor())).status).toBe(200)
  })
})

describe('who is a visitor', () => {
  it('tells browsers (in-app ones too) from crawlers and scripts', () => {
    expect(isCountedAgent(CHROME)).toBe(true)
    expect(isCountedAgent(SAFARI_IPHONE)).toBe(true)
    expect(isCountedAgent(`${SAFARI_IPHONE} Zalo iOS/505 ZaloTheme/light ZaloLanguage/vi`)).toBe(true)
    expect(isCountedAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0]')).toBe(true)
    expect(isCountedAgent('Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36')).toBe(true)
    for (const ua of [undefined, '', 'okhttp/4.12.0', 'Mozilla/5.0 (compatible; AhrefsBot/7.0)', 'Mozilla/5.0 (compatible; YandexBot/3.0)', 'AdsBot-Google (+http://www.google.com/adsbot.html)', 'Playwright/1.55', 'x'.repeat(600)]) {
      expect(isCountedAgent(ua), String(ua)).toBe(false)
    }
  })

  it('groups IPv6 addresses by /64 and keeps IPv4 addresses whole', () => {
    expect(networkOf('203.0.113.9')).toBe('203.0.113.9')
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(networkOf('2001:db8:1:2::5')).toBe(networkOf('2001:0db8:0001:0002:ffff:1:2:3'))
    expect(networkOf('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64')
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(networkOf('2001:db8:1:3::5')).not.toBe(networkOf('2001:db8:1:2::5'))
  })

  it('counts in Vietnamese days', () => {
    expect(trackingDay(new Date('2030-03-04T16:59:59Z'))).toBe('2030-03-04')
    expect(trackingDay(new Date('2030-03-04T17:00:00Z'))).toBe('2030-03-05')
  })

  it('shares one salt a day, and the instance creating it drops days before yesterday', async () => {
    const zero = '00000000-0000-0000-0000-000000000000'
    await t.db.query(`INSERT INTO tracking_salts (day, salt) VALUES ('2000-01-01', $1), ('2000-01-04', $1)`, [zero])
    await t.db.query(
      `INSERT INTO job_tracking_seen (day, job_id, event, visitor, network) VALUES ('2000-01-01', 1, 1, $1, $1), ('2000-01-04', 1, 1, $1, $1)`,
      [zero],
    )
    const [a, b] = [new TrackingSalt(t.db), new TrackingSalt(t.db)]
    const [first, second] = await Promise.all([a.forDay('2000-01-05'), b.forDay('2000-01-05')])
    expect(first).toBe(second)
    expect(first).not.toBe(zero)
    expect(await a.forDay('2000-01-04')).toBe(zero)
    await expect.poll(async () => (await t.db.query(`SELECT day::text AS day FROM job_tracking_seen WHERE day < '2000-01-05'`)).map((r) => r.day)).toEqual(['2000-01-04'])
    // the clean-up runs in the background, the salts after the seen rows: wait for it too
    const days = async () => (await t.db.query<{ day: string }>(`SELECT day::text AS day FROM tracking_salts WHERE day < '2001-01-01' ORDER BY day`)).map((r) => r.day)
    await expect.poll(days).toEqual(['2000-01-04', '2000-01-05'])
  })
})
