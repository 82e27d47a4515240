// Demo data of the verification queue (docs/decisions/0021-verification-and-staff.md): two seeded
// organisations nobody owns have sent their information for verification, a day and an hour ago,
// so the staff console's "Doanh nghiệp chờ xác thực" has something to decide in `npm start`.
import { VERIFY_STATUS } from '../../../src/domain/organizations/statuses'
import type { Queryable } from '../../db/client'

const WAITING = [
  { hoursAgo: 26 },
  { hoursAgo: 1 },
] as const

export async function seedWaitingVerifications(tx: Queryable, anchor: Date): Promise<void> {
  const candidates = await tx.query<{ id: number }>(
    `SELECT o.id::int AS id FROM organizations o
      WHERE NOT o.is_partner AND o.verify_status = $1 AND o.tax_code IS NOT NULL AND o.website IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM organization_members m WHERE m.organization_id = o.id)
        AND NOT EXISTS (SELECT 1 FROM organization_audits a WHERE a.organization_id = o.id)
      ORDER BY o.id LIMIT $2`,
    [VERIFY_STATUS.waitingVerify, WAITING.length],
  )
  for (const [i, { id }] of candidates.entries()) {
    const submittedAt = new Date(anchor.getTime() - WAITING[i].hoursAgo * 3_600_000)
    await tx.query(
      `INSERT INTO organization_audits (organization_id, submitted_at, snapshot)
       SELECT id, $2, jsonb_build_object('organization_type', organization_type, 'name', name, 'tax_code', tax_code, 'address', address,
              'size', size, 'industry_id', industry_id, 'website', website, 'description', description, 'document_ids', '[]'::jsonb)
         FROM organizations WHERE id = $1`,
      [id, submittedAt],
    )
    await tx.query('UPDATE organizations SET verify_status = $2 WHERE id = $1', [id, VERIFY_STATUS.waitingApproved])
  }
}
