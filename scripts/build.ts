// `npm run build`: prerenders the site with data from the API, then prepares dist/ for serving.
// With BUILD_API_ORIGIN set (npm start, CI against a running API, Netlify with a public API) it
// uses that API; otherwise it starts the API in-process on the embedded database.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { promisify } from 'node:util'
import { buildApp } from '../server/app'
import { openDatabase } from '../server/db/client'
import { migrate } from '../server/db/migrate'
import { seedIfEmpty } from '../server/db/seed/seed'
import { childEnv, loadEnv } from '../server/env'
import { API_PREFIXES, PRERENDER_HEADER } from '../src/domain/api-paths'
import type { Sitemap } from '../src/domain/contract/seo'
import { seoPaths } from '../src/domain/contract/seo.paths'
import { buildPath } from '../src/domain/contract/operation'
import { SITEMAP_MAX_URLS, sitemapFiles, sitemapUrls, type SitemapData } from './sitemap'
import { RENDERER_DIR, RENDERER_DIR_NAME, SSG_PATHS_FILE, markNotFound, shellFromPage } from './ssg-hooks'
import { SIGNED_IN_SHELLS } from '../server/site/dynamic-pages'
import { ensureCmsBundle } from './cms-bundle'
import { contentProblems } from './content-check'
import { applyPagePolicy } from './csp'

const DIST = path.resolve(process.env.SITE_DIR || 'dist')
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/
// Hashed assets are fetched by every visitor: squeeze them. Pages are many and change each build.
const brotliQuality = (file: string) => (file.includes(`${path.sep}assets${path.sep}`) ? 11 : 6)

async function withApi<T>(fn: (origin: string) => Promise<T>): Promise<T> {
  const given = process.env.BUILD_API_ORIGIN || process.env.API_ORIGIN
  if (given) return fn(given)
  const env = loadEnv(process.env, { logLevel: 'warn' })
  const db = await openDatabase({ url: env.databaseUrl, dataDir: env.dataDir })
  await migrate(db)
  await seedIfEmpty(db)
  const app = await buildApp({ db, env })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  try {
    return await fn(origin)
  } finally {
    await app.close()
    await db.close()
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} thoát với mã ${code}`))))
  })
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : [full]
  })
}

/**
 * Pages for routes that were not prerendered: the client renders them (no data-server-rendered).
 * shell.html has an empty root; the signed-in ones keep their source page's header, waiting
 * skeleton and footer.
 */
function writeShells(): string[] {
  const read = (page: string) => fs.readFileSync(path.join(DIST, page), 'utf8')
  fs.writeFileSync(path.join(DIST, 'shell.html'), shellFromPage(read('404.html')))
  for (const [shell, page] of Object.entries(SIGNED_IN_SHELLS)) {
    fs.writeFileSync(path.join(DIST, shell), shellFromPage(read(page), { keepContentOf: `/${page.replace(/\.html$/, '')}` }))
  }
  return ['shell.html', ...Object.keys(SIGNED_IN_SHELLS)].map((shell) => path.join(DIST, shell))
}

/**
 * 404.html answers every unknown path, which the client may route elsewhere (a job or landing page
 * that does not exist): it is rendered, not hydrated (hydrating another route's markup is React
 * error #418), and marked so those pages show "not found" without asking the API (src/lib/page-status.ts).
 */
function markNotFoundPage(): void {
  const file = path.join(DIST, '404.html')
  const html = fs.readFileSync(file, 'utf8')
  const marked = markNotFound(html)
  if (marked === html) throw new Error('404.html: không tìm thấy data-server-rendered để đánh dấu trang 404')
  fs.writeFileSync(file, marked)
}

function checkPages(files: string[]): void {
  const broken = files.filter((f) => f.endsWith('.html') && fs.readFileSync(f, 'utf8').includes('Unexpected Application Error'))
  if (broken.length) throw new Error(`Trang lỗi "Unexpected Application Error": ${broken.map((f) => path.relative(DIST, f)).join(', ')}`)
}

/**
 * Every page under the Content-Security-Policy (scripts/csp.ts): inline scripts made the same on
 * every page, the policy in each page's <meta>, and in .csp.json for the server's header. The CMS
 * at /admin has its own policy.
 */
function writePagePolicy(): void {
  const files = walk(DIST).filter((f) => f.endsWith('.html') && !path.relative(DIST, f).startsWith(`admin${path.sep}`))
  const apiOrigin = process.env.API_ORIGIN?.replace(/\/$/, '') || null
  const { pages, hashes, policy } = applyPagePolicy(new Map(files.map((f) => [f, fs.readFileSync(f, 'utf8')])), apiOrigin)
  for (const [file, html] of pages) fs.writeFileSync(file, html)
  fs.writeFileSync(path.join(DIST, '.csp.json'), JSON.stringify({ hashes, policy }, null, 2))
}

/** Editor-owned content follows its rules (scripts/content-check.ts): bad content stops the build with the reasons. */
function checkContent(): void {
  const problems = contentProblems(loadEnv(process.env, { logLevel: 'warn' }).contentDir)
  if (problems.length) throw new Error(`Nội dung không hợp lệ:\n${problems.join('\n')}`)
}

/** Netlify proxy rules for the API paths (netlify.toml explains why they are generated). */
function writeRedirects(): void {
  const origin = process.env.API_ORIGIN?.replace(/\/$/, '')
  if (!origin) return
  const rules = [...API_PREFIXES.filter((p) => p !== '/socket.io/'), '/openapi.json'].map((prefix) =>
    prefix.endsWith('/') ? `${prefix}*  ${origin}${prefix}:splat  200` : `${prefix}  ${origin}${prefix}  200`,
  )
  fs.writeFileSync(path.join(DIST, '_redirects'), `${rules.join('\n')}\n`)
}

async function precompress(files: string[]): Promise<void> {
  const targets = files.filter((f) => COMPRESSIBLE.test(f) && fs.statSync(f).size > 512)
  for (let i = 0; i < targets.length; i += 64) {
    await Promise.all(
      targets.slice(i, i + 64).map(async (file) => {
        const data = fs.readFileSync(file)
        const [br, gz] = await Promise.all([
          brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file) } }),
          gzip(data, { level: brotliQuality(file) === 11 ? 9 : 6 }),
        ])
        fs.writeFileSync(`${file}.br`, br)
        fs.writeFileSync(`${file}.gz`, gz)
      }),
    )
  }
}

/** Every landing, active job and organisation page, newest jobs first, a page of the API's list at a time. */
async function fetchSitemap(origin: string): Promise<SitemapData> {
  const data: SitemapData = { landings: [], jobs: [], organizations: [] }
  for (let cursor: string | null = null; ; ) {
    const response = await fetch(`${origin}${buildPath(seoPaths.sitemap.path, {}, { limit: SITEMAP_MAX_URLS, cursor })}`, { headers: { [PRERENDER_HEADER]: '1' } })
    const body = (await response.json()) as { success: boolean; data: Sitemap }
    if (!body.success) throw new Error('Không lấy được danh sách trang từ API')
    data.landings = body.data.landings
    data.jobs = data.jobs.concat(body.data.jobs)
    // the first page lists them (organisations are few next to jobs)
    data.organizations = data.organizations.concat(body.data.organizations ?? [])
    cursor = body.data.next_cursor
    if (!cursor) return data
  }
}

function writeSitemap(data: SitemapData, siteOrigin: string): void {
  for (const file of sitemapFiles(sitemapUrls(data, new Date().toISOString()), siteOrigin)) fs.writeFileSync(path.join(DIST, file.name), file.body)
  const robots = fs.readFileSync(path.join(DIST, 'robots.txt'), 'utf8').replace(/\nSitemap:.*$/m, '')
  fs.writeFileSync(path.join(DIST, 'robots.txt'), `${robots.trimEnd()}\nSitemap: ${siteOrigin}/sitemap.xml\n`)
}

const started = Date.now()
const siteOrigin = (process.env.PUBLIC_ORIGIN ?? process.env.VITE_SITE_ORIGIN ?? 'http://localhost:3000').replace(/\/$/, '')
// Editor-owned content is checked before anything is built: bad content stops the build with reasons.
checkContent()
ensureCmsBundle()

const sitemap = await withApi(async (origin) => {
  fs.rmSync(path.join(DIST, '.build-complete'), { force: true })
  const data = await fetchSitemap(origin)
  fs.mkdirSync(path.dirname(SSG_PATHS_FILE), { recursive: true })
  // PRERENDER_JOBS: how many of the newest active jobs get a static page (default: all of the seed);
  // the others are served by the app shell and still listed in the sitemap
  const prerenderJobs = data.jobs.slice(0, Number(process.env.PRERENDER_JOBS ?? data.jobs.length))
  // verified organisations' pages are prerendered (docs/decisions/0020-organisation-pages.md); the
  // others (recruiting, not verified) get the app shell and are in the sitemap all the same
  const prerenderOrganizations = data.organizations.filter((o) => o.is_partner)
  fs.writeFileSync(
    SSG_PATHS_FILE,
    JSON.stringify([...data.landings.map((l) => l.url), ...prerenderOrganizations.map((o) => o.url), ...prerenderJobs.map((j) => j.url)]),
  )
  await run(
    process.execPath,
    ['--import', './scripts/ssg-register.mjs', 'node_modules/vite-react-ssg/bin/vite-react-ssg.js', 'build'],
    // production React for SSG: the development build records owner stacks per element (5x slower)
    childEnv({ BUILD_API_ORIGIN: origin, VITE_SITE_ORIGIN: siteOrigin, NODE_ENV: 'production' }),
  )
  return data
})
writeSitemap(sitemap, siteOrigin)
const files = walk(DIST).filter((f) => !f.endsWith('.br') && !f.endsWith('.gz'))
checkPages(files)
const shells = writeShells()
markNotFoundPage()
writePagePolicy()
writeRedirects()
await precompress([...files, ...shells])
// the server bundle, for the pages the server renders after the build (server/site/page-renderer.ts)
fs.rmSync(path.join(DIST, RENDERER_DIR_NAME), { recursive: true, force: true })
fs.renameSync(RENDERER_DIR, path.join(DIST, RENDERER_DIR_NAME))
fs.writeFileSync(path.join(DIST, '.build-complete'), new Date().toISOString())
console.log(`Đã dựng ${files.filter((f) => f.endsWith('.html')).length} trang trong ${((Date.now() - started) / 1000).toFixed(1)} giây`)
