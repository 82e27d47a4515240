import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MSG } from '../../../src/domain/messages'
import { API_MSG } from '../../../src/domain/api-messages'
import { createTestContext, createTestUser, recordingRealtime, type TestContext, type TestUser } from '../../testing'
import { issueToken, resolveToken, revokeToken } from '../identity/tokens'
import { createInboxMessage, type Inbox, type InboxPart } from './mail.service'
import { PUBLIC_ANNOUNCEMENTS, seedPublicInbox } from './mail.seed'

let t: TestContext
const realtime = recordingRealtime()
const { delivered } = realtime

const createUser = (name: string) => createTestUser(t.db, name)

const send = (userId: number, part: InboxPart, title: string, extra: { content?: string; url?: string } = {}) =>
  createInboxMessage({ db: t.db, realtime }, { userId, part, title, ...extra })

const call = async (method: 'GET' | 'PUT' | 'DELETE', url: string, user?: TestUser | string) => {
  const token = typeof user === 'string' ? user : user?.token
  const res = await t.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} })
  return { status: res.statusCode, body: res.json(), headers: res.headers }
}

/** Moves a user's "last seen" into the past, as if they had opened the inbox a while ago. */
const seenAgo = (user: TestUser, seconds: number) =>
  t.db.query(`UPDATE users SET inbox_seen_at = now() - make_interval(secs => $2) WHERE id = $1`, [user.id, seconds])

const rowOf = async (id: number) =>
  (await t.db.query<{ is_read: boolean; user_id: number | null }>('SELECT is_read, user_id FROM inboxes WHERE id = $1', [id]))[0]

let lan: TestUser
let minh: TestUser
beforeAll(async () => {
  t = await createTestContext({ seed: false })
  lan = await createUser('Nguyễn Thị Lan')
  minh = await createUser('Trần Văn Minh')
})
afterAll(() => t.close())

describe('createInboxMessage', () => {
  it('stores NFC text and delivers the message with the unread count to the user live', async () => {
    const before = delivered.length
    const inbox = await send(lan.id, 'candidate', 'Nhà tuyển dụng đã xem hồ sơ'.normalize('NFD'), { url: '/jobseeker' })
    expect(inbox).toMatchObject({ part: 'candidate', title: 'Nhà tuyển dụng đã xem hồ sơ', content: '', url: '/jobseeker', is_read: false })
    expect(inbox.title).toBe(inbox.title.normalize('NFC'))
    expect(new Date(inbox.created_at).toISOString()).toBe(inbox.created_at)
    expect(delivered.slice(before)).toEqual([
      { userId: lan.id, event: 'notification', payload: { type: 'inbox', inbox, total_unreads: 1 } },
    ])
    await t.db.query('DELETE FROM inboxes WHERE id = $1', [inbox.id])
  })
})

describe('private inbox', () => {
  let a1: Inbox, a2: Inbox, c1: Inbox, other: Inbox

  beforeAll(async () => {
    a1 = await send(lan.id, 'candidate', 'Bạn đã ứng tuyển thành công vị trí Kế toán tổng hợp')
    a2 = await send(lan.id, 'candidate', 'Công ty TNHH Minh Phát đã xem hồ sơ của bạn', { content: 'Hãy giữ điện thoại để nhận cuộc gọi.' })
    c1 = await send(lan.id, 'common', 'Hồ sơ của bạn đã được duyệt')
    other = await send(minh.id, 'candidate', 'Tin tuyển dụng của bạn đã được duyệt')
  })

  it('answers 401 "Bạn cần đăng nhập!" on every private endpoint without a valid token', async () => {
    const endpoints: Array<['GET' | 'PUT' | 'DELETE', string]> = [
      ['GET', '/mail/v1/inboxes/latest'],
      ['GET', '/mail/v1/inboxes/job-candidate'],
      ['PUT', '/mail/v1/inboxes/mark-all-as-read'],
      ['PUT', `/mail/v1/inboxes/${a1.id}/mark-as-read`],
      ['DELETE', `/mail/v1/inboxes/${a1.id}`],
      // auth comes before input checks: an anonymous caller learns nothing from validation
      ['PUT', '/mail/v1/inboxes/abc/mark-as-read'],
      ['GET', '/mail/v1/inboxes/job-candidate?limit=abc'],
    ]
    for (const [method, url] of endpoints) {
      for (const token of [undefined, 'khong-hop-le']) {
        const res = await call(method, url, token)
        expect(res.status, `${method} ${url}`).toBe(401)
        expect(res.body).toEqual({ success: false, error: { code: 'unauthorized', message: API_MSG.needLogin } })
      }
    }
    expect((await rowOf(a1.id)).is_read).toBe(false)
  })

  it('summarises both parts: totals, unread and has_new against the last visit', async () => {
    await seenAgo(lan, 3600)
    const res = await call('GET', '/mail/v1/inboxes/latest', lan)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.body).toEqual({
      success: true,
      data: {
        total_unreads: 3,
        total: 3,
        has_new: true,
        candidate: { total: 2, unread: 2, has_new: true },
        common: { total: 1, unread: 1, has_new: true },
      },
    })
    expect((await call('GET', '/mail/v1/inboxes/latest', minh)).body.data).toMatchObject({
      total_unreads: 1,
      candidate: { total: 1, unread: 1 },
      common: { total: 0, unread: 0, has_new: false },
    })
  })

  it('lists the candidate part newest first, pages with offset/limit, and marks the inbox seen', async () => {
    await seenAgo(lan, 3600)
    const res = await call('GET', '/mail/v1/inboxes/job-candidate', lan)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ items: [a2, a1], total: 2 })
    const paged = await call('GET', '/mail/v1/inboxes/job-candidate?offset=1&limit=1', lan)
    expect(paged.body.data).toEqual({ items: [a1], total: 2 })
    const latest = (await call('GET', '/mail/v1/inboxes/latest', lan)).body.data
    expect(latest).toMatchObject({ total_unreads: 3, has_new: false, candidate: { unread: 2, has_new: false } })
    // a message arriving after the visit is new again
    const later = await send(lan.id, 'candidate', 'Bạn có lời mời phỏng vấn mới')
    await t.db.query(`UPDATE inboxes SET created_at = now() + interval '1 second' WHERE id = $1`, [later.id])
    expect((await call('GET', '/mail/v1/inboxes/latest', lan)).body.data.candidate).toEqual({ total: 3, unread: 3, has_new: true })
    await t.db.query('DELETE FROM inboxes WHERE id = $1', [later.id])
  })

  it('lists the signed-in common part (and marks it seen); never someone else\'s messages', async () => {
    await seenAgo(lan, 3600)
    const res = await call('GET', '/mail/v1/inboxes/job-common', lan)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.body.data).toEqual({ items: [c1], total: 1 })
    expect((await call('GET', '/mail/v1/inboxes/latest', lan)).body.data.common.has_new).toBe(false)
    const minhs = (await call('GET', '/mail/v1/inboxes/job-candidate', minh)).body.data
    expect(minhs).toEqual({ items: [other], total: 1 })
  })

  it('validates offset and limit with the shared rules (default 20, max 100)', async () => {
    const cases: Array<[string, string]> = [
      ['limit=0', 'limit phải lớn hơn 0.'],
      ['limit=101', 'limit tối đa 100.'],
      ['limit=abc', 'limit phải là số nguyên'],
      ['offset=-1', 'offset phải là số không âm.'],
      ['offset=1e309', 'offset phải là số nguyên'],
    ]
    for (const [query, message] of cases) {
      for (const path of ['job-candidate', 'job-common']) {
        const res = await call('GET', `/mail/v1/inboxes/${path}?${query}`, lan)
        expect(res.status, `${path}?${query}`).toBe(400)
        expect(res.body).toEqual({ success: false, error: { code: 'validation_error', message } })
      }
    }
    expect((await call('GET', '/mail/v1/inboxes/job-candidate?limit=100', lan)).status).toBe(200)
  })

  it('marks one own message read and returns it', async () => {
    const res = await call('PUT', `/mail/v1/inboxes/${a1.id}/mark-as-read`, lan)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, data: { ...a1, is_read: true } })
    expect((await call('GET', '/mail/v1/inboxes/latest', lan)).body.data).toMatchObject({
      total_unreads: 2,
      candidate: { total: 2, unread: 1 },
    })
  })

  it("answers 404 for another person's message, a public one or a missing one, and changes nothing", async () => {
    const [announcement] = await t.db.query<{ id: number }>(
      `INSERT INTO inboxes (user_id, part, title) VALUES (NULL, 'common', 'Thông báo chung') RETURNING id`,
    )
    for (const id of [other.id, announcement.id, 999_999_999]) {
      for (const [method, url] of [
        ['PUT', `/mail/v1/inboxes/${id}/mark-as-read`],
        ['DELETE', `/mail/v1/inboxes/${id}`],
      ] as const) {
        const res = await call(method, url, lan)
        expect(res.status, `${method} ${url}`).toBe(404)
        expect(res.body).toEqual({ success: false, error: { code: 'not_found', message: MSG.notFound } })
      }
    }
    expect(await rowOf(other.id)).toEqual({ is_read: false, user_id: minh.id })
    expect(await rowOf(announcement.id)).toEqual({ is_read: false, user_id: null })
    await t.db.query('DELETE FROM inboxes WHERE id = $1', [announcement.id])
  })

  it('answers 400 with a Vietnamese message for ids that are not ids', async () => {
    for (const id of ['abc', '0', '-5', '1.5', '1e309', '9'.repeat(30), '%20']) {
      for (const [method, url] of [
        ['PUT', `/mail/v1/inboxes/${id}/mark-as-read`],
        ['DELETE', `/mail/v1/inboxes/${id}`],
      ] as const) {
        const res = await call(method, url, lan)
        expect(res.status, `${method} ${url}`).toBe(400)
        expect(res.body.success).toBe(false)
        expect(res.body.error.message, `${method} ${url}`).toMatch(/^(Mã không hợp lệ\.|id phải là số nguyên)$/)
      }
    }
  })

  it("deletes one own message; the other person's stays", async () => {
    const res = await call('DELETE', `/mail/v1/inboxes/${a2.id}`, lan)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, data: null })
    expect(await rowOf(a2.id)).toBeUndefined()
    expect((await call('DELETE', `/mail/v1/inboxes/${a2.id}`, lan)).status).toBe(404)
    expect((await call('GET', '/mail/v1/inboxes/job-candidate', lan)).body.data).toEqual({
      items: [{ ...a1, is_read: true }],
      total: 1,
    })
  })

  it("marks all own messages read, and only one's own", async () => {
    const res = await call('PUT', '/mail/v1/inboxes/mark-all-as-read', lan)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, data: { total_unreads: 0 } })
    expect((await call('GET', '/mail/v1/inboxes/latest', lan)).body.data).toMatchObject({
      total_unreads: 0,
      has_new: false,
      candidate: { unread: 0 },
      common: { unread: 0 },
    })
    expect(await rowOf(other.id)).toEqual({ is_read: false, user_id: minh.id })
  })

  it('refuses a revoked token', async () => {
    const session = await issueToken(t.db, minh.id)
    await revokeToken(t.db, (await resolveToken(t.db, session.token))!.tokenId)
    expect((await call('GET', '/mail/v1/inboxes/latest', session.token)).status).toBe(401)
  })
})

describe('public inbox', () => {
  beforeAll(async () => {
    await t.db.query('DELETE FROM inboxes WHERE user_id IS NULL')
  })

  it('is empty before the seed, and the seed is idempotent', async () => {
    expect((await call('GET', '/mail/v1/inboxes/job-latest')).body.data).toEqual({ total: 0, has_new: false })
    const anchor = new Date()
    expect(await seedPublicInbox(t.db, anchor)).toBe(PUBLIC_ANNOUNCEMENTS.length)
    expect(await seedPublicInbox(t.db, anchor)).toBe(0)
  })

  it('summarises the public inbox; has_new compares with ?since', async () => {
    const total = PUBLIC_ANNOUNCEMENTS.length
    const first = await call('GET', '/mail/v1/inboxes/job-latest')
    expect(first.status).toBe(200)
    expect(first.body.data).toEqual({ total, has_new: true })
    const newest = Math.min(...PUBLIC_ANNOUNCEMENTS.map((a) => a.daysAgo))
    const justBefore = new Date(Date.now() - (newest + 1) * 86_400_000).toISOString()
    expect((await call('GET', `/mail/v1/inboxes/job-latest?since=${justBefore}`)).body.data).toEqual({ total, has_new: true })
    const now = new Date().toISOString()
    expect((await call('GET', `/mail/v1/inboxes/job-latest?since=${encodeURIComponent(now)}`)).body.data).toEqual({
      total,
      has_new: false,
    })
    const withOffset = encodeURIComponent('2099-01-01T07:00:00+07:00')
    expect((await call('GET', `/mail/v1/inboxes/job-latest?since=${withOffset}`)).body.data.has_new).toBe(false)
  })

  it('answers 400 for a since that is not an ISO date-time', async () => {
    for (const since of ['hom-qua', '2026-13-01T00:00:00Z', '2026-02-30T00:00:00Z', '1700000000', '9'.repeat(400), '2016-12-31T23:59:60Z']) {
      const res = await call('GET', `/mail/v1/inboxes/job-latest?since=${encodeURIComponent(since)}`)
      expect(res.status, since).toBe(400)
      expect(res.body.error.message, since).toMatch(/^Thời điểm since không hợp lệ/)
    }
  })

  it('serves the public inbox to visitors on job-common, newest first, and never to signed-in people', async () => {
    const res = await call('GET', '/mail/v1/inboxes/job-common?limit=3')
    expect(res.status).toBe(200)
    expect(res.headers.vary).toMatch(/authorization/i)
    const { items, total } = res.body.data as { items: Inbox[]; total: number }
    expect(total).toBe(PUBLIC_ANNOUNCEMENTS.length)
    expect(items).toHaveLength(3)
    const byDate = [...PUBLIC_ANNOUNCEMENTS].sort((a, b) => a.daysAgo - b.daysAgo)
    expect(items.map((i) => i.title)).toEqual(byDate.slice(0, 3).map((a) => a.title))
    expect(items.every((i) => i.part === 'common' && !i.is_read)).toBe(true)
    // an invalid bearer is a visitor; a valid one gets the person's own common part
    expect((await call('GET', '/mail/v1/inboxes/job-common', 'khong-hop-le')).body.data.total).toBe(PUBLIC_ANNOUNCEMENTS.length)
    const own = (await call('GET', '/mail/v1/inboxes/job-common', minh)).body.data
    expect(own).toEqual({ items: [], total: 0 })
  })
})
