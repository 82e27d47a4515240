// Organisations' public pages (docs/decisions/0020-organisation-pages.md) at 1366 px (desktop
// project) and 390 px (mobile project): from a job page to its organisation's page, its jobs and the
// "Đối tác" badge and commitments of a verified one; the listing's search with its suggestions; an
// organisation not prerendered, and one without a page. No axe violations, nothing wider than the
// window. Screenshots go to /tmp/shots/.
import type { APIRequestContext, Page } from '@playwright/test'
import { foldText } from '../../src/domain/text'
import type { OrganizationDetail, OrganizationSummary } from '../../src/domain/contract/organizations'
import type { JobCard } from '../../src/domain/jobs'
import { expect, expectFitsViewport, expectNoA11yViolations, test, waitForHydration } from './fixtures'

const SHOTS = '/tmp/shots'

async function useWidth(page: Page, isMobile: boolean): Promise<number> {
  const width = isMobile ? 390 : 1366
  await page.setViewportSize({ width, height: isMobile ? 844 : 900 })
  return width
}

async function checked(page: Page, shot: string) {
  await expectFitsViewport(page)
  await expectNoA11yViolations(page)
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true })
}

/** Every organisation of the listing, a page of 100 at a time. */
async function everyOrganization(request: APIRequestContext): Promise<OrganizationSummary[]> {
  const all: OrganizationSummary[] = []
  for (let offset = 0; ; offset += 100) {
    const { items, total } = (await (await request.get(`/job/v1/organizations/listing?limit=100&offset=${offset}`)).json()).data as { items: OrganizationSummary[]; total: number }
    all.push(...items)
    if (all.length >= total || !items.length) return all
  }
}

/** A recruiting organisation that is not verified, and the fewest last words of its name (folded) that match no other name. */
function uniquelyNamed(all: OrganizationSummary[]): { target: OrganizationSummary; typed: string } {
  const wordsOf = (name: string) => foldText(name).split(/[^a-z0-9]+/).filter(Boolean)
  const matches = (name: string, typed: string[]) => typed.every((w) => wordsOf(name).some((nw) => nw.startsWith(w)))
  for (const target of all.filter((o) => !o.is_partner && o.job_count > 0)) {
    const words = wordsOf(target.name)
    for (let n = 2; n <= Math.min(4, words.length); n++) {
      const typed = words.slice(-n)
      if (all.filter((o) => matches(o.name, typed)).length === 1) return { target, typed: typed.join(' ') }
    }
  }
  throw new Error('no organisation with a name of its own in the seed')
}

test('from a job page to its verified organisation: its page, badge, commitments and open jobs', async ({ page, request, isMobile }) => {
  test.setTimeout(90_000)
  const width = await useWidth(page, isMobile)
  const outstanding = (await (await request.get('/job/v1/organizations/outstanding?limit=30')).json()).data as OrganizationSummary[]
  const partner = outstanding.find((o) => o.is_partner)
  expect(partner, 'a verified partner recruiting in the seed').toBeTruthy()
  const org = partner!
  const jobs = (await (await request.get(`/job/v1/organizations/${org.id}/jobs?limit=20`)).json()).data as { items: JobCard[]; total: number }
  const job = jobs.items[0]

  // prerendered, with its structured data
  const html = await (await request.get(org.url)).text()
  expect(html).toContain('data-server-rendered="true"')
  expect(html).toContain(`"@type":"Organization"`)
  expect(html).toMatch(new RegExp(`rel="canonical" href="http://localhost:\\d+${org.url}"`))

  await page.goto(job.url)
  await waitForHydration(page)
  const header = page.getByRole('article', { name: job.title })
  await header.getByRole('link', { name: org.name }).first().click()
  await expect(page).toHaveURL(new RegExp(`${org.url}$`))

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(org.name)
  const profile = page.locator('[data-area="profile"]')
  await expect(profile.getByText('Đối tác', { exact: true })).toBeVisible()
  await expect(profile.getByText(`${org.job_count.toLocaleString('vi-VN')} việc làm đang tuyển`)).toBeVisible()
  const commitments = page.getByRole('complementary', { name: 'Cam kết của nhà tuyển dụng Đối tác' })
  for (const text of ['Doanh nghiệp uy tín, đã xác thực', 'Nội dung tuyển dụng chân thật', 'Phản hồi ứng viên trong 24h']) {
    await expect(commitments.getByText(text)).toBeVisible()
  }
  const openJobs = page.getByRole('region', { name: 'Việc làm đang tuyển' })
  await expect(openJobs.getByRole('article')).toHaveCount(Math.min(20, jobs.total))
  await expect(openJobs.getByRole('link', { name: job.title, exact: true })).toHaveAttribute('href', job.url)
  await expect(page).toHaveTitle(`${org.name} tuyển dụng | Việc Làm Tốt`)
  await checked(page, `organisation-partner-${width}`)

  // the breadcrumb leads to the listing
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Công ty' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Danh sách công ty đang tuyển dụng')
})

test('the listing: outstanding partners first, and a name search with suggestions finds an organisation', async ({ page, request, isMobile }) => {
  test.setTimeout(90_000)
  const width = await useWidth(page, isMobile)
  const all = await everyOrganization(request)
  // one that is not verified, and the last words of its name, typed without accents, that find it alone
  const { target, typed } = uniquelyNamed(all)

  const html = await (await request.get('/cong-ty')).text()
  expect(html).toContain('Nhà tuyển dụng nổi bật')

  await page.goto('/cong-ty')
  await waitForHydration(page)
  const outstanding = page.getByRole('region', { name: 'Nhà tuyển dụng nổi bật' })
  await expect(outstanding.getByRole('article').first().getByText('Đối tác', { exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Tất cả nhà tuyển dụng' }).getByText(`Có ${all.length.toLocaleString('vi-VN')} nhà tuyển dụng`, { exact: false })).toBeVisible()
  await checked(page, `organisations-${width}`)

  const suggestionRequests: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/job/v1/organizations/suggestions')) suggestionRequests.push(r.url())
  })
  const box = page.getByRole('combobox', { name: 'Tên nhà tuyển dụng' })
  await box.pressSequentially(typed, { delay: 40 })
  const suggestions = page.getByRole('listbox', { name: 'Gợi ý nhà tuyển dụng' })
  await expect(suggestions.getByRole('option', { name: target.name })).toBeVisible()
  // debounced: one request for the whole word typed, with limit 5
  expect(suggestionRequests.length).toBeLessThanOrEqual(2)
  expect(suggestionRequests.at(-1)).toContain('limit=5')
  expect(await suggestions.getByRole('option').count()).toBeLessThanOrEqual(5)
  await expectNoA11yViolations(page)
  await page.screenshot({ path: `${SHOTS}/organisations-suggestions-${width}.png` })

  // Enter without a highlighted suggestion filters the listing
  await box.press('Escape')
  await page.getByRole('button', { name: 'Tìm công ty' }).click()
  await expect(page).toHaveURL(new RegExp(`/cong-ty\\?q=${encodeURIComponent(typed).replace(/%20/g, '\\+')}`))
  const results = page.getByRole('region', { name: 'Kết quả tìm kiếm' })
  await expect(results.getByRole('heading', { name: target.name })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Nhà tuyển dụng nổi bật' })).toHaveCount(0)

  // a suggestion picked opens the organisation's page: client-rendered (not prerendered) with a safety note
  await box.fill('')
  await box.pressSequentially(typed, { delay: 20 })
  await suggestions.getByRole('option', { name: target.name }).click()
  await expect(page).toHaveURL(new RegExp(`${target.url}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name)
  await expect(page.getByRole('complementary').getByRole('heading', { name: 'Nhà tuyển dụng chưa xác thực' })).toBeVisible()
  await expect(page.locator('[data-area="profile"]').getByText('Đối tác', { exact: true })).toHaveCount(0)
})

test('an organisation not prerendered is rendered by the server when first asked for; an unknown one answers 404', async ({ page, request, isMobile }) => {
  const width = await useWidth(page, isMobile)
  const listing = (await (await request.get('/job/v1/organizations/listing?limit=100')).json()).data as { items: OrganizationSummary[] }
  const plain = listing.items.find((o) => !o.is_partner)!
  const response = await request.get(plain.url)
  expect(response.status()).toBe(200)
  // a whole page in its first HTML (docs/decisions/0039-pages-follow-the-data.md)
  const html = await response.text()
  expect(html).toContain('data-server-rendered="true"')
  expect(html).toContain('"@type":"Organization"')
  const detail = (await (await request.get(`/job/v1/organizations/${plain.id}/detail`)).json()).data as OrganizationDetail

  await page.goto(plain.url)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.name)
  await expect(page.getByRole('region', { name: 'Việc làm đang tuyển' }).getByRole('article')).toHaveCount(Math.min(20, detail.job_count))
  // its canonical address and JSON-LD once loaded
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${plain.url}$`))
  expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain('"@type":"Organization"')
  await checked(page, `organisation-unverified-${width}`)

  for (const url of ['/cong-ty/khong-co-999999999', '/cong-ty/khong-co-trang']) {
    expect((await request.get(url)).status(), url).toBe(404)
  }
  await page.goto('/cong-ty/khong-co-999999999')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy trang')
})
