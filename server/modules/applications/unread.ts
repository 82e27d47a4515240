// The recruiter's unread applications (SPEC 7.2 recruiter-unread, check-recruiter-read): those not yet
// opened by any member, on the jobs of the organisations the recruiter belongs to. The menu's
// badge follows them live: every change of the count is sent to the members concerned.
import type { ApplicantsNotification } from '../../../src/domain/candidates'
import type { Queryable } from '../../db/client'
import type { Realtime } from '../../realtime/socket'

/** The jobs of the organisations `$1` belongs to, as a condition on `j`. */
export const MY_JOBS = 'j.organization_id IN (SELECT m.organization_id FROM organization_members m WHERE m.user_id = $1)'


export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.read_at IS NULL AND ${MY_JOBS}`,
    [userId],
  )
  return row.n
}

/** Tells every member of the job's organisation its new unread count. */
export async function announceUnread(context: { db: Queryable; realtime: Realtime }, jobId: number): Promise<void> {
  const members = await context.db.query<{ user_id: number }>(
    'SELECT m.user_id FROM organization_members m JOIN jobs j ON j.organization_id = m.organization_id WHERE j.id = $1',
    [jobId],
  )
  for (const { user_id } of members) {
    const notification: ApplicantsNotification = { type: 'applicants', recruiter_unread: await unreadCount(context.db, Number(user_id)) }
    context.realtime.notifyUser(Number(user_id), 'notification', notification)
  }
}
