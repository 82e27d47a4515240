import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../testing'
import { ADMIN_POLICY, API_POLICY, SECURITY_HEADERS } from '../../src/domain/security-policy'
import { jobPath } from '../../src/domain/jobs'
import { shellFor } from './dynamic-pages'

// A miniature dist/ shaped like the real build output.
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'))
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true })
  fs.writeFileSync(path.join(siteDir, file), content)
}
write('index.html', '<html lang="vi"><div id="root" data-server-rendered="true">Trang chủ</div></html>')
write('tuyen-dung.html', '<html lang="vi">Tuyển dụng</html>')
write('404.html', '<html lang="vi">Không tìm thấy trang</html>')
write('shell.html', '<html lang="vi"><div id="root"></div></html>')
write('shell-employer.html', '<html lang="vi"><div id="root"><aside data-employer-sidebar></aside><div role="status" aria-busy="true"></div></div></html>')
write('assets/app-abc123.js', `console.log(${JSON.stringify('x'.repeat(4000))})`)
write('robots.txt', 'User-agent: *')
write('admin/index.html', '<html lang="vi">CMS</html>')
const PAGE_POLICY = "default-src 'self'; script-src 'self' 'sha256-abc'; frame-ancestors 'none'"
write('.csp.json', JSON.stringify({ hashes: ['sha256-abc'], policy: PAGE_POLICY }))
write('.build-complete', new Date().toISOString())

let t: TestContext
beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 5, jobs: 20 }, env: { siteDir } })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(siteDir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

describe('one-port site serving (as on the CDN)', () => {
  it('serves / from index.html and /foo from foo.html, revalidated on every visit', async () => {
    const home = await get('/')
    expect(home.statusCode).toBe(200)
    expect(home.body).toContain('Trang chủ')
    // a page that follows the data (live-pages.ts) may stay 30 seconds on a CDN
    expect(home.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30')
    const listing = await get('/tuyen-dung?city_id=1')
    expect(listing.body).toContain('Tuyển dụng')
    expect(listing.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
  })

  it('answers unknown paths with the 404 page and status 404', async () => {
    const res = await get('/khong-co-trang-nay')
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('Không tìm thấy trang')
    expect((await get('/../../etc/passwd')).statusCode).toBe(404)
    // a malformed escape is a bad request, still never a 5xx
    expect((await get('/%E0%A4%A')).statusCode).toBe(400)
  })

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-encoding']).toBe('br')
    // immutable: nothing to revalidate with
    expect(res.headers.etag).toBeUndefined()
    expect(res.headers['last-modified']).toBeUndefined()
    expect(res.headers['accept-ranges']).toBeUndefined()
    // the same for everyone: no request id among the headers every page's first load counts
    expect(res.headers['x-request-id']).toBeUndefined()
    expect((await get('/khong-co-trang-nay')).headers['x-request-id']).toMatch(/^[\w-]+$/)
  })

  it('redirects /ung-vien to the home page and drops trailing slashes', async () => {
    const res = await get('/ung-vien')
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/')
    const slash = await get('/tuyen-dung/?q=ke')
    expect(slash.statusCode).toBe(301)
    expect(slash.headers.location).toBe('/tuyen-dung?q=ke')
  })

  it('serves the app shell for a job or landing page that exists but was not prerendered, 404 otherwise', async () => {
    const [job] = await t.db.query<{ id: number; slug: string }>(
      'SELECT id, slug FROM jobs WHERE review_status = 1001 AND NOT is_hidden ORDER BY id LIMIT 1',
    )
    const page = await get(jobPath(job))
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<div id="root"></div>')
    expect((await get('/viec-lam/khong-co-9999999')).statusCode).toBe(404)
    expect((await get('/viec-lam/khong-co')).statusCode).toBe(404)
    expect((await get('/tuyen-dung-ho-chi-minh')).statusCode).toBe(200)
    expect((await get('/tuyen-dung-khong-ton-tai')).statusCode).toBe(404)
  })

  it('sends a signed-in page that is never prerendered in its layout\'s waiting shell, or the empty one when the build has none', async () => {
    for (const url of ['/dashboard/invoices/12', '/dashboard/manage-listing/3', '/dashboard/candidates/7', '/chi-tiet-ung-vien/9']) {
      const page = await get(url)
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('<aside data-employer-sidebar></aside><div role="status" aria-busy="true">')
    }
    // this build made no shell-account.html
    const chat = await get('/chatroom/join/4-5')
    expect(chat.statusCode).toBe(200)
    expect(chat.body).toContain('<div id="root"></div>')
    expect((await get('/dashboard/invoices/abc')).statusCode).toBe(404)
  })

  it('netlify.toml rewrites each page that is never prerendered to the shell this server sends', () => {
    const rules = [...fs.readFileSync('netlify.toml', 'utf8').matchAll(/from = "([^"]+)"\s+to = "\/(shell[^"]*)"/g)]
    expect(rules.length).toBeGreaterThanOrEqual(6)
    for (const [, from, to] of rules) expect(shellFor(from.replace('*', from.startsWith('/chatroom') ? '1-2' : '1')), from).toBe(to)
  })

  it('keeps API paths answering JSON 404s, not the site', async () => {
    const res = await get('/job/v1/khong-co')
    expect(res.statusCode).toBe(404)
    expect(res.json().success).toBe(false)
  })
})

describe('security headers (the same as netlify.toml)', () => {
  const expectCommon = (headers: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name.toLowerCase()]).toBe(value)
  }

  it('pages carry the build\'s policy with the hashes of their inline scripts, and no unsafe-inline script', async () => {
    for (const url of ['/', '/tuyen-dung', '/khong-co-trang-nay']) {
      const res = await get(url)
      expectCommon(res.headers)
      expect(res.headers['content-security-policy']).toBe(PAGE_POLICY)
    }
  })

  it('the CMS gets its own policy, API answers one that lets nothing run', async () => {
    const admin = await get('/admin')
    expect(admin.headers['content-security-policy']).toBe(ADMIN_POLICY)
    const api = await get('/job/v1/common/config')
    expectCommon(api.headers)
    expect(api.headers['content-security-policy']).toBe(API_POLICY)
    expect(api.headers['strict-transport-security']).toBeUndefined()
  })

  it('adds HSTS when the site is served over https', async () => {
    const res = await get('/job/v1/common/config', { 'x-forwarded-proto': 'https' })
    // without a trusted proxy the forwarded protocol is not believed
    expect(res.headers['strict-transport-security']).toBeUndefined()
    const secure = await createTestContext({ seed: false, env: { siteDir, publicOrigin: 'https://vieclamtot.vn' } })
    try {
      const answer = await secure.app.inject({ method: 'GET', url: '/' })
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    } finally {
      await secure.close()
    }
  })
})
