// Staff review of profiles (docs/decisions/0021-verification-and-staff.md): profiles whose texts
// the scam rules held back (1000), or that staff rejected before and their owner edited (with staff's
// earlier reason, 0031-staff-decisions-stand.md), oldest first, with why; staff approve them
// (recruiters can find them) or reject them with a reason the seeker reads. Every decision is in
// the staff audit log.
import { REVIEW_STATUS } from '../../../src/domain/constants'
import { PROFILE_NOTICE } from '../../../src/domain/profile/messages'
import { STAFF_MSG, type StaffDecision, type WaitingProfile } from '../../../src/domain/staff'
import type { ServiceContext } from '../../context'
import type { Queryable } from '../../db/client'
import { standingTakeDowns, type QueuePage } from '../../lib/staff-decisions'
import { writeStaffAudit, type StaffActor } from '../../lib/staff-audit'
import { createInboxMessage } from '../mail/mail.service'


export async function waitingProfiles(context: ServiceContext, { offset, limit, direction }: QueuePage): Promise<{ items: WaitingProfile[]; total: number }> {
  const [rows, [count], names] = await Promise.all([
    context.db.query<Omit<WaitingProfile, 'job_types' | 'updated_at' | 'earlier_decision'> & { job_types: number[]; updated_at: Date }>(
      `SELECT id::int AS id, full_name, job_types, description, experience_text, reject_reason AS reason, updated_at
         FROM jobseekers WHERE process_state = 1000 ORDER BY updated_at ${direction}, user_id ${direction} OFFSET $1 LIMIT $2`,
      [offset, limit],
    ),
    context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobseekers WHERE process_state = 1000'),
    context.reference.get(),
  ])
  const jobTypes = names.optionNames.get('job_types') ?? new Map<number, string>()
  const earlier = await standingTakeDowns(context.db, 'jobseeker', rows.map((r) => r.id))
  return {
    items: rows.map((r) => ({
      ...r,
      job_types: r.job_types.map((id) => jobTypes.get(id) ?? String(id)),
      updated_at: new Date(r.updated_at).toISOString(),
      earlier_decision: earlier.get(r.id) ?? null,
    })),
    total: count.n,
  }
}

export async function decideProfiles(
  context: ServiceContext,
  staff: StaffActor,
  ids: readonly number[],
  decision: Extract<StaffDecision, 'approve' | 'reject'>,
  reason: string | null,
): Promise<{ decided: number; message: string }> {
  const approved = decision === 'approve'
  const decided = await context.db.transaction(async (tx: Queryable) => {
    const rows = await tx.query<{ id: number; user_id: number; full_name: string }>(
      `UPDATE jobseekers SET process_state = $2, reject_reason = $3, moderated_at = now()
        WHERE id = ANY($1::bigint[]) AND process_state = 1000 RETURNING id::int AS id, user_id::int AS user_id, full_name`,
      [ids, approved ? REVIEW_STATUS.approved : REVIEW_STATUS.rejected, approved ? null : reason],
    )
    for (const row of rows) {
      await createInboxMessage(
        { db: tx, realtime: context.realtime },
        {
          userId: row.user_id,
          part: 'candidate',
          title: approved ? PROFILE_NOTICE.approvedTitle : PROFILE_NOTICE.rejectedTitle,
          content: approved ? PROFILE_NOTICE.approvedContent : PROFILE_NOTICE.rejectedContent(`Lý do: ${reason ?? ''}`),
          url: '/jobseeker',
        },
      )
    }
    await writeStaffAudit(tx, staff, rows.map((row) => ({ action: `jobseeker.${decision}`, subject: 'jobseeker', subjectId: row.id, reason, details: { full_name: row.full_name } })))
    return rows.length
  })
  const skipped = ids.length - decided
  return { decided, message: [STAFF_MSG.done(decided), skipped ? STAFF_MSG.skipped(skipped) : ''].filter(Boolean).join(' ') }
}
