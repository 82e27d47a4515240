// Public pages that follow the data (docs/decisions/0039-pages-follow-the-data.md). The build
// prerenders the site once; after it, a job's page is rendered again when the job changes (queued by
// a trigger in the transaction of the change, migration 0043), its organisation's page with it, the
// home and landing pages on a schedule, and a job or organisation page nobody rendered yet when it
// is first asked for. Rendered pages live in site_pages, shared by every instance, for the build
// they were rendered with. A job page's task also records what search engines are to be told of it
// (docs/decisions/0040-notify-search-engines.md).
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { createHash } from 'node:crypto'
import type { AppContext } from '../context'
import { enqueue, type JobHandlers, type QueuedJob } from '../lib/queue'
import { jobIdFromSlug, jobPath } from '../../src/domain/jobs'
import { jobPostingJsonLd } from '../../src/domain/job-json-ld'
import { organizationIdFromSlug, organizationPath } from '../../src/domain/organizations/public'
import { readPopularSearches } from '../modules/content/content.service'
import { jobDetail } from '../modules/jobs/jobs.service'
import { GONE, notifiedPaths, pageVersion, recordPageStates, type PageState } from '../modules/search-engines/notices'
import { engineKinds } from '../modules/search-engines/search-engines'
import { organizationHasPage } from '../modules/organizations/public-page'
import type { PageRenderer } from './page-renderer'
import { livePageKind, siteRenderer, workerSiteRenderer, type LivePageKind } from './site-renderer'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

export interface StoredPage {
  /** 200, 404 (the record is gone) or 301 (an earlier address: `location` is the current one) */
  status: number
  location: string | null
  html: string
  br: Buffer
  gz: Buffer
  etag: string
}

/** How long an instance keeps a stored page in memory before it reads it again (every instance renders into one table). */
const MEMORY_MS = 5_000
const MEMORY_PAGES = 500
/** Pages rendered on request at once by an instance; more wait for the queue and get the app shell meanwhile. */
const RENDERS_ON_REQUEST = 2
/** The home and landing pages' lists: rendered again this often (their jobs change by the minute). */
export const LIST_PAGES_EVERY_MS = 5 * 60_000
/** An expired job's page is rendered again within a minute of its expiry (the sweep looks back this far). */
const EXPIRED_LOOKBACK = '15 minutes'
/** A job's change renders its organisation's page at the end of a window this long (one render for many jobs). */
const ORGANIZATION_WINDOW_MS = 20_000

export const LIVE_PAGE_KINDS = {
  job: 'site.job-page',
  organization: 'site.organization-page',
  lists: 'site.list-pages',
  list: 'site.list-page',
  expired: 'site.expired-pages',
} as const

export interface LivePages {
  /** The page rendered for the current build, if any (404 pages included). */
  stored(pathname: string): Promise<StoredPage | null>
  /** Renders a job's or an organisation's page now (first asked for); null when it cannot (no renderer, too many at once). */
  renderOnRequest(pathname: string): Promise<StoredPage | null>
  /** Renders a page and stores it; null when the built site has no renderer. */
  renderAndStore(pathname: string, kind: LivePageKind, recordId: number | null): Promise<StoredPage | null>
  /** Stores the "not found" page for a page whose record is gone (hidden, taken down, deleted). */
  markGone(pathname: string, kind: LivePageKind, recordId: number | null): Promise<StoredPage | null>
  /** Stores a permanent redirect from a record's earlier address (its slug changed) to its current one. */
  markMoved(pathname: string, kind: LivePageKind, recordId: number, location: string): Promise<StoredPage | null>
  /** The current build's jobs rendered since it, newest first: the recent jobs' sitemap. */
  recentJobs(limit: number): Promise<Array<{ path: string; rendered_at: string }>>
  /** The build the served site is, or null while there is none. */
  build(): string | null
}

export function livePages(
  { db, env }: AppContext,
  renderer: PageRenderer = env.pageRenderWorker ? workerSiteRenderer(env.siteDir) : siteRenderer(env.siteDir),
): LivePages {
  const memory = new Map<string, { at: number; build: string; page: StoredPage | null }>()
  const rendering = new Map<string, Promise<StoredPage | null>>()
  const build = () => readOrNull(path.join(env.siteDir, '.build-complete'))

  const store = async (pathname: string, kind: LivePageKind, recordId: number | null, build: string, status: number, html: string, location: string | null = null) => {
    const [br, gz] = await Promise.all([brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), gzip(html, { level: 6 })])
    const page: StoredPage = { status, location, html, br, gz, etag: `"${createHash('sha1').update(html).digest('base64url')}"` }
    await db.query(
      `INSERT INTO site_pages (path, kind, record_id, build, status, location, html, br, gz, etag) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (path) DO UPDATE SET kind = $2, record_id = $3, build = $4, status = $5, location = $6, html = $7, br = $8, gz = $9, etag = $10, rendered_at = now()`,
      [pathname, kind, recordId, build, status, location, html, br, gz, page.etag],
    )
    memory.set(pathname, { at: Date.now(), build, page })
    return page
  }

  const renderAndStore: LivePages['renderAndStore'] = async (pathname, kind, recordId) => {
    const current = build()
    if (!current) return null
    const rendered = await renderer.render(pathname)
    if (!rendered) return null
    // a page whose record is gone renders "not found": the built 404 page says so, unhydrated
    if (rendered.status === 404) return storeGone(pathname, kind, recordId, current)
    if (rendered.status !== 200) throw new Error(`Trang ${pathname}: mã ${rendered.status} khi dựng lại`)
    return store(pathname, kind, recordId, current, 200, rendered.html)
  }

  const markMoved: LivePages['markMoved'] = async (pathname, kind, recordId, location) => {
    const current = build()
    if (!current) return null
    const html = `<!doctype html><html lang="vi"><meta charset="utf-8"><title>Đã chuyển</title><p>Trang đã chuyển tới <a href="${location}">${location}</a>.</p></html>`
    return store(pathname, kind, recordId, current, 301, html, location)
  }

  const storeGone = (pathname: string, kind: LivePageKind, recordId: number | null, current: string) => {
    const notFound = readOrNull(path.join(env.siteDir, '404.html'))
    return notFound === null ? null : store(pathname, kind, recordId, current, 404, notFound)
  }

  return {
    build,
    renderAndStore,
    async markGone(pathname, kind, recordId) {
      const current = build()
      return current ? storeGone(pathname, kind, recordId, current) : null
    },
    markMoved,
    async stored(pathname) {
      const current = build()
      if (!current) return null
      const kept = memory.get(pathname)
      if (kept && kept.build === current && Date.now() - kept.at < MEMORY_MS) return kept.page
      const [row] = await db.query<StoredPage>('SELECT status, location, html, br, gz, etag FROM site_pages WHERE path = $1 AND build = $2', [pathname, current])
      // bytea comes back as a Buffer from PostgreSQL, a Uint8Array from PGlite
      const page = row ? { ...row, br: asBuffer(row.br), gz: asBuffer(row.gz) } : null
      memory.delete(pathname)
      if (memory.size >= MEMORY_PAGES) memory.delete(memory.keys().next().value as string)
      memory.set(pathname, { at: Date.now(), build: current, page })
      return page
    },
    async renderOnRequest(pathname) {
      const kind = livePageKind(pathname)
      if (kind !== 'job' && kind !== 'organization') return null
      const running = rendering.get(pathname)
      if (running) return running
      if (rendering.size >= RENDERS_ON_REQUEST) return null
      const recordId = kind === 'job' ? jobIdFromSlug(pathname.slice('/viec-lam/'.length)) : organizationIdFromSlug(pathname.slice('/cong-ty/'.length))
      if (recordId === null) return null
      // an address under an earlier (or mistyped) slug answers with the way to the current one
      const work = currentPath(db, kind, recordId)
        .then((current) => (current && current !== pathname ? markMoved(pathname, kind, recordId, current) : renderAndStore(pathname, kind, recordId)))
        .finally(() => rendering.delete(pathname))
      rendering.set(pathname, work)
      return work
    },
    async recentJobs(limit) {
      const current = build()
      if (!current) return []
      return db.query<{ path: string; rendered_at: string }>(
        `SELECT path, rendered_at::text FROM site_pages WHERE kind = 'job' AND status = 200 AND build = $1 ORDER BY rendered_at DESC LIMIT $2`,
        [current, limit],
      )
    },
  }
}

/** A job's or an organisation's address as its slug now is; null when the record does not exist. */
async function currentPath(db: AppContext['db'], kind: 'job' | 'organization', id: number): Promise<string | null> {
  const [row] = await db.query<{ slug: string }>(`SELECT slug FROM ${kind === 'job' ? 'jobs' : 'organizations'} WHERE id = $1`, [id])
  if (!row) return null
  return kind === 'job' ? jobPath({ slug: row.slug, id }) : organizationPath({ slug: row.slug, id })
}

const asBuffer = (bytes: Uint8Array) => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))

function readOrNull(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

/**
 * The background work: a job's page (and, at the end of a short window, its organisation's), an
 * organisation's page (and its jobs', which show its name and logo), the home and landing pages on a
 * schedule, and the pages of jobs that have just expired.
 */
export function livePagesWork(context: AppContext, pages: LivePages = livePages(context)) {
  const { db, env } = context
  const pagesOf = (kind: LivePageKind, id: number) =>
    db.query<{ path: string }>('SELECT path FROM site_pages WHERE kind = $1 AND record_id = $2', [kind, id]).then((rows) => rows.map((r) => r.path))
  /** A record's page the build prerendered, under whatever slug it had then (viec-lam/{slug}-{id}.html, cong-ty/…). */
  const builtPaths = async (kind: 'job' | 'organization', id: number) => {
    const folder = kind === 'job' ? 'viec-lam' : 'cong-ty'
    const files = await fs.promises.readdir(path.join(env.siteDir, folder)).catch(() => [] as string[])
    const tail = `-${id}.html`
    return files.filter((file) => file.endsWith(tail)).map((file) => `/${folder}/${file.slice(0, -'.html'.length)}`)
  }
  /** Every address a record's page had, stored since the build or prerendered by it, but the current one. */
  const earlierPaths = async (kind: 'job' | 'organization', id: number, current: string | null) => {
    const known = new Set([...(await pagesOf(kind, id)), ...(await builtPaths(kind, id))])
    return [...known].filter((earlier) => earlier !== current)
  }
  /**
   * The pages under earlier addresses (an edited title or name changed the slug) answer 301 to the
   * current one while the record has a page (a stored page is served before the build's file); gone
   * with it otherwise.
   */
  const settleEarlier = async (kind: 'job' | 'organization', id: number, earlier: string[], current: string | null, hasPage: boolean) => {
    for (const pathname of earlier) await (hasPage && current ? pages.markMoved(pathname, kind, id, current) : pages.markGone(pathname, kind, id))
  }

  /**
   * What search engines are to be told of a job's page (docs/decisions/0040-notify-search-engines.md):
   * its JobPosting as it now is while the job is public and open; gone once it is hidden, taken
   * down, deleted or expired (an expired job's page is noindex).
   */
  const searchEngineState = async (id: number, job: { public: boolean; expired: boolean } | undefined): Promise<Omit<PageState, 'path'>> =>
    job?.public && !job.expired
      ? { jobId: id, type: 'URL_UPDATED', version: pageVersion(jobPostingJsonLd(await jobDetail(db, id), env.publicOrigin)) }
      : { jobId: id, type: 'URL_DELETED', version: GONE }

  const renderJob = async (id: number) => {
    const [job] = await db.query<{ slug: string; organization_id: number; public: boolean; expired: boolean }>(
      'SELECT slug, organization_id, review_status = 1001 AND NOT is_hidden AS public, expires_at <= now() AS expired FROM jobs WHERE id = $1',
      [id],
    )
    const current = job ? jobPath({ slug: job.slug, id }) : null
    const earlier = await earlierPaths('job', id, current)
    await settleEarlier('job', id, earlier, current, job?.public ?? false)
    if (job && current) await (job.public ? pages.renderAndStore(current, 'job', id) : pages.markGone(current, 'job', id))
    // the engines are told once the page they will read is there, once for each version of it, of
    // every address of the job they may know
    if (engineKinds(env).length) {
      const state = await searchEngineState(id, job)
      const addresses = new Set([...earlier, ...(await notifiedPaths(db, id)), ...(current ? [current] : [])])
      await recordPageStates(db, env, [...addresses].map((path) => ({ path, ...state })))
    }
    if (!job) return
    const windowEnd = Math.ceil(Date.now() / ORGANIZATION_WINDOW_MS) * ORGANIZATION_WINDOW_MS
    await enqueue(db, LIVE_PAGE_KINDS.organization, { organization_id: job.organization_id, jobs: false }, {
      runAt: new Date(windowEnd),
      dedupeKey: `${LIVE_PAGE_KINDS.organization}:${job.organization_id}:window:${windowEnd}`,
    })
  }

  const renderOrganization = async (id: number, withJobs: boolean) => {
    const [organization] = await db.query<{ slug: string }>('SELECT slug FROM organizations WHERE id = $1', [id])
    const current = organization ? organizationPath({ slug: organization.slug, id }) : null
    const hasPage = current !== null && (await organizationHasPage(db, id))
    await settleEarlier('organization', id, await earlierPaths('organization', id, current), current, hasPage)
    if (!current) return
    await (hasPage ? pages.renderAndStore(current, 'organization', id) : pages.markGone(current, 'organization', id))
    if (!withJobs) return
    const jobs = await db.query<{ id: number }>('SELECT id FROM jobs WHERE organization_id = $1 AND review_status = 1001 AND NOT is_hidden', [id])
    for (const job of jobs) await enqueue(db, LIVE_PAGE_KINDS.job, { job_id: job.id }, { dedupeKey: `${LIVE_PAGE_KINDS.job}:${job.id}:organization:${Date.now()}` })
  }

  const handlers: JobHandlers = {
    [LIVE_PAGE_KINDS.job]: (task: QueuedJob) => renderJob(Number(task.payload.job_id)),
    [LIVE_PAGE_KINDS.organization]: (task: QueuedJob) => renderOrganization(Number(task.payload.organization_id), task.payload.jobs !== false),
    // one task a page, spread over the period, so that a job's page never waits behind all of them
    [LIVE_PAGE_KINDS.lists]: async (task: QueuedJob) => {
      const paths = ['/', ...readPopularSearches(env.contentDir).map((landing) => `/tuyen-dung-${landing.slug}`)]
      const start = Date.now()
      for (const [i, pathname] of paths.entries()) {
        await enqueue(db, LIVE_PAGE_KINDS.list, { path: pathname }, {
          runAt: new Date(start + Math.floor((i * LIST_PAGES_EVERY_MS) / paths.length)),
          dedupeKey: `${LIVE_PAGE_KINDS.list}:${pathname}:${String(task.payload.slot)}`,
        })
      }
    },
    [LIVE_PAGE_KINDS.list]: async (task: QueuedJob) => {
      const pathname = String(task.payload.path)
      await pages.renderAndStore(pathname, pathname === '/' ? 'home' : 'landing', null)
    },
    [LIVE_PAGE_KINDS.expired]: async () => {
      const expired = await db.query<{ id: number; expires: number }>(
        `SELECT id, extract(epoch FROM expires_at)::bigint AS expires FROM jobs
          WHERE expires_at <= now() AND expires_at > now() - interval '${EXPIRED_LOOKBACK}' AND review_status = 1001 AND NOT is_hidden`,
      )
      for (const job of expired) await enqueue(db, LIVE_PAGE_KINDS.job, { job_id: job.id }, { dedupeKey: `${LIVE_PAGE_KINDS.job}:${job.id}:expired:${job.expires}` })
    },
  }
  return {
    handlers,
    recurring: [
      { kind: LIVE_PAGE_KINDS.lists, everyMs: LIST_PAGES_EVERY_MS },
      { kind: LIVE_PAGE_KINDS.expired, everyMs: 60_000 },
    ],
  }
}
