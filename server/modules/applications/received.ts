// The recruiter's side of applications (SPEC 7.2; issue 20; docs/decisions/0016-applicants.md):
// the applicants of one's jobs (recruiter-apply and its filter), one application as the seeker sent
// it, opening it (status 1 becomes 2 and the seeker is told), moving it on with an optional message,
// one by one or a selection at once, and the per-status message templates. A recruiter reaches only
// applications to jobs of the organisations it is a member of: any other id is 404 or 403, never data.
import {
  APPLICATION_CLOSE,
  APPLICATION_SOURCE_LABELS,
  APPLICATION_STATUS,
  APPLICATION_STATUS_LABELS,
  RECRUITER_STATUS_LABELS,
  APPLICATION_STATUS_ORDER,
  DEFAULT_STATUS_TEMPLATES,
  BOARD_COLUMN_MAX,
  RECRUITER_STATUSES,
  type ApplicationSource,
} from '../../../src/domain/applications'
import type {
  Application,
  ApplicationBoard,
  ReceivedApplication,
  ReceivedApplicationDetail,
  ReceivedApplicationFilters,
  ReceivedApplicationPage,
  StatusTemplate,
} from '../../../src/domain/contract/applications'
import { jobPath } from '../../../src/domain/jobs'
import type { Database, Queryable } from '../../db/client'
import { recordActivity } from '../../lib/activity'
import { AppError, forbidden } from '../../lib/errors'
import { refuseBlockedText } from '../../lib/moderation-settings'
import type { Realtime } from '../../realtime/socket'
import { createInboxMessage } from '../mail/mail.service'
import { memberRole } from '../access/memberships'
import { toCandidateProfile, type JobseekerRow } from '../jobseekers/candidate-profile'
import { ACTIVE } from '../jobs/jobs.search'
import { transactionThenNotify } from '../../realtime/after-commit'
import { APPLICATION_COLUMNS, APPLICATION_MSG, toApplication, type ApplicationRow } from './applications.service'
import { WAITING } from './stale'
import { MY_APPLICATIONS, announceUnread, organizationIds } from './unread'

type Context = { db: Database; realtime: Realtime }

export const RECRUITER_MSG = {
  seekerViewedTitle: (job: string) => `Nhà tuyển dụng đã xem hồ sơ ứng tuyển tin "${job}"`,
  seekerViewedContent: 'Hồ sơ của bạn đã được nhà tuyển dụng mở xem.',
  seekerStatusContent: (label: string, message: string | null) =>
    message ? `Trạng thái mới: ${label}. Lời nhắn của nhà tuyển dụng: ${message}` : `Trạng thái mới: ${label}.`,
} as const

export interface ApplicantQuery {
  job_id?: number
  status?: number
  source?: ApplicationSource
  /** 0: not yet opened, 1: opened */
  read?: number
  /** 1: waiting for the employer and closing automatically within APPLICATION_CLOSE.warnDays */
  closing?: number
  /** yyyy-MM-dd, Vietnam days, both included */
  from?: string
  to?: string
  offset: number
  limit: number
}

/** When a waiting application closes by itself (stale.ts), as SQL over `a`; NULL once the employer moved it. */
const CLOSES_AT = `CASE WHEN ${WAITING} THEN a.created_at + interval '${APPLICATION_CLOSE.days} days' END`
const CLOSING_SOON = `${WAITING} AND a.created_at <= now() - interval '${APPLICATION_CLOSE.days - APPLICATION_CLOSE.warnDays} days'`

type ReadRow = ApplicationRow & { read_at: Date | string | null; closes_at?: Date | string | null }
const withRead = (row: ReadRow): ReceivedApplication => ({
  ...toApplication(row),
  status_label: RECRUITER_STATUS_LABELS[row.status] ?? '',
  read_at: row.read_at ? new Date(row.read_at).toISOString() : null,
  closes_at: row.closes_at ? new Date(row.closes_at).toISOString() : null,
})

/**
 * The conditions of a list query ($1 is the recruiter; values are appended to `params`). One
 * organisation, the usual case, is an equality, so the newest page is read in index order.
 */
function applicantConditions(organizations: number[], query: Omit<ApplicantQuery, 'offset' | 'limit'>, params: unknown[]): string[] {
  const where: string[] = []
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value)
    where.push(sql(`$${params.length}`))
  }
  if (organizations.length === 1) add((n) => `a.organization_id = ${n}`, organizations[0])
  else add((n) => `a.organization_id = ANY (${n}::int8[])`, organizations)
  if (query.job_id !== undefined) add((n) => `a.job_id = ${n}`, query.job_id)
  if (query.status !== undefined) add((n) => `a.status = ${n}`, query.status)
  if (query.source !== undefined) add((n) => `a.source = ${n}`, query.source)
  if (query.read === 0) where.push('a.read_at IS NULL')
  if (query.read === 1) where.push('a.read_at IS NOT NULL')
  if (query.closing === 1) where.push(CLOSING_SOON)
  if (query.from) add((n) => `a.created_at >= (${n}::date)::timestamp AT TIME ZONE 'Asia/Ho_Chi_Minh'`, query.from)
  if (query.to) add((n) => `a.created_at < (${n}::date + 1)::timestamp AT TIME ZONE 'Asia/Ho_Chi_Minh'`, query.to)
  return where
}

/**
 * How many applications a list query matches: summed from application_tallies (migration 0047) when
 * it filters only by what they are grouped by (job, status, source, read), else counted.
 */
function countApplicants(db: Queryable, organizations: number[], query: Omit<ApplicantQuery, 'offset' | 'limit'>, where: string, params: unknown[]) {
  if (query.closing !== undefined || query.from || query.to) {
    return db.query<{ n: number }>(`SELECT count(*)::int AS n FROM applications a WHERE ${where}`, params)
  }
  const tally: unknown[] = [organizations]
  const conditions = ['t.organization_id = ANY ($1::int8[])']
  const add = (column: string, value: unknown) => {
    tally.push(value)
    conditions.push(`t.${column} = $${tally.length}`)
  }
  if (query.job_id !== undefined) add('job_id', query.job_id)
  if (query.status !== undefined) add('status', query.status)
  if (query.source !== undefined) add('source', query.source)
  if (query.read !== undefined) add('unread', query.read === 0)
  return db.query<{ n: number }>(`SELECT coalesce(sum(t.n), 0)::int AS n FROM application_tallies t WHERE ${conditions.join(' AND ')}`, tally)
}

/** recruiter-apply: applications to one's jobs, newest first, with the candidate's summary. */
export async function listApplicants(db: Queryable, userId: number, query: ApplicantQuery): Promise<ReceivedApplicationPage> {
  const organizations = await organizationIds(db, userId)
  if (!organizations.length) return { items: [], total: 0, offset: query.offset, limit: query.limit }
  const params: unknown[] = []
  const where = applicantConditions(organizations, query, params).join(' AND ')
  const [items, [count]] = await Promise.all([
    applicantItems(db, `SELECT a.id FROM applications a WHERE ${where}
                         ORDER BY a.created_at DESC, a.id DESC OFFSET $${params.length + 1} LIMIT $${params.length + 2}`, [
      ...params,
      query.offset,
      query.limit,
    ]),
    countApplicants(db, organizations, query, where, params),
  ])
  return { items, total: count.n, offset: query.offset, limit: query.limit }
}

/**
 * The applications whose ids `page` selects, newest first, with the candidate's summary: the page's
 * ids first (index order, no row read beyond them), then their details: the profile copy and the
 * names are read for these rows only, not for every match.
 */
async function applicantItems(db: Queryable, page: string, params: unknown[]): Promise<ReceivedApplicationPage['items']> {
  const rows = await db.query<ReadRow & { title: string; slug: string; p: Record<string, unknown> | null; city: string | null; experience: string | null }>(
    `WITH page AS (${page})
     SELECT ${APPLICATION_COLUMNS}, ${CLOSES_AT} AS closes_at, j.title, j.slug,
            CASE WHEN a.profile IS NULL THEN NULL ELSE jsonb_build_object(
              'full_name', a.profile->>'full_name', 'image_url', a.profile->>'image_url', 'phone', a.profile->>'phone',
              'email', a.profile->>'email', 'birth_year', (a.profile->>'birth_year')::int) END AS p,
            (SELECT c.name FROM cities c WHERE c.id = (a.profile->>'city_id')::int) AS city,
            (SELECT o.name FROM config_options o WHERE o.kind = 'experiences' AND o.id = (a.profile->>'experience_id')::int) AS experience
       FROM page JOIN applications a ON a.id = page.id JOIN jobs j ON j.id = a.job_id
      ORDER BY a.created_at DESC, a.id DESC`,
    params,
  )
  return rows.map((row) => ({
    application: withRead(row),
    job: { id: Number(row.job_id), title: row.title, slug: row.slug },
    candidate: row.p
      ? {
          full_name: String(row.p.full_name ?? ''),
          image_url: (row.p.image_url as string | null) ?? null,
          phone: (row.p.phone as string | null) ?? null,
          email: (row.p.email as string | null) ?? null,
          birth_year: (row.p.birth_year as number | null) ?? null,
          city: row.city,
          experience: row.experience,
        }
      : null,
  }))
}

/**
 * recruiter-apply/filter: the jobs that have applications (the most recently applied first, at
 * most 500), the statuses and sources, with counts; unread and closing soon. One pass over the
 * applications, grouped by job, status and source; the sums are made here.
 */
export async function applicantFilters(db: Queryable, userId: number): Promise<ReceivedApplicationFilters> {
  // from application_tallies (migration 0047), summed by job, by status, by source and in all in
  // one read (GROUPING() tells the sets apart: 3 a job, 5 a status, 6 a source, 7 the whole);
  // only "closing soon" depends on the time
  const [groups, [closing]] = await Promise.all([
    db.query<{ level: number; job_id: number | null; status: number | null; source: ApplicationSource | null; n: number; unread: number; latest: Date | string; title: string | null }>(
      `WITH g AS (
         SELECT GROUPING(t.job_id, t.status, t.source) AS level, t.job_id, t.status, t.source, sum(t.n)::int AS n,
                coalesce(sum(t.n) FILTER (WHERE t.unread), 0)::int AS unread, max(t.latest) AS latest
           FROM application_tallies t WHERE t.organization_id IN (SELECT om.organization_id FROM organization_members om WHERE om.user_id = $1)
          GROUP BY GROUPING SETS ((t.job_id), (t.status), (t.source), ()))
       SELECT g.*, j.title FROM g LEFT JOIN jobs j ON j.id = g.job_id`,
      [userId],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM applications a WHERE ${MY_APPLICATIONS} AND ${CLOSING_SOON}`, [userId]),
  ])
  const level = (value: number) => groups.filter((row) => row.level === value)
  const count = (rows: typeof groups, match: (row: (typeof groups)[number]) => boolean) => rows.find(match)?.n ?? 0
  return {
    jobs: level(3)
      .filter((row) => row.title !== null)
      .map((row) => ({ id: Number(row.job_id), name: row.title ?? '', count: row.n, latest: new Date(row.latest).getTime() }))
      .sort((a, b) => b.latest - a.latest || b.id - a.id)
      .slice(0, 500)
      .map(({ id, name, count }) => ({ id, name, count })),
    statuses: APPLICATION_STATUS_ORDER.map((id) => ({ id, name: RECRUITER_STATUS_LABELS[id], count: count(level(5), (r) => r.status === id) })),
    sources: (Object.keys(APPLICATION_SOURCE_LABELS) as ApplicationSource[]).map((id) => ({
      id,
      name: APPLICATION_SOURCE_LABELS[id],
      count: count(level(6), (r) => r.source === id),
    })),
    unread: level(7)[0]?.unread ?? 0,
    closing: closing.n,
  }
}

/**
 * The pipeline of one job (the membership was checked by the route): a column per status in
 * pipeline order with its count and its newest BOARD_COLUMN_MAX applications; the rest of a
 * column is on the list, filtered by the job and the status.
 */
export async function applicantBoard(db: Queryable, userId: number, jobId: number): Promise<ApplicationBoard> {
  const [job] = await db.query<{ id: number; title: string; slug: string }>('SELECT id, title, slug FROM jobs WHERE id = $1', [jobId])
  if (!job) throw new AppError(404, 'job_not_found', APPLICATION_MSG.jobNotFound)
  const params: unknown[] = []
  const where = applicantConditions(await organizationIds(db, userId), { job_id: jobId }, params).join(' AND ')
  // every column's newest in one read, and the counts by status
  const [items, counts] = await Promise.all([
    applicantItems(
      db,
      `SELECT id FROM (SELECT a.id, row_number() OVER (PARTITION BY a.status ORDER BY a.created_at DESC, a.id DESC) AS rank
                         FROM applications a WHERE ${where}) ranked
        WHERE rank <= ${BOARD_COLUMN_MAX}`,
      params,
    ),
    db.query<{ status: number; n: number }>(`SELECT t.status, sum(t.n)::int AS n FROM application_tallies t WHERE t.job_id = $1 GROUP BY t.status`, [jobId]),
  ])
  return {
    job: { id: Number(job.id), title: job.title, slug: job.slug },
    columns: APPLICATION_STATUS_ORDER.map((status) => ({
      status,
      name: RECRUITER_STATUS_LABELS[status],
      total: counts.find((c) => c.status === status)?.n ?? 0,
      items: items.filter((item) => item.application.status === status),
    })),
  }
}

interface FoundApplication extends ReadRow {
  organization_id: number
  title: string
  slug: string
  is_active: boolean
  profile: JobseekerRow | null
}

/** One application for a member of its job's organisation: 404 when there is none, 403 for anyone else. */
async function applicationFor(db: Queryable, userId: number, applicationId: number, lock = false): Promise<FoundApplication> {
  const [found] = await db.query<FoundApplication>(
    `SELECT ${APPLICATION_COLUMNS}, ${CLOSES_AT} AS closes_at, a.profile, j.organization_id, j.title, j.slug, (${ACTIVE}) AS is_active
       FROM applications a JOIN jobs j ON j.id = a.job_id
      WHERE a.id = $1${lock ? ' FOR UPDATE OF a' : ''}`,
    [applicationId],
  )
  if (!found) throw new AppError(404, 'application_not_found', APPLICATION_MSG.applicationNotFound)
  if (!(await memberRole(db, userId, Number(found.organization_id)))) throw forbidden(APPLICATION_MSG.forbidden)
  return found
}

/** GET /job/v1/candidates/{id}: the application and the profile as it was sent. */
export async function applicantDetail(db: Queryable, userId: number, applicationId: number): Promise<ReceivedApplicationDetail> {
  const found = await applicationFor(db, userId, applicationId)
  return {
    application: withRead(found),
    job: { id: Number(found.job_id), title: found.title, slug: found.slug, is_active: found.is_active },
    profile: found.profile ? await toCandidateProfile(db, { ...found.profile, work_history: found.profile.work_history ?? [] }) : null,
  }
}

/** PUT /job/v1/candidates/{id}/read: opened; a sent application becomes "viewed" and its seeker is told. */
export async function markApplicationRead(context: Context, userId: number, applicationId: number): Promise<ReceivedApplication> {
  return transactionThenNotify(context, async ({ db: tx, realtime }) => {
    const found = await applicationFor(tx, userId, applicationId, true)
    if (found.read_at && found.status !== APPLICATION_STATUS.sent) return withRead(found)
    const [row] = await tx.query<ReadRow>(
      `UPDATE applications a SET read_at = coalesce(a.read_at, now()),
              status = CASE WHEN a.status = 1 THEN 2 ELSE a.status END,
              status_at = CASE WHEN a.status = 1 THEN now() ELSE a.status_at END,
              updated_at = CASE WHEN a.status = 1 THEN now() ELSE a.updated_at END
        WHERE a.id = $1 RETURNING ${APPLICATION_COLUMNS}, ${CLOSES_AT} AS closes_at`,
      [applicationId],
    )
    if (!found.read_at) {
      await announceUnread({ db: tx, realtime }, Number(found.job_id))
      await recordActivity(tx, { organizationId: Number(found.organization_id), userId, action: 'application.read', jobId: Number(found.job_id), subjectId: Number(found.id) })
    }
    if (found.status === APPLICATION_STATUS.sent) {
      await createInboxMessage(
        { db: tx, realtime },
        {
          userId: Number(found.user_id),
          part: 'candidate',
          title: RECRUITER_MSG.seekerViewedTitle(found.title),
          content: RECRUITER_MSG.seekerViewedContent,
          url: jobPath({ slug: found.slug, id: Number(found.job_id) }),
        },
      )
    }
    return withRead(row)
  })
}

/** Moves one locked application (the caller checked it) and tells the seeker; unchanged status and message: nothing. */
async function moveApplication(
  scope: { db: Queryable; realtime: Realtime },
  found: FoundApplication,
  status: number,
  message: string | null,
): Promise<ReceivedApplication> {
  if (found.status === status && (found.status_message ?? null) === message) return withRead(found)
  const [row] = await scope.db.query<ReadRow>(
    `UPDATE applications a SET status = $2, status_message = $3, read_at = coalesce(a.read_at, now()),
            status_at = CASE WHEN a.status = $2 THEN a.status_at ELSE now() END,
            replied_at = coalesce(a.replied_at, now()), updated_at = now()
      WHERE a.id = $1 RETURNING ${APPLICATION_COLUMNS}, ${CLOSES_AT} AS closes_at`,
    [found.id, status, message],
  )
  const application = withRead(row)
  if (!found.read_at) await announceUnread(scope, Number(found.job_id))
  await createInboxMessage(scope, {
    userId: application.user_id,
    part: 'candidate',
    title: APPLICATION_MSG.seekerStatusTitle(found.title),
    content: RECRUITER_MSG.seekerStatusContent(APPLICATION_STATUS_LABELS[status], message),
    url: jobPath({ slug: found.slug, id: application.job_id }),
  })
  return application
}

const tidyMessage = (message: string | null | undefined) => message?.normalize('NFC').trim() || null
/** The seeker reads it in the inbox: no demand for money (src/domain/moderation/public-text.ts). */
const messageText = (text: string | null) => [{ field: 'message', label: 'Lời nhắn cho ứng viên', text }]

/** Whether moving `found` to status with message changes anything (moveApplication does nothing otherwise). */
const moves = (found: FoundApplication, status: number, message: string | null) => !(found.status === status && (found.status_message ?? null) === message)

/** PUT /job/v1/candidates/{id}/status: the job's recruiter moves it on; the seeker is told. */
export async function setApplicationStatus(
  context: Context,
  userId: number,
  applicationId: number,
  status: number,
  message?: string | null,
): Promise<Application> {
  return transactionThenNotify(context, async (scope) => {
    const found = await applicationFor(scope.db, userId, applicationId, true)
    const text = tidyMessage(message)
    await refuseBlockedText(scope.db, messageText(text))
    if (moves(found, status, text)) {
      await recordActivity(scope.db, {
        organizationId: Number(found.organization_id),
        userId,
        action: 'application.status',
        jobId: Number(found.job_id),
        subjectId: Number(found.id),
        details: { status },
      })
    }
    return moveApplication(scope, found, status, text)
  })
}

/** PUT /job/v1/candidates/status: a selection moved at once; one id that is not the caller's changes nothing. */
export async function setApplicationsStatus(
  context: Context,
  userId: number,
  ids: number[],
  status: number,
  message?: string | null,
): Promise<{ items: Application[]; updated: number }> {
  const unique = [...new Set(ids)].sort((a, b) => a - b)
  return transactionThenNotify(context, async (scope) => {
    const items: Application[] = []
    const text = tidyMessage(message)
    // one activity row per organisation the selection moved applications of (the job named when all are of one)
    const moved = new Map<number, { jobs: Set<number>; ids: number[] }>()
    // in id order, so two overlapping selections lock in the same order
    for (const id of unique) {
      const found = await applicationFor(scope.db, userId, id, true)
      if (moves(found, status, text)) {
        const org = moved.get(Number(found.organization_id)) ?? { jobs: new Set<number>(), ids: [] }
        org.jobs.add(Number(found.job_id))
        org.ids.push(id)
        moved.set(Number(found.organization_id), org)
      }
      items.push(await moveApplication(scope, found, status, text))
    }
    // after the access checks; refused, the transaction changes nothing
    await refuseBlockedText(scope.db, messageText(text))
    for (const [organizationId, org] of moved) {
      const [jobId] = org.jobs.size === 1 ? [...org.jobs] : [null]
      const single = org.ids.length === 1
      await recordActivity(scope.db, {
        organizationId,
        userId,
        action: single ? 'application.status' : 'application.status_bulk',
        jobId,
        subjectId: single ? org.ids[0] : null,
        details: single ? { status } : { status, count: org.ids.length },
      })
    }
    return { items, updated: items.length }
  })
}

/** The recruiter's message templates, one per status it moves to (its own text, else the built-in one). */
export async function statusTemplates(db: Queryable, userId: number): Promise<StatusTemplate[]> {
  const rows = await db.query<{ status: number; body: string }>('SELECT status, body FROM application_message_templates WHERE user_id = $1', [userId])
  return RECRUITER_STATUSES.map((status) => {
    const own = rows.find((r) => r.status === status)
    return { status, status_label: APPLICATION_STATUS_LABELS[status], body: own?.body ?? DEFAULT_STATUS_TEMPLATES[status], custom: Boolean(own) }
  })
}

/** Saves one template; an empty body goes back to the built-in text. */
export async function saveStatusTemplate(db: Queryable, userId: number, status: number, body: string): Promise<StatusTemplate[]> {
  const text = body.normalize('NFC').trim()
  await refuseBlockedText(db, messageText(text))
  if (text) {
    await db.query(
      `INSERT INTO application_message_templates (user_id, status, body) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, status) DO UPDATE SET body = EXCLUDED.body, updated_at = now()`,
      [userId, status, text],
    )
  } else {
    await db.query('DELETE FROM application_message_templates WHERE user_id = $1 AND status = $2', [userId, status])
  }
  return statusTemplates(db, userId)
}
