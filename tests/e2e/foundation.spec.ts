import { expect, expectNoA11yViolations, test, waitForHydration } from './fixtures'

test('the home page is prerendered Vietnamese HTML, readable without JavaScript', { tag: '@desktop' }, async ({ browser, request }) => {
  const html = await (await request.get('/')).text()
  expect(html).toMatch(/<html\s+lang="vi"/)
  expect(html).toContain('data-server-rendered="true"')
  expect(html).toContain('Việc làm theo ngành nghề')
  expect(html).toContain('Việc làm TP. Hồ Chí Minh')
  expect(html).toContain('Kế toán - Kiểm toán')

  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tìm việc làm nhanh, uy tín trên khắp Việt Nam')
  await expect(page.getByRole('main').getByRole('link', { name: 'Việc làm Hà Nội' })).toBeVisible()
  await context.close()
})

test('the home page hydrates without console errors and passes axe', async ({ page, isMobile }) => {
  await page.goto('/')
  await waitForHydration(page)
  await expect(
    isMobile ? page.getByRole('button', { name: /Nhập tên công việc, công ty/ }) : page.getByRole('button', { name: 'Tìm việc' }),
  ).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText('Công ty TNHH Việc Làm Tốt')
  await expectNoA11yViolations(page)
})

test('@desktop moving between the public pages in the browser logs no warning, and each page shows its content', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.goto('/')
  await waitForHydration(page)
  // a job, then a listing link on it, then back: client-side navigation over lazy routes
  await page.getByRole('main').locator('a[href^="/viec-lam/"]').first().click()
  await expect(page).toHaveURL(/\/viec-lam\/[^/]+-\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
  await page.getByRole('main').locator('a[href^="/tuyen-dung"]').first().click()
  await expect(page).toHaveURL(/\/tuyen-dung/)
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
  await page.goBack()
  await expect(page).toHaveURL(/\/viec-lam\//)
  expect(warnings).toEqual([])
})

test('unknown paths, jobs and landing pages get the 404 page with status 404, with no hydration error or API call', { tag: '@desktop' }, async ({ page }) => {
  // a job or landing URL routes to its own page in the browser: it must not hydrate the 404 markup
  // (React #418) nor ask the API for what the server already answered 404 (console errors fail the test)
  for (const url of ['/trang-khong-ton-tai', '/viec-lam/abc-10027', '/tuyen-dung-khong-ton-tai']) {
    const api: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/listing/v1/classifieds/') || pathname.startsWith('/job/v1/seo/landing/')) api.push(pathname)
    })
    const response = await page.goto(url)
    expect(response?.status(), url).toBe(404)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeVisible()
    expect(api, url).toEqual([])
    page.removeAllListeners('request')
  }
})

test('the API on the same port serves seeded config and Vietnamese 400s', { tag: '@desktop' }, async ({ request }) => {
  const categories = await (await request.get('/job/v1/categories/config')).json()
  expect(categories.data.some((c: { name: string }) => c.name === 'Việc làm')).toBe(true)
  const cities = await (await request.get('/job/v1/cities/config')).json()
  expect(cities.data.filter((c: { parent_id: number }) => c.parent_id === 0)).toHaveLength(34)
  const bad = await request.get('/listing/v1/common/config?site_id=abc')
  expect(bad.status()).toBe(400)
  expect((await bad.json()).error.message).toBe('site_id phải là số nguyên')
})
