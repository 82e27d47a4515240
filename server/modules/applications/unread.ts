// The recruiter's unread applications (SPEC 7.2 recruiter-unread, check-recruiter-read): those not yet
// opened by any member, to the jobs of the organisations the recruiter belongs to. The menu's
// badge follows them live: every change of the count is sent to the members concerned.
import type { ApplicationsNotification } from '../../../src/domain/applications'
import type { Queryable } from '../../db/client'
import type { Realtime } from '../../realtime/socket'

/** The organisations of recruiter `who` (an SQL expression), as SQL. */
const organizationsOf = (who: string) => `SELECT om.organization_id FROM organization_members om WHERE om.user_id = ${who}`

/** Applications to the jobs of the organisations `$1` belongs to, as a condition on `a`. */
export const MY_APPLICATIONS = `a.organization_id IN (${organizationsOf('$1')})`

/** The organisations a recruiter belongs to (none for a job seeker). */
export async function organizationIds(db: Queryable, userId: number): Promise<number[]> {
  return (await db.query<{ organization_id: number }>(organizationsOf('$1'), [userId])).map((r) => Number(r.organization_id))
}

/** Summed from application_tallies (migration 0047), not counted: the badge is read on every page. */
const UNREAD = (who: string) =>
  `(SELECT coalesce(sum(t.n), 0)::int FROM application_tallies t WHERE t.unread AND t.organization_id IN (${organizationsOf(who)}))`

export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT ${UNREAD('$1')} AS n`, [userId])
  return row.n
}

/** Tells every member of the job's organisation its new unread count (one query for all of them). */
export async function announceUnread(context: { db: Queryable; realtime: Realtime }, jobId: number): Promise<void> {
  const members = await context.db.query<{ user_id: number; n: number }>(
    `SELECT m.user_id, ${UNREAD('m.user_id')} AS n FROM organization_members m JOIN jobs j ON j.organization_id = m.organization_id WHERE j.id = $1`,
    [jobId],
  )
  for (const { user_id, n } of members) {
    const notification: ApplicationsNotification = { type: 'applicants', recruiter_unread: n }
    context.realtime.notifyUser(Number(user_id), 'notification', notification)
  }
}
