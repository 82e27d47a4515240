import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, createTestUser, testCaller, type TestContext, type TestMethod, type TestUser } from '../../testing'
import { SAVED_SEARCHES, SAVED_SEARCH_MSG } from '../../../src/domain/saved-searches'

let t: TestContext

const createUser = (name: string) => createTestUser(t.db, name)
const call = testCaller(() => t)

const save = (user: TestUser, query: string, extra: Record<string, unknown> = {}) =>
  call('POST', '/job/v1/saved-searches', user, { query, ...extra })

let lan: TestUser
let minh: TestUser
beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 5, jobs: 10 } })
  lan = await createUser('Nguyễn Thị Lan')
  minh = await createUser('Trần Văn Minh')
})
afterAll(() => t.close())

describe('anonymous callers', () => {
  it('get 401 on every route, whatever they send', async () => {
    for (const [method, url, body] of [
      ['GET', '/job/v1/saved-searches'],
      ['POST', '/job/v1/saved-searches', { query: 12 }],
      ['PUT', '/job/v1/saved-searches/abc', {}],
      ['DELETE', '/job/v1/saved-searches/1'],
    ] as Array<[TestMethod, string, unknown?]>) {
      const res = await call(method, url, null, body)
      expect(res.status, `${method} ${url}`).toBe(401)
      expect(res.body.error.message).toBe('Bạn cần đăng nhập!')
    }
  })
})

describe('POST /job/v1/saved-searches', () => {
  it('saves the canonical query and names it with a readable Vietnamese summary', async () => {
    const res = await save(lan, '?price=10000000-15000000&job_types=8,9&district_id=1001&offset=40&q=kế toán&sort=3001')
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.body.data.message).toBe(
      'Đã lưu tìm kiếm “kế toán” · Kế toán, Kế toán tổng hợp tại Quận Ba Đình, Hà Nội, lương 10 - 15 triệu. Bạn sẽ nhận thông báo khi có việc làm mới phù hợp.',
    )
    expect(res.body.data.item).toMatchObject({
      id: expect.any(Number),
      name: '“kế toán” · Kế toán, Kế toán tổng hợp tại Quận Ba Đình, Hà Nội, lương 10 - 15 triệu',
      // the city of the district is added; page offset and the default sort are dropped
      query: 'q=k%E1%BA%BF+to%C3%A1n&city_id=1&district_id=1001&job_types=8,9&price=10000000-15000000',
      url: '/tuyen-dung?q=k%E1%BA%BF+to%C3%A1n&city_id=1&district_id=1001&job_types=8,9&price=10000000-15000000',
      alerts_enabled: true,
      last_alert_at: null,
    })
  })

  it('names searches without a keyword from their filters', async () => {
    const byPlace = await save(lan, 'city_id=2')
    expect(byPlace.body.data.message).toMatch(/^Đã lưu tìm kiếm “Việc làm tại TP. Hồ Chí Minh”\. /)
    expect(byPlace.body.data.item.name).toBe('Việc làm tại TP. Hồ Chí Minh')
    const bySector = await save(lan, 'subcategory_id=302&price=-3000000&sort=3000')
    expect(bySector.body.data.item).toMatchObject({ name: 'Kế toán - Kiểm toán, lương dưới 3 triệu', query: 'subcategory_id=302&price=-3000000&sort=3000' })
  })

  it('keeps a name the person typed (NFC, spaces collapsed) and can start with alerts off', async () => {
    const res = await save(minh, 'q=lái xe', { name: '  Lái   xe '.normalize('NFD'), alerts_enabled: false })
    expect(res.status).toBe(200)
    expect(res.body.data.item).toMatchObject({ name: 'Lái xe', alerts_enabled: false })
    const blankName = await save(minh, 'q=bảo vệ', { name: '   ' })
    expect(blankName.body.data.item.name).toBe('“bảo vệ”')
  })

  it('refuses the same search twice with 409', async () => {
    const res = await save(lan, 'city_id=2&offset=20')
    expect(res.status).toBe(409)
    expect(res.body.error).toEqual({ code: 'saved_search_exists', message: SAVED_SEARCH_MSG.duplicate })
  })

  it('answers empty searches, unknown ids and malformed input with 400 and a Vietnamese message', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, SAVED_SEARCH_MSG.empty],
      [{ query: '' }, SAVED_SEARCH_MSG.empty],
      [{ query: 'sort=3000&offset=20' }, SAVED_SEARCH_MSG.empty],
      [{ query: 'city_id=abc' }, SAVED_SEARCH_MSG.empty],
      [{ query: 'city_id=9999' }, 'Tỉnh/thành phố không tồn tại.'],
      [{ query: 'city_id=2&district_id=1001' }, 'Quận/huyện không thuộc tỉnh/thành phố đã chọn.'],
      [{ query: 'job_types=99999' }, 'Ngành nghề không tồn tại.'],
      [{ query: 'price=20000000-10000000' }, 'Mức lương tối thiểu phải nhỏ hơn hoặc bằng mức lương tối đa.'],
      [{ query: `q=${'a'.repeat(SAVED_SEARCHES.queryMax)}` }, 'Tìm kiếm không hợp lệ.'],
      [{ query: 'q=ke', name: 'x'.repeat(101) }, SAVED_SEARCH_MSG.nameTooLong],
      [{ query: 'q=ke', alerts_enabled: 'có' }, 'alerts_enabled phải là true hoặc false.'],
    ]
    for (const [body, message] of cases) {
      const res = await call('POST', '/job/v1/saved-searches', lan, body)
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400)
      expect(res.body.error.message).toBe(message)
    }
  })

  it(`stops at ${SAVED_SEARCHES.maxPerUser} searches per person with a clear 409`, async () => {
    const busy = await createUser('Người tìm nhiều')
    for (let i = 1; i <= SAVED_SEARCHES.maxPerUser; i++) expect((await save(busy, `q=việc ${i}`)).status).toBe(200)
    const res = await save(busy, 'q=một nữa')
    expect(res.status).toBe(409)
    expect(res.body.error).toEqual({ code: 'saved_searches_limit', message: SAVED_SEARCH_MSG.limit })
    // the cap is per person
    expect((await save(minh, 'q=một nữa')).status).toBe(200)
  })
})

describe('GET /job/v1/saved-searches', () => {
  it('lists only the caller’s searches, newest first, with the cap', async () => {
    const res = await call('GET', '/job/v1/saved-searches', lan)
    expect(res.status).toBe(200)
    expect(res.body.data.limit).toBe(SAVED_SEARCHES.maxPerUser)
    expect(res.body.data.items.map((s: { name: string }) => s.name)).toEqual([
      'Kế toán - Kiểm toán, lương dưới 3 triệu',
      'Việc làm tại TP. Hồ Chí Minh',
      '“kế toán” · Kế toán, Kế toán tổng hợp tại Quận Ba Đình, Hà Nội, lương 10 - 15 triệu',
    ])
    expect(res.body.data.total).toBe(3)
    const other = await call('GET', '/job/v1/saved-searches', minh)
    expect(other.body.data.items.every((s: { name: string }) => !s.name.includes('kế toán'))).toBe(true)
  })
})

describe('PUT and DELETE /job/v1/saved-searches/{id}', () => {
  const first = async (user: TestUser) => (await call('GET', '/job/v1/saved-searches', user)).body.data.items[0] as { id: number; name: string }

  it('renames (validated) and turns alerts off and on', async () => {
    const search = await first(lan)
    const renamed = await call('PUT', `/job/v1/saved-searches/${search.id}`, lan, { name: ' Kế toán lương thấp ' })
    expect(renamed.status).toBe(200)
    expect(renamed.body.data).toMatchObject({ message: SAVED_SEARCH_MSG.renamed, item: { id: search.id, name: 'Kế toán lương thấp', alerts_enabled: true } })
    const off = await call('PUT', `/job/v1/saved-searches/${search.id}`, lan, { alerts_enabled: false })
    expect(off.body.data.item).toMatchObject({ name: 'Kế toán lương thấp', alerts_enabled: false })
    for (const [body, message] of [
      [{ name: '' }, SAVED_SEARCH_MSG.nameRequired],
      [{ name: '   ' }, SAVED_SEARCH_MSG.nameRequired],
      [{ name: 'đ'.repeat(101) }, SAVED_SEARCH_MSG.nameTooLong],
      [{}, SAVED_SEARCH_MSG.nothingToUpdate],
      [{ query: 'q=khac' }, SAVED_SEARCH_MSG.nothingToUpdate],
    ] as Array<[unknown, string]>) {
      const res = await call('PUT', `/job/v1/saved-searches/${search.id}`, lan, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.error.message).toBe(message)
    }
    // exactly 100 characters is fine
    expect((await call('PUT', `/job/v1/saved-searches/${search.id}`, lan, { name: 'đ'.repeat(100) })).status).toBe(200)
  })

  it('answers 404 for another person’s search and for one that does not exist, 400 for a bad id', async () => {
    const search = await first(lan)
    const rename = await call('PUT', `/job/v1/saved-searches/${search.id}`, minh, { name: 'Của tôi' })
    expect(rename.status).toBe(404)
    expect(rename.body.error).toEqual({ code: 'saved_search_not_found', message: SAVED_SEARCH_MSG.notFound })
    expect((await call('DELETE', `/job/v1/saved-searches/${search.id}`, minh)).status).toBe(404)
    expect((await call('PUT', '/job/v1/saved-searches/99999999', lan, { name: 'X' })).status).toBe(404)
    expect((await call('DELETE', '/job/v1/saved-searches/0', lan)).status).toBe(400)
    expect((await call('PUT', '/job/v1/saved-searches/abc', lan, { name: 'X' })).status).toBe(400)
    // untouched
    expect((await first(lan)).name).toBe(search.name)
  })

  it('deletes the owner’s search; deleting it again is a 404', async () => {
    const search = await first(lan)
    const res = await call('DELETE', `/job/v1/saved-searches/${search.id}`, lan)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ message: SAVED_SEARCH_MSG.deleted })
    expect((await call('DELETE', `/job/v1/saved-searches/${search.id}`, lan)).status).toBe(404)
    expect((await call('GET', '/job/v1/saved-searches', lan)).body.data.total).toBe(2)
  })
})
