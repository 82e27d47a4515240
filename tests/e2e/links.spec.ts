// No dead links: every internal link reachable from the home page, a listing, a landing page, a job
// page, the organisations' listing and an organisation's page, the footer and the menus (signed out, and signed in as a job seeker) answers something
// other than 404. Pages a later part of the product builds are not linked until they exist.
import type { Page } from '@playwright/test'
import { expect, openSignedIn, registerByApi, test, waitForHydration } from './fixtures'

/** Internal links on the page as it is now (menus included when open). */
const linksOn = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((a) => new URL(a.href, location.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => `${url.pathname}${url.search}`),
  )

/** Job and landing links are many and alike: a few of each stand for the rest. */
function sample(urls: Iterable<string>): string[] {
  const seen = new Map<string, number>()
  return [...new Set(urls)].filter((url) => {
    const kind = url.startsWith('/viec-lam/') ? 'job' : url.startsWith('/tuyen-dung-') ? 'landing' : url.startsWith('/cong-ty/') ? 'organization' : url
    seen.set(kind, (seen.get(kind) ?? 0) + 1)
    return (seen.get(kind) ?? 0) <= 8
  })
}

async function collect(page: Page, isMobile: boolean, startPages: string[]): Promise<Set<string>> {
  const found = new Set<string>()
  for (const url of startPages) {
    await page.goto(url)
    await waitForHydration(page)
    for (const link of await linksOn(page)) found.add(link)
  }
  // the menus: the drawer on a phone, the account dropdown on a desktop (signed in)
  await page.goto('/')
  await waitForHydration(page)
  if (isMobile) {
    await page.getByRole('button', { name: 'Mở menu' }).click()
    const drawer = page.getByRole('dialog')
    await expect(drawer).toBeVisible()
    for (const tab of ['Ứng viên', 'Nhà tuyển dụng']) {
      await drawer.getByRole('tab', { name: tab }).click()
      for (const link of await linksOn(page)) found.add(link)
    }
  } else {
    const account = page.getByRole('button', { name: /^Tài khoản:/ })
    if (await account.isVisible()) {
      await account.click()
      for (const link of await linksOn(page)) found.add(link)
    }
  }
  return found
}

async function expectNoDeadLinks(page: Page, links: Set<string>, linkedNow: () => Promise<Set<string>>) {
  const dead: string[] = []
  for (const url of sample(links)) {
    const status = (await page.request.get(url, { maxRedirects: 0 })).status()
    if (status === 404) dead.push(url)
  }
  // a job another test hid in the meantime (and its organisation's page with it) has also left the
  // pages that linked to it: only a 404 the pages still link to is a dead link
  const still = dead.length ? await linkedNow() : new Set<string>()
  expect(dead.filter((url) => still.has(url))).toEqual([])
}

test('internal links from the public pages and the menus lead somewhere, signed out and signed in', async ({ page, request, isMobile }) => {
  test.setTimeout(180_000)
  const sitemap = (await (await request.get('/job/v1/seo/sitemap?limit=1')).json()).data as {
    landings: Array<{ url: string }>
    jobs: Array<{ url: string }>
    organizations: Array<{ url: string }>
  }
  const start = ['/', '/tuyen-dung', sitemap.landings[0].url, sitemap.jobs[0].url, '/cong-ty', sitemap.organizations[0].url]
  const signedOut = await collect(page, isMobile, start)
  expect(signedOut.size).toBeGreaterThan(30)
  await expectNoDeadLinks(page, signedOut, () => collect(page, isMobile, start))

  const { requestId } = await registerByApi(page.request, 'Phan Thanh Tâm')
  await openSignedIn(page, '/', requestId)
  const signedInStart = [...start, '/employer']
  const signedIn = await collect(page, isMobile, signedInStart)
  await expectNoDeadLinks(page, new Set([...signedIn].filter((url) => !signedOut.has(url))), () => collect(page, isMobile, signedInStart))
})
