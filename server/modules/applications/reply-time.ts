// An employer's typical reply time (issue 20; docs/decisions/0016-applicants.md): the median hours
// from an application to the employer's first status change, over the applications to its jobs of
// the last 90 days whose outcome is known (answered, or left unanswered for APPLICATION_CLOSE.days:
// those count as never answered). Shown only from REPLY_TIME.minApplications applications, and not
// at all when most were never answered.
import { APPLICATION_CLOSE, REPLY_TIME } from '../../../src/domain/applications'
import type { Queryable } from '../../db/client'

const NEVER = 1e9

export async function typicalReplyHours(db: Queryable, organizationId: number): Promise<number | null> {
  const [row] = await db.query<{ n: number; median: number | null }>(
    `SELECT count(*)::int AS n,
            percentile_disc(0.5) WITHIN GROUP (ORDER BY coalesce(extract(epoch FROM a.replied_at - a.created_at) / 3600, ${NEVER})) AS median
       FROM applications a
      WHERE a.organization_id = $1 AND a.created_at > now() - interval '${REPLY_TIME.days} days'
        AND (a.replied_at IS NOT NULL OR a.created_at <= now() - interval '${APPLICATION_CLOSE.days} days')`,
    [organizationId],
  )
  if (!row || row.n < REPLY_TIME.minApplications || row.median === null || Number(row.median) >= NEVER) return null
  return Math.max(0, Number(row.median))
}
