// The staff audit log (docs/decisions/0021-verification-and-staff.md): every staff decision and rule
// change, written in the same transaction as what it records, never changed afterwards (the table
// refuses UPDATE, DELETE and TRUNCATE). It keeps the staff member's name as it was, so it outlives
// accounts.
import type { Queryable } from '../db/client'

export type AuditSubject = 'job' | 'jobseeker' | 'organization' | 'job_report' | 'moderation_rule' | 'register_key' | 'chat' | 'chat_report'

export interface StaffActor {
  id: number
  full_name: string | null
  phone: string
}

export interface AuditEntry {
  action: string
  subject: AuditSubject
  subjectId: string | number
  reason?: string | null
  details?: Record<string, unknown>
}

export async function writeStaffAudit(db: Queryable, staff: StaffActor, entries: readonly AuditEntry[]): Promise<void> {
  if (!entries.length) return
  await db.query(
    `INSERT INTO staff_audit_log (staff_user_id, staff_name, action, subject_kind, subject_id, reason, details)
     SELECT $1, $2, e.action, e.subject, e.subject_id, e.reason, e.details
       FROM jsonb_to_recordset($3::jsonb) AS e(action text, subject text, subject_id text, reason text, details jsonb)`,
    [
      staff.id,
      staff.full_name?.trim() || staff.phone,
      JSON.stringify(
        entries.map((e) => ({ action: e.action, subject: e.subject, subject_id: String(e.subjectId), reason: e.reason ?? null, details: e.details ?? {} })),
      ),
    ],
  )
}
