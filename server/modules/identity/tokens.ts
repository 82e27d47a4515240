// Bearer tokens and the sign-in hand-off key. Tokens are 256 random bits, stored only as SHA-256,
// revocable, with an idle and an absolute expiry (docs/decisions/0003-accounts.md).
import { createHash, randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { Queryable } from '../../db/client'
import { unauthorized } from '../../lib/errors'

export const TOKEN_POLICY = {
  idleMs: 7 * 24 * 3600_000,
  absoluteMs: 30 * 24 * 3600_000,
  /** last_used_at is written at most this often, so reads stay cheap. */
  touchEveryMs: 5 * 60_000,
  /** The `key` of the sign-in hand-off. */
  requestTtlMs: 2 * 60_000,
} as const

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
export const randomSecret = (bytes = 32) => randomBytes(bytes).toString('base64url')

export interface AuthUser {
  id: number
  user_uid: string
  phone: string
  full_name: string | null
  image_url: string | null
  has_deposit_reward: boolean
  user_type: number
  /** the main phone was verified by a one-time code */
  phone_verified: boolean
  /** platform staff role (moderator, admin), or null */
  staff_role: string | null
  /** a member of an organisation (an employer): the access layer's `recruiter` kind */
  is_recruiter: boolean
  tokenId: number
}

export async function issueToken(
  db: Queryable,
  userId: number,
  meta: { ip?: string; userAgent?: string } = {},
): Promise<{ token: string; expires_at: string }> {
  const token = randomSecret()
  const expires = new Date(Date.now() + TOKEN_POLICY.absoluteMs)
  await db.query(
    `INSERT INTO auth_tokens (token_hash, user_id, expires_at, ip, user_agent) VALUES ($1, $2, $3, $4, $5)`,
    [sha256(token), userId, expires, meta.ip ?? null, meta.userAgent?.slice(0, 300) ?? null],
  )
  return { token, expires_at: expires.toISOString() }
}

/** The user a token belongs to, or null when it is unknown, revoked, idle too long or expired. */
export async function resolveToken(db: Queryable, token: string | null | undefined): Promise<AuthUser | null> {
  if (!token || token.length > 200) return null
  const rows = await db.query<AuthUser & { last_used_at: Date }>(
    `SELECT u.id, u.user_uid, u.phone, u.full_name, u.image_url, u.has_deposit_reward, u.user_type,
            u.phone_verified_at IS NOT NULL AS phone_verified, s.role AS staff_role,
            EXISTS (SELECT 1 FROM organization_members m WHERE m.user_id = u.id) AS is_recruiter,
            t.id AS "tokenId", t.last_used_at
       FROM auth_tokens t JOIN users u ON u.id = t.user_id LEFT JOIN staff_members s ON s.user_id = u.id
      WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now()
        AND t.last_used_at > now() - make_interval(secs => $2)`,
    [sha256(token), TOKEN_POLICY.idleMs / 1000],
  )
  const row = rows[0]
  if (!row) return null
  if (Date.now() - new Date(row.last_used_at).getTime() > TOKEN_POLICY.touchEveryMs) {
    await db.query('UPDATE auth_tokens SET last_used_at = now() WHERE id = $1', [row.tokenId])
  }
  const { last_used_at: _ignored, ...user } = row
  return user
}

export async function revokeToken(db: Queryable, tokenId: number): Promise<void> {
  await db.query('UPDATE auth_tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [tokenId])
}

/** After a password change or reset: every session of the user ends (except the one kept, if any). */
export async function revokeUserTokens(db: Queryable, userId: number, keepTokenId?: number): Promise<void> {
  await db.query(
    'UPDATE auth_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND id <> $2',
    [userId, keepTokenId ?? 0],
  )
}

export const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match ? match[1] : null
}

/** The signed-in user of a request, or null for anonymous (a bad token counts as anonymous). */
export const optionalUser = (db: Queryable, request: FastifyRequest) => resolveToken(db, bearerToken(request))

/** The signed-in user, or 401 "Bạn cần đăng nhập!". */
export async function requireUser(db: Queryable, request: FastifyRequest): Promise<AuthUser> {
  const user = await optionalUser(db, request)
  if (!user) throw unauthorized()
  return user
}

/**
 * A single-use hand-off key for a signed-in user (login/register -> ?key= -> token), bound to the
 * browser that signed in (its sign-in cookie, signin-binding.ts).
 */
export async function issueLoginRequest(db: Queryable, userId: number, browserBinding: string): Promise<string> {
  const requestId = randomSecret(24)
  await db.query('INSERT INTO login_requests (request_hash, user_id, expires_at, browser_hash) VALUES ($1, $2, $3, $4)', [
    sha256(requestId),
    userId,
    new Date(Date.now() + TOKEN_POLICY.requestTtlMs),
    sha256(browserBinding),
  ])
  return requestId
}

/**
 * Consumes a hand-off key atomically: the user id, or null when unknown, used, expired or made in
 * another browser (a key presented by the wrong browser stays unused for the right one).
 */
export async function consumeLoginRequest(db: Queryable, requestId: string, browserBinding: string | null): Promise<number | null> {
  if (!requestId || requestId.length > 200 || !browserBinding) return null
  const rows = await db.query<{ user_id: number }>(
    `UPDATE login_requests SET used_at = now()
      WHERE request_hash = $1 AND browser_hash = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING user_id`,
    [sha256(requestId), sha256(browserBinding)],
  )
  return rows[0]?.user_id ?? null
}

/**
 * Whether a browser (its sign-in binding) has completed a sign-in to the account before: the owner's
 * own browser, as opposed to one that merely holds a link (docs/decisions/0022-organisation-email.md).
 */
export async function isKnownBrowser(db: Queryable, userId: number, browserBinding: string | null): Promise<boolean> {
  if (!browserBinding) return false
  const rows = await db.query('SELECT 1 FROM login_requests WHERE user_id = $1 AND browser_hash = $2 AND used_at IS NOT NULL LIMIT 1', [
    userId,
    sha256(browserBinding),
  ])
  return rows.length > 0
}
