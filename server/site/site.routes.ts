// Serves the prerendered site the way the CDN does (netlify.toml): /foo from foo.html, hashed
// assets cached for a year, precompressed files when the browser accepts them, 404 page with 404.
import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isApiPath } from '../../src/domain/api-paths'
import { MSG } from '../../src/domain/messages'
import { fail } from '../lib/errors'
import { ADMIN_POLICY, BASE_POLICY } from '../../src/domain/security-policy'
import type { AppContext } from '../context'
import { resolveDynamicPage, shellFor } from './dynamic-pages'
import { livePages, type StoredPage } from './live-pages'
import { livePageKind } from './site-renderer'
import { RECENT_JOBS_SITEMAP, SITEMAP_MAX_URLS, urlset } from '../../scripts/sitemap'

export { isApiPath }

const REDIRECTS: Record<string, string> = { '/ung-vien': '/' }
const IMMUTABLE = 'public, max-age=31536000, immutable'
const HTML_CACHE = 'public, max-age=0, must-revalidate'
/**
 * Pages that follow the data (home, landings, jobs, organisations): a CDN may keep one 30 seconds,
 * so a change reaches readers within that of its render (docs/decisions/0039-pages-follow-the-data.md).
 */
const LIVE_HTML_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30'

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.promises.stat(file)).isFile()
  } catch {
    return false
  }
}

export default async function siteRoutes(app: FastifyInstance, context: AppContext) {
  const root = context.env.siteDir
  fs.mkdirSync(root, { recursive: true })
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, index: false, etag: true })

  // The pages' Content-Security-Policy, written by the build with the hashes of their inline scripts
  // (scripts/csp.ts); read again when a new build lands.
  let policy = { builtAt: '', value: BASE_POLICY }
  const pagePolicy = async (): Promise<string> => {
    const builtAt = await fs.promises.readFile(path.join(root, '.build-complete'), 'utf8').catch(() => '')
    if (builtAt !== policy.builtAt) {
      const written = await fs.promises.readFile(path.join(root, '.csp.json'), 'utf8').catch(() => null)
      policy = { builtAt, value: written ? (JSON.parse(written) as { policy: string }).policy : BASE_POLICY }
    }
    return policy.value
  }

  const sendHtml = async (reply: FastifyReply, file: string, status = 200, cache = HTML_CACHE) => {
    const csp = file.startsWith(`admin${path.sep}`) || file.startsWith('admin/') ? ADMIN_POLICY : await pagePolicy()
    reply.code(status).header('cache-control', cache).header('content-security-policy', csp)
    return reply.sendFile(file, { cacheControl: false })
  }
  const pages = livePages(context)
  // a page rendered after the build (live-pages.ts), compressed as the build's are
  const sendStored = async (request: FastifyRequest, reply: FastifyReply, page: StoredPage) => {
    // an earlier address: kept no longer than a live page, as the record may be renamed back
    if (page.status === 301 && page.location) {
      return reply.header('cache-control', LIVE_HTML_CACHE).redirect(`${page.location}${request.url.slice(request.url.split('?')[0].length)}`, 301)
    }
    reply
      .code(page.status)
      .header('cache-control', LIVE_HTML_CACHE)
      .header('content-security-policy', await pagePolicy())
      .header('etag', page.etag)
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
    if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send()
    const accepted = String(request.headers['accept-encoding'] ?? '')
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br)
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gz)
    return reply.send(page.html)
  }
  const renderOnRequest = (pathname: string) =>
    pages.renderOnRequest(pathname).catch((error: unknown) => {
      // the app shell serves the page meanwhile; the queue renders it again later
      app.log.error({ err: error, pathname }, 'dựng trang theo yêu cầu thất bại')
      return null
    })

  // Jobs published or changed since the build, kept up to date: listed by the build's sitemap index.
  app.get(`/${RECENT_JOBS_SITEMAP}`, { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const jobs = await pages.recentJobs(SITEMAP_MAX_URLS)
    reply.header('cache-control', 'public, max-age=300').type('application/xml; charset=utf-8')
    return urlset(jobs.map((job) => ({ url: job.path, lastmod: new Date(job.rendered_at).toISOString() })), context.env.publicOrigin)
  })

  // IndexNow's key, which the engines fetch to check that a notice comes from the site's owner
  // (server/modules/search-engines/indexnow.ts)
  const indexNowKey = context.env.searchEngines.indexNowKey
  if (indexNowKey) {
    app.get(`/${indexNowKey}.txt`, { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(indexNowKey),
    )
  }

  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const rawPath = request.url.split('?')[0]
    if (isApiPath(rawPath)) return reply.status(404).send(fail('not_found', MSG.notFound))
    let pathname: string
    try {
      pathname = decodeURIComponent(rawPath)
    } catch {
      pathname = '/\0'
    }
    // .build-complete is written last by scripts/build.ts: no half-built site is ever served
    if (!(await isFile(path.join(root, '.build-complete')))) {
      reply.code(503).header('retry-after', '10').type('text/html; charset=utf-8')
      return '<!doctype html><html lang="vi"><meta charset="utf-8"><title>Đang chuẩn bị</title><p>Trang web đang được xây dựng, vui lòng tải lại sau ít giây.</p></html>'
    }
    const redirect = REDIRECTS[pathname]
    if (redirect) return reply.redirect(redirect, 301)
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const query = request.url.slice(rawPath.length)
      return reply.redirect(`${rawPath.replace(/\/+$/, '')}${query}`, 301)
    }
    const safe = !pathname.includes('\0') && !pathname.split('/').some((seg) => seg === '..' || seg.startsWith('.'))
    const live = safe ? livePageKind(pathname) : null
    if (live) {
      const stored = await pages.stored(pathname)
      if (stored) return sendStored(request, reply, stored)
    }
    if (safe) {
      const relative = pathname === '/' ? 'index.html' : pathname.slice(1)
      if (await isFile(path.join(root, relative))) {
        if (relative.endsWith('.html')) return sendHtml(reply, relative, 200, live ? LIVE_HTML_CACHE : HTML_CACHE)
        // a hashed asset never changes under its name and is never revalidated: no ETag or
        // Last-Modified (nor Accept-Ranges: a script is never fetched in parts) to send with every
        // script of a page's first load
        const hashed = relative.startsWith('assets/')
        reply.header('cache-control', hashed ? IMMUTABLE : 'public, max-age=3600')
        return reply.sendFile(relative, { cacheControl: false, etag: !hashed, lastModified: !hashed, acceptRanges: !hashed })
      }
      if (await isFile(path.join(root, `${relative}.html`))) return sendHtml(reply, `${relative}.html`, 200, live ? LIVE_HTML_CACHE : HTML_CACHE)
      // folders with their own page, such as the CMS at /admin
      if (await isFile(path.join(root, relative, 'index.html'))) return sendHtml(reply, path.join(relative, 'index.html'))
      if (await resolveDynamicPage(pathname, context)) {
        // a job or organisation page nobody has rendered yet: rendered now, else the app shell
        const rendered = live ? await renderOnRequest(pathname) : null
        if (rendered) return sendStored(request, reply, rendered)
        // a signed-in page's own shell (its layout's header and skeleton), else the empty one
        for (const shell of new Set([shellFor(pathname), 'shell.html'])) if (await isFile(path.join(root, shell))) return sendHtml(reply, shell)
      }
    }
    return sendHtml(reply, '404.html', 404)
  })
}
