// The public organisation endpoints (docs/decisions/0020-organisation-pages.md): detail, open jobs,
// listing, outstanding, suggestions, and who has a page at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { JobCard } from '../../../src/domain/jobs'
import { organizationPath } from '../../../src/domain/organizations/public'
import type { OrganizationDetail, OrganizationListing, OrganizationSuggestion, OrganizationSummary } from '../../../src/domain/contract/organizations'
import { callAs, createTestContext, createTestOrganization, insertTestJob, type TestContext } from '../../testing'
import { foldText } from '../../../src/domain/text'
import { resolveDynamicPage } from '../../site/dynamic-pages'

let t: TestContext
const DAY = 86_400_000
const org: Record<'partner' | 'household' | 'empty' | 'quietPartner' | 'unverified', number> = {} as never
const jobs: Record<string, number> = {}

const HANOI = 1
const HCMC = 2

async function makeOrganization(name: string, fields: { partner: boolean; type?: number; taxCode?: string; cityId?: number; website?: string }) {
  const id = await createTestOrganization(t.db, name)
  await t.db.query(
    `UPDATE organizations SET is_partner = $2, verify_status = $3, organization_type = $4, tax_code = $5, city_id = $6, website = $7,
            size = '25 - 99 nhân viên', industry_id = 1, address = '12 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội', description = 'Giới thiệu ' || name
      WHERE id = $1`,
    [id, fields.partner, fields.partner ? 5 : 3, fields.type ?? 1, fields.taxCode ?? null, fields.cityId ?? HANOI, fields.website ?? null],
  )
  return id
}

const job = (organizationId: number, title: string, state: Partial<{ reviewStatus: number; isHidden: boolean; expiresAt: Date; publishedAt: Date }> = {}) =>
  insertTestJob(t.db, {
    title,
    organizationId,
    cityId: HANOI,
    districtId: null,
    reviewStatus: 1001,
    isHidden: false,
    expiresAt: new Date(Date.now() + 30 * DAY),
    serviceIds: [],
    ...state,
  })

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 30, jobs: 200 } })
  org.partner = await makeOrganization('Công ty TNHH Ánh Dương Kiểm Thử', { partner: true, taxCode: '0100233488', website: 'https://anhduong.vn' })
  org.household = await makeOrganization('Hộ kinh doanh Đức Thịnh Kiểm Thử', { partner: true, type: 2, taxCode: '001099012345', cityId: HCMC })
  org.unverified = await makeOrganization('Công ty CP Bình Minh Kiểm Thử', { partner: false, taxCode: '0100109106', cityId: HCMC })
  org.empty = await makeOrganization('Công ty CP Vắng Bóng Kiểm Thử', { partner: false })
  org.quietPartner = await makeOrganization('Công ty TNHH Lặng Lẽ Kiểm Thử', { partner: true })
  // the partner: three open jobs, and one of every kind that must not show
  const now = Date.now()
  jobs.open1 = await job(org.partner, 'Kế toán tổng hợp Ánh Dương', { publishedAt: new Date(now - 3 * DAY) })
  jobs.open2 = await job(org.partner, 'Nhân viên kinh doanh Ánh Dương', { publishedAt: new Date(now - 2 * DAY) })
  jobs.open3 = await job(org.partner, 'Thủ kho Ánh Dương', { publishedAt: new Date(now - DAY) })
  jobs.hidden = await job(org.partner, 'Tin ẩn Ánh Dương', { isHidden: true })
  jobs.waiting = await job(org.partner, 'Tin chờ duyệt Ánh Dương', { reviewStatus: 1000 })
  jobs.rejected = await job(org.partner, 'Tin bị từ chối Ánh Dương', { reviewStatus: 1002 })
  jobs.expired = await job(org.partner, 'Tin hết hạn Ánh Dương', { expiresAt: new Date(now - DAY) })
  await job(org.household, 'Phụ bếp Đức Thịnh')
  await job(org.unverified, 'Bảo vệ Bình Minh')
  await job(org.unverified, 'Tạp vụ Bình Minh')
  // nothing open: approved but expired, hidden, waiting, rejected
  await job(org.empty, 'Tin hết hạn Vắng Bóng', { expiresAt: new Date(now - DAY) })
  await job(org.empty, 'Tin ẩn Vắng Bóng', { isHidden: true })
  await job(org.empty, 'Tin chờ duyệt Vắng Bóng', { reviewStatus: 1000 })
  await job(org.empty, 'Tin bị từ chối Vắng Bóng', { reviewStatus: 1002 })
})
afterAll(() => t.close())

const get = (url: string) => callAs(t.app, 'GET', url)
const data = async <T>(url: string): Promise<T> => {
  const { status, body } = await get(url)
  expect(status, `${url}: ${JSON.stringify(body)}`).toBe(200)
  return body.data as T
}

describe('an organisation page', () => {
  it('answers by id and by {slug}-{id} with what the organisation says about itself', async () => {
    const detail = await data<OrganizationDetail>(`/job/v1/organizations/${org.partner}/detail`)
    expect(detail).toMatchObject({
      id: org.partner,
      name: 'Công ty TNHH Ánh Dương Kiểm Thử',
      is_partner: true,
      type: { id: 1, name: 'Doanh nghiệp' },
      city: { id: HANOI },
      size: '25 - 99 nhân viên',
      website: 'https://anhduong.vn',
      address: '12 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội',
      description: 'Giới thiệu Công ty TNHH Ánh Dương Kiểm Thử',
      job_count: 3,
    })
    expect(detail.industry?.name).toBeTruthy()
    expect(detail.url).toBe(organizationPath({ slug: detail.slug, id: org.partner }))
    expect(detail.url).toMatch(new RegExp(`^/cong-ty/cong-ty-tnhh-anh-duong-kiem-thu-[a-z0-9]+-${org.partner}$`))
    expect(await data<OrganizationDetail>(`/job/v1/organizations/${detail.slug}-${org.partner}/detail`)).toEqual(detail)
    // the id decides: an old or wrong slug still finds the page (the site's canonical link names the right one)
    expect((await data<OrganizationDetail>(`/job/v1/organizations/ten-cu-${org.partner}/detail`)).id).toBe(org.partner)
    expect((await data<OrganizationDetail>(`/job/v1/organizations/${org.household}/detail`)).type).toEqual({ id: 2, name: 'Hộ kinh doanh' })
  })

  it("shows a verified company's tax code, never an unverified one's nor a household business's", async () => {
    expect((await data<OrganizationDetail>(`/job/v1/organizations/${org.partner}/detail`)).tax_code).toBe('0100233488')
    expect((await data<OrganizationDetail>(`/job/v1/organizations/${org.unverified}/detail`)).tax_code).toBeNull()
    expect((await data<OrganizationDetail>(`/job/v1/organizations/${org.household}/detail`)).tax_code).toBeNull()
  })

  it("shows the domain of a verified organisation's verified e-mail, never the address nor an unverified one", async () => {
    await t.db.query(`UPDATE organizations SET email = 'TuyenDung@AnhDuong.vn' WHERE id = ANY($1)`, [[org.partner, org.unverified]])
    expect((await data<OrganizationDetail>(`/job/v1/organizations/${org.partner}/detail`)).email_domain).toBeNull()
    await t.db.query(`UPDATE organizations SET email_verified_at = now() WHERE id = ANY($1)`, [[org.partner, org.unverified]])
    const detail = await data<OrganizationDetail>(`/job/v1/organizations/${org.partner}/detail`)
    expect(detail.email_domain).toBe('anhduong.vn')
    expect(JSON.stringify(detail).toLowerCase()).not.toContain('tuyendung@')
    expect((await data<OrganizationDetail>(`/job/v1/organizations/${org.unverified}/detail`)).email_domain).toBeNull()
    await t.db.query(`UPDATE organizations SET email = NULL, email_verified_at = NULL WHERE id = ANY($1)`, [[org.partner, org.unverified]])
  })

  it('answers 404 for an unknown organisation and one with nothing open that staff did not verify; 400 for a malformed key', async () => {
    for (const key of ['999999999', 'khong-co-999999999', String(org.empty)]) {
      const { status, body } = await get(`/job/v1/organizations/${key}/detail`)
      expect(status, key).toBe(404)
      expect(body.data).toBeUndefined()
      expect(body.error.message).toMatch(/Không tìm thấy trang của nhà tuyển dụng/)
      expect((await get(`/job/v1/organizations/${key}/jobs`)).status, key).toBe(404)
    }
    for (const key of ['Cong-Ty-1', 'abc', '1.5']) expect((await get(`/job/v1/organizations/${key}/detail`)).status, key).toBe(400)
    // a verified partner keeps its page with nothing open
    expect(await data<OrganizationDetail>(`/job/v1/organizations/${org.quietPartner}/detail`)).toMatchObject({ job_count: 0, is_partner: true })
  })

  it('lists its open jobs only, newest first, a page at a time', async () => {
    const page = await data<{ items: JobCard[]; total: number; offset: number; limit: number }>(`/job/v1/organizations/${org.partner}/jobs`)
    expect(page.total).toBe(3)
    expect(page.items.map((j) => j.id)).toEqual([jobs.open3, jobs.open2, jobs.open1])
    for (const leaked of [jobs.hidden, jobs.waiting, jobs.rejected, jobs.expired]) expect(page.items.map((j) => j.id)).not.toContain(leaked)
    // the job card shape of every other list
    expect(page.items[0]).toMatchObject({ organization: { id: org.partner, is_partner: true }, url: expect.stringMatching(/^\/viec-lam\//) })
    const second = await data<{ items: JobCard[]; total: number }>(`/job/v1/organizations/${org.partner}/jobs?offset=1&limit=1`)
    expect(second).toMatchObject({ total: 3, offset: 1, limit: 1 })
    expect(second.items.map((j) => j.id)).toEqual([jobs.open2])
    expect((await data<{ items: JobCard[] }>(`/job/v1/organizations/${org.partner}/jobs?offset=3`)).items).toEqual([])
    expect(await data(`/job/v1/organizations/${org.quietPartner}/jobs`)).toMatchObject({ items: [], total: 0 })
    expect((await get(`/job/v1/organizations/${org.partner}/jobs?limit=101`)).status).toBe(400)
  })

  it('has a page on the one-port server exactly when the API answers it', async () => {
    const exists = (path: string) => resolveDynamicPage(path, t)
    expect(await exists(organizationPath({ slug: 'anh-duong', id: org.partner }))).toBe(true)
    expect(await exists(organizationPath({ slug: '', id: org.unverified }))).toBe(true)
    expect(await exists(organizationPath({ slug: 'lang-le', id: org.quietPartner }))).toBe(true)
    expect(await exists(organizationPath({ slug: 'vang-bong', id: org.empty }))).toBe(false)
    expect(await exists('/cong-ty/khong-co-999999999')).toBe(false)
    expect(await exists('/cong-ty/a/b')).toBe(false)
  })
})

describe('the listing', () => {
  it('filters by the folded words of the name, verified partners first, then by name', async () => {
    for (const q of ['kiem thu', 'KIỂM THỬ', 'Kiểm Thử'.normalize('NFD'), 'kiem th']) {
      const listing = await data<OrganizationListing>(`/job/v1/organizations/listing?q=${encodeURIComponent(q)}`)
      expect(listing.items.map((o) => o.name), q).toEqual([
        'Công ty TNHH Ánh Dương Kiểm Thử',
        'Công ty TNHH Lặng Lẽ Kiểm Thử',
        'Hộ kinh doanh Đức Thịnh Kiểm Thử',
        'Công ty CP Bình Minh Kiểm Thử',
      ])
      expect(listing.total).toBe(4)
    }
    // a word must start a word of the name: "hu" is inside "thu" only
    expect((await data<OrganizationListing>('/job/v1/organizations/listing?q=anh+hu')).total).toBe(0)
    const card = (await data<OrganizationListing>('/job/v1/organizations/listing?q=anh+duong+kiem')).items[0]
    expect(card).toEqual({
      id: org.partner,
      name: 'Công ty TNHH Ánh Dương Kiểm Thử',
      slug: expect.any(String),
      url: expect.stringMatching(new RegExp(`^/cong-ty/[a-z0-9-]+-${org.partner}$`)),
      logo_url: null,
      initials: 'KT',
      is_partner: true,
      type: { id: 1, name: 'Doanh nghiệp' },
      city: { id: HANOI, name: expect.any(String) },
      job_count: 3,
    } satisfies OrganizationSummary)
  })

  it('leaves out organisations without a page, filters by province and pages', async () => {
    const all = await data<OrganizationListing>('/job/v1/organizations/listing?limit=100')
    expect(all.items.map((o) => o.id)).not.toContain(org.empty)
    expect(all.items.filter((o) => !o.is_partner).every((o) => o.job_count > 0)).toBe(true)
    const firstPlain = all.items.findIndex((o) => !o.is_partner)
    expect(all.items.slice(firstPlain).every((o) => !o.is_partner)).toBe(true)
    const [{ count: inDb }] = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM organizations o WHERE o.is_partner OR EXISTS (SELECT 1 FROM jobs j WHERE j.organization_id = o.id AND j.review_status = 1001 AND NOT j.is_hidden AND j.expires_at > now())`,
    )
    expect(all.total).toBe(inDb)

    const hcmc = await data<OrganizationListing>(`/job/v1/organizations/listing?q=kiem+thu&city_id=${HCMC}`)
    expect(hcmc.items.map((o) => o.id)).toEqual([org.household, org.unverified])
    // the provinces of the name filter's matches, whichever province is chosen
    expect(hcmc.provinces.map((p) => [p.id, p.count]).sort()).toEqual([[HANOI, 2], [HCMC, 2]])

    // the province chosen stays in the list when nothing there matches
    const none = await data<OrganizationListing>(`/job/v1/organizations/listing?q=anh+duong+kiem&city_id=${HCMC}`)
    expect(none.total).toBe(0)
    expect(none.provinces.map((p) => [p.id, p.count]).sort()).toEqual([[HANOI, 1], [HCMC, 0]])

    const page = await data<OrganizationListing>('/job/v1/organizations/listing?q=kiem+thu&offset=1&limit=2')
    expect(page).toMatchObject({ total: 4, offset: 1, limit: 2 })
    expect(page.items.map((o) => o.id)).toEqual([org.quietPartner, org.household])
  })

  it('refuses an unknown province or a district with a clear 400', async () => {
    for (const id of [999_999, 1001]) {
      const { status, body } = await get(`/job/v1/organizations/listing?city_id=${id}`)
      expect(status, String(id)).toBe(400)
      expect(body.error.message).toBe('Tỉnh/thành phố không tồn tại.')
    }
  })
})

describe('suggestions', () => {
  it('match the folded words typed: "cong ty" finds "Công ty", at most 5 unless asked', async () => {
    const found = await data<OrganizationSuggestion[]>('/job/v1/organizations/suggestions?q=cong+ty')
    expect(found).toHaveLength(5)
    for (const { name } of found) {
      const words = foldText(name).split(' ')
      expect(words.some((w) => w.startsWith('cong')) && words.some((w) => w.startsWith('ty')), name).toBe(true)
    }
    for (const q of ['anh duong', 'ÁNH DƯƠNG', 'Ánh Dương'.normalize('NFD'), 'anh du']) {
      const [first] = await data<OrganizationSuggestion[]>(`/job/v1/organizations/suggestions?q=${encodeURIComponent(q)}`)
      expect(first, q).toEqual({ id: org.partner, name: 'Công ty TNHH Ánh Dương Kiểm Thử', url: expect.stringMatching(/^\/cong-ty\//), is_partner: true })
    }
    expect(await data<OrganizationSuggestion[]>('/job/v1/organizations/suggestions?q=duc+thinh')).toEqual([
      expect.objectContaining({ id: org.household }),
    ])
    expect(await data('/job/v1/organizations/suggestions?q=vang+bong')).toEqual([])
    expect(await data('/job/v1/organizations/suggestions?q=')).toEqual([])
    expect(await data<unknown[]>('/job/v1/organizations/suggestions?q=kiem&limit=2')).toHaveLength(2)
    expect((await get('/job/v1/organizations/suggestions?q=a&limit=11')).status).toBe(400)
  })

  it('put verified partners first, then those with the most open jobs', async () => {
    const found = await data<OrganizationSuggestion[]>('/job/v1/organizations/suggestions?q=kiem+thu')
    expect(found.map((s) => s.id)).toEqual([org.partner, org.household, org.quietPartner, org.unverified])
  })
})

describe('outstanding organisations', () => {
  it('are the verified partners with open jobs first, most jobs first, then the others recruiting', async () => {
    const list = await data<OrganizationSummary[]>('/job/v1/organizations/outstanding?limit=30')
    expect(list.length).toBeGreaterThan(10)
    expect(list.length).toBeLessThanOrEqual(30)
    expect(list.every((o) => o.job_count > 0)).toBe(true)
    const partners = list.filter((o) => o.is_partner)
    expect(list.slice(0, partners.length)).toEqual(partners)
    for (const group of [partners, list.filter((o) => !o.is_partner)]) {
      const counts = group.map((o) => o.job_count)
      expect(counts).toEqual([...counts].sort((a, b) => b - a))
    }
    expect(list.map((o) => o.id)).not.toContain(org.quietPartner)
    // the counts are the open jobs
    const [{ count }] = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM jobs WHERE organization_id = $1 AND review_status = 1001 AND NOT is_hidden AND expires_at > now()`,
      [list[0].id],
    )
    expect(list[0].job_count).toBe(count)
    expect(await data<unknown[]>('/job/v1/organizations/outstanding')).toHaveLength(8)
    expect((await get('/job/v1/organizations/outstanding?limit=31')).status).toBe(400)
  })
})

describe('the sitemap', () => {
  it('lists every organisation page once, partners first', async () => {
    const first = await data<{ organizations: Array<{ id: number; url: string; is_partner: boolean }>; next_cursor: string | null }>(
      '/job/v1/seo/sitemap?limit=10',
    )
    const ids = first.organizations.map((o) => o.id)
    expect(ids).toContain(org.partner)
    expect(ids).toContain(org.unverified)
    expect(ids).toContain(org.quietPartner)
    expect(ids).not.toContain(org.empty)
    const partners = first.organizations.filter((o) => o.is_partner)
    expect(first.organizations.slice(0, partners.length)).toEqual(partners)
    expect(first.organizations.find((o) => o.id === org.partner)?.url).toMatch(new RegExp(`^/cong-ty/[a-z0-9-]+-${org.partner}$`))
    const listing = await data<OrganizationListing>('/job/v1/organizations/listing?limit=1')
    expect(first.organizations).toHaveLength(listing.total)
    // later pages do not repeat them
    expect(first.next_cursor).not.toBeNull()
    const next = await data<{ organizations: unknown[] }>(`/job/v1/seo/sitemap?limit=10&cursor=${first.next_cursor}`)
    expect(next.organizations).toEqual([])
  })
})
