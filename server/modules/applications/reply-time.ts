// An employer's typical reply time (issue 20; docs/decisions/0016-applicants.md): the median hours
// from an application to the employer's first status change, over the applications to its jobs of
// the last 90 days whose outcome is known (answered, or left unanswered for APPLICATION_CLOSE.days:
// those count as never answered). Shown only from REPLY_TIME.minApplications applications, and not
// at all when most were never answered.
//
// Every job page read asks for it, so the median is kept per organisation and computed again only
// when its inputs may have changed: a new application or a first answer (seen in an index-only
// count and latest answer time), or after an hour (the 90-day window slides).
import { APPLICATION_CLOSE, REPLY_TIME } from '../../../src/domain/applications'
import { MemoryCache } from '../../../src/domain/memory-cache'
import type { Queryable } from '../../db/client'

const NEVER = 1e9
const WINDOW = `a.organization_id = $1 AND a.created_at > now() - interval '${REPLY_TIME.days} days'`
const cache = new MemoryCache<{ stamp: string; hours: number | null }>(10_000, 60 * 60_000)

export async function typicalReplyHours(db: Queryable, organizationId: number): Promise<number | null> {
  const [probe] = await db.query<{ stamp: string }>(`SELECT count(*) || ':' || coalesce(max(a.replied_at)::text, '') AS stamp FROM applications a WHERE ${WINDOW}`, [
    organizationId,
  ])
  const cached = cache.get(String(organizationId))
  if (cached && cached.stamp === probe.stamp) return cached.hours
  const [row] = await db.query<{ n: number; median: number | null }>(
    `SELECT count(*)::int AS n,
            percentile_disc(0.5) WITHIN GROUP (ORDER BY coalesce(extract(epoch FROM a.replied_at - a.created_at) / 3600, ${NEVER})) AS median
       FROM applications a
      WHERE ${WINDOW} AND (a.replied_at IS NOT NULL OR a.created_at <= now() - interval '${APPLICATION_CLOSE.days} days')`,
    [organizationId],
  )
  const hours = !row || row.n < REPLY_TIME.minApplications || row.median === null || Number(row.median) >= NEVER ? null : Math.max(0, Number(row.median))
  cache.set(String(organizationId), { stamp: probe.stamp, hours })
  return hours
}
