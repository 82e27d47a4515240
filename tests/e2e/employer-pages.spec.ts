// The employer pages of issue 18 item 1 (docs/decisions/0013-employer-pages.md): /employer, /promo
// and /recruiters signed out (prerendered, a call to post that goes through login, 390 px without
// horizontal scrolling, no axe violations), and /employer signed in as a new account and as the
// demo employer (counts equal to the API's statistic). Screenshots go to /tmp/shots/.
import type { Page } from '@playwright/test'
import { expect, expectFitsViewport, expectNoA11yViolations, openSignedIn, postJobByApi, registerByApi, signInKeyByApi, test, tokenByApi, waitForHydration } from './fixtures'

const SHOTS = '/tmp/shots'
const WIDTHS = [1366, 390] as const

const PAGES = [
  { url: '/employer', name: 'employer', h1: 'Tuyển dụng nhanh, đúng người', post: 'Đăng tin ngay' },
  { url: '/promo', name: 'promo', h1: 'Đăng tin tuyển dụng miễn phí, tìm đúng người nhanh hơn', post: 'Đăng tin ngay' },
  { url: '/recruiters', name: 'recruiters', h1: 'Nhà tuyển dụng Đối tác đang tuyển dụng', post: 'Đăng tin tuyển dụng' },
] as const

async function fitsAndPasses(page: Page, shot: string) {
  await expectFitsViewport(page)
  await expectNoA11yViolations(page)
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true })
}

test('signed out: the three employer pages are prerendered, call to post, fit 390 px and pass axe', { tag: '@desktop' }, async ({ page, request }) => {
  // six pages checked by axe, /employer a long one: more than two minutes on a loaded machine
  test.setTimeout(240_000)
  for (const { url, name, h1, post } of PAGES) {
    // prerendered: the heading and the call to post are in the HTML
    const html = await (await request.get(url)).text()
    expect(html).toContain(h1)
    expect(html).toContain('href="/dang-tin"')
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await page.goto(url)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
      // the hero is a region named by the heading
      await expect(page.getByRole('region', { name: h1 }).getByRole('link', { name: post, exact: true })).toHaveAttribute('href', '/dang-tin')
      await fitsAndPasses(page, `${name}-${width}`)
    }
  }
})

test('signed out: the call to post goes through login and back to the posting flow', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/employer')
  await waitForHydration(page)
  await page.getByRole('region', { name: PAGES[0].h1 }).getByRole('link', { name: 'Đăng tin ngay' }).click()
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Fdang-tin/)
})

test('signed out: the header and the phone menu lead recruiters to /promo', { tag: '@desktop' }, async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Nhà tuyển dụng', exact: true })).toHaveAttribute('href', '/promo')

  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Mở menu' }).click()
  await page.getByRole('dialog').getByRole('link', { name: 'Bạn là nhà tuyển dụng? Đăng tin ngay' }).click()
  await expect(page).toHaveURL(/\/promo$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES[1].h1)
})

test('/recruiters lists partner employers with their open jobs, and shows more of them on request', { tag: '@desktop' }, async ({ page, request }) => {
  const partners = (await (await request.get('/job/v1/classifieds/enterprise?limit=30')).json()).data as Array<{ name: string; job_count: number }>
  expect(partners.length).toBeGreaterThan(0)
  await page.goto('/recruiters')
  await waitForHydration(page)
  const first = page.getByRole('article', { name: partners[0].name })
  await expect(first.getByText('Đối tác')).toBeVisible()
  await expect(first.getByText(/việc làm đang tuyển$/)).toHaveText(`${partners[0].job_count.toLocaleString('vi-VN')} việc làm đang tuyển`)
  // the name leads to the organisation's page (docs/decisions/0020-organisation-pages.md)
  await expect(first.getByRole('heading', { name: partners[0].name }).getByRole('link')).toHaveAttribute('href', /^\/cong-ty\/[a-z0-9-]+-\d+$/)
  const jobs = first.getByRole('list', { name: `Việc làm mới nhất của ${partners[0].name}` }).getByRole('link')
  await expect(jobs).toHaveCount(Math.min(3, partners[0].job_count))
  if (partners[0].job_count > 3) {
    await first.getByRole('button', { name: /^Xem thêm/ }).click()
    await expect(jobs).toHaveCount(Math.min(20, partners[0].job_count))
  }
  // the first 12 partners, then the rest on request
  if (partners.length > 12) {
    await expect(page.getByRole('article')).toHaveCount(12)
    await page.getByRole('button', { name: `Xem thêm ${partners.length - 12} doanh nghiệp` }).click()
    await expect(page.getByRole('article')).toHaveCount(partners.length)
    await expect(page.getByRole('article', { name: partners[12].name })).toBeFocused()
  }
  // a job link opens the job
  const job = jobs.first()
  const title = await job.textContent()
  await job.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '')
})

test('/employer signed in as a new account: the overview instead of the pitch, the next steps instead of zero tiles, balances; then a job with a push-up schedule', { tag: '@desktop' }, async ({ page }) => {
  test.setTimeout(90_000)
  const { phone, requestId } = await registerByApi(page.request, 'Lê Hoàng Phúc')
  await page.setViewportSize({ width: 1366, height: 900 })
  await openSignedIn(page, '/employer', requestId)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tổng quan tuyển dụng')
  await expect(page.getByText('Tuyển dụng nhanh, đúng người')).toHaveCount(0)
  const steps = page.getByRole('region', { name: 'Bắt đầu tuyển dụng' })
  await expect(steps.getByText('Đã xong 0/4 bước')).toBeVisible()
  await expect(steps.getByRole('link', { name: 'Đăng tin' })).toHaveAttribute('href', '/dang-tin')
  const jobs = page.getByRole('region', { name: 'Tin đăng của bạn' })
  await expect(jobs).toHaveCount(0)
  const ups = page.getByRole('region', { name: 'Lịch đẩy tin sắp tới' })
  await expect(ups).toHaveCount(0)
  const wallet = page.getByRole('main').getByRole('region', { name: 'Ví của bạn' })
  await expect(wallet.getByText('0đ')).toHaveCount(2)
  await expect(page.getByRole('main').getByRole('link', { name: 'Đăng tin mới' })).toHaveAttribute('href', '/dang-tin')
  await fitsAndPasses(page, 'employer-signed-in-1366')

  // a job posted, its schedule turned on: the overview lists its next push-up as the API says
  const token = await tokenByApi(page.request, phone)
  const auth = { authorization: `Bearer ${token}` }
  const jobId = await postJobByApi(page.request, token, 'Nhân viên kho ca đêm')
  const saved = await page.request.post(`/listing/v1/classifieds/${jobId}/job-up-settings`, { headers: auth, data: { enabled: true, hours: [20], days: [1, 2, 3, 4, 5, 6, 7] } })
  expect(saved.ok(), await saved.text()).toBe(true)
  const next = (await saved.json()).data.settings.next_runs[0] as { text: string }
  await page.setViewportSize({ width: 390, height: 844 })
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tổng quan tuyển dụng')
  await expect(jobs.getByRole('link', { name: 'Đang hiển thị 1' })).toBeVisible()
  await expect(jobs.getByRole('link', { name: 'Hồ sơ ứng tuyển chưa xem 0' })).toHaveAttribute('href', '/dashboard/candidates?read=0')
  // the steps left follow the tiles: the post made the organisation, its information is still to enter
  await expect(page.getByRole('region', { name: 'Hoàn thiện tài khoản tuyển dụng' }).getByText('Đã xong 1/4 bước')).toBeVisible()
  await expect(ups).toContainText('1 tin đang bật lịch đẩy tự động.')
  await expect(ups.getByRole('listitem')).toHaveText(`${next.text}Nhân viên kho ca đêm`)
  await expect(wallet.getByText('0đ')).toHaveCount(2)
  await fitsAndPasses(page, 'employer-signed-in-390')
})

test('/employer signed in as the demo employer: every count is the API statistic', { tag: '@desktop' }, async ({ page }) => {
  const phone = '0912345678'
  const token = await tokenByApi(page.request, phone)
  const statistic = (await (await page.request.get('/listing/v1/classifieds/my-classifieds-statistic', { headers: { authorization: `Bearer ${token}` } })).json())
    .data as { tabs: Array<{ key: string; name: string; total: number }> }
  await page.setViewportSize({ width: 1366, height: 900 })
  await openSignedIn(page, '/employer', await signInKeyByApi(page.request, phone))
  const jobs = page.getByRole('region', { name: 'Tin đăng của bạn' })
  for (const key of ['active', 'expiring', 'waiting', 'rejected', 'expired', 'has_applications']) {
    const tab = statistic.tabs.find((t) => t.key === key)!
    await expect(jobs.getByRole('link', { name: `${tab.name} ${tab.total.toLocaleString('vi-VN')}`, exact: true })).toHaveAttribute(
      'href',
      `/dashboard/manage-listing?tab=${key}`,
    )
  }
  const unread = (await (await page.request.get('/job/v1/candidates/recruiter-unread', { headers: { authorization: `Bearer ${token}` } })).json()).data.total as number
  await expect(jobs.getByRole('link', { name: `Hồ sơ ứng tuyển chưa xem ${unread.toLocaleString('vi-VN')}`, exact: true })).toBeVisible()
  await expect(page.getByRole('main').getByRole('region', { name: 'Ví của bạn' })).toContainText('2.500.000đ')
  await page.screenshot({ path: `${SHOTS}/employer-demo-1366.png`, fullPage: true })
})

test('signed out: the header offers the employer’s action on /employer and the job seeker’s on home', { tag: '@desktop' }, async ({ page, request }) => {
  // in the prerendered HTML already: no script decides it after hydration
  const html = await (await request.get('/employer')).text()
  expect(html).toMatch(/<header[\s\S]*href="\/dang-tin"[^>]*>Đăng tin<\/a>[\s\S]*<\/header>/)
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.goto('/employer')
    await waitForHydration(page)
    await page.screenshot({ path: `${SHOTS}/employer-header-guest-${width}.png` })
  }
  await page.setViewportSize({ width: 1366, height: 900 })
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Đăng tin', exact: true })).toHaveAttribute('href', '/dang-tin')
  await expect(header.getByRole('link', { name: 'Tạo hồ sơ' })).toHaveCount(0)
  await page.goto('/')
  await waitForHydration(page)
  await expect(header.getByRole('link', { name: 'Tạo hồ sơ' })).toHaveAttribute('href', /^\/account\/login\?returnUrl=%2Fcreate-jobseeker/)
  await expect(header.getByRole('link', { name: 'Đăng tin', exact: true })).toHaveCount(0)
})

/** Requests matching pattern wait until the returned function is called (one of a page left meanwhile is gone already). */
async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await held
    await route.continue().catch(() => {})
  })
  return release
}

/**
 * Each page, opened by open at 1366 and 390 px, is a busy skeleton at least a screen tall (the footer
 * below the first screen) beside, on the employer's, the sidebar's grey shapes rather than the
 * guest's invitation to sign in; a screenshot of each.
 */
async function expectWaiting(page: Page, pages: { url: string; name: string; sidebar: boolean }[], open: (url: string) => Promise<void>) {
  for (const { url, name, sidebar } of pages) {
    for (const width of WIDTHS) {
      const height = width === 390 ? 844 : 900
      await page.setViewportSize({ width, height })
      await open(url)
      const wait = page.getByRole('main').getByRole('status')
      await expect(wait).toHaveAttribute('aria-busy', 'true')
      await expect(wait).toHaveText('Đang tải…')
      // (once the stylesheets have arrived)
      await expect.poll(async () => (await wait.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(height)
      expect((await page.locator('footer').boundingBox())?.y ?? 0).toBeGreaterThan(height)
      const aside = page.locator('[data-employer-sidebar]')
      if (width === 1366 && sidebar) {
        await expect(aside).toHaveAttribute('aria-hidden', 'true')
        await expect(aside.getByRole('link', { name: 'Đăng nhập' })).toHaveCount(0)
      }
      if (!sidebar) await expect(aside).toHaveCount(0)
      await expectFitsViewport(page)
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` })
    }
  }
}

test('a signed-in page that is never prerendered shows its layout, waiting skeleton and footer before its script runs', { tag: '@desktop' }, async ({ page }) => {
  // the scripts held: what shows is the shell's HTML and CSS alone (server/site/dynamic-pages.ts)
  const release = await holdRequests(page, '**/assets/*.js')
  const shells = [
    { url: '/dashboard/invoices/1', name: 'shell-employer', sidebar: true },
    { url: '/chatroom/join/1-1', name: 'shell-account', sidebar: false },
  ]
  await expectWaiting(page, shells, async (url) => {
    await page.goto(url, { waitUntil: 'commit' })
    await expect(page.getByRole('banner').getByRole('link', { name: 'Việc Làm Tốt - Trang chủ' })).toBeVisible()
    await expect(page).toHaveTitle('Việc Làm Tốt')
  })
  release()
})

test('signed in: while the session is checked a dashboard page is a busy skeleton in its layout, the footer below the screen, then the page', { tag: '@desktop' }, async ({ page }) => {
  test.setTimeout(90_000)
  await openSignedIn(page, '/employer', await signInKeyByApi(page.request, '0912345678'))
  // the session check held until the skeleton has been looked at
  const release = await holdRequests(page, '**/identity/v1/valid-token')
  const pages = [
    { url: '/dashboard/manage-listing', name: 'dashboard-wait', sidebar: true },
    { url: '/viec-lam-da-ung-tuyen', name: 'seeker-wait', sidebar: false },
  ]
  await expectWaiting(page, pages, async (url) => {
    await page.goto(url)
    await waitForHydration(page)
  })
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Việc làm đã ứng tuyển')
  await expect(page.getByRole('main').locator('[data-wait]')).toHaveCount(0)
})
