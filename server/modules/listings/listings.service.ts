// The own-job manager (SPEC 7.4; docs/decisions/0010-own-job-manager.md): the jobs of the caller's
// organisations by tab, keyword and order, their counters, hide/show, a new deadline, the free
// daily push-up and its history. Who may touch a job is decided by the access layer (memberOf):
// the functions taking a job id get the organisation it checked and scope every query by it too.
//
// Every change goes through columns the search index follows (is_hidden, expires_at, pushed_at:
// migration 0013's trigger stamps changed_at), so a hidden job leaves the listing and a shown,
// extended or pushed one comes back within the index's lag, with no call to the index here.
import { REVIEW_STATUS } from '../../../src/domain/constants'
import { jobPath } from '../../../src/domain/jobs'
import {
  LISTING_STATUS_NAME,
  LISTING_SORTS,
  LISTING_TABS,
  MANAGE_LISTING,
  MANAGE_MSG,
  PUSH_SOURCE_NAME,
  SERVICE_NAME,
  actionsFor,
  checkNewDeadline,
  formatVietnamDate,
  formatVietnamDateTime,
  vietnamDay,
  vietnamDayEnd,
  vietnamDayStart,
  statusOf,
  type ListingSort,
  type ListingTab,
  type PushSource,
} from '../../../src/domain/manage-listing'
import { foldText } from '../../../src/domain/text'
import type { Database, Queryable } from '../../db/client'
import type { JobsRow } from '../../db/rows'
import { jobStateSql, type JobState } from '../jobs/job-state'
import { APPLICATION_COUNT, jobTotals, jobTrends, summedTrend } from './job-counters'
import { AppError, badRequest, notFound } from '../../lib/errors'
import { recordActivity } from '../../lib/activity'
import type {
  JobTracking,
  ListingFilters,
  ListingService,
  ListingStatistic,
  ManageChanged,
  ManagePushed,
  MyClassified,
  MyClassifiedPage,
  PushUpHistory,
} from '../../../src/domain/contract/manage-listing'

/** The caller's organisations, as SQL over the bound user id `$1`. */
const MY_ORGS = 'SELECT m.organization_id FROM organization_members m WHERE m.user_id = $1'

const ACTIVE_SQL = `j.review_status = ${REVIEW_STATUS.approved} AND NOT j.is_hidden AND j.expires_at > now()`

/** Each tab as a condition on the jobs row `j`. */
const TAB_SQL: Record<ListingTab, string> = {
  all: 'true',
  active: ACTIVE_SQL,
  expiring: `${ACTIVE_SQL} AND j.expires_at <= now() + interval '${MANAGE_LISTING.expiringDays} days'`,
  waiting: `j.review_status = ${REVIEW_STATUS.waiting}`,
  rejected: `j.review_status = ${REVIEW_STATUS.rejected}`,
  hidden: `j.review_status = ${REVIEW_STATUS.approved} AND j.is_hidden`,
  expired: `j.review_status = ${REVIEW_STATUS.approved} AND NOT j.is_hidden AND j.expires_at <= now()`,
  has_applications: 'EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id)',
}

/** Each order over the jobs row `j`; ties broken by id so pages never overlap. */
const SORT_SQL: Record<ListingSort, string> = {
  newest: 'j.created_at DESC, j.id DESC',
  oldest: 'j.created_at ASC, j.id ASC',
  most_applications: `${APPLICATION_COUNT} DESC, j.created_at DESC, j.id DESC`,
  // deadlines still ahead first, the nearest first; ended ones after them
  expiring_soon: '(j.expires_at <= now()) ASC, j.expires_at ASC, j.id ASC',
}

export function listingFilters(): ListingFilters {
  return {
    tabs: LISTING_TABS.map((t) => ({ key: t.key, name: t.name, description: t.description })),
    sorts: LISTING_SORTS.map((s) => ({ key: s.key, name: s.name })),
    default_tab: 'all',
    default_sort: 'newest',
    free_ups_per_day: MANAGE_LISTING.freeUpsPerDay,
    extend_max_days: MANAGE_LISTING.extendMaxDays,
  }
}

/**
 * The keyword as a condition: each folded word starts a word of the title or the organisation name
 * (as in the public search, "ke" finds "Kế toán", not "Marketing"), or the keyword is a job id.
 */
function keywordCondition(q: string | undefined, params: unknown[]): string | null {
  const folded = q ? foldText(q) : ''
  if (!folded) return null
  const words = folded.split(' ').filter(Boolean).slice(0, 8)
  const likes = words.map((word) => {
    params.push(`(^|[^a-z0-9])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
    return `j.search_text ~ $${params.length}`
  })
  if (/^\d{1,15}$/.test(folded)) {
    params.push(Number(folded))
    return `(j.id = $${params.length} OR (${likes.join(' AND ')}))`
  }
  return likes.join(' AND ')
}

export async function listingStatistic(db: Queryable, userId: number, q?: string, now = new Date()): Promise<ListingStatistic> {
  const params: unknown[] = [userId]
  const keyword = keywordCondition(q, params)
  const counts = LISTING_TABS.map((t) => `count(*) FILTER (WHERE ${TAB_SQL[t.key]})::int AS "${t.key}"`)
  // every tab's count and the ids the trend sums, in one pass over the employer's rows
  const [row] = await db.query<Record<ListingTab, number> & { ids: number[] | null }>(
    `SELECT ${counts.join(', ')}, array_agg(j.id) AS ids FROM jobs j WHERE j.organization_id IN (${MY_ORGS})${keyword ? ` AND ${keyword}` : ''}`,
    params,
  )
  return {
    tabs: LISTING_TABS.map((t) => ({ key: t.key, name: t.name, total: Number(row?.[t.key] ?? 0) })),
    trend: await summedTrend(db, (row?.ids ?? []).map(Number), now),
  }
}

export interface ListInput {
  tab: ListingTab
  sort: ListingSort
  q?: string
  offset: number
  limit: number
}

export async function listMyClassifieds(db: Queryable, userId: number, input: ListInput, now = new Date()): Promise<MyClassifiedPage> {
  const params: unknown[] = [userId]
  const keyword = keywordCondition(input.q, params)
  const where = `j.organization_id IN (${MY_ORGS}) AND ${TAB_SQL[input.tab]}${keyword ? ` AND ${keyword}` : ''}`
  // one pass over the employer's rows gives the page and the total (a keyword reads every row once)
  const page = await db.query<{ id: number; total: number }>(
    `SELECT j.id, count(*) OVER ()::int AS total FROM jobs j WHERE ${where}
      ORDER BY ${SORT_SQL[input.sort]} LIMIT ${Number(input.limit)} OFFSET ${Number(input.offset)}`,
    params,
  )
  // past the last page the window has no row to tell the total
  const total = page.length
    ? Number(page[0].total)
    : input.offset > 0
      ? Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs j WHERE ${where}`, params))[0].n)
      : 0
  return { items: await classifiedRows(db, page.map((r) => Number(r.id)), now), total, offset: input.offset, limit: input.limit }
}

interface DetailRow {
  id: number
  title: string
  slug: string
  review_status: number
  is_hidden: boolean
  review_reason: string | null
  organization_id: number
  organization_name: string
  created_at: Date
  published_at: Date
  expires_at: Date
  pushed_at: Date
  service_ids: number[]
  ended: boolean
  applications: number
  free_used: number
  paid_ups_left: number
  posted_by: string | null
  /** json of the bought services' latest end per service (a string when the driver does not parse json) */
  bought: Bought[] | string | null
}

interface Bought {
  service_id: number
  ends_at: string
}

function servicesOf(row: DetailRow, now: Date): ListingService[] {
  const bought: Bought[] = typeof row.bought === 'string' ? (JSON.parse(row.bought) as Bought[]) : (row.bought ?? [])
  const ends = new Map<number, Date>()
  for (const s of bought) ends.set(Number(s.service_id), new Date(s.ends_at))
  const ids = [...new Set([...(row.service_ids ?? []), ...ends.keys()])]
  return ids.map((id) => {
    const endsAt = ends.get(id) ?? new Date(row.expires_at)
    return {
      id,
      name: SERVICE_NAME[id] ?? `Dịch vụ ${id}`,
      ends_at: endsAt.toISOString(),
      end_date: formatVietnamDate(endsAt),
      is_running: endsAt > now && (row.service_ids ?? []).includes(id),
    }
  })
}

/** The manager's rows of some jobs, in the order of `ids` (one query for all of them). */
export async function classifiedRows(db: Queryable, ids: number[], now = new Date()): Promise<MyClassified[]> {
  if (!ids.length) return []
  const rows = await db.query<DetailRow>(
    `SELECT j.id, j.title, j.slug, j.review_status, j.is_hidden, j.review_reason, j.organization_id,
            o.name AS organization_name, j.created_at, j.published_at, j.expires_at, j.pushed_at, j.service_ids,
            j.paid_ups_left, j.expires_at <= now() AS ended,
            -- who posted it, when the organisation has more than one member (decision 0024)
            CASE WHEN (SELECT count(*) FROM organization_members om WHERE om.organization_id = j.organization_id) > 1
                 THEN (SELECT coalesce(nullif(trim(pu.full_name), ''), 'Tài khoản ' || right(pu.phone, 4)) FROM users pu WHERE pu.id = j.owner_user_id) END AS posted_by,
            ${APPLICATION_COUNT}::int AS applications,
            (SELECT count(*) FROM job_push_ups p WHERE p.job_id = j.id AND p.source = 'free' AND p.pushed_at >= $2)::int AS free_used,
            (SELECT json_agg(json_build_object('service_id', s.service_id, 'ends_at', s.ends_at))
               FROM (SELECT service_id, max(ends_at) AS ends_at FROM job_services WHERE job_id = j.id GROUP BY service_id) s) AS bought
       FROM jobs j JOIN organizations o ON o.id = j.organization_id
      WHERE j.id = ANY($1::bigint[])`,
    [ids, vietnamDayStart(vietnamDay(now))],
  )
  const byId = new Map(rows.map((row) => [Number(row.id), row]))
  const trends = await jobTrends(db, ids, now)
  return ids.flatMap((id) => {
    const row = byId.get(id)
    const trend = trends.get(id)
    if (!row || !trend) return []
    const status = statusOf(row)
    const freeUpsLeft = Math.max(0, MANAGE_LISTING.freeUpsPerDay - Number(row.free_used))
    return [
      {
        id,
        title: row.title,
        url: jobPath({ slug: row.slug, id }),
        status,
        status_name: LISTING_STATUS_NAME[status],
        review_status: row.review_status,
        is_hidden: row.is_hidden,
        review_reason: row.review_reason,
        organization: { id: Number(row.organization_id), name: row.organization_name },
        created_at: new Date(row.created_at).toISOString(),
        published_at: new Date(row.published_at).toISOString(),
        expires_at: new Date(row.expires_at).toISOString(),
        pushed_at: new Date(row.pushed_at).toISOString(),
        created_date: formatVietnamDate(row.created_at),
        published_date: formatVietnamDate(row.published_at),
        expires_date: formatVietnamDate(row.expires_at),
        services: servicesOf(row, now),
        applications: Number(row.applications),
        trend,
        free_ups_left: freeUpsLeft,
        paid_ups_left: Number(row.paid_ups_left),
        posted_by: row.posted_by ?? null,
        actions: actionsFor(status, freeUpsLeft, Number(row.paid_ups_left)),
      },
    ]
  })
}

/** Totals of the caller's jobs among `ids` (others' ids are left out, never reported). */
export async function jobTracking(db: Queryable, userId: number, ids: number[]): Promise<{ items: JobTracking[] }> {
  const unique = [...new Set(ids)]
  const own = await db.query<{ id: number }>(`SELECT j.id FROM jobs j WHERE j.id = ANY($2::bigint[]) AND j.organization_id IN (${MY_ORGS})`, [userId, unique])
  const totals = await jobTotals(db, own.map((r) => Number(r.id)))
  return {
    items: unique.flatMap((id) => {
      const r = totals.get(id)
      return r ? [{ id, ...r }] : []
    }),
  }
}

type OwnJobState = JobState & Pick<JobsRow, 'expires_at'>

async function jobState(db: Queryable, jobId: number, organizationId: number, lock = false): Promise<OwnJobState> {
  const [job] = await db.query<OwnJobState>(
    `SELECT ${jobStateSql()}, expires_at FROM jobs
      WHERE id = $1 AND organization_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [jobId, organizationId],
  )
  if (!job) throw notFound()
  return job
}

const oneRow = async (db: Queryable, jobId: number): Promise<MyClassified> => {
  const [item] = await classifiedRows(db, [jobId])
  if (!item) throw notFound()
  return item
}

/** Hides an approved job (again: no change). It leaves the listing with the index's next look. */
export async function hideJob(db: Database, jobId: number, organizationId: number, userId: number): Promise<ManageChanged> {
  await db.transaction(async (tx) => {
    const job = await jobState(tx, jobId, organizationId, true)
    if (job.review_status !== REVIEW_STATUS.approved) throw badRequest(MANAGE_MSG.hideNotApproved, 'job_not_approved')
    if (job.is_hidden) return
    await tx.query('UPDATE jobs SET is_hidden = true WHERE id = $1 AND organization_id = $2', [jobId, organizationId])
    await recordActivity(tx, { organizationId, userId, action: 'job.hidden', jobId })
  })
  return { message: MANAGE_MSG.hidden, item: await oneRow(db, jobId) }
}

/** Shows a hidden approved job again (a shown one: no change); an ended one stays out of search until extended. */
export async function showJob(db: Database, jobId: number, organizationId: number, userId: number): Promise<ManageChanged> {
  const job = await db.transaction(async (tx) => {
    const job = await jobState(tx, jobId, organizationId, true)
    if (job.review_status !== REVIEW_STATUS.approved) throw badRequest(MANAGE_MSG.showNotApproved, 'job_not_approved')
    if (job.is_hidden) {
      await tx.query('UPDATE jobs SET is_hidden = false WHERE id = $1 AND organization_id = $2', [jobId, organizationId])
      await recordActivity(tx, { organizationId, userId, action: 'job.shown', jobId })
    }
    return job
  })
  return { message: job.ended ? MANAGE_MSG.shownExpired : MANAGE_MSG.shown, item: await oneRow(db, jobId) }
}

/** A new deadline: the end of `day` (Vietnam time), after today and the current deadline, at most 60 days ahead. */
export async function extendJob(db: Database, jobId: number, organizationId: number, userId: number, day: string, now = new Date()): Promise<ManageChanged> {
  const deadline = await db.transaction(async (tx) => {
    const job = await jobState(tx, jobId, organizationId, true)
    if (job.review_status === REVIEW_STATUS.rejected) throw badRequest(MANAGE_MSG.extendRejected, 'job_rejected')
    // checked (a real day, in range) before it is read as a date
    const problem = checkNewDeadline(day, job.expires_at, now)
    if (problem) throw badRequest(problem, 'invalid_deadline')
    const end = vietnamDayEnd(day)
    await tx.query('UPDATE jobs SET expires_at = $3 WHERE id = $1 AND organization_id = $2', [jobId, organizationId, end])
    await recordActivity(tx, { organizationId, userId, action: 'job.extended', jobId, details: { deadline: formatVietnamDate(end) } })
    return formatVietnamDate(end)
  })
  return { message: MANAGE_MSG.extended(deadline), item: await oneRow(db, jobId) }
}

/**
 * The push-up: an active job moves to the top of the business order (pushed_at = now), free at most
 * MANAGE_LISTING.freeUpsPerDay times per Vietnamese day, then from the job's bought push-ups
 * (429 free_up_used when none is left). The job row
 * is locked while its push-ups of the day are counted, so two clicks at once cannot both pass.
 */
export async function pushUpNow(db: Database, jobId: number, organizationId: number, userId: number, now = new Date()): Promise<ManagePushed> {
  const pushedAt = await db.transaction(async (tx) => {
    const job = await jobState(tx, jobId, organizationId, true)
    if (job.review_status !== REVIEW_STATUS.approved || job.is_hidden || job.ended) throw badRequest(MANAGE_MSG.pushNotActive, 'job_not_active')
    const [{ n }] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM job_push_ups WHERE job_id = $1 AND source = 'free' AND pushed_at >= $2`,
      [jobId, vietnamDayStart(vietnamDay(now))],
    )
    let source: PushSource = 'free'
    if (n >= MANAGE_LISTING.freeUpsPerDay) {
      // then a bought push-up of the job (buy-job-up), if any is left
      const paid = await tx.query('UPDATE jobs SET paid_ups_left = paid_ups_left - 1 WHERE id = $1 AND paid_ups_left > 0 RETURNING id', [jobId])
      if (!paid.length) throw new AppError(429, 'free_up_used', MANAGE_MSG.freeUpUsed)
      source = 'paid'
    }
    const [row] = await tx.query<{ pushed_at: Date }>(
      `INSERT INTO job_push_ups (job_id, user_id, source) VALUES ($1, $2, $3) RETURNING pushed_at`,
      [jobId, userId, source],
    )
    await tx.query('UPDATE jobs SET pushed_at = $2 WHERE id = $1', [jobId, row.pushed_at])
    await recordActivity(tx, { organizationId, userId, action: 'job.pushed', jobId, details: { source } })
    return new Date(row.pushed_at)
  })
  const item = await oneRow(db, jobId)
  return { message: MANAGE_MSG.pushed, item, pushed_at: pushedAt.toISOString(), free_ups_left: item.free_ups_left }
}

/** The job's push-ups, newest first, with today's free allowance. */
export async function pushUpHistory(
  db: Queryable,
  jobId: number,
  page: { offset: number; limit: number },
  now = new Date(),
): Promise<PushUpHistory> {
  const dayStart = vietnamDayStart(vietnamDay(now))
  const [rows, [counts]] = await Promise.all([
    db.query<{ id: number; source: PushSource; pushed_at: Date; full_name: string | null }>(
      `SELECT p.id, p.source, p.pushed_at, u.full_name FROM job_push_ups p LEFT JOIN users u ON u.id = p.user_id
        WHERE p.job_id = $1 ORDER BY p.pushed_at DESC, p.id DESC LIMIT ${Number(page.limit)} OFFSET ${Number(page.offset)}`,
      [jobId],
    ),
    db.query<{ total: number; free_today: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE source = 'free' AND pushed_at >= $2)::int AS free_today
         FROM job_push_ups WHERE job_id = $1`,
      [jobId, dayStart],
    ),
  ])
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      source: r.source,
      source_name: PUSH_SOURCE_NAME[r.source] ?? r.source,
      pushed_at: new Date(r.pushed_at).toISOString(),
      pushed_text: formatVietnamDateTime(r.pushed_at),
      by_name: r.full_name,
    })),
    total: Number(counts.total),
    offset: page.offset,
    limit: page.limit,
    free_ups_per_day: MANAGE_LISTING.freeUpsPerDay,
    free_ups_left: Math.max(0, MANAGE_LISTING.freeUpsPerDay - Number(counts.free_today)),
  }
}
