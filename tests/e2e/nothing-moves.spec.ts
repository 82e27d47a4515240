// Nothing moves (docs/decisions/0041-nothing-moves.md): jobs posted after a public page's HTML was
// made do not shift the page when its lists are fetched again after hydration. The painted lists
// stay; the home page offers the new jobs ("Có N việc làm mới") and shows them on request. The
// cumulative layout shift is measured in Chromium at the width of each project.
import type { Page } from '@playwright/test'
import { expect, postJobByApi, registerByApi, test, tokenByApi, waitForHydration } from './fixtures'

declare global {
  interface Window {
    layoutShift: number
  }
}

/** The page's cumulative layout shift (shifts not caused by input), once its data has settled. */
async function settledShift(page: Page): Promise<number> {
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  // a response that landed last renders in the next frames
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return page.evaluate(() => window.layoutShift)
}

test('public pages keep their lists in place when jobs were posted since their HTML was made', async ({ page, request }) => {
  test.slow()
  await page.addInitScript(() => {
    window.layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) window.layoutShift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const { phone } = await registerByApi(request, 'Phan Thị Diệu Linh')
  const token = await tokenByApi(request, phone)
  const stamp = Date.now().toString(36)
  const titles = [`Nhân viên kho lạnh ${stamp}`, `Thu ngân siêu thị ${stamp}`, `Phụ bếp nhà hàng ${stamp}`]
  // in Ba Đình, whose landing page lists all its jobs on its first page: the new ones join that page
  for (const title of titles) await postJobByApi(request, token, title, { city_id: 1, district_id: 1001, address: '12 Kim Mã, phường Kim Mã, Ba Đình' })

  const sitemap = await (await request.get('/sitemap-1.xml')).text()
  const jobUrl = /<loc>[^<]+(\/viec-lam\/[^<]+)<\/loc>/.exec(sitemap)?.[1]
  expect(jobUrl).toBeTruthy()
  for (const url of ['/tuyen-dung', '/tuyen-dung-ba-dinh-ha-noi', '/cong-ty', jobUrl as string]) {
    await page.goto(url)
    expect(await settledShift(page), url).toBeLessThan(0.02)
  }

  // home: the newest jobs are offered, not slipped in above what the reader sees
  const home = await page.goto('/')
  const painted = (await home?.text()) ?? ''
  expect(await settledShift(page), '/').toBeLessThan(0.02)
  const latest = page.getByRole('region', { name: 'Việc làm mới nhất' })
  if (titles.some((title) => !painted.includes(title))) {
    await expect(latest.getByText(titles[2])).toHaveCount(0)
    const offer = page.getByRole('button', { name: /^Có \d+ việc làm mới$/ })
    await expect(offer).toBeVisible()
    await offer.click()
    await expect(page.getByRole('heading', { name: 'Việc làm mới nhất' })).toBeFocused()
    await expect(offer).toHaveCount(0)
  }
  await expect(latest.getByRole('link', { name: titles[2] })).toBeVisible()
})
