// One definition of a job's counters, read by the manager's list (its rows, its polled figures,
// its 14-day trend) and by the job's statistics page, so the two never disagree
// (docs/decisions/0048-employer-centre.md).
//
// - Views, impressions and contacts: the sums of `job_stats_daily` (the tracking module's
//   deduplicated counts per Vietnamese day), over all of the job's days.
// - Applications: every application to the job that is still kept (any status: read, moved,
//   closed, hired; a deleted profile leaves its application), each on the Vietnamese day it was
//   sent. There is no withdrawal; the retention task's deletions leave both counts alike.
import { addDays, vietnamDay, vietnamDayStart } from '../../../src/domain/manage-listing'
import type { Queryable } from '../../db/client'
import type { JobTrend } from '../../../src/domain/contract/manage-listing'

/** The job's application count as a scalar subquery over the jobs row `j`. */
export const APPLICATION_COUNT = '(SELECT count(*) FROM applications a WHERE a.job_id = j.id)'

/** The Vietnamese calendar day (UTC+7 all year) an application was sent, as SQL over `a`. */
export const APPLIED_DAY = "((a.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date"

export interface JobTotals {
  views: number
  impressions: number
  contacts: number
  applications: number
}

/**
 * The totals of some jobs, by id (jobs not found are left out). The caller scopes `ids` to what
 * the person may read.
 */
export async function jobTotals(db: Queryable, ids: number[]): Promise<Map<number, JobTotals>> {
  if (!ids.length) return new Map()
  const rows = await db.query<{ id: number } & JobTotals>(
    `SELECT j.id, COALESCE(s.views, 0)::int AS views, COALESCE(s.impressions, 0)::int AS impressions,
            COALESCE(s.contacts, 0)::int AS contacts, ${APPLICATION_COUNT}::int AS applications
       FROM jobs j
       LEFT JOIN LATERAL (SELECT sum(d.views) AS views, sum(d.impressions) AS impressions, sum(d.contacts) AS contacts
                            FROM job_stats_daily d WHERE d.job_id = j.id) s ON true
      WHERE j.id = ANY($1::bigint[])`,
    [ids],
  )
  return new Map(
    rows.map((r) => [
      Number(r.id),
      { views: Number(r.views), impressions: Number(r.impressions), contacts: Number(r.contacts), applications: Number(r.applications) },
    ]),
  )
}

/** Days in the manager's trend, today included. */
export const TREND_DAYS = 14

/** The trend's days: the last TREND_DAYS Vietnamese days, today included. */
function trendDays(now: Date) {
  const to = vietnamDay(now)
  const from = addDays(to, -(TREND_DAYS - 1))
  return { from, to, empty: (): JobTrend => ({ from, views: Array(TREND_DAYS).fill(0), applications: Array(TREND_DAYS).fill(0) }) }
}

/**
 * Views and applications of the jobs `ids` over the trend's days, per job (`job_id` set) or summed
 * over them all (`job_id` 0): `job_stats_daily` by its primary key (job, day) and the applications
 * by `applications_job_recent_idx` (job, created_at), both read for those days only.
 */
async function trendRows(db: Queryable, ids: number[], from: string, to: string, perJob: boolean) {
  const job = (alias: string) => (perJob ? `${alias}.job_id` : '0')
  return db.query<{ job_id: number; kind: 'v' | 'a'; offset: number; n: number }>(
    `SELECT ${job('d')} AS job_id, 'v' AS kind, (d.day - $2::date)::int AS offset, sum(d.views)::int AS n
       FROM job_stats_daily d
      WHERE d.job_id = ANY($1::bigint[]) AND d.day BETWEEN $2::date AND $3::date AND d.views > 0
      GROUP BY 1, d.day
     UNION ALL
     SELECT ${job('a')}, 'a', (${APPLIED_DAY} - $2::date)::int, count(*)::int
       FROM applications a
      WHERE a.job_id = ANY($1::bigint[]) AND a.created_at >= $4 AND a.created_at < $5
      GROUP BY 1, ${APPLIED_DAY}`,
    [ids, from, to, vietnamDayStart(from), vietnamDayStart(addDays(to, 1))],
  )
}

function addRow(trend: JobTrend | undefined, row: { kind: 'v' | 'a'; offset: number; n: number }) {
  const offset = Number(row.offset)
  if (!trend || offset < 0 || offset >= TREND_DAYS) return
  ;(row.kind === 'v' ? trend.views : trend.applications)[offset] += Number(row.n)
}

/** The last TREND_DAYS Vietnamese days of views and applications of each job, in one query for the whole page. */
export async function jobTrends(db: Queryable, ids: number[], now = new Date()): Promise<Map<number, JobTrend>> {
  const { from, to, empty } = trendDays(now)
  const trends = new Map(ids.map((id) => [id, empty()]))
  if (!ids.length) return trends
  for (const row of await trendRows(db, ids, from, to, true)) addRow(trends.get(Number(row.job_id)), row)
  return trends
}

/** The same days summed over the jobs `ids` (the employer overview's trend), in one query. */
export async function summedTrend(db: Queryable, ids: number[], now = new Date()): Promise<JobTrend> {
  const { from, to, empty } = trendDays(now)
  const trend = empty()
  if (ids.length) for (const row of await trendRows(db, ids, from, to, false)) addRow(trend, row)
  return trend
}
