// The prerendered pages under a Content-Security-Policy without 'unsafe-inline' scripts
// (docs/decisions/0007-security-review.md). The inline scripts a page needs are made the same on
// every page: what differs (the router's data, the build hash) moves into JSON blocks and
// attributes, which never run; the build then lists the hashes of the inline scripts left, puts the
// policy in every page's <meta> and in dist/.csp.json for the server's header.
import { createHash } from 'node:crypto'
import { pagePolicy } from '../src/domain/security-policy'

export const READ_ROUTER_DATA = "window.__staticRouterHydrationData=JSON.parse(document.getElementById('router-data').textContent)"
export const READ_SSG_HASH = 'window.__VITE_REACT_SSG_HASH__=document.documentElement.dataset.ssgHash'

/** sha256-… of a script's text, as CSP writes it. */
export const scriptHash = (code: string) => `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`

const INLINE_SCRIPT = /<script((?:\s+[\w-]+(?:="[^"]*")?)*)\s*>([\s\S]*?)<\/script>/g
const runs = (attrs: string) => !/\ssrc=/.test(attrs) && (!/\stype=/.test(attrs) || /\stype="(module|text\/javascript)"/.test(attrs))

/** Inline scripts that run, as [attributes, code]. */
export function inlineScripts(html: string): Array<[string, string]> {
  return [...html.matchAll(INLINE_SCRIPT)].filter((m) => runs(m[1])).map((m) => [m[1], m[2]])
}

/** The page with its per-page inline scripts turned into data read by constant scripts. */
export function constantScripts(html: string): string {
  let ssgHash: string | null = null
  const page = html
    .replace(/<script>window\.__VITE_REACT_SSG_HASH__ = '([\w-]+)'<\/script>/, (_m, hash: string) => {
      ssgHash = hash
      return `<script>${READ_SSG_HASH}</script>`
    })
    .replace(/<script>window\.__staticRouterHydrationData = JSON\.parse\(("(?:[^"\\]|\\.)*")\);?<\/script>/, (_m, literal: string) => {
      const json = (JSON.parse(literal) as string).replace(/</g, '\\u003c')
      return `<script type="application/json" id="router-data">${json}</script><script>${READ_ROUTER_DATA}</script>`
    })
  return ssgHash ? page.replace(/<html([^>]*)>/, `<html$1 data-ssg-hash="${ssgHash}">`) : page
}

/** A policy as a <meta> may carry it: browsers ignore frame-ancestors there, with a console warning. */
export const metaPolicy = (policy: string) =>
  policy
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .join('; ')

/** Every page of the build made CSP-safe; the policy, with the hashes of the scripts left, in each <meta>. */
export function applyPagePolicy(pages: Map<string, string>, apiOrigin: string | null): { pages: Map<string, string>; hashes: string[]; policy: string } {
  const rewritten = new Map([...pages].map(([file, html]) => [file, constantScripts(html)]))
  const hashes = [...new Set([...rewritten.values()].flatMap((html) => inlineScripts(html).map(([, code]) => scriptHash(code))))].sort()
  // a script that differs per page would need a hash per page: the policy would grow without end
  if (hashes.length > 8) throw new Error(`Có ${hashes.length} script nội tuyến khác nhau: mỗi trang phải dùng cùng các script (dữ liệu riêng của trang để trong khối JSON)`)
  const policy = pagePolicy(hashes, apiOrigin)
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(policy).replace(/"/g, '&quot;')}">`
  // after <meta charset>, which must come within the first 1024 bytes
  for (const [file, html] of rewritten) rewritten.set(file, html.replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => `${charset}${meta}`))
  return { pages: rewritten, hashes, policy }
}
