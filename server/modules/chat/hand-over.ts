// A member leaves an organisation (docs/decisions/0032-sessions-and-private-files.md): a conversation
// about the organisation's job, or one the organisation's member held for it, belongs to the
// organisation. The member removal (organizations/members.ts) calls this in its transaction.
import { CHAT_EVENTS } from '../../../src/domain/chat'
import type { Queryable } from '../../db/client'
import type { Realtime } from '../../realtime/socket'

/**
 * The conversations an organisation's member held for it go to the member who answers for them now
 * (docs/decisions/0032-sessions-and-private-files.md), in the transaction that removes the member
 * (called after the membership row is gone): about a job, the member `jobRecruiterSql` would pick
 * (the job's poster while a member, else the first owner); generic ones, the first owner. The
 * successor takes the leaver's place and read pointers. A generic conversation whose successor
 * already talks with that seeker is merged into that one (the generic key is one per pair). With
 * nobody left to take it (the only members are the seeker), it is closed. Both people of each
 * conversation hear `chat:state`, after the commit.
 */
export async function handOverConversations(context: { db: Queryable; realtime: Realtime }, organizationId: number, leaverId: number): Promise<void> {
  const { db } = context
  const held = await db.query<{ id: number; seeker: number; generic: boolean; successor: number | null }>(
    `SELECT c.id::int AS id, c.seeker_user_id::int AS seeker, c.job_id IS NULL AS generic,
            (SELECT m.user_id::int FROM organization_members m
              WHERE m.organization_id = c.organization_id AND m.user_id <> c.seeker_user_id AND m.user_id <> c.recruiter_user_id
              ORDER BY m.user_id = j.owner_user_id DESC NULLS LAST, m.role = 'owner' DESC, m.created_at, m.user_id
              LIMIT 1) AS successor
       FROM chat_conversations c LEFT JOIN jobs j ON j.id = c.job_id
      WHERE c.organization_id = $1 AND c.recruiter_user_id = $2
      ORDER BY c.id FOR UPDATE OF c`,
    [organizationId, leaverId],
  )
  for (const { id, seeker, generic, successor } of held) {
    if (successor === null) {
      await db.query('UPDATE chat_conversations SET closed_at = coalesce(closed_at, now()) WHERE id = $1', [id])
      for (const person of [seeker, leaverId]) context.realtime.notifyUser(person, CHAT_EVENTS.state, { conversation_id: id })
      continue
    }
    const [kept] = generic
      ? await db.query<{ id: number }>(
          'SELECT id::int AS id FROM chat_conversations WHERE job_id IS NULL AND seeker_user_id = $1 AND recruiter_user_id = $2 FOR UPDATE',
          [seeker, successor],
        )
      : []
    if (kept) {
      // message ids only grow, so the merged history stays in order by id
      await db.query('UPDATE chat_messages SET conversation_id = $2 WHERE conversation_id = $1', [id, kept.id])
      await db.query(
        `UPDATE chat_reports r SET conversation_id = $2 WHERE r.conversation_id = $1
            AND NOT (r.status = 1000 AND EXISTS (SELECT 1 FROM chat_reports w WHERE w.conversation_id = $2 AND w.reporter_user_id = r.reporter_user_id AND w.status = 1000))`,
        [id, kept.id],
      )
      await db.query(
        `UPDATE chat_conversations c SET last_message_id = m.id, last_message_at = m.created_at
           FROM (SELECT id, created_at FROM chat_messages WHERE conversation_id = $1 ORDER BY id DESC LIMIT 1) m WHERE c.id = $1`,
        [kept.id],
      )
      await db.query('DELETE FROM chat_conversations WHERE id = $1', [id])
      for (const person of [seeker, successor]) context.realtime.notifyUser(person, CHAT_EVENTS.state, { conversation_id: kept.id })
      continue
    }
    await db.query('UPDATE chat_conversations SET recruiter_user_id = $2 WHERE id = $1', [id, successor])
    await db.query('UPDATE chat_participants SET user_id = $3, unread_notice_at = NULL WHERE conversation_id = $1 AND user_id = $2', [id, leaverId, successor])
    for (const person of [seeker, successor]) context.realtime.notifyUser(person, CHAT_EVENTS.state, { conversation_id: id })
  }
}
