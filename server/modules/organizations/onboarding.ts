// A new employer's first steps, each read from what is stored (the employer home's checklist,
// docs/decisions/0052-employer-sells-and-onboarding.md): the business information saved, the
// verification request sent (or the organisation verified), a first job posted, a first deposit.
import type { Onboarding } from '../../../src/domain/contract/organizations'
import { VERIFY_STATUS } from '../../../src/domain/organizations/statuses'
import type { Queryable } from '../../db/client'

const SENT_OR_VERIFIED = [VERIFY_STATUS.waitingApproved, VERIFY_STATUS.approved, VERIFY_STATUS.verified]

/** GET /job/v1/organizations/self/onboarding: one round trip of four indexed look-ups. */
export async function onboarding(db: Queryable, userId: number): Promise<Onboarding> {
  const [row] = await db.query<{
    organization_id: number | null
    is_owner: boolean | null
    company: boolean | null
    documents: boolean | null
    first_job: boolean
    deposit: boolean
  }>(
    `WITH first_org AS (
       SELECT o.id, m.role, o.business_info_updated_at, o.verify_status, o.is_partner
         FROM organization_members m JOIN organizations o ON o.id = m.organization_id
        WHERE m.user_id = $1 ORDER BY m.role = 'owner' DESC, m.created_at, o.id LIMIT 1)
     SELECT (SELECT id::int FROM first_org) AS organization_id,
            (SELECT role = 'owner' FROM first_org) AS is_owner,
            (SELECT business_info_updated_at IS NOT NULL FROM first_org) AS company,
            (SELECT verify_status = ANY($2::int[]) OR is_partner FROM first_org) AS documents,
            EXISTS (SELECT 1 FROM organization_members m JOIN jobs j ON j.organization_id = m.organization_id WHERE m.user_id = $1) AS first_job,
            EXISTS (SELECT 1 FROM wallet_transactions WHERE user_id = $1 AND kind = 'deposit') AS deposit`,
    [userId, SENT_OR_VERIFIED],
  )
  return {
    organization_id: row.organization_id === null ? null : Number(row.organization_id),
    is_owner: row.is_owner ?? false,
    company: row.company ?? false,
    documents: row.documents ?? false,
    first_job: row.first_job,
    deposit: row.deposit,
  }
}
