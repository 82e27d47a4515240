// The first-load JavaScript of the public pages (README, Benchmarks): what the browser receives,
// bodies and headers, until the page is hydrated and the network is quiet. The goal of issue 15 is
// 120 KB; the pages are at 119.0 (home), 119.7 (listing, landing) and 116.2 KB (job), so a change
// that adds to every page's start fails here: load it when it is needed instead. Sizes, not times:
// the same build gives the same figures.
import { expect, test, waitForHydration } from './fixtures'

const LIMIT_KB = 120


test('@desktop the public pages start with at most the budgeted JavaScript', async ({ page, request }) => {
  const sitemap = (await (await request.get('/job/v1/seo/sitemap?limit=1')).json()).data as {
    landings: Array<{ url: string }>
    jobs: Array<{ url: string }>
  }
  let sizes: Array<Promise<number>> = []
  page.on('requestfinished', (finished) => {
    if (finished.resourceType() === 'script') sizes.push(finished.sizes().then((s) => s.responseBodySize + s.responseHeadersSize))
  })
  const measured: Array<{ url: string; kb: number }> = []
  for (const url of ['/', '/tuyen-dung', sitemap.landings[0].url, sitemap.jobs[0].url]) {
    // an empty cache for each page, as a first visit has
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await cdp.detach()
    sizes = []
    await page.goto(url)
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    const bytes = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0)
    measured.push({ url, kb: bytes / 1024 })
  }
  const report = measured.map((m) => `${m.url}: ${m.kb.toFixed(2)} KB`).join(', ')
  expect(measured.filter((m) => m.kb > LIMIT_KB), report).toEqual([])
  // every page was measured (a page that loaded no script would pass for the wrong reason)
  expect(measured.every((m) => m.kb > 50), report).toBe(true)
})
