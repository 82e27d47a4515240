// Privacy (Vietnam's personal data protection law): everything held about a person, exported, and
// the profile really deleted.
import type { Queryable } from '../../db/client'
import type { AuthTokensRow, UsersRow } from '../../db/rows'
import { phonesOf } from '../identity/identity.service'
import type { AuthUser } from '../identity/tokens'
import type { Inbox } from '../mail/mail.service'
import { iso, isoRequired, loadRow, toJobseeker } from './profile-row'

export async function exportPersonalData(db: Queryable, user: AuthUser) {
  const [account] = await db.query<
    Pick<UsersRow, 'id' | 'user_uid' | 'phone' | 'full_name' | 'email' | 'email_verified_at' | 'image_url' | 'user_type' | 'created_at' | 'last_login_at' | 'last_login_ip'>
  >(
    `SELECT id, user_uid, phone, full_name, email, email_verified_at, image_url, user_type, created_at, last_login_at, last_login_ip
       FROM users WHERE id = $1`,
    [user.id],
  )
  const sessions = await db.query<Pick<AuthTokensRow, 'created_at' | 'last_used_at' | 'expires_at' | 'revoked_at' | 'ip' | 'user_agent'>>(
    'SELECT created_at, last_used_at, expires_at, revoked_at, ip, user_agent FROM auth_tokens WHERE user_id = $1 ORDER BY created_at',
    [user.id],
  )
  const inbox = await db.query<Omit<Inbox, 'created_at'> & { created_at: Date }>(
    'SELECT id, part, title, content, url, is_read, created_at FROM inboxes WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
    [user.id],
  )
  const applications = await db.query<{ job_id: number; job_title: string; source: string; status: number; created_at: Date; updated_at: Date }>(
    `SELECT a.job_id, j.title AS job_title, a.source, a.status, a.created_at, a.updated_at
       FROM applications a JOIN jobs j ON j.id = a.job_id
      WHERE a.user_id = $1 ORDER BY a.created_at DESC, a.id DESC`,
    [user.id],
  )
  const favorites = await db.query<{ job_id: number; job_title: string; created_at: Date }>(
    `SELECT f.job_id, j.title AS job_title, f.created_at
       FROM favorite_jobs f JOIN jobs j ON j.id = f.job_id
      WHERE f.user_id = $1 ORDER BY f.created_at DESC, f.job_id DESC`,
    [user.id],
  )
  const savedSearches = await db.query<{ name: string; query: string; alerts_enabled: boolean; created_at: Date }>(
    'SELECT name, query, alerts_enabled, created_at FROM saved_searches WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
    [user.id],
  )
  const row = await loadRow(db, user.id)
  return {
    exported_at: new Date().toISOString(),
    account: {
      ...account,
      phones: await phonesOf(db, user.id),
      email_verified_at: iso(account.email_verified_at),
      created_at: isoRequired(account.created_at),
      last_login_at: iso(account.last_login_at),
    },
    sessions: sessions.map((s) => ({
      ...s,
      created_at: isoRequired(s.created_at),
      last_used_at: isoRequired(s.last_used_at),
      expires_at: isoRequired(s.expires_at),
      revoked_at: iso(s.revoked_at),
    })),
    profile: row
      ? {
          ...(await toJobseeker(db, row)),
          phone_verified_at: iso(row.phone_verified_at),
          apply_auto_consent_at: iso(row.apply_auto_consent_at),
          apply_auto_off_reason: row.apply_auto_off_reason,
          apply_auto_source: row.apply_auto_source,
          moderated_at: iso(row.moderated_at),
        }
      : null,
    inbox: inbox.map((message) => ({ ...message, created_at: isoRequired(message.created_at) })),
    applications: applications.map((a) => ({ ...a, created_at: isoRequired(a.created_at), updated_at: isoRequired(a.updated_at) })),
    favorites: favorites.map((f) => ({ ...f, created_at: isoRequired(f.created_at) })),
    saved_searches: savedSearches.map((s) => ({ ...s, created_at: isoRequired(s.created_at) })),
  }
}

/**
 * Really removes the profile row, and with it the avatar reference and the auto-apply setting, and
 * the copies of the profile its applications kept (employers then see that it was deleted).
 */
export async function deleteProfile(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE applications SET profile = NULL WHERE user_id = $1 AND profile IS NOT NULL', [userId])
  await db.query('DELETE FROM jobseekers WHERE user_id = $1', [userId])
}
