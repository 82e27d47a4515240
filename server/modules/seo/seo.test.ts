import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../testing'

let t: TestContext
beforeAll(async () => {
  t = await createTestContext()
})
afterAll(() => t.close())

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url })
  return { status: res.statusCode, body: res.json() }
}

describe('popular searches and landing pages (content/popular-searches.json)', () => {
  it('lists about 190 landing pages with tuyen-dung-{slug} urls', async () => {
    const { body } = await get('/job/v1/common/popular-searches')
    expect(body.data.length).toBeGreaterThanOrEqual(150)
    for (const item of body.data) expect(item.url).toBe(`/tuyen-dung-${item.slug}`)
    expect(new Set(body.data.map((i: { slug: string }) => i.slug)).size).toBe(body.data.length)
  })

  it('resolves a landing slug to its filters, and 404s an unknown one', async () => {
    const { body } = await get('/job/v1/seo/landing/ho-chi-minh')
    expect(body.data).toMatchObject({ title: 'Việc làm TP. Hồ Chí Minh', filters: { city_id: 2 } })
    expect((await get('/job/v1/seo/landing/khong-co-trang')).status).toBe(404)
    expect((await get('/job/v1/seo/landing/..%2Fetc')).status).toBe(400)
  })

  it('every landing page resolves to valid filters with jobs behind them', async () => {
    const { body } = await get('/job/v1/common/popular-searches')
    for (const { slug } of body.data.slice(0, 40)) {
      const landing = (await get(`/job/v1/seo/landing/${slug}`)).body.data
      const query = new URLSearchParams(
        Object.entries(landing.filters).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]),
      )
      expect((await get(`/job/v1/classifieds/listing?${query}`)).status, slug).toBe(200)
    }
  })
})

describe('listing SEO and filter values', () => {
  it('names the filters in the title, h1 and breadcrumb', async () => {
    const { body } = await get('/job/v1/seo/job-listing?city_id=1&job_types=8')
    expect(body.data.h1).toBe('Việc làm Kế toán tại Hà Nội')
    expect(body.data.title).toBe('Tuyển dụng Kế toán tại Hà Nội | Việc Làm Tốt')
    expect(body.data.breadcrumb.at(-1)).toEqual({ name: 'Việc làm Kế toán tại Hà Nội', url: '' })
    expect(body.data.canonical).toBe('/tuyen-dung?city_id=1&job_types=8')
  })

  it('turns filters + q into a url and labelled values', async () => {
    const { body } = await get('/job/v1/filters/values?q=ke%20toan&city_id=2&district_id=2001')
    expect(body.data.url).toBe('/tuyen-dung?q=ke+toan&city_id=2&district_id=2001')
    expect(body.data.filters.q.value).toBe('ke toan')
    expect(body.data.filters.district_id.label).toBe('Quận 1')
    expect((await get('/job/v1/filters/config')).body.data.map((f: { field: string }) => f.field)).toContain('job_types')
  })

  it('lists active job pages for the sitemap, newest first', async () => {
    const { body } = await get('/job/v1/seo/sitemap?limit=50')
    expect(body.data.jobs).toHaveLength(50)
    expect(body.data.jobs[0].url).toMatch(/^\/viec-lam\/[a-z0-9-]+-\d+$/)
    expect(body.data.landings.length).toBeGreaterThan(100)
  })

  it('pages through every active job for the sitemap with its cursor', async () => {
    const all = (await get('/job/v1/seo/sitemap?limit=50000')).body.data
    expect(all.next_cursor).toBeNull()
    const paged: number[] = []
    for (let cursor: string | null = null; ; ) {
      const { data }: { data: { jobs: Array<{ id: number }>; next_cursor: string | null } } = (
        await get(`/job/v1/seo/sitemap?limit=70${cursor ? `&cursor=${cursor}` : ''}`)
      ).body
      paged.push(...data.jobs.map((j) => j.id))
      cursor = data.next_cursor
      if (!cursor) break
    }
    expect(paged).toEqual(all.jobs.map((j: { id: number }) => j.id))
    expect((await get('/job/v1/seo/sitemap?cursor=abc')).status).toBe(400)
  })
})
