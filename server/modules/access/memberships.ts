// Organisation membership (docs/decisions/0006-access-control.md): who may act for an employer.
import { ORG_ROLES, ORG_ROLE_LABEL, type OrgRole } from '../../../src/domain/organizations/statuses'
import type { Member } from '../../../src/domain/contract/organizations'
import type { Queryable } from '../../db/client'

export { ORG_ROLES, ORG_ROLE_LABEL, type OrgRole }

/** The role of an account in an organisation, or null when it is not a member. */
export async function memberRole(db: Queryable, userId: number, organizationId: number): Promise<OrgRole | null> {
  const rows = await db.query<{ role: OrgRole }>(
    'SELECT role FROM organization_members WHERE organization_id = $1 AND user_id = $2',
    [organizationId, userId],
  )
  return rows[0]?.role ?? null
}

/**
 * SQL for the one recruiter a job's notices go to: the member who posted it while still a member,
 * else the organisation's first owner. `job` is the alias of the jobs row in the query.
 */
export const jobRecruiterSql = (job: string) => `(
  SELECT m.user_id FROM organization_members m
   WHERE m.organization_id = ${job}.organization_id
   ORDER BY m.user_id = ${job}.owner_user_id DESC NULLS LAST, m.role = 'owner' DESC, m.created_at, m.user_id
   LIMIT 1)`

export async function listMembers(db: Queryable, organizationId: number): Promise<Member[]> {
  const rows = await db.query<{ user_id: number; full_name: string | null; role: OrgRole; created_at: Date }>(
    `SELECT m.user_id, u.full_name, m.role, m.created_at FROM organization_members m JOIN users u ON u.id = m.user_id
      WHERE m.organization_id = $1 ORDER BY m.role = 'owner' DESC, m.created_at, m.user_id`,
    [organizationId],
  )
  return rows.map((r) => ({
    user_id: Number(r.user_id),
    full_name: r.full_name,
    role: r.role,
    role_name: ORG_ROLE_LABEL[r.role],
    created_at: new Date(r.created_at).toISOString(),
  }))
}
