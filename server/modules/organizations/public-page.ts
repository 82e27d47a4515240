// Which organisations have a public page (docs/decisions/0020-organisation-pages.md): one verified by
// staff (is_partner), or one with an open job. Anything else (never approved, everything expired or
// hidden) would be an empty page or a scam's shop window: it answers 404. Shared with the sitemap
// (seo module) and the one-port server's check of pages not prerendered (server/site).
import type { Queryable } from '../../db/client'
import { ACTIVE } from '../jobs/jobs.search'

/** SQL: the open jobs of organisation `o` (ACTIVE is written against alias `j`). */
export const OPEN_JOBS_OF = (org: string) => `SELECT 1 FROM jobs j WHERE j.organization_id = ${org}.id AND ${ACTIVE}`

/** SQL condition on organisation alias `o`: it has a public page. */
export const HAS_PUBLIC_PAGE = (org = 'o') => `(${org}.is_partner OR EXISTS (${OPEN_JOBS_OF(org)}))`

export async function organizationHasPage(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM organizations o WHERE o.id = $1 AND ${HAS_PUBLIC_PAGE()}`, [id])
  return rows.length > 0
}
