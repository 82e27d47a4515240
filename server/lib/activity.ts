// The organisation's activity log (docs/decisions/0024-organisation-activity.md): one row per action
// a member takes for an organisation, written with `tx`, the transaction of the action itself, so
// an action that is refused or rolled back leaves no row and a row never lacks its action. The
// table refuses UPDATE, DELETE and TRUNCATE (migration 0038). The actor's role is read here, as it
// is when it acts.
import { ACTIVITY_ACTIONS, type ActivityAction, type ActivityDetails } from '../../src/domain/organizations/activity'
import type { Queryable } from '../db/client'

export interface ActivityEntry {
  organizationId: number
  /** the acting account */
  userId: number | null
  action: ActivityAction
  jobId?: number | null
  /** an application, a candidate profile, a member's account, an invitation, a licence document */
  subjectId?: number | null
  /** đồng, for what the action cost */
  amount?: number | null
  details?: ActivityDetails
}

export async function recordActivity(tx: Queryable, entry: ActivityEntry): Promise<void> {
  await tx.query(
    `INSERT INTO organization_activity (organization_id, user_id, role, action, kind, job_id, subject_id, amount, details)
     VALUES ($1, $2, (SELECT role FROM organization_members WHERE organization_id = $1 AND user_id = $2), $3, $4, $5, $6, $7, $8::jsonb)`,
    [
      entry.organizationId,
      entry.userId,
      entry.action,
      ACTIVITY_ACTIONS[entry.action].kind,
      entry.jobId ?? null,
      entry.subjectId ?? null,
      entry.amount ?? null,
      JSON.stringify(entry.details ?? {}),
    ],
  )
}

/** The same for an action on one job, whose organisation the row names. */
export async function recordJobActivity(tx: Queryable, jobId: number, userId: number | null, action: ActivityAction, extra: Omit<ActivityEntry, 'organizationId' | 'userId' | 'action' | 'jobId'> = {}): Promise<void> {
  await tx.query(
    `INSERT INTO organization_activity (organization_id, user_id, role, action, kind, job_id, subject_id, amount, details)
     SELECT j.organization_id, $2::bigint, (SELECT m.role FROM organization_members m WHERE m.organization_id = j.organization_id AND m.user_id = $2::bigint),
            $3, $4, j.id, $5, $6, $7::jsonb
       FROM jobs j WHERE j.id = $1`,
    [jobId, userId, action, ACTIVITY_ACTIONS[action].kind, extra.subjectId ?? null, extra.amount ?? null, JSON.stringify(extra.details ?? {})],
  )
}
