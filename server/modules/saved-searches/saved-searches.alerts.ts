// Alerts of saved searches: at most one digest per search per day. An hourly recurring task queues
// one check per search not yet checked today (dedupe key saved-search:<id>:<yyyy-mm-dd>, Vietnam's
// date), to run from 07:00 so nobody is mailed at night. The check looks for active jobs published
// since the last digest (or since the search was saved) with the listing's own search, so a digest
// finds exactly what the person would see; when there are some it leaves an inbox notification
// (part candidate, linking to the search, newest first) and, for a verified address, queues the
// e-mail as its own task (retried on its own, never sent twice).
import { SORT } from '../../../src/domain/constants'
import { vietnamDay, vietnamDayStart } from '../../../src/domain/manage-listing'
import type { JobCard } from '../../../src/domain/jobs'
import { listingUrl, type JobFilters } from '../../../src/domain/url-filters'
import type { ServiceContext } from '../../context'
import type { Database, Queryable } from '../../db/client'
import { enqueue, type JobHandlers, type QueuedJob } from '../../lib/queue'
import { createInboxMessage } from '../mail/mail.service'
import { createMessaging, type EmailMessage, type Messaging } from '../messaging/messaging'
import { searchJobs } from '../jobs/jobs.search'
import { ReferenceCache, checkFilterIds } from '../jobs/reference'
import { quoteName } from '../../../src/domain/saved-searches'
import { SAVED_SEARCH_COLUMNS, searchFilters, type SavedSearchRow } from './saved-searches.service'

export const ALERT_KINDS = {
  schedule: 'saved-searches:schedule',
  check: 'saved-search:alert',
  email: 'saved-search:email',
} as const

export const ALERTS = {
  scheduleEveryMs: 3600_000,
  /** Digests wait until this hour of the Vietnamese day. */
  sendFromHour: 7,
  /** New jobs counted at most (the digest then says "100+"). */
  countCap: 100,
  /** Jobs named in a digest. */
  digestJobs: 5,
  pageSize: 50,
} as const


/** Queues today's check of every search with alerts on that was not checked today; returns how many were queued. */
export async function scheduleSavedSearchAlerts(db: Queryable, now = new Date()): Promise<number> {
  const day = vietnamDay(now)
  const start = vietnamDayStart(day)
  const sendFrom = new Date(start.getTime() + ALERTS.sendFromHour * 3600_000)
  const runAt = now > sendFrom ? now : sendFrom
  // One statement for every due search (an enqueue() per search would be a round trip each); the
  // dedupe key is the queue's own: a search gets one check per day whoever schedules it.
  const rows = await db.query(
    `INSERT INTO background_jobs (kind, payload, run_at, dedupe_key, max_attempts)
     SELECT $1, jsonb_build_object('saved_search_id', s.id, 'day', $2::text), $3, 'saved-search:' || s.id || ':' || $2, 5
       FROM saved_searches s
      WHERE s.alerts_enabled AND (s.last_checked_at IS NULL OR s.last_checked_at < $4)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [ALERT_KINDS.check, day, runAt, start],
  )
  return rows.length
}

export interface NewJobs {
  count: number
  /** More than ALERTS.countCap. */
  capped: boolean
  /** The newest few, for the digest. */
  jobs: JobCard[]
}

/** Active jobs matching the filters published after `since`, newest first, through the listing's search. */
export async function findNewJobs(
  db: Database,
  reference: ReferenceCache,
  filters: JobFilters,
  since: Date,
): Promise<NewJobs> {
  const ref = await reference.get()
  const result: NewJobs = { count: 0, capped: false, jobs: [] }
  let cursor: string | undefined
  for (;;) {
    const page = await searchJobs(db, ref.places, { ...filters, offset: undefined, sort: SORT.latest, limit: ALERTS.pageSize, cursor })
    for (const job of page.items) {
      if (Date.parse(job.published_at) <= since.getTime()) return result
      if (result.count === ALERTS.countCap) {
        result.capped = true
        return result
      }
      result.count++
      if (result.jobs.length < ALERTS.digestJobs) result.jobs.push(job)
    }
    if (!page.next_cursor) return result
    cursor = page.next_cursor
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

const jobLine = (job: JobCard) => `${job.title} - ${job.organization.name} (${job.district ? `${job.district.name}, ` : ''}${job.city.name})`

export interface Digest {
  title: string
  content: string
  /** Site path of the search, newest first. */
  url: string
}

export function digestFor(search: { name: string; query: string }, found: NewJobs): Digest {
  const count = found.capped ? `${ALERTS.countCap}+` : String(found.count)
  const more = found.count - found.jobs.length
  return {
    title: `${count} việc làm mới cho tìm kiếm ${quoteName(search.name)}`,
    content: [
      ...found.jobs.map((job) => `• ${jobLine(job)}`),
      ...(more > 0 || found.capped ? [`và ${found.capped ? 'nhiều' : more} việc làm khác.`] : []),
    ].join('\n'),
    url: listingUrl({ ...searchFilters(search.query), sort: SORT.latest }),
  }
}

export function digestEmail(to: string, digest: Digest, found: NewJobs, origin: string): EmailMessage {
  const manage = `${origin}/tim-kiem-da-luu`
  const searchUrl = `${origin}${digest.url}`
  const text = [
    'Xin chào,',
    `Có ${digest.title.charAt(0).toLowerCase()}${digest.title.slice(1)}:`,
    found.jobs.map((job) => `- ${jobLine(job)}\n  ${origin}${job.url}`).join('\n'),
    `Xem tất cả: ${searchUrl}`,
    `Bạn nhận thư này vì đã bật thông báo cho tìm kiếm đã lưu. Tắt thông báo hoặc xóa tìm kiếm tại ${manage}`,
    'Việc Làm Tốt',
  ].join('\n\n')
  const html = `<!doctype html><html lang="vi"><body>
<p>Xin chào,</p>
<p>${escapeHtml(digest.title)}:</p>
<ul>${found.jobs
    .map((job) => `<li><a href="${escapeHtml(origin + job.url)}">${escapeHtml(job.title)}</a> - ${escapeHtml(job.organization.name)}</li>`)
    .join('')}</ul>
<p><a href="${escapeHtml(searchUrl)}">Xem tất cả việc làm mới</a></p>
<p style="color:#56606d;font-size:13px">Bạn nhận thư này vì đã bật thông báo cho tìm kiếm đã lưu.
<a href="${escapeHtml(manage)}">Tắt thông báo hoặc xóa tìm kiếm</a>.</p>
<p>Việc Làm Tốt</p></body></html>`
  return { to, subject: digest.title, text, html }
}

interface CheckPayload {
  saved_search_id: number
  day: string
}

type AlertRow = SavedSearchRow & { email: string | null; email_verified_at: Date | string | null }

/** The handlers and recurring task of saved-search alerts, for the background worker. */
export function savedSearchAlerts(context: ServiceContext, deps: { messaging?: Messaging } = {}) {
  const { reference } = context
  let messaging = deps.messaging ?? null
  const email = () => (messaging ??= createMessaging(context)).email

  const check = async (job: QueuedJob, db: Database) => {
    const { saved_search_id: id, day } = job.payload as unknown as CheckPayload
    const [search] = await db.query<AlertRow>(
      `SELECT ${SAVED_SEARCH_COLUMNS.split(', ').map((c) => `s.${c}`).join(', ')}, u.email, u.email_verified_at
         FROM saved_searches s JOIN users u ON u.id = s.user_id WHERE s.id = $1`,
      [id],
    )
    // deleted, or alerts turned off, since it was queued
    if (!search || !search.alerts_enabled) return
    const markChecked = () => db.query('UPDATE saved_searches SET last_checked_at = now() WHERE id = $1', [id])
    const filters = searchFilters(search.query)
    try {
      checkFilterIds(await reference.get(), filters)
    } catch {
      // a place or job type removed from the configuration since: nothing sensible to look for
      await markChecked()
      return
    }
    const since = new Date(search.last_alert_at ?? search.created_at)
    const found = await findNewJobs(db, reference, filters, since)
    if (found.count === 0) {
      await markChecked()
      return
    }
    const digest = digestFor(search, found)
    await db.transaction(async (tx) => {
      // the digest and the new starting point are recorded together: a retry never repeats it
      // (compared in milliseconds: a Date read back carries no microseconds)
      const claimed = await tx.query(
        `UPDATE saved_searches SET last_alert_at = now(), last_checked_at = now()
          WHERE id = $1 AND date_trunc('milliseconds', last_alert_at) IS NOT DISTINCT FROM $2::timestamptz RETURNING id`,
        [id, search.last_alert_at],
      )
      if (!claimed.length) return
      await createInboxMessage({ db: tx, realtime: context.realtime }, { userId: search.user_id, part: 'candidate', ...digest })
      if (search.email && search.email_verified_at) {
        await enqueue(tx, ALERT_KINDS.email, { ...digestEmail(search.email, digest, found, context.env.publicOrigin) }, {
          dedupeKey: `saved-search-email:${id}:${day}`,
        })
      }
    })
  }

  const handlers: JobHandlers = {
    [ALERT_KINDS.schedule]: async (_job, db) => void (await scheduleSavedSearchAlerts(db)),
    [ALERT_KINDS.check]: check,
    [ALERT_KINDS.email]: async (job) => email().send(job.payload as unknown as EmailMessage),
  }
  return {
    handlers,
    recurring: [{ kind: ALERT_KINDS.schedule, everyMs: ALERTS.scheduleEveryMs }],
  }
}
