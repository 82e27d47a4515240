// Reading an organisation's activity log (docs/decisions/0024-organisation-activity.md; written by
// server/lib/activity.ts). Owners read every row; other members read the jobs and applicants rows
// of everyone and every row of their own (so wallet amounts and member changes reach owners and
// whoever did them). Newest first; the pages of one reading are anchored at the newest row id it
// saw (as_of), so rows written meanwhile neither shift nor repeat a page.
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_PAGE,
  activityDetailText,
  activityLabel,
  type ActivityDetails,
  type ActivityKind,
} from '../../../src/domain/organizations/activity'
import type { ActivityItem, ActivityPage } from '../../../src/domain/contract/organizations'
import type { Queryable } from '../../db/client'
import { ORG_ROLE_LABEL, type OrgRole } from '../access/memberships'

export interface ActivityQuery {
  page: number
  limit: number
  as_of?: number
  user_id?: number
  kind?: ActivityKind
}

const roleName = (role: string | null): string | null => (role ? (ORG_ROLE_LABEL[role as OrgRole] ?? role) : null)

interface Row {
  id: number
  action: string
  kind: ActivityKind
  user_id: number | null
  full_name: string | null
  phone: string | null
  role: string | null
  still_member: boolean
  job_id: number | null
  job_title: string | null
  person: string | null
  amount: number | null
  details: ActivityDetails
  created_at: Date
}

/** Who acted, as a row names it: the account's name, else its number's last digits; a deleted account says so. */
const actorName = (userId: number | null, fullName: string | null, phone: string | null) =>
  userId === null ? 'Tài khoản đã xóa' : fullName?.trim() || `Tài khoản ${(phone ?? '').slice(-4)}`

// the applicant, candidate or member a row concerns, read now (a deleted one is no longer named)
const PERSON = `CASE
    WHEN a.action LIKE 'application.%' AND a.subject_id IS NOT NULL THEN
      (SELECT coalesce(ap.profile->>'full_name', au.full_name) FROM applications ap JOIN users au ON au.id = ap.user_id WHERE ap.id = a.subject_id)
    WHEN a.action LIKE 'candidate.%' THEN (SELECT p.full_name FROM jobseekers p WHERE p.id = a.subject_id)
    WHEN a.action IN ('member.role_changed', 'member.removed') THEN (SELECT su.full_name FROM users su WHERE su.id = a.subject_id)
  END`

export async function organizationActivity(
  db: Queryable,
  organizationId: number,
  reader: { userId: number; role: OrgRole },
  query: ActivityQuery,
): Promise<ActivityPage> {
  const limit = Math.min(Math.max(1, query.limit), ACTIVITY_PAGE.maxLimit)
  const page = Math.max(1, query.page)
  const seesAll = reader.role === 'owner'
  // the reader's id is a parameter only where a clause reads it
  const base: unknown[] = seesAll ? [organizationId] : [organizationId, reader.userId]
  const params = [...base]
  const visible = ['a.organization_id = $1', seesAll ? 'true' : `(a.kind IN ('jobs', 'applicants') OR a.user_id = $2)`]
  const [{ newest }] = await db.query<{ newest: number | null }>(`SELECT max(a.id) AS newest FROM organization_activity a WHERE ${visible.join(' AND ')}`, base)
  const asOf = query.as_of ?? Number(newest ?? 0)
  const where = [...visible, `a.id <= ${Number(asOf)}`]
  if (query.user_id !== undefined) where.push(`a.user_id = $${params.push(query.user_id)}`)
  if (query.kind !== undefined) where.push(`a.kind = $${params.push(query.kind)}`)
  const [rows, [{ total }], actors] = await Promise.all([
    db.query<Row>(
      `SELECT a.id, a.action, a.kind, a.user_id, u.full_name, u.phone, a.role, (m.user_id IS NOT NULL) AS still_member,
              a.job_id, j.title AS job_title, ${PERSON} AS person, a.amount, a.details, a.created_at
         FROM organization_activity a
         LEFT JOIN users u ON u.id = a.user_id
         LEFT JOIN organization_members m ON m.organization_id = a.organization_id AND m.user_id = a.user_id
         LEFT JOIN jobs j ON j.id = a.job_id AND j.organization_id = a.organization_id
        WHERE ${where.join(' AND ')}
        ORDER BY a.created_at DESC, a.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      params,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM organization_activity a WHERE ${where.join(' AND ')}`, params),
    db.query<{ user_id: number; full_name: string | null; phone: string; role: string | null }>(
      `SELECT u.id AS user_id, u.full_name, u.phone, m.role
         FROM (SELECT DISTINCT a.user_id FROM organization_activity a WHERE ${visible.join(' AND ')} AND a.user_id IS NOT NULL) x
         JOIN users u ON u.id = x.user_id
         LEFT JOIN organization_members m ON m.organization_id = $1 AND m.user_id = u.id
        ORDER BY m.role = 'owner' DESC NULLS LAST, u.full_name NULLS LAST, u.id`,
      base,
    ),
  ])
  const items: ActivityItem[] = rows.map((r) => {
    const details = r.details ?? {}
    return {
      id: Number(r.id),
      action: r.action,
      label: activityLabel(r.action),
      kind: r.action in ACTIVITY_ACTIONS ? ACTIVITY_ACTIONS[r.action as keyof typeof ACTIVITY_ACTIONS].kind : r.kind,
      user_id: r.user_id === null ? null : Number(r.user_id),
      actor_name: actorName(r.user_id, r.full_name, r.phone),
      role: r.role,
      role_name: roleName(r.role),
      still_member: Boolean(r.still_member),
      job: r.job_id !== null && r.job_title !== null ? { id: Number(r.job_id), title: r.job_title } : null,
      person: r.person,
      detail: activityDetailText(r.action, details, (role) => roleName(role) ?? role),
      amount: r.amount === null ? null : Number(r.amount),
      created_at: new Date(r.created_at).toISOString(),
    }
  })
  return {
    items,
    total: Number(total),
    page,
    limit,
    as_of: asOf,
    has_more: (page - 1) * limit + items.length < Number(total),
    actors: actors.map((a) => ({ user_id: Number(a.user_id), name: actorName(Number(a.user_id), a.full_name, a.phone), role_name: roleName(a.role) })),
    sees_all: seesAll,
  }
}
