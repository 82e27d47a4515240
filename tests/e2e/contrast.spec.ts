// Readable text on every public page type, judged by what is really behind it (contrast.ts): the
// home banner's white chips on white passed axe, not this.
import { expect, test, waitForHydration } from './fixtures'
import { lowContrastText } from './contrast'


test('the text of the public pages keeps WCAG AA contrast against what is behind it, images included', async ({ page, request }) => {
  test.setTimeout(120_000)
  const sitemap = (await (await request.get('/job/v1/seo/sitemap?limit=1')).json()).data as {
    landings: Array<{ url: string }>
    jobs: Array<{ url: string }>
    organizations: Array<{ url: string; is_partner: boolean }>
  }
  // an organisation's page: a verified one (badge, commitments) and one that is not (the safety note)
  const organizations = [sitemap.organizations.find((o) => o.is_partner), sitemap.organizations.find((o) => !o.is_partner)].flatMap((o) => (o ? [o.url] : []))
  const failures: string[] = []
  for (const url of ['/', '/tuyen-dung', sitemap.landings[0].url, sitemap.jobs[0].url, '/cong-ty', ...organizations, '/trang-khong-ton-tai', '/account/login', '/quy-che-hoat-dong']) {
    await page.goto(url)
    await waitForHydration(page)
    // settled: no dialog fading in, no toast fading out
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    // judged again a moment later: a list revalidating (another test's new job moving the cards)
    // between reading the text and the photograph is not a contrast failure; a lasting one is
    const first = await lowContrastText(page)
    const found = first.length ? await page.waitForTimeout(1000).then(() => lowContrastText(page)) : first
    failures.push(...found.map((f) => `${url} ${f}`))
  }
  expect(failures).toEqual([])
})
