// The marketplace's figures for employers (issue 39 item 2; contract/market.ts).
import type { MarketFigures } from '../../../src/domain/contract/market'
import { VIETNAM_OFFSET_MS } from '../../../src/domain/dates'
import type { Database } from '../../db/client'
import { ACTIVE } from './jobs.search'

/** The first day of the month in Vietnam (UTC+7) at the moment given, YYYY-MM-DD. */
export function vietnamMonthStart(now: Date): string {
  const vn = new Date(now.getTime() + VIETNAM_OFFSET_MS)
  return `${vn.getUTCFullYear()}-${String(vn.getUTCMonth() + 1).padStart(2, '0')}-01`
}

/**
 * The figures the employer pages quote, counted in one round trip: the active jobs (as the listing
 * counts them), the approved job-seeker profiles, the applications sent since the first of this
 * Vietnamese month and the partner employers. The route keeps the answer a few minutes.
 */
export async function marketFigures(db: Database, now = new Date()): Promise<MarketFigures> {
  const monthStart = vietnamMonthStart(now)
  const [row] = await db.query<Omit<MarketFigures, 'month_start'>>(
    `SELECT (SELECT count(*) FROM jobs j WHERE ${ACTIVE})::int AS active_jobs,
            (SELECT count(*) FROM jobseekers WHERE process_state = 1001)::int AS job_seekers,
            (SELECT count(*) FROM applications WHERE created_at >= ($1 || 'T00:00:00+07:00')::timestamptz)::int AS applications_this_month,
            (SELECT count(*) FROM organizations WHERE is_partner)::int AS partners`,
    [monthStart],
  )
  return { active_jobs: row.active_jobs, job_seekers: row.job_seekers, applications_this_month: row.applications_this_month, month_start: monthStart, partners: row.partners }
}

