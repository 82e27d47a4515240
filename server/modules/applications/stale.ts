// Against silence after applying (issue 20; docs/decisions/0016-applicants.md): an application the
// employer has not moved on (no status change of its own) within APPLICATION_CLOSE.days is closed
// as "Chưa phù hợp" with a courteous notice to the seeker. An hourly task of the durable queue
// closes them in batches, each in its own transaction with its notice; a restart resumes where it
// stopped, and a run twice closes nothing twice (the update only takes applications still open).
import { APPLICATION_CLOSE, APPLICATION_STATUS, APPLICATION_STATUS_LABELS, AUTO_CLOSE_MESSAGE } from '../../../src/domain/applications'
import { jobPath } from '../../../src/domain/jobs'
import type { Database } from '../../db/client'
import type { JobHandlers } from '../../lib/queue'
import type { Realtime } from '../../realtime/socket'
import { createInboxMessage } from '../mail/mail.service'
import { transactionThenNotify } from '../../realtime/after-commit'
import { announceUnread } from './unread'

export const STALE_KIND = 'applications.close-stale'
const BATCH = 200

/** Whether an application is still waiting for the employer (only those close automatically). */
export const WAITING = `a.replied_at IS NULL AND a.status IN (${APPLICATION_STATUS.sent}, ${APPLICATION_STATUS.viewed})`

/** The next batch of applications to close, oldest first (read through applications_waiting_idx). */
export const DUE_SQL = `SELECT a.id FROM applications a WHERE ${WAITING} AND a.created_at <= $1 ORDER BY a.created_at, a.id LIMIT ${BATCH}`

export const STALE_MSG = {
  title: (job: string) => `Hồ sơ ứng tuyển tin "${job}" đã được đóng`,
} as const

/** Closes every application that waited too long; returns how many. */
export async function closeStaleApplications(context: { db: Database; realtime: Realtime }, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - APPLICATION_CLOSE.days * 86_400_000)
  let closed = 0
  for (;;) {
    const due = await context.db.query<{ id: number }>(DUE_SQL, [cutoff])
    for (const { id } of due) {
      const done = await transactionThenNotify(context, async (scope) => {
        const [row] = await scope.db.query<{ user_id: number; job_id: number; was_unread: boolean; title: string; slug: string }>(
          `UPDATE applications a SET status = ${APPLICATION_STATUS.unsuitable}, status_message = $2, status_at = now(), updated_at = now(),
                  read_at = coalesce(a.read_at, now())
             FROM jobs j, (SELECT read_at IS NULL AS was_unread FROM applications WHERE id = $1) before
            WHERE a.id = $1 AND j.id = a.job_id AND ${WAITING} AND a.created_at <= $3
            RETURNING a.user_id, a.job_id, before.was_unread, j.title, j.slug`,
          [id, AUTO_CLOSE_MESSAGE, cutoff],
        )
        if (!row) return false
        if (row.was_unread) await announceUnread(scope, Number(row.job_id))
        await createInboxMessage(scope, {
          userId: Number(row.user_id),
          part: 'candidate',
          title: STALE_MSG.title(row.title),
          content: `Trạng thái mới: ${APPLICATION_STATUS_LABELS[APPLICATION_STATUS.unsuitable]}. ${AUTO_CLOSE_MESSAGE}`,
          url: jobPath({ slug: row.slug, id: Number(row.job_id) }),
        })
        return true
      })
      if (done) closed++
    }
    if (due.length < BATCH) return closed
  }
}

export function staleApplicationsWork(context: { db: Database; realtime: Realtime }): { handlers: JobHandlers; recurring: Array<{ kind: string; everyMs: number }> } {
  return {
    handlers: { [STALE_KIND]: async () => void (await closeStaleApplications(context)) },
    recurring: [{ kind: STALE_KIND, everyMs: 60 * 60 * 1000 }],
  }
}
