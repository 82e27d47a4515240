// Issue 39 items 2 and 11 (docs/decisions/0052-employer-sells-and-onboarding.md): signed out, /employer
// sells with the live figures (the API's, in tiles that do not move), the price list's lowest prices,
// the partner programme and one action; a new employer
// sees its next steps instead of zero tiles, enters its company first, and the step shows done.
// Checked at 1366 and 390 px. Screenshots go to /tmp/shots/.
import type { Page } from '@playwright/test'
import { atBothWidths, expect, expectFitsViewport, expectNoA11yViolations, freshTaxCode, openSignedIn, registerByApi, test, waitForHydration } from './fixtures'

const SHOTS = '/tmp/shots'

/** Every visible link, button and question of the main area is at least 44 px tall. */
async function expectTouchTargets(page: Page) {
  const small = await page.getByRole('main').evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>('a, button, summary')]
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({ text: el.textContent?.trim().slice(0, 40), height: el.getBoundingClientRect().height }))
      .filter((el) => el.height < 44),
  )
  expect(small).toEqual([])
}

test('signed out: /employer sells with the live figures, the prices, the partner programme and one action', { tag: '@desktop' }, async ({ page, request }) => {
  test.slow()
  const figures = (await (await request.get('/job/v1/market/figures')).json()).data as {
    active_jobs: number
    job_seekers: number
    applications_this_month: number
    month_start: string
    partners: number
  }
  const prices = (await (await request.get('/listing/v1/service-prices/job')).json()).data.items as Array<{ service_id: number | null; price: number }>
  const topAds = Math.min(...prices.filter((p) => p.service_id === 7016).map((p) => p.price))
  // prerendered with the figures of the build
  const html = await (await request.get('/employer')).text()
  expect(html).toContain('việc làm đang tuyển')
  expect(html).toContain('Đăng ký nhà tuyển dụng')

  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/employer')
  await waitForHydration(page)
  const hero = page.getByRole('region', { name: 'Tuyển dụng nhanh, đúng người' })
  const tiles = hero.locator('[data-live-figures]')
  const month = `${figures.month_start.slice(5, 7)}/${figures.month_start.slice(0, 4)}`
  await expect(tiles.locator('[data-figure="jobs"] dd')).toHaveText(figures.active_jobs.toLocaleString('vi-VN'))
  await expect(tiles.locator('[data-figure="seekers"] dd')).toHaveText(figures.job_seekers.toLocaleString('vi-VN'))
  await expect(tiles.locator('[data-figure="applications"] dt')).toHaveText(`lượt ứng tuyển tháng ${month}`)
  await expect(tiles.locator('[data-figure="applications"] dd')).toHaveText(figures.applications_this_month.toLocaleString('vi-VN'))
  await expect(hero.getByRole('link', { name: 'Đăng ký nhà tuyển dụng' })).toHaveAttribute('href', /^\/account\/register\?returnUrl=%2Femployer/)
  await expect(hero.getByRole('link', { name: 'Đăng tin ngay' })).toHaveAttribute('href', '/dang-tin')

  const pricing = page.getByRole('region', { name: 'Bảng giá: đăng tin miễn phí, dịch vụ khi bạn cần' })
  await expect(pricing.locator('[data-price="free"]')).toContainText('Miễn phí')
  await expect(pricing.locator('[data-price="topads"]')).toContainText(`từ ${topAds.toLocaleString('vi-VN')}đ`)
  await expect(page.getByRole('region', { name: /Ba cam kết của nhà tuyển dụng Đối tác/ })).toContainText(`${figures.partners.toLocaleString('vi-VN')} doanh nghiệp đã có huy hiệu Đối tác`)
  await expect(page.getByRole('region', { name: 'Câu hỏi thường gặp' })).toBeVisible()

  await atBothWidths(page, async () => {
    await expectFitsViewport(page)
    await expectTouchTargets(page)
    await expectNoA11yViolations(page)
    const width = page.viewportSize()!.width
    await page.screenshot({ path: `${SHOTS}/employer-sells-${width}.png`, fullPage: true })
  })
})

test('signed out: the figures refreshed in the browser move nothing', { tag: '@desktop' }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // the browser's answer differs from the build's: the tiles keep their size
  await page.route('**/job/v1/market/figures', (route) =>
    route.fulfill({ json: { success: true, data: { active_jobs: 123_456_789, job_seekers: 98_765_432, applications_this_month: 1_234_567, month_start: '2026-11-01', partners: 7 } } }),
  )
  await page.goto('/employer')
  const tiles = page.locator('[data-live-figures]')
  await tiles.waitFor()
  const before = await tiles.boundingBox()
  const belowBefore = await page.getByRole('region', { name: 'Nhà tuyển dụng nhận được gì' }).boundingBox()
  await waitForHydration(page)
  await expect(tiles.locator('[data-figure="jobs"] dd')).toHaveText('123.456.789')
  expect(await tiles.boundingBox()).toEqual(before)
  expect(await page.getByRole('region', { name: 'Nhà tuyển dụng nhận được gì' }).boundingBox()).toEqual(belowBefore)
})

test('a new employer sees its next steps, enters its company first, and the step shows done', { tag: '@desktop' }, async ({ page }) => {
  test.slow()
  const employer = await registerByApi(page.request, 'Phan Minh Khoa')
  await page.setViewportSize({ width: 1366, height: 900 })
  await openSignedIn(page, '/employer', employer.requestId)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tổng quan tuyển dụng')
  const steps = page.getByRole('region', { name: 'Bắt đầu tuyển dụng' })
  await expect(steps.getByText('Đã xong 0/4 bước')).toBeVisible()
  // no row of zero tiles
  await expect(page.getByRole('region', { name: 'Tin đăng của bạn' })).toHaveCount(0)
  await atBothWidths(page, async () => {
    await expectFitsViewport(page)
    await expectTouchTargets(page)
    await expectNoA11yViolations(page)
    await page.screenshot({ path: `${SHOTS}/employer-new-overview-${page.viewportSize()!.width}.png`, fullPage: true })
  })

  // the company first, before any post
  await steps.getByRole('link', { name: 'Nhập thông tin' }).click()
  await expect(page).toHaveURL(/\/dashboard\/thong-tin-doanh-nghiep$/)
  await expect(page.getByRole('heading', { name: 'Bắt đầu với doanh nghiệp của bạn' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Thông tin doanh nghiệp' })
  await atBothWidths(page, async () => {
    await expectFitsViewport(page)
    await expectNoA11yViolations(page)
    await page.screenshot({ path: `${SHOTS}/employer-company-first-${page.viewportSize()!.width}.png`, fullPage: true })
  })
  await form.getByRole('radio', { name: 'Doanh nghiệp' }).check()
  await form.getByLabel('Tên doanh nghiệp / hộ kinh doanh').fill('Công ty TNHH Gạch Men Phương Nam')
  await form.getByLabel('Mã số thuế').fill(freshTaxCode().valid)
  await form.getByLabel('Tỉnh/thành phố').selectOption({ label: 'Hà Nội' })
  await form.getByLabel('Quận/huyện').selectOption({ index: 1 })
  await form.getByLabel('Địa chỉ').fill('8 Lê Duẩn')
  await form.getByLabel('Quy mô').selectOption({ label: '25 - 99 nhân viên' })
  await form.getByLabel('Lĩnh vực hoạt động').selectOption({ index: 1 })
  await form.getByRole('button', { name: 'Lưu và tạo doanh nghiệp' }).click()
  await expect(page.getByText(/^Đã tạo doanh nghiệp và lưu thông tin\./)).toBeVisible()
  // the organisation exists: its verification state and documents follow
  await expect(page.getByRole('heading', { name: 'Trạng thái xác thực: Cần xác thực' })).toBeVisible()
  await expect(form.getByLabel('Tên doanh nghiệp / hộ kinh doanh')).toHaveValue('Công ty TNHH Gạch Men Phương Nam')

  await page.goto('/employer')
  await waitForHydration(page)
  await expect(steps.getByText('Đã xong 1/4 bước')).toBeVisible()
  await expect(steps.locator('[data-step="company"]')).toHaveAttribute('data-done', '')
  await expect(steps.getByRole('heading', { name: 'Nhập thông tin doanh nghiệp (đã xong)' })).toBeVisible()
  await expect(steps.getByRole('link', { name: 'Gửi giấy tờ' })).toBeVisible()
  await atBothWidths(page, async () => {
    await expectFitsViewport(page)
    await page.screenshot({ path: `${SHOTS}/employer-new-overview-done-${page.viewportSize()!.width}.png`, fullPage: true })
  })
})
