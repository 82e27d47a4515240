// Nothing is wider than the screen: on every public page type, at phone and tablet widths, the
// document scrolls only vertically (a desktop-only block with a display of its own once made the
// listing 477 px wide on a 390 px phone).
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, openSignedIn, registerByApi, test, waitForHydration } from './fixtures'

/** The pages wider than the screen at phone and tablet widths. */
async function tooWideAt(page: Page, pages: string[]): Promise<string[]> {
  const tooWide: string[] = []
  for (const width of [360, 390, 768]) {
    await page.setViewportSize({ width, height: 800 })
    for (const url of pages) {
      await page.goto(url)
      await waitForHydration(page)
      const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
      if (scroll > inner) tooWide.push(`${url} at ${width} px: ${scroll} px wide`)
    }
  }
  return tooWide
}

const sitemapPages = async (request: APIRequestContext) =>
  (await (await request.get('/job/v1/seo/sitemap?limit=1')).json()).data as { landings: Array<{ url: string }>; jobs: Array<{ url: string }> }

test('@desktop public pages fit 360, 390 and 768 px without horizontal scrolling', async ({ page, request }) => {
  test.setTimeout(150_000)
  const sitemap = await sitemapPages(request)
  const pages = ['/', '/tuyen-dung', '/tuyen-dung?q=ke+toan&city_id=1', sitemap.landings[0].url, sitemap.jobs[0].url, '/trang-khong-ton-tai', '/account/login', '/account/register', '/account/forgot-password', '/quy-che-hoat-dong', '/tro-giup']
  expect(await tooWideAt(page, pages)).toEqual([])
})

test('@desktop signed in, with the avatar in the header and a long name, pages fit too', async ({ page, request }) => {
  test.setTimeout(150_000)
  const sitemap = await sitemapPages(request)
  const { requestId } = await registerByApi(page.request, 'Nguyễn Thị Hồng Nhung')
  await openSignedIn(page, '/', requestId)
  expect(await tooWideAt(page, ['/', sitemap.jobs[0].url, '/create-jobseeker?is_reader=true', '/jobseeker', '/viec-lam-da-luu', '/account/change-password'])).toEqual([])
})

test('@mobile signed in, the header shows the avatar, and the drawer scrolls to a sign-out no toast covers', async ({ page }) => {
  const { requestId } = await registerByApi(page.request, 'Trương Mỹ Linh')
  await openSignedIn(page, '/tuyen-dung', requestId)
  // the "signed in" toast is still showing when the person opens their account
  await expect(page.getByText('Đã đăng nhập thành công')).toBeVisible()
  const account = page.getByRole('button', { name: 'Menu tài khoản: Trương Mỹ Linh' })
  await expect(account.locator('[data-avatar]')).toBeVisible()
  await account.click()
  const drawer = page.getByRole('dialog')
  await expect(drawer).toBeVisible()
  await expect(page.getByText('Đã đăng nhập thành công')).toBeHidden()
  // a click on a covered element fails with "intercepts pointer events"
  await drawer.getByRole('button', { name: 'Đăng xuất' }).click()
  await expect(page.getByRole('button', { name: /^Menu tài khoản:/ })).toBeHidden()
})

test('@mobile a phone shows the job-seeker box before the jobs and the partner box before the newest jobs; the apply button stays in reach', async ({ page, request }) => {
  await page.goto('/')
  await waitForHydration(page)
  const top = async (name: string | RegExp) => (await page.getByRole('heading', { name }).first().boundingBox())!.y
  expect(await top('Hồ sơ xin việc')).toBeLessThan(await top('Việc làm nổi bật'))
  expect(await top(/Cam kết của nhà tuyển dụng/)).toBeLessThan(await top('Việc làm mới nhất'))

  const sitemap = (await (await request.get('/job/v1/seo/sitemap?limit=1')).json()).data as { jobs: Array<{ url: string }> }
  await page.goto(sitemap.jobs[0].url)
  await waitForHydration(page)
  const apply = page.locator('[data-apply-bar]')
  for (const heading of ['Mô tả công việc', 'Quyền lợi']) {
    await page.getByRole('heading', { name: heading }).first().scrollIntoViewIfNeeded()
    await expect(apply).toBeInViewport()
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(apply).toBeInViewport()
})

test('@mobile a toast on a job page stands above the fixed apply bar, not over its buttons', async ({ page, request }) => {
  // an older job of the seed: the newest ones may be hidden or edited by other flows meanwhile
  const sitemap = (await (await request.get('/job/v1/seo/sitemap?limit=50')).json()).data as { jobs: Array<{ url: string }> }
  const { requestId } = await registerByApi(page.request, 'Lâm Thị Thu Hà')
  // signing in shows "Đã đăng nhập thành công" on the job page itself
  await openSignedIn(page, sitemap.jobs.at(-1)!.url, requestId)
  const toast = page.getByText('Đã đăng nhập thành công')
  await expect(toast).toBeVisible()
  const bar = (await page.locator('[data-apply-bar]').boundingBox())!
  // where it comes to rest: measured during its entrance animation it overlapped the bar by 3 px
  await expect.poll(async () => {
    const shown = await toast.boundingBox()
    return shown ? shown.y + shown.height : Infinity
  }).toBeLessThanOrEqual(bar.y)
})

test('@desktop a dashboard page loading slowly shows the skeleton of what is coming, the footer kept below it', async ({ page }) => {
  const { requestId } = await registerByApi(page.request, 'Đặng Thị Mai')
  await openSignedIn(page, '/dashboard/coupons', requestId)
  // the ledger answers after a second and a half, as on a slow phone connection
  await page.route('**/payment/v1/transactions**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.getByRole('link', { name: 'Lịch sử giao dịch' }).first().click()
  const skeleton = page.locator('[data-skeleton]')
  await expect(skeleton).toBeVisible()
  await expect(skeleton).toHaveAttribute('aria-busy', 'true')
  const footer = (await page.getByRole('contentinfo').boundingBox())!
  expect(footer.y).toBeGreaterThan(page.viewportSize()!.height * 0.6)
  await expect(page.getByText('Bạn chưa có giao dịch nào.')).toBeVisible()
  await expect(skeleton).toHaveCount(0)
})

test('@desktop the next page of a list starts at its top, and Back returns to where the person was', async ({ page }) => {
  await page.goto('/tuyen-dung')
  await waitForHydration(page)
  const pager = page.getByRole('navigation', { name: 'Phân trang' })
  await pager.scrollIntoViewIfNeeded()
  const before = await page.evaluate(() => window.scrollY)
  expect(before).toBeGreaterThan(500)
  await pager.getByRole('link', { name: 'Trang sau' }).click()
  await expect(page).toHaveURL(/offset=/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(page).not.toHaveURL(/offset=/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
})
