// An account's own organisation (shared: the posting module makes one for a first post).
import { slugify } from '../../../src/domain/text'
import type { Queryable } from '../../db/client'

/**
 * An account's own organisation, of which it is the owner (business type 900 until the business
 * information is filled in): made by its first post, or by the business information page before it.
 */
export async function insertOwnOrganization(tx: Queryable, userId: number, name: string, organizationType = 2): Promise<{ id: number; name: string }> {
  const [created] = await tx.query<{ id: number; name: string }>(
    `INSERT INTO organizations (code, name, slug, organization_type) VALUES ($1, $2, $3, $4) RETURNING id::int AS id, name`,
    [`u${userId}-${Date.now().toString(36)}`, name, slugify(name) || 'nha-tuyen-dung', organizationType],
  )
  await tx.query(`INSERT INTO organization_members (user_id, organization_id, role) VALUES ($1, $2, 'owner')`, [userId, created.id])
  return created
}
