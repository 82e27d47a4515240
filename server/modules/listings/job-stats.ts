// Per-job statistics (SPEC 7.4 GET /job/v1/classifieds/{id}/tracking; the manager's `manage`
// action): views, impressions, contacts (and per type) and applications per Vietnamese day over the
// job's life, with their totals. Who may read them is decided by the access layer (memberOf('job'));
// the queries are scoped by the organisation it found as well.
//
// Two queries, whatever the job's age: its row (to know its life), then one pass that joins a
// generate_series of the days to job_stats_daily (its primary key, job then day) and to the job's
// applications counted per day (the (job_id, user_id) unique index), so days without counts are
// zeros and nothing is read per day.
import { JOB_STATS, statsRange } from '../../../src/domain/job-stats'
import { jobPath } from '../../../src/domain/jobs'
import {
  LISTING_STATUS_NAME,
  addDays,
  formatDay,
  formatVietnamDate,
  statusOf,
  vietnamDay,
  vietnamDayStart,
} from '../../../src/domain/manage-listing'
import type { Queryable } from '../../db/client'
import type { JobsRow } from '../../db/rows'
import { jobStateSql, type JobState } from '../jobs/job-state'
import { badRequest, notFound } from '../../lib/errors'
import { APPLIED_DAY, jobTotals } from './job-counters'
import type { JobStats, JobStatsCounts, JobStatsDay } from '../../../src/domain/contract/manage-listing'

type JobRow = Pick<JobsRow, 'id' | 'title' | 'slug' | 'organization_id' | 'created_at' | 'published_at' | 'expires_at'> &
  JobState & { organization_name: string; first_applied: Date | null; first_counted: string | null }

type DayRow = { day: string } & Record<keyof JobStatsCounts, number>

const COUNT_KEYS = ['views', 'impressions', 'contacts', 'contacts_call', 'contacts_chat', 'contacts_login', 'applications'] as const

export async function jobStats(
  db: Queryable,
  jobId: number,
  organizationId: number,
  query: { from?: string; to?: string },
  now = new Date(),
): Promise<JobStats> {
  const [job] = await db.query<JobRow>(
    `SELECT j.id, j.title, j.slug, ${jobStateSql('j')}, j.organization_id,
            o.name AS organization_name, j.created_at, j.published_at, j.expires_at,
            (SELECT min(a.created_at) FROM applications a WHERE a.job_id = j.id) AS first_applied,
            (SELECT to_char(min(d.day), 'YYYY-MM-DD') FROM job_stats_daily d WHERE d.job_id = j.id) AS first_counted
       FROM jobs j JOIN organizations o ON o.id = j.organization_id
      WHERE j.id = $1 AND j.organization_id = $2`,
    [jobId, organizationId],
  )
  if (!job) throw notFound()

  const today = vietnamDay(now)
  // the life starts with the first thing counted for the job, not with its last approval: an edit
  // sent for review again moves published_at, and what came before is still the job's (the list
  // counts it, so the statistics must show it)
  const starts = [job.created_at, job.published_at, job.first_applied].flatMap((at) => (at ? [vietnamDay(new Date(at))] : []))
  if (job.first_counted) starts.push(job.first_counted)
  const life = { from: starts.sort()[0], to: vietnamDay(new Date(job.expires_at)) }
  const range = statsRange(query, life, today)
  if ('error' in range) throw badRequest(range.error, 'invalid_range')

  // applications are instants: count them per Vietnamese day (UTC+7 all year, no time zone data needed)
  const rows = await db.query<DayRow>(
    `WITH days AS (
       SELECT d::date AS day FROM generate_series($2::date, $3::date, interval '1 day') AS d
     ), applied AS (
       SELECT ${APPLIED_DAY} AS day, count(*)::int AS n
         FROM applications a
        WHERE a.job_id = $1 AND a.created_at >= $4 AND a.created_at < $5
        GROUP BY 1
     )
     SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
            COALESCE(s.views, 0)::int AS views, COALESCE(s.impressions, 0)::int AS impressions,
            COALESCE(s.contacts, 0)::int AS contacts, COALESCE(s.contacts_call, 0)::int AS contacts_call,
            COALESCE(s.contacts_chat, 0)::int AS contacts_chat, COALESCE(s.contacts_login, 0)::int AS contacts_login,
            COALESCE(applied.n, 0)::int AS applications
       FROM days
       LEFT JOIN job_stats_daily s ON s.job_id = $1 AND s.day = days.day AND s.day BETWEEN $2::date AND $3::date
       LEFT JOIN applied ON applied.day = days.day
      ORDER BY days.day`,
    [jobId, range.from, range.to, vietnamDayStart(range.from), vietnamDayStart(addDays(range.to, 1))],
  )

  const totals = Object.fromEntries(COUNT_KEYS.map((key) => [key, 0])) as unknown as JobStatsCounts
  const days: JobStatsDay[] = rows.map((row) => {
    const day = { day: row.day, date: formatDay(row.day) } as JobStatsDay
    for (const key of COUNT_KEYS) {
      day[key] = Number(row[key])
      totals[key] += day[key]
    }
    return day
  })

  const overall = (await jobTotals(db, [Number(job.id)])).get(Number(job.id)) ?? { views: 0, impressions: 0, contacts: 0, applications: 0 }
  const status = statusOf(job)
  return {
    job: {
      id: Number(job.id),
      title: job.title,
      url: jobPath({ slug: job.slug, id: Number(job.id) }),
      status,
      status_name: LISTING_STATUS_NAME[status],
      organization: { id: Number(job.organization_id), name: job.organization_name },
      published_at: new Date(job.published_at).toISOString(),
      expires_at: new Date(job.expires_at).toISOString(),
      published_date: formatVietnamDate(job.published_at),
      expires_date: formatVietnamDate(job.expires_at),
    },
    range: {
      from: range.from,
      to: range.to,
      life_from: life.from < today ? life.from : today,
      life_to: life.to < today ? life.to : today,
      max_days: JOB_STATS.maxDays,
    },
    days,
    totals,
    overall,
  }
}
