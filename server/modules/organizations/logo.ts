// An organisation's logo (issue 39 item 1; docs/decisions/0050-organization-logos.md): the owner
// uploads a square image through the media pipeline (kind `logo`, cropped to 300x300 like an
// avatar) or removes it. The organisation's row keeps its URL; the trigger of migration 0013 marks
// its jobs changed, so the search index and the job cards show it, and the site pages' queue
// renders its pages again.
import type { FastifyRequest } from 'fastify'
import type { Database } from '../../db/client'
import { recordActivity } from '../../lib/activity'
import { AppError } from '../../lib/errors'
import { storageKeyOf, type MediaDeps } from '../media/media.service'
import { uploadImage } from '../media/media.upload'

export const LOGO_MSG = {
  saved: 'Đã cập nhật logo doanh nghiệp.',
  removed: 'Đã xóa logo doanh nghiệp.',
} as const

/** The previous logo's upload is no longer in use (removed with the next clean-up); the new one is. */
async function follow(db: Database, previous: string | null, next: string | null) {
  const old = storageKeyOf(previous)
  if (old) await db.query(`UPDATE media SET attached_at = NULL WHERE storage_key = $1 AND kind = 'logo'`, [old])
  const key = storageKeyOf(next)
  if (key) await db.query(`UPDATE media SET attached_at = now() WHERE storage_key = $1 AND kind = 'logo' AND deleted_at IS NULL`, [key])
}

async function setLogo(db: Database, organizationId: number, userId: number, url: string | null): Promise<void> {
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ logo_url: string | null }>('SELECT logo_url FROM organizations WHERE id = $1 FOR UPDATE', [organizationId])
    if (!row) throw new AppError(404, 'organization_not_found', 'Doanh nghiệp không tồn tại.')
    await tx.query(`UPDATE organizations SET logo_url = $2, business_info_updated_by = $3, business_info_updated_at = now() WHERE id = $1`,
      [organizationId, url, userId],)
    await recordActivity(tx, { organizationId, userId, action: url ? 'organization.logo_saved' : 'organization.logo_removed', details: {} })
    return row.logo_url
  })
  if (previous !== url) await follow(db, previous, url)
}

/** PUT /job/v1/organizations/{id}/logo (the owner; the access layer checked it). */
export async function uploadLogo(db: Database, media: MediaDeps, request: FastifyRequest, organizationId: number, userId: number) {
  const logo = await uploadImage(media, request, userId, 'logo')
  await setLogo(db, organizationId, userId, logo.url)
  return { logo_url: logo.url, message: LOGO_MSG.saved }
}

/** DELETE /job/v1/organizations/{id}/logo (the owner): the pages show the letter tile again. */
export async function removeLogo(db: Database, organizationId: number, userId: number) {
  await setLogo(db, organizationId, userId, null)
  return { logo_url: null, message: LOGO_MSG.removed }
}
