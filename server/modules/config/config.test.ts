import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NO_EXPERIENCE_ID } from '../../../src/domain/constants'
import { createTestContext, type TestContext } from '../../testing'

let t: TestContext
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(() => t.close())

const get = (url: string) => t.app.inject({ method: 'GET', url })

describe('configuration endpoints (SPEC 7.1)', () => {
  it('serves the category tree with category 3 "Việc làm" at its root', async () => {
    const res = await get('/job/v1/categories/config')
    expect(res.statusCode).toBe(200)
    const { success, data } = res.json()
    expect(success).toBe(true)
    expect(data.find((c: { id: number }) => c.id === 3)).toMatchObject({ name: 'Việc làm', parent_id: 0 })
    expect(data.filter((c: { parent_id: number }) => c.parent_id === 3).length).toBeGreaterThanOrEqual(15)
  })

  it('serves the 34 provinces and the former districts as search areas', async () => {
    const { data } = (await get('/job/v1/cities/config')).json()
    const provinces = data.filter((c: { parent_id: number }) => c.parent_id === 0)
    expect(provinces).toHaveLength(34)
    const hcm = provinces.find((c: { name: string }) => c.name === 'TP. Hồ Chí Minh')
    expect(hcm.aliases).toEqual(expect.arrayContaining(['Bình Dương', 'Bà Rịa - Vũng Tàu']))
    const hcmDistricts = (await get(`/job/v1/cities/config?parent_id=${hcm.id}`)).json().data
    expect(hcmDistricts.map((d: { name: string }) => d.name)).toEqual(
      expect.arrayContaining(['Quận 1', 'Thành phố Thủ Đức', 'Huyện Củ Chi', 'Thành phố Thủ Dầu Một']),
    )
    const hanoi = provinces.find((c: { name: string }) => c.name === 'Hà Nội')
    const hanoiDistricts = (await get(`/job/v1/cities/config?parent_id=${hanoi.id}`)).json().data
    expect(hanoiDistricts).toHaveLength(30)
    expect(hanoiDistricts.map((d: { name: string }) => d.name)).toContain('Quận Cầu Giấy')
  })

  it('serves the job config with experience 601 and the readiness options', async () => {
    const { data } = (await get('/job/v1/common/config')).json()
    expect(data.version).toBe(20251013)
    expect(data.experiences[0]).toMatchObject({ id: NO_EXPERIENCE_ID, name: 'Chưa có kinh nghiệm' })
    expect(data.readiness.map((r: { name: string }) => r.name)).toEqual(['Đi làm ngay', 'Cần thêm thời gian chuẩn bị'])
    expect(data.job_types.length).toBeGreaterThan(50)
    expect(data.salary_ranges.some((r: { min: null; max: null }) => r.min === null && r.max === null)).toBe(true)
    const year = new Date().getFullYear()
    expect(data.birth_years[0].id).toBe(year - 18)
    expect(data.birth_years.at(-1).id).toBe(year - 60)
  })

  it('serves the listing config only for site 3, with Vietnamese errors otherwise', async () => {
    expect((await get('/listing/v1/common/config?site_id=3')).json().data).toMatchObject({
      site_id: 3,
      category_id: 3,
      pagination: { limit: 20, max: 100 },
    })
    const wrong = await get('/listing/v1/common/config?site_id=4')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ success: false, error: { code: 'validation_error', message: 'site_id phải là 3.' } })
    const missing = await get('/listing/v1/common/config')
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.message).toBe('Thiếu site_id.')
  })

  it('serves footer and banners from the editor-owned files in content/', async () => {
    const footer = (await get('/job/v1/common/footer')).json().data
    expect(footer.groups.length).toBeGreaterThan(0)
    const banners = (await get('/cms/v1/banners/3/home_search')).json().data
    expect(banners[0].sources.length).toBeGreaterThan(1)
    expect((await get('/cms/v1/banners/3/khong-co')).json().data).toEqual([])
  })

  it('serves the editor-owned content pages, and 404 for any other slug', async () => {
    const rules = await get('/job/v1/common/pages/quy-che-hoat-dong')
    expect(rules.statusCode).toBe(200)
    expect(rules.json().data).toMatchObject({ title: 'Quy chế hoạt động', updated: '01/01/2026' })
    expect(rules.json().data.sections.length).toBeGreaterThan(3)
    for (const slug of ['khong-co', 'footer', '..%2Ffooter']) {
      const res = await get(`/job/v1/common/pages/${slug}`)
      expect([400, 404]).toContain(res.statusCode)
      expect(res.json().success).toBe(false)
    }
  })
})

describe('HTTP behaviour (SPEC 7.10)', () => {
  it('answers bad query values with 400 and a Vietnamese message', async () => {
    const res = await get('/job/v1/cities/config?parent_id=abc')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ success: false, error: { code: 'validation_error', message: 'parent_id phải là số nguyên' } })
    expect((await get('/job/v1/cities/config?parent_id=-1')).json().error.message).toBe('parent_id phải là số không âm.')
  })

  it('answers a malformed JSON body with 400, never 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/job/v1/categories/config',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe('Nội dung JSON gửi lên không hợp lệ.')
  })

  it('answers unknown API paths and methods with a 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/job/v1/khong-ton-tai'],
      ['DELETE', '/job/v1/categories/config'],
    ] as const) {
      const res = await t.app.inject({ method, url })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ success: false, error: { code: 'not_found' } })
    }
  })

  it('publishes the contract at /openapi.json', async () => {
    const doc = (await get('/openapi.json')).json()
    expect(doc.openapi).toBe('3.1.0')
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/job/v1/categories/config', '/job/v1/cities/config', '/listing/v1/common/config']),
    )
  })

  it('never answers 5xx to garbage in any documented query parameter (fuzz from the contract)', async () => {
    const doc = (await get('/openapi.json')).json()
    const garbage = ['', '-1', 'abc', '1e309', '9'.repeat(400), '%00', "'; DROP TABLE jobs;--", '[]', 'ẹ̃']
    for (const [path, item] of Object.entries<Record<string, { parameters?: Array<{ name: string; in: string }> }>>(doc.paths)) {
      const op = item.get
      if (!op) continue
      for (const value of garbage) {
        const url = path.replace(/\{(\w+)\}/g, () => encodeURIComponent(value) || 'x')
        const query = (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => `${p.name}=${encodeURIComponent(value)}`)
          .join('&')
        const res = await get(query ? `${url}?${query}` : url)
        expect(res.statusCode, `${url}?${query}`).toBeLessThan(500)
        // the gateway's notification answers in the gateway's format (docs/decisions/0015-wallet.md)
        if (path.startsWith('/payment/v1/vnpay/')) expect(res.json().RspCode, `${url}?${query}`).toMatch(/^\d\d$/)
        else expect(res.json().success, `${url}?${query}`).toBeTypeOf('boolean')
      }
    }
  })
})
