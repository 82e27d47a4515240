import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ADMIN_POLICY, BASE_POLICY, HSTS, SECURITY_HEADERS } from '../src/domain/security-policy'
import { READ_ROUTER_DATA, READ_SSG_HASH, applyPagePolicy, constantScripts, inlineScripts, metaPolicy, scriptHash } from './csp'

const page = (data: string, hash = 'z5b81mritj') =>
  `<!doctype html><html lang="vi"><head><script>window.__VITE_REACT_SSG_HASH__ = '${hash}'</script><meta charset="UTF-8" />` +
  `<script type="application/ld+json">{"@type":"WebSite"}</script></head><body><div id="root">x</div>` +
  `<script>window.__staticRouterHydrationData = JSON.parse(${JSON.stringify(JSON.stringify({ loaderData: { root: data } }))});</script></body></html>`

describe('inline scripts the same on every page', () => {
  it('moves the router data into a JSON block and the build hash into an attribute', () => {
    const html = constantScripts(page('Việc làm </script><script>alert(1)</script>'))
    expect(html).toContain('<html lang="vi" data-ssg-hash="z5b81mritj">')
    expect(html).toContain(`<script>${READ_SSG_HASH}</script>`)
    expect(html).toContain(`<script>${READ_ROUTER_DATA}</script>`)
    const json = /<script type="application\/json" id="router-data">([^<]*)<\/script>/.exec(html)?.[1] ?? ''
    // the page's text cannot end the block early
    expect(JSON.parse(json)).toEqual({ loaderData: { root: 'Việc làm </script><script>alert(1)</script>' } })
    expect(inlineScripts(html).map(([, code]) => code)).toEqual([READ_SSG_HASH, READ_ROUTER_DATA])
  })

  it('gives every page one policy whose hashes cover exactly the inline scripts that run', () => {
    const { pages, hashes, policy } = applyPagePolicy(
      new Map([
        ['a.html', page('một')],
        ['b.html', page('hai')],
      ]),
      'https://api.vieclamtot.vn',
    )
    expect(hashes).toEqual([scriptHash(READ_ROUTER_DATA), scriptHash(READ_SSG_HASH)].sort())
    expect(policy).toContain(`script-src 'self' '${hashes[0]}' '${hashes[1]}'`)
    expect(policy).not.toContain('unsafe-inline\' ;')
    expect(policy.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline')
    expect(policy).toContain("connect-src 'self' blob: data: https://api.vieclamtot.vn wss://api.vieclamtot.vn")
    for (const html of pages.values()) {
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1]
      expect(meta).toBe(metaPolicy(policy))
      expect(meta).not.toContain('frame-ancestors')
      expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('Content-Security-Policy'))
    }
  })

  it('refuses a build whose inline scripts differ from page to page', () => {
    const pages = new Map(Array.from({ length: 10 }, (_, i) => [`${i}.html`, `<html><head><meta charset="UTF-8"></head><script>var n=${i}</script></html>`]))
    expect(() => applyPagePolicy(pages, null)).toThrow(/script nội tuyến/)
  })
})

describe('the CDN sends what npm start sends', () => {
  it('netlify.toml puts the security headers and the base policy on every path', () => {
    const toml = fs.readFileSync('netlify.toml', 'utf8')
    const block = toml.split('[[headers]]').find((b) => /for = "\/\*"\s/.test(b) && b.includes('Content-Security-Policy')) ?? ''
    const values = Object.fromEntries([...block.matchAll(/^\s+([\w-]+) = "(.*)"$/gm)].filter((m) => m[1] !== 'for').map((m) => [m[1], m[2]]))
    expect(values).toEqual({ ...SECURITY_HEADERS, 'Strict-Transport-Security': HSTS, 'Content-Security-Policy': BASE_POLICY })
  })

  it('netlify.toml gives the CMS page its own policy, which keeps the base one', () => {
    const toml = fs.readFileSync('netlify.toml', 'utf8')
    const block = toml.split('[[headers]]').find((b) => /for = "\/admin\/\*"\s/.test(b)) ?? ''
    expect(/Content-Security-Policy = "(.*)"/.exec(block)?.[1]).toBe(ADMIN_POLICY)
    expect(ADMIN_POLICY).toContain(BASE_POLICY)
  })
})
