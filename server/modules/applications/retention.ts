// Retention of applications (issue 20; docs/decisions/0016-applicants.md; Law 91/2025 asks that
// recruitment data is kept no longer than needed): an application that did not lead to a hire is
// deleted APPLICATION_RETENTION.months after its last change (status_at), unless its seeker chose
// to keep its applications. An hourly task of the durable queue deletes them in batches; the
// profile copy goes with the application.
import { APPLICATION_RETENTION, APPLICATION_STATUS } from '../../../src/domain/applications'
import type { ApplicationRetention } from '../../../src/domain/contract/applications'
import type { Database, Queryable } from '../../db/client'
import type { JobHandlers } from '../../lib/queue'

export const RETENTION_KIND = 'applications.retention'
const BATCH = 1000

/** Deletes the applications past retention; returns how many. */
export async function purgeExpiredApplications(db: Database, now = new Date()): Promise<number> {
  let deleted = 0
  for (;;) {
    const rows = await db.query<{ id: number }>(
      `DELETE FROM applications WHERE id IN (
         SELECT a.id FROM applications a JOIN users u ON u.id = a.user_id
          WHERE a.status <> ${APPLICATION_STATUS.hired} AND NOT u.keep_applications
            AND a.status_at < $1::timestamptz - make_interval(months => ${APPLICATION_RETENTION.months})
          ORDER BY a.status_at, a.id LIMIT ${BATCH})
       RETURNING id`,
      [now],
    )
    deleted += rows.length
    if (rows.length < BATCH) return deleted
  }
}

export async function applicationRetention(db: Queryable, userId: number): Promise<ApplicationRetention> {
  const [row] = await db.query<{ keep_applications: boolean }>('SELECT keep_applications FROM users WHERE id = $1', [userId])
  return { keep_applications: Boolean(row?.keep_applications), months: APPLICATION_RETENTION.months }
}

export async function setApplicationRetention(db: Queryable, userId: number, keep: boolean): Promise<ApplicationRetention> {
  await db.query('UPDATE users SET keep_applications = $2 WHERE id = $1', [userId, keep])
  return applicationRetention(db, userId)
}

export function retentionWork(db: Database): { handlers: JobHandlers; recurring: Array<{ kind: string; everyMs: number }> } {
  return {
    handlers: { [RETENTION_KIND]: async () => void (await purgeExpiredApplications(db)) },
    recurring: [{ kind: RETENTION_KIND, everyMs: 60 * 60 * 1000 }],
  }
}
