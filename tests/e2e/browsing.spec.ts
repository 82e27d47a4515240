import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, test, waitForHydration } from './fixtures'

const jobLinks = (page: Page) => page.getByRole('main').locator('article h3 a, li h3 a')

test.describe('desktop @desktop', () => {
  test('search "ke toan" from home, filter by HCMC and a district, remove a chip, open a job', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await expectNoA11yViolations(page)
    const box = page.getByRole('combobox').first()
    await box.fill('ke toan')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/tuyen-dung\?q=ke\+toan$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ke toan')
    await expect(jobLinks(page).first()).toBeVisible()
    const titles = await jobLinks(page).allTextContents()
    expect(titles.length).toBeGreaterThan(0)
    expect(titles.every((t) => /kế toán/i.test(t))).toBe(true)

    await page.getByRole('button', { name: /^Bộ lọc/ }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Tỉnh/thành phố').selectOption({ label: 'TP. Hồ Chí Minh' })
    await dialog.getByLabel('Quận/huyện').selectOption({ label: 'Quận 1' })
    await dialog.getByRole('button', { name: 'Áp dụng (2)' }).click()
    await expect(page).toHaveURL(/city_id=2&district_id=2001/)
    await expect(page.getByRole('button', { name: 'Bộ lọc (2)' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Bỏ lọc Quận 1' })).toBeVisible()
    await expect(page.getByText(/Tìm thấy \d+/)).toBeVisible()
    await expectNoA11yViolations(page)

    await page.getByRole('button', { name: 'Bỏ lọc Quận 1' }).click()
    await expect(page).not.toHaveURL(/district_id/)
    await expect(page).toHaveURL(/city_id=2/)
    await expect(page.getByRole('button', { name: 'Bộ lọc (1)' })).toBeVisible()

    const first = jobLinks(page).first()
    const title = (await first.textContent())!.trim()
    await first.click()
    await expect(page).toHaveURL(/\/viec-lam\/[a-z0-9-]+-\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const posting = jsonLd.map((s) => JSON.parse(s)).find((d) => d['@type'] === 'JobPosting')
    expect(posting).toMatchObject({ title, directApply: true, hiringOrganization: { '@type': 'Organization' } })
    await expect(page.getByRole('heading', { name: 'Việc làm tương tự' })).toBeVisible()
    await expectNoA11yViolations(page)
  })
})

test.describe('mobile 390 px @mobile', () => {
  test('search through the full-screen popup, filter and open a job', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('button', { name: /Nhập tên công việc, công ty/ }).first().click()
    const input = page.getByRole('dialog').getByPlaceholder('Nhập tên công việc, công ty...')
    await expect(input).toBeFocused()
    await input.fill('ke toan')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/tuyen-dung\?q=ke\+toan$/)
    await expect(jobLinks(page).first()).toContainText(/kế toán/i)
    await expect(page.getByText('Lọc', { exact: true })).toBeVisible()

    await page.getByRole('button', { name: /^Bộ lọc/ }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Tỉnh/thành phố').selectOption({ label: 'TP. Hồ Chí Minh' })
    await dialog.getByRole('button', { name: 'Áp dụng (1)' }).click()
    await expect(page).toHaveURL(/city_id=2/)
    await expect(page.getByRole('button', { name: 'Bỏ lọc TP. Hồ Chí Minh' })).toBeVisible()
    await expectNoA11yViolations(page)
    await jobLinks(page).first().click()
    await expect(page.getByRole('heading', { name: 'Việc làm tương tự' })).toBeVisible()
    await expectNoA11yViolations(page)
  })
})

test('landing pages are prerendered with their title, breadcrumb and first jobs', async ({ page, request }) => {
  const html = await (await request.get('/tuyen-dung-ho-chi-minh')).text()
  expect(html).toContain('data-server-rendered="true"')
  expect(html).toContain('<h1')
  expect(html).toContain('Việc làm TP. Hồ Chí Minh')
  expect(html).toMatch(/<meta[^>]+name="description"[^>]+content="[^"]{60,}"/)
  expect(html).toContain('"@type":"BreadcrumbList"')
  expect((html.match(/href="\/viec-lam\/[a-z0-9-]+-\d+"/g) ?? []).length).toBeGreaterThanOrEqual(10)
  await page.goto('/tuyen-dung-ho-chi-minh')
  await waitForHydration(page)
  await expect(page.getByRole('button', { name: 'Bỏ lọc TP. Hồ Chí Minh' })).toBeVisible()
  await expectNoA11yViolations(page)
})

test('job pages carry JobPosting JSON-LD in their initial HTML, prerendered or rendered when first asked for', { tag: '@desktop' }, async ({ page, request }) => {
  const index = await (await request.get('/sitemap.xml')).text()
  expect(index).toContain('<sitemapindex')
  const sitemap = await (await request.get(/<loc>[^<]+(\/sitemap-1\.xml)<\/loc>/.exec(index)?.[1] ?? '/sitemap-1.xml')).text()
  const urls = [...sitemap.matchAll(/<loc>[^<]+(\/viec-lam\/[^<]+)<\/loc>/g)].map((m) => m[1])
  expect(urls.length).toBeGreaterThan(1000)
  expect(sitemap).toContain('/tuyen-dung-ho-chi-minh</loc><lastmod>')
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:')

  const prerendered = await (await request.get(urls[0])).text()
  expect(prerendered).toContain('"@type":"JobPosting"')
  expect(prerendered).toContain('"currency":"VND"')

  // The e2e server prerenders only the newest 30 jobs (PRERENDER_JOBS): an older one is rendered
  // by the server when first asked for, a whole page all the same, and hydrates
  const later = urls[urls.length - 1]
  const response = await request.get(later)
  expect(response.status()).toBe(200)
  expect(await response.text()).toContain('"@type":"JobPosting"')
  await page.goto(later)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(jsonLd.some((s) => JSON.parse(s)['@type'] === 'JobPosting')).toBe(true)

  expect((await request.get('/viec-lam/khong-ton-tai-99999999')).status()).toBe(404)
})
