import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, createTestUser, insertTestJob, testCaller, type TestContext, type TestMethod, type TestUser } from '../../testing'
import { FAVORITES, FAVORITE_MSG } from './favorites.service'

let t: TestContext
const DAY = 86_400_000

const createUser = (name: string) => createTestUser(t.db, name)
const call = testCaller(() => t)

const active = (overrides: Parameters<typeof insertTestJob>[1] = {}) =>
  insertTestJob(t.db, { reviewStatus: 1001, isHidden: false, expiresAt: new Date(Date.now() + 20 * DAY), ...overrides })

const ids: Record<string, number> = {}
let lan: TestUser
let minh: TestUser
beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 30, jobs: 20 } })
  lan = await createUser('Nguyễn Thị Lan')
  minh = await createUser('Trần Văn Minh')
  ids.a = await active({ title: 'Kế toán tổng hợp' })
  ids.b = await active({ title: 'Nhân viên bán hàng' })
  ids.c = await active({ title: 'Lập trình viên' })
  ids.ended = await active({ title: 'Thu ngân ca tối', publishedAt: new Date(Date.now() - 40 * DAY), expiresAt: new Date(Date.now() - DAY) })
  ids.hidden = await active({ title: 'Tin đã ẩn', isHidden: true })
  ids.waiting = await active({ title: 'Tin chờ duyệt', reviewStatus: 1000 })
})
afterAll(() => t.close())

describe('anonymous callers', () => {
  it('get 401 "Bạn cần đăng nhập!" on every private route, whatever they send', async () => {
    for (const [method, url, body] of [
      ['GET', '/tracking/v1/favorites?offset=0'],
      ['GET', '/tracking/v1/favorites/ids'],
      ['POST', '/tracking/v1/favorites', { classified_id: 'abc' }],
      ['DELETE', '/tracking/v1/favorites/xyz'],
      ['POST', '/tracking/v1/favorites/merge', {}],
    ] as Array<[TestMethod, string, unknown?]>) {
      const res = await call(method, url, null, body)
      expect(res.status, `${method} ${url}`).toBe(401)
      expect(res.body).toEqual({ success: false, error: { code: 'unauthorized', message: 'Bạn cần đăng nhập!' } })
    }
    const badToken = await call('GET', '/tracking/v1/favorites', { id: 0, phone: '', token: 'không-hợp-lệ' })
    expect(badToken.status).toBe(401)
  })
})

describe('POST, GET and DELETE /tracking/v1/favorites', () => {
  it('saves jobs with the spec message, lists them newest first, marks ended ones, and never caches', async () => {
    for (const id of [ids.a, ids.ended, ids.b]) {
      const res = await call('POST', '/tracking/v1/favorites', lan, { classified_id: id })
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ success: true, data: { message: 'Lưu tin yêu thích thành công', classified_id: id } })
    }
    const list = await call('GET', '/tracking/v1/favorites?offset=0', lan)
    expect(list.status).toBe(200)
    expect(list.headers['cache-control']).toBe('private, no-store')
    expect(list.body.data.total).toBe(3)
    expect(list.body.data.items.map((j: { id: number }) => j.id)).toEqual([ids.b, ids.ended, ids.a])
    const ended = list.body.data.items.find((j: { id: number }) => j.id === ids.ended)
    expect(ended).toMatchObject({ title: 'Thu ngân ca tối', is_expired: true, url: expect.stringMatching(/^\/viec-lam\/thu-ngan-ca-toi-\d+$/) })
    expect(list.body.data.items[0]).toMatchObject({
      is_expired: false,
      organization: { name: expect.any(String) },
      city: { id: expect.any(Number), name: expect.any(String) },
      saved_at: expect.any(String),
    })
    const idList = await call('GET', '/tracking/v1/favorites/ids', lan)
    expect(idList.body.data.ids).toEqual([ids.b, ids.ended, ids.a])
  })

  it('pages with offset and limit', async () => {
    const second = await call('GET', '/tracking/v1/favorites?offset=1&limit=1', lan)
    expect(second.body.data).toMatchObject({ total: 3, offset: 1, limit: 1 })
    expect(second.body.data.items.map((j: { id: number }) => j.id)).toEqual([ids.ended])
  })

  it('saving a job already saved succeeds again without a duplicate', async () => {
    const again = await call('POST', '/tracking/v1/favorites', lan, { classified_id: ids.a })
    expect(again.status).toBe(200)
    expect((await call('GET', '/tracking/v1/favorites', lan)).body.data.total).toBe(3)
  })

  it('refuses jobs that do not exist or have no public page with a Vietnamese 404', async () => {
    for (const id of [99_999_999, ids.hidden, ids.waiting]) {
      const res = await call('POST', '/tracking/v1/favorites', lan, { classified_id: id })
      expect(res.status).toBe(404)
      expect(res.body.error.message).toBe(FAVORITE_MSG.jobNotFound)
    }
  })

  it('answers bad input with 400 and a readable message', async () => {
    const cases: unknown[] = [{}, { classified_id: 'abc' }, { classified_id: 0 }, { classified_id: -5 }, { classified_id: '1e309' }, { classified_id: 1.5 }]
    for (const body of cases) {
      const res = await call('POST', '/tracking/v1/favorites', lan, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.success).toBe(false)
      expect(res.body.error.message).toMatch(/mã tin/i)
    }
    expect((await call('GET', '/tracking/v1/favorites?offset=-1', lan)).status).toBe(400)
    expect((await call('GET', '/tracking/v1/favorites?limit=1000', lan)).status).toBe(400)
    expect((await call('DELETE', '/tracking/v1/favorites/abc', lan)).status).toBe(400)
  })

  it('keeps each person to their own list: another person cannot see or remove it', async () => {
    expect((await call('GET', '/tracking/v1/favorites', minh)).body.data).toMatchObject({ items: [], total: 0 })
    const res = await call('DELETE', `/tracking/v1/favorites/${ids.a}`, minh)
    expect(res.status).toBe(404)
    expect(res.body.error).toEqual({ code: 'favorite_not_found', message: FAVORITE_MSG.notFavorite })
    expect((await call('GET', '/tracking/v1/favorites/ids', lan)).body.data.ids).toContain(ids.a)
  })

  it('removes a saved job with the spec message; removing it again is a 404', async () => {
    const res = await call('DELETE', `/tracking/v1/favorites/${ids.a}`, lan)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ message: 'Xóa tin yêu thích thành công', classified_id: ids.a })
    expect((await call('GET', '/tracking/v1/favorites/ids', lan)).body.data.ids).toEqual([ids.b, ids.ended])
    expect((await call('DELETE', `/tracking/v1/favorites/${ids.a}`, lan)).status).toBe(404)
  })

  it('drops a job from the list while it is hidden, and shows it again when it comes back', async () => {
    await t.db.query('UPDATE jobs SET is_hidden = true WHERE id = $1', [ids.b])
    const hidden = await call('GET', '/tracking/v1/favorites', lan)
    expect(hidden.body.data.items.map((j: { id: number }) => j.id)).toEqual([ids.ended])
    expect(hidden.body.data.total).toBe(1)
    await t.db.query('UPDATE jobs SET is_hidden = false WHERE id = $1', [ids.b])
    expect((await call('GET', '/tracking/v1/favorites', lan)).body.data.total).toBe(2)
  })
})

describe('the per-account cap', () => {
  it(`refuses the ${FAVORITES.maxPerUser + 1}th job with a clear 409, and merging stops at the cap`, async () => {
    const full = await createUser('Người lưu nhiều')
    const extra: number[] = []
    for (let i = 0; i < 3; i++) extra.push(await active({ title: `Việc thêm ${i}` }))
    // an account already holding the cap: as many plain public jobs, all saved
    const placeholders = Array.from({ length: FAVORITES.maxPerUser }, (_, i) => 900_000_000 + i)
    await t.db.query(
      `INSERT INTO jobs (id, slug, title, organization_id, subcategory_id, job_type_id, employment_type_id, city_id, expires_at, review_status)
       SELECT id, 'viec-' || id, 'Việc ' || id, (SELECT min(id) FROM organizations), 301, 1, 401, 1, now() + interval '10 days', 1001
         FROM unnest($1::bigint[]) AS id`,
      [placeholders],
    )
    await t.db.query('INSERT INTO favorite_jobs (user_id, job_id) SELECT $1, unnest($2::bigint[])', [full.id, placeholders])

    const refused = await call('POST', '/tracking/v1/favorites', full, { classified_id: extra[0] })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toEqual({ code: 'favorites_limit', message: FAVORITE_MSG.limit })
    // an already saved job still "saves" (idempotent), it does not count twice
    expect((await call('POST', '/tracking/v1/favorites', full, { classified_id: placeholders[1] })).status).toBe(200)

    await call('DELETE', `/tracking/v1/favorites/${placeholders[0]}`, full)
    const merged = await call('POST', '/tracking/v1/favorites/merge', full, { classified_ids: extra })
    expect(merged.status).toBe(200)
    expect(merged.body.data).toMatchObject({ added: 1, limited: true, message: FAVORITE_MSG.mergedLimited(1) })
    expect(merged.body.data.ids).toHaveLength(FAVORITES.maxPerUser)
    expect(merged.body.data.ids[0]).toBe(extra[0])
  })
})

describe('POST /tracking/v1/favorites/merge', () => {
  it('adds guest favourites in their order, skips gone and already saved jobs, and is idempotent', async () => {
    const hoa = await createUser('Lê Thu Hoa')
    await call('POST', '/tracking/v1/favorites', hoa, { classified_id: ids.c })
    const guest = [ids.a, ids.c, 99_999_999, ids.hidden, ids.b, ids.a]
    const first = await call('POST', '/tracking/v1/favorites/merge', hoa, { classified_ids: guest })
    expect(first.status).toBe(200)
    expect(first.body.data).toEqual({ message: FAVORITE_MSG.merged(2), added: 2, limited: false, ids: [ids.a, ids.b, ids.c] })
    const again = await call('POST', '/tracking/v1/favorites/merge', hoa, { classified_ids: guest })
    expect(again.body.data).toEqual({ message: FAVORITE_MSG.mergedNothing, added: 0, limited: false, ids: [ids.a, ids.b, ids.c] })
    const empty = await call('POST', '/tracking/v1/favorites/merge', hoa, { classified_ids: [] })
    expect(empty.body.data.ids).toEqual([ids.a, ids.b, ids.c])
    // nothing leaked into another account
    expect((await call('GET', '/tracking/v1/favorites/ids', minh)).body.data.ids).toEqual([])
  })

  it('answers bad input with 400', async () => {
    const tooMany = Array.from({ length: FAVORITES.mergeMax + 1 }, (_, i) => i + 1)
    for (const body of [{}, { classified_ids: 'abc' }, { classified_ids: [0] }, { classified_ids: ['x'] }, { classified_ids: tooMany }]) {
      const res = await call('POST', '/tracking/v1/favorites/merge', lan, body)
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400)
      expect(res.body.error.message).toMatch(/tin/)
    }
  })
})

describe('GET /job/v1/classifieds/by-ids', () => {
  it('returns public cards in the given order, ended ones marked, others left out, for anyone', async () => {
    const res = await call('GET', `/job/v1/classifieds/by-ids?ids=${[ids.ended, 99_999_999, ids.a, ids.hidden, ids.waiting].join(',')}`)
    expect(res.status).toBe(200)
    expect(res.body.data.map((j: { id: number; is_expired: boolean }) => [j.id, j.is_expired])).toEqual([
      [ids.ended, true],
      [ids.a, false],
    ])
    expect(res.headers['cache-control']).toMatch(/^public/)
  })

  it('answers malformed lists with 400', async () => {
    const tooMany = Array.from({ length: FAVORITES.byIdsMax + 1 }, (_, i) => i + 1).join(',')
    for (const query of ['', '?ids=', '?ids=a,b', '?ids=1,,2', `?ids=${tooMany}`, '?ids=1;DROP TABLE jobs']) {
      const res = await call('GET', `/job/v1/classifieds/by-ids${query}`)
      expect(res.status, query.slice(0, 30)).toBe(400)
      expect(res.body.success).toBe(false)
    }
  })
})
