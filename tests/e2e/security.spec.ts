// The site under its Content-Security-Policy (docs/decisions/0007-security-review.md): every public
// page type hydrates with no policy violation, the header and the page's <meta> agree, and no
// inline script runs without its hash being in the policy.
import { expect, test, waitForHydration } from './fixtures'

test('@desktop public pages run under a policy without unsafe-inline scripts, with no violation', async ({ page, request }) => {
  const listing = await request.get('/job/v1/classifieds/listing?limit=1')
  const job = (await listing.json()).data.items[0] as { url: string }
  for (const url of ['/', '/tuyen-dung', job.url, '/account/login', '/khong-co-trang-nay']) {
    const violations: string[] = []
    page.removeAllListeners('console')
    page.on('console', (msg) => {
      if (msg.text().includes('Content Security Policy')) violations.push(msg.text())
    })
    const response = await page.goto(url)
    const header = response!.headers()['content-security-policy']
    const scriptSrc = header.split('; ').find((d) => d.startsWith('script-src')) ?? ''
    expect(scriptSrc, url).not.toContain('unsafe-inline')
    expect(header).toContain("frame-ancestors 'none'")
    expect(response!.headers()['x-content-type-options']).toBe('nosniff')
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
    expect(meta, url).toBe(header.replace("; frame-ancestors 'none'", ''))
    await waitForHydration(page)
    expect(violations, url).toEqual([])
  }
})
