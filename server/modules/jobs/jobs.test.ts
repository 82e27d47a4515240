import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVICE } from '../../../src/domain/constants'
import type { JobCard } from '../../../src/domain/jobs'
import { createTestContext, insertTestJob, type TestContext } from '../../testing'
import { vietnamMonthStart } from './market'

let t: TestContext
const ids: Record<string, number> = {}
const DAY = 86_400_000

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 30, jobs: 200 } })
  const soon = new Date(Date.now() + 30 * DAY)
  ids.accountant = await insertTestJob(t.db, { title: 'Kế toán tổng hợp', jobTypeId: 1, cityId: 1, districtId: 1001, expiresAt: soon, reviewStatus: 1001, isHidden: false, serviceIds: [] })
  ids.marketing = await insertTestJob(t.db, { title: 'Nhân viên Marketing', cityId: 2, districtId: 2001, expiresAt: soon, reviewStatus: 1001, isHidden: false, serviceIds: [] })
  ids.binhDuong = await insertTestJob(t.db, { title: 'Kế toán kho Thủ Dầu Một', cityId: 2, districtId: 2023, expiresAt: soon, reviewStatus: 1001, isHidden: false, serviceIds: [] })
  ids.topads = await insertTestJob(t.db, { title: 'Kế toán trưởng', cityId: 1, expiresAt: soon, reviewStatus: 1001, isHidden: false, serviceIds: [SERVICE.topads], pushedAt: new Date(Date.now() - 5 * DAY) })
  ids.expired = await insertTestJob(t.db, { title: 'Kế toán thuế', cityId: 1, expiresAt: new Date(Date.now() - DAY), reviewStatus: 1001, isHidden: false })
  ids.hidden = await insertTestJob(t.db, { title: 'Kế toán nội bộ', cityId: 1, expiresAt: soon, reviewStatus: 1001, isHidden: true })
  ids.waiting = await insertTestJob(t.db, { title: 'Kế toán chờ duyệt', cityId: 1, expiresAt: soon, reviewStatus: 1000, isHidden: false })
})
afterAll(() => t.close())

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url })
  return { status: res.statusCode, body: res.json() }
}
const listing = async (query: string) => {
  const { status, body } = await get(`/job/v1/classifieds/listing?${query}`)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.data as { items: JobCard[]; total: number; next_cursor: string | null; total_capped: boolean }
}
const titles = (items: JobCard[]) => items.map((i) => i.title)

describe('keyword search', () => {
  it('matches words and prefixes ignoring case and diacritics', async () => {
    for (const q of ['ke toan', 'KẾ TOÁN', 'Kế toán'.normalize('NFD'), 'ke', 'kế toán tổng']) {
      const { items } = await listing(`q=${encodeURIComponent(q)}&limit=100`)
      expect(titles(items), q).toContain('Kế toán tổng hợp')
      expect(titles(items), q).not.toContain('Nhân viên Marketing')
    }
    expect(titles((await listing('q=marketing')).items)).toContain('Nhân viên Marketing')
  })

  it('shows only approved, visible, unexpired jobs', async () => {
    const found = titles((await listing('q=ke+toan&limit=100')).items)
    expect(found).not.toContain('Kế toán thuế')
    expect(found).not.toContain('Kế toán nội bộ')
    expect(found).not.toContain('Kế toán chờ duyệt')
  })

  it('treats a former province name as an alias for its districts', async () => {
    const { items } = await listing(`q=${encodeURIComponent('kế toán Bình Dương')}&limit=100`)
    expect(titles(items)).toContain('Kế toán kho Thủ Dầu Một')
    expect(items.every((i) => i.city.id === 2)).toBe(true)
    expect(titles(items)).not.toContain('Kế toán tổng hợp')
  })
})

describe('filters and order', () => {
  it('filters by city, district, job types and salary range', async () => {
    const hanoi = await listing('city_id=1&limit=100')
    expect(hanoi.items.every((i) => i.city.id === 1)).toBe(true)
    const district = await listing('district_id=1001&limit=100')
    expect(district.items.every((i) => i.district?.id === 1001)).toBe(true)
    expect(titles(district.items)).toContain('Kế toán tổng hợp')
    const types = await listing('job_types=1,2&limit=100')
    expect(types.items.every((i) => [1, 2].includes(i.job_type.id))).toBe(true)
    const price = await listing('price=10000000-15000000&limit=100')
    for (const job of price.items) {
      expect(job.salary_min ?? job.salary_max).not.toBeNull()
      expect(job.salary_max ?? job.salary_min!).toBeGreaterThanOrEqual(10_000_000)
      expect(job.salary_min ?? job.salary_max!).toBeLessThanOrEqual(15_000_000)
    }
  })

  it('puts Top Ads first in the business order and sorts by date in the latest order', async () => {
    const business = await listing('q=ke+toan')
    expect(business.items[0].service_ids).toContain(SERVICE.topads)
    const latest = await listing('sort=3000&limit=50')
    const dates = latest.items.map((i) => Date.parse(i.published_at))
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
  })

  it('pages by offset and by keyset cursor without repeats', async () => {
    const first = await listing('limit=20')
    const second = await listing(`limit=20&cursor=${first.next_cursor}`)
    const byOffset = await listing('limit=20&offset=20')
    expect(second.items.map((i) => i.id)).toEqual(byOffset.items.map((i) => i.id))
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(40)
    expect(first.total).toBeGreaterThan(40)
  })
})

describe('bad input: a clear 400, never a 5xx', () => {
  it.each([
    ['offset=-1', 'offset phải là số không âm.'],
    ['limit=101', 'limit tối đa 100.'],
    ['city_id=99999', 'Tỉnh/thành phố không tồn tại.'],
    ['city_id=1&district_id=2001', 'Quận/huyện không thuộc tỉnh/thành phố đã chọn.'],
    ['job_types=1,abc', 'Danh sách ngành nghề không hợp lệ (ví dụ: 12,15).'],
    ['job_types=99999', 'Ngành nghề không tồn tại.'],
    ['price=20000000-1000000', 'Mức lương tối thiểu phải nhỏ hơn hoặc bằng mức lương tối đa.'],
    [`q=${'a'.repeat(201)}`, 'Từ khóa tối đa 200 ký tự.'],
    ['cursor=%7B%7D', 'Con trỏ phân trang không hợp lệ, vui lòng tải lại trang.'],
    ['sort=1', 'Kiểu sắp xếp không hợp lệ.'],
  ])('%s', async (query, message) => {
    const { status, body } = await get(`/job/v1/classifieds/listing?${query}`)
    expect(status).toBe(400)
    expect(body.error.message).toBe(message)
  })

  it('keywords made only of punctuation list everything instead of failing', async () => {
    expect((await listing(`q=${encodeURIComponent("'&|!:*()")}`)).items.length).toBeGreaterThan(0)
  })
})

describe('suggestions, lists and detail', () => {
  it('suggests job types and titles by word prefix, at most the limit', async () => {
    const { body } = await get('/job/v1/classifieds/suggest?q=ke%20to&limit=5')
    expect(body.data.length).toBeGreaterThan(0)
    expect(body.data.length).toBeLessThanOrEqual(5)
    for (const s of body.data) expect(s.name.toLowerCase()).toMatch(/kế toán/)
  })

  it('serves detail with is_expired, and 404 for hidden or waiting jobs', async () => {
    const { body } = await get(`/listing/v1/classifieds/${ids.accountant}/job`)
    expect(body.data).toMatchObject({ title: 'Kế toán tổng hợp', is_expired: false, city: { id: 1, name: 'Hà Nội' } })
    expect(body.data.employment_type.schema_org).toMatch(/^[A-Z_]+$/)
    expect((await get(`/listing/v1/classifieds/${ids.expired}/job`)).body.data.is_expired).toBe(true)
    expect((await get(`/listing/v1/classifieds/${ids.hidden}/job`)).status).toBe(404)
    expect((await get(`/listing/v1/classifieds/${ids.waiting}/job`)).status).toBe(404)
    expect((await get('/listing/v1/classifieds/abc/job')).status).toBe(400)
  })

  it('lists similar jobs, other jobs of the organization, latest, Top Ads and quick links', async () => {
    const similar = (await get(`/job/v1/classifieds/similar?id=${ids.accountant}`)).body.data as JobCard[]
    expect(similar.map((j) => j.id)).not.toContain(ids.accountant)
    expect(similar.length).toBeGreaterThan(0)
    expect((await get('/listing/v1/jobclassifieds/topads?limit=5')).body.data[0].service_ids).toContain(SERVICE.topads)
    expect((await get('/job/v1/classifieds/latest?limit=5')).body.data).toHaveLength(5)
    expect((await get('/job/v1/classifieds/quicklinks')).body.data[0].url).toMatch(/^\/tuyen-dung\?job_types=\d+$/)
    expect((await get('/job/v1/classifieds/similar?id=123456789')).status).toBe(404)
  })

  it('orders similar jobs by job type, then subcategory, the same city first, newest first', async () => {
    const jobs = await t.db.query<{ id: number; job_type_id: number; subcategory_id: number; city_id: number }>(
      `SELECT id, job_type_id, subcategory_id, city_id FROM jobs WHERE review_status = 1001 AND NOT is_hidden AND expires_at > now() ORDER BY id LIMIT 12`,
    )
    for (const job of jobs) {
      // the plain definition, one sort of every match
      const expected = await t.db.query<{ id: number }>(
        `SELECT id FROM jobs j WHERE review_status = 1001 AND NOT is_hidden AND expires_at > now() AND id <> $1
           AND (job_type_id = $2 OR subcategory_id = $3)
         ORDER BY (job_type_id = $2) DESC, (city_id = $4) DESC, published_at DESC, id DESC LIMIT 20`,
        [job.id, job.job_type_id, job.subcategory_id, job.city_id],
      )
      const similar = (await get(`/job/v1/classifieds/similar?id=${job.id}&limit=20`)).body.data as JobCard[]
      expect(similar.map((j) => j.id)).toEqual(expected.map((j) => j.id))
    }
  })

  // tracking: tracking.test.ts
  it('records one report per visitor', async () => {
    const report = () => t.app.inject({ method: 'POST', url: `/job/v1/classifieds/${ids.accountant}/reports`, payload: { reason: 'fee', note: 'Yêu cầu nộp 500k phí hồ sơ' } })
    expect((await report()).statusCode).toBe(200)
    const again = await report()
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe('Bạn đã báo cáo tin này, chúng tôi đang xem xét.')
    const [row] = await t.db.query<{ reason: string; note: string }>('SELECT reason, note FROM job_reports WHERE job_id = $1', [ids.accountant])
    expect(row).toEqual({ reason: 'fee', note: 'Yêu cầu nộp 500k phí hồ sơ' })
    const bad = await t.app.inject({ method: 'POST', url: `/job/v1/classifieds/${ids.accountant}/reports`, payload: { reason: 'xyz' } })
    expect(bad.json().error.message).toBe('Vui lòng chọn lý do báo cáo')
  })
})

describe('the figures the employer pages quote', () => {
  it('counts active jobs as the listing does, approved profiles, this month’s applications and partners; cached five minutes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/job/v1/market/figures' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=600')
    const figures = res.json().data
    const { total } = await listing('limit=1')
    const [expected] = await t.db.query<{ seekers: number; applications: number; partners: number }>(
      `SELECT (SELECT count(*) FROM jobseekers WHERE process_state = 1001)::int AS seekers,
              (SELECT count(*) FROM applications WHERE created_at >= $1::timestamptz)::int AS applications,
              (SELECT count(*) FROM organizations WHERE is_partner)::int AS partners`,
      [`${vietnamMonthStart(new Date())}T00:00:00+07:00`],
    )
    expect(figures).toEqual({
      active_jobs: total,
      job_seekers: expected.seekers,
      applications_this_month: expected.applications,
      month_start: vietnamMonthStart(new Date()),
      partners: expected.partners,
    })
    expect(figures.active_jobs).toBeGreaterThan(0)
    // a new job shows only after the cache's five minutes
    await insertTestJob(t.db, { title: 'Phụ bếp ca tối', expiresAt: new Date(Date.now() + 30 * DAY), reviewStatus: 1001, isHidden: false })
    expect((await get('/job/v1/market/figures')).body.data.active_jobs).toBe(total)
  })

  it('starts the month on the first day in Vietnam', () => {
    expect(vietnamMonthStart(new Date('2026-11-30T16:59:59Z'))).toBe('2026-11-01')
    expect(vietnamMonthStart(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12-01')
    expect(vietnamMonthStart(new Date('2026-12-31T17:30:00Z'))).toBe('2027-01-01')
  })
})
