// The identity service of SPEC 7.6 (docs/decisions/0003-accounts.md): accounts by Vietnamese
// mobile number, OTP, the sign-in hand-off key, sessions, profile basics and the recruiter agent.
import { LOYALTY_RANK, OTP_TYPE, USER_TYPE_LABEL } from '../../../src/domain/constants'
import { API_MSG } from '../../../src/domain/api-messages'
import { AGENT_USER_TYPE } from '../../../src/domain/organizations/statuses'
import type { Database, Queryable } from '../../db/client'
import type { Env } from '../../env'
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors'
import { refuseDisallowedText } from '../../lib/moderation-settings'
import { registerKeyHash } from '../../lib/register-keys'
import { RateLimitedError, enforce, hit, release, reset, type LimitRule } from '../../lib/rate-limit'
import type { Messaging } from '../messaging/messaging'
import type { Realtime } from '../../realtime/socket'
import {
  OTP_LIMITS,
  OTP_MSG,
  OTP_POLICY,
  checkVerifyToken,
  consumeVerifyToken,
  createOtp,
  discardOtp,
  verifyOtp,
  type OtpPurpose,
} from './otp'
import { createDecoyVerifier, hashPassword, needsRehash, verifyPassword } from './password'
import {
  TOKEN_POLICY,
  issueLoginRequest,
  issueToken,
  consumeLoginRequest,
  revokeToken,
  revokeUserTokens,
  sha256,
  type AuthUser,
} from './tokens'
import type { SelfUser } from '../../../src/domain/contract/identity'
import { IDENTITY_INPUT_MSG } from '../../../src/domain/identity'

export const IDENTITY_LIMITS = {
  // Wrong passwords (decision 0007): a guesser is stopped per source, never the owner. 5 per phone
  // from one address; 30 from one address over all phones; 20 per phone an hour over all addresses
  // (a botnet), which the owner's own browser (one that signed in to the account before) skips.
  loginPhoneSource: { name: 'login-phone-ip', limit: 5, windowSec: 900 },
  loginIp: { name: 'login-ip', limit: 30, windowSec: 900 },
  loginPhone: { name: 'login-phone', limit: 20, windowSec: 3600 },
  // Whether a phone has an account (phone-exist, a register code's "phone taken"): per address, per
  // phone, and site-wide (PHONE_LOOKUPS_PER_HOUR), so a botnet cannot list the customers.
  phoneExistIp: { name: 'phone-exist-ip', limit: 30, windowSec: 900 },
  phoneLookupPhone: { name: 'phone-lookup-phone', limit: 10, windowSec: 3600 },
  passwordUser: { name: 'password-user', limit: 5, windowSec: 900 },
  registerKeyUser: { name: 'register-key-user', limit: 5, windowSec: 900 },
} satisfies Record<string, LimitRule>

export const IDENTITY_MSG = {
  phoneRequired: 'Vui lòng nhập số điện thoại để nhận mã xác thực.',
  emailRequired: 'Vui lòng nhập email cần xác thực.',
  emailPurposeOnly: 'Mã qua email (type 3) chỉ dùng để xác thực email (purpose verify_email).',
  emailNeedsType3: 'Mã xác thực email được gửi qua email, hãy dùng type 3.',
  deliveryFailed: 'Không gửi được mã xác thực lúc này, vui lòng thử lại sau ít phút.',
  wrongOldPassword: 'Mật khẩu hiện tại không đúng.',
  samePassword: 'Mật khẩu mới phải khác mật khẩu hiện tại.',
  passwordTooMany: 'Bạn đã nhập sai mật khẩu hiện tại quá nhiều lần, vui lòng thử lại sau ít phút.',
  emailAlreadyVerified: 'Email này đã được xác thực cho tài khoản của bạn.',
  tooManyPhones: 'Mỗi tài khoản có tối đa 5 số điện thoại.',
  alreadyAgent: 'Tài khoản của bạn đã là đại lý.',
  registerKeyUnknown: 'Mã đăng ký đại lý không đúng, vui lòng kiểm tra lại.',
  registerKeyUsed: 'Mã đăng ký đại lý đã được sử dụng.',
  registerKeyExpired: 'Mã đăng ký đại lý đã hết hạn.',
  registerKeyRevoked: 'Mã đăng ký đại lý đã bị thu hồi, vui lòng liên hệ nhân viên Việc Làm Tốt để nhận mã mới.',
  registerKeyTooMany: 'Bạn đã nhập sai mã đăng ký quá nhiều lần, vui lòng thử lại sau ít phút.',
} as const

const MAX_PHONES = 5
const BRAND = 'Việc Làm Tốt'
const OTP_MINUTES = OTP_POLICY.ttlSec / 60

export const otpSmsText = (code: string) =>
  `Mã xác thực ${BRAND} của bạn là ${code}. Mã có hiệu lực trong ${OTP_MINUTES} phút. Không chia sẻ mã này cho bất kỳ ai.`

/** Delivery of a code failed at the provider: 503 for the person, the cause for the log. */
export class DeliveryError extends AppError {
  constructor(readonly reason: unknown) {
    super(503, 'delivery_failed', IDENTITY_MSG.deliveryFailed)
  }
}

export interface IdentityDeps {
  db: Database
  env: Env
  messaging: Messaging
  realtime: Realtime
}

/** Who is asking: the network address (for per-IP limits) and the signed-in user, if any. */
export interface Caller {
  ip: string
  userAgent?: string
  /** the browser's sign-in binding (signin-binding.ts): a hand-off key is issued to and exchanged by it only */
  browserBinding?: string | null
}

export type { SelfUser }

const SELF_COLUMNS = 'id, user_uid, full_name, phone, image_url, has_deposit_reward, (SELECT role FROM staff_members s WHERE s.user_id = users.id) AS staff_role'

export const toSelfUser = (user: SelfUser): SelfUser => ({
  id: user.id,
  user_uid: user.user_uid,
  full_name: user.full_name,
  phone: user.phone,
  image_url: user.image_url,
  has_deposit_reward: user.has_deposit_reward,
  staff_role: user.staff_role ?? null,
})

export async function selfUser(db: Queryable, userId: number): Promise<SelfUser> {
  const [user] = await db.query<SelfUser>(`SELECT ${SELF_COLUMNS} FROM users WHERE id = $1`, [userId])
  if (!user) throw unauthorized()
  return toSelfUser(user)
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/** The account a phone belongs to, as its main number or an added one. */
export async function findUserIdByPhone(db: Queryable, phone: string): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE phone = $1 UNION ALL SELECT user_id FROM user_phones WHERE phone = $1 LIMIT 1`,
    [phone],
  )
  return rows[0]?.id ?? null
}

export async function phonesOf(db: Queryable, userId: number): Promise<string[]> {
  const rows = await db.query<{ phone: string }>(
    `SELECT phone FROM (
       SELECT phone, 0 AS main, created_at FROM users WHERE id = $1
       UNION SELECT phone, 1, created_at FROM user_phones WHERE user_id = $1
     ) p ORDER BY main, created_at, phone`,
    [userId],
  )
  return [...new Set(rows.map((r) => r.phone))]
}

// ---------------------------------------------------------------------------------------------
// One-time codes

export interface OtpTarget {
  phone?: string
  email?: string
  purpose: OtpPurpose
}

/** The phone or e-mail a code is for, after checking it fits the purpose. */
function otpTarget(input: OtpTarget & { type?: number }): { target: string; type: number; channel: 'sms' | 'email' } {
  if (input.purpose === 'verify_email') {
    if (input.type !== undefined && input.type !== OTP_TYPE.email) throw badRequest(IDENTITY_MSG.emailNeedsType3)
    if (!input.email) throw badRequest(IDENTITY_MSG.emailRequired)
    return { target: input.email, type: OTP_TYPE.email, channel: 'email' }
  }
  if (input.type === OTP_TYPE.email) throw badRequest(IDENTITY_MSG.emailPurposeOnly)
  if (!input.phone) throw badRequest(IDENTITY_MSG.phoneRequired)
  // There is no mobile app to push a code to yet: "app" codes travel by SMS as well.
  return { target: input.phone, type: input.type ?? OTP_TYPE.sms, channel: 'sms' }
}

export async function sendOtp(
  deps: IdentityDeps,
  input: OtpTarget & { type?: number },
  caller: Caller & { user: AuthUser | null },
): Promise<{ expires_in: number; resend_after: number }> {
  const { db } = deps
  const { target, type, channel } = otpTarget(input)
  if ((input.purpose === 'add_phone' || input.purpose === 'verify_email') && !caller.user) throw unauthorized()
  // Counted before anything about the number is revealed: these limits also cap enumeration.
  await enforce(db, { ...OTP_LIMITS.perIp, limit: deps.env.otpSendsPerIpHour }, caller.ip, OTP_MSG.tooMany)
  const perPurpose = `${input.purpose}:${target}`
  const perSource = `${perPurpose}:${caller.ip}`
  const cooldown = await hit(db, OTP_LIMITS.cooldown, perSource)
  if (cooldown.limited) throw new RateLimitedError(cooldown.retryAfterSec, OTP_MSG.cooldown(cooldown.retryAfterSec))
  await enforce(db, OTP_LIMITS.perSource, perSource, OTP_MSG.tooMany)
  await enforce(db, OTP_LIMITS.perTarget, perPurpose, OTP_MSG.tooMany)

  // Reset: answered the same whether or not the phone has an account; nothing is sent when not.
  let deliver = true
  if (input.purpose === 'register' || input.purpose === 'add_phone') {
    await countPhoneLookup(deps, target)
    if (await findUserIdByPhone(db, target)) throw conflict(API_MSG.phoneTaken, 'phone_taken')
  } else if (input.purpose === 'reset_password') {
    deliver = (await findUserIdByPhone(db, target)) !== null
  }

  // A code is stored even when not sent, so verifying it behaves alike for unknown phones.
  const otp = await createOtp(db, { target, type, purpose: input.purpose })
  if (deliver) {
    try {
      if (channel === 'sms') await deps.messaging.sms.send(target, otpSmsText(otp.code))
      else await deps.messaging.email.send(verificationEmail(target, otp.code))
    } catch (error) {
      // Nothing reached the person: the code is void and the attempt does not count against them.
      await discardOtp(db, otp.id)
      await reset(db, OTP_LIMITS.cooldown, perSource)
      await release(db, OTP_LIMITS.perSource, perSource)
      await release(db, OTP_LIMITS.perTarget, perPurpose)
      throw new DeliveryError(error)
    }
  }
  return { expires_in: OTP_POLICY.ttlSec, resend_after: OTP_POLICY.resendAfterSec }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

function verificationEmail(to: string, code: string) {
  const lines = [
    'Xin chào,',
    `Mã xác thực email của bạn trên ${BRAND} là ${code}. Mã có hiệu lực trong ${OTP_MINUTES} phút.`,
    'Không chia sẻ mã này cho bất kỳ ai. Nếu bạn không yêu cầu mã, hãy bỏ qua email này.',
    BRAND,
  ]
  return {
    to,
    subject: `Mã xác thực email ${BRAND}: ${code}`,
    text: lines.join('\n\n'),
    html: `<!doctype html><html lang="vi"><body>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}</body></html>`,
  }
}

export async function verifyOtpCode(deps: IdentityDeps, input: OtpTarget & { code: string }): Promise<{ verify_token: string }> {
  const { target } = otpTarget(input)
  return { verify_token: await verifyOtp(deps.db, { target, purpose: input.purpose, code: input.code }) }
}

// ---------------------------------------------------------------------------------------------
// Register, login, the hand-off key and sessions

const bindingOf = (caller: Caller): string => {
  if (!caller.browserBinding) throw new Error('a sign-in key is issued only to a browser with a sign-in binding')
  return caller.browserBinding
}

/** An account's name is shown to others (chat, organisation members, applicants): the text rules apply. */
const nameText = (fullName: string) => [{ field: 'full_name', label: 'Họ tên', text: fullName }]

export async function register(
  deps: IdentityDeps,
  input: { phone: string; password: string; full_name: string; verify_token: string },
  caller: Caller,
): Promise<{ request_id: string; user_id: number }> {
  const { db, env } = deps
  const verification = { token: input.verify_token, target: input.phone, purpose: 'register' as const }
  // Cheap checks first: a bogus token must not cost a password hash.
  await checkVerifyToken(db, verification)
  if (await findUserIdByPhone(db, input.phone)) throw conflict(API_MSG.phoneTaken, 'phone_taken')
  await refuseDisallowedText(db, nameText(input.full_name))
  const passwordHash = await hashPassword(input.password, env.passwordHash)
  const userId = await db.transaction(async (tx) => {
    await consumeVerifyToken(tx, verification)
    const [user] = await tx.query<{ id: number }>(
      `INSERT INTO users (phone, password_hash, full_name, last_login_at, last_login_ip)
       VALUES ($1, $2, $3, now(), $4) ON CONFLICT (phone) DO NOTHING RETURNING id`,
      [input.phone, passwordHash, input.full_name, caller.ip],
    )
    // Another registration of the same number won the race; the rollback keeps the token usable.
    if (!user) throw conflict(API_MSG.phoneTaken, 'phone_taken')
    const claimed = await tx.query(
      'INSERT INTO user_phones (phone, user_id) VALUES ($1, $2) ON CONFLICT (phone) DO NOTHING RETURNING phone',
      [input.phone, user.id],
    )
    if (!claimed.length) throw conflict(API_MSG.phoneTaken, 'phone_taken')
    return user.id
  })
  return { request_id: await issueLoginRequest(db, userId, bindingOf(caller)), user_id: userId }
}

export function createAuthenticator(deps: IdentityDeps) {
  const { db, env } = deps
  const decoy = createDecoyVerifier(env.passwordHash)

  return async function login(input: { phone: string; password: string }, caller: Caller): Promise<{ request_id: string }> {
    // Every attempt is counted before the password is checked, so parallel guesses cannot slip
    // past the limit; a successful one is given back.
    const source = `${input.phone}|${caller.ip}`
    await enforce(db, IDENTITY_LIMITS.loginIp, caller.ip)
    await enforce(db, IDENTITY_LIMITS.loginPhoneSource, source)
    const [user] = await db.query<{ id: number; password_hash: string; known_browser: boolean }>(
      `SELECT id, password_hash,
              EXISTS (SELECT 1 FROM login_requests r WHERE r.user_id = users.id AND r.browser_hash = $2 AND r.used_at IS NOT NULL) AS known_browser
         FROM users
        WHERE id = (SELECT id FROM users WHERE phone = $1 UNION ALL SELECT user_id FROM user_phones WHERE phone = $1 LIMIT 1)`,
      [input.phone, caller.browserBinding ? sha256(caller.browserBinding) : ''],
    )
    const knownBrowser = user?.known_browser === true
    if (!knownBrowser) await enforce(db, IDENTITY_LIMITS.loginPhone, input.phone)
    const valid = user ? await verifyPassword(input.password, user.password_hash) : await decoy(input.password)
    if (!user || !valid) throw badRequest(API_MSG.wrongCredentials, 'invalid_credentials')

    await reset(db, IDENTITY_LIMITS.loginPhoneSource, source)
    await release(db, IDENTITY_LIMITS.loginIp, caller.ip)
    if (!knownBrowser) await release(db, IDENTITY_LIMITS.loginPhone, input.phone)
    const rehash = needsRehash(user.password_hash, env.passwordHash) ? await hashPassword(input.password, env.passwordHash) : null
    await db.query(
      `UPDATE users SET last_login_at = now(), last_login_ip = $2, password_hash = coalesce($3, password_hash) WHERE id = $1`,
      [user.id, caller.ip, rehash],
    )
    return { request_id: await issueLoginRequest(db, user.id, bindingOf(caller)) }
  }
}

export async function exchangeToken(
  deps: IdentityDeps,
  requestId: string,
  caller: Caller,
): Promise<{ token: string; expires_at: string }> {
  const userId = await consumeLoginRequest(deps.db, requestId, caller.browserBinding ?? null)
  if (!userId) throw badRequest(IDENTITY_INPUT_MSG.requestId, 'invalid_request_id')
  return issueToken(deps.db, userId, { ip: caller.ip, userAgent: caller.userAgent })
}

export async function logout(deps: IdentityDeps, user: AuthUser): Promise<void> {
  await revokeToken(deps.db, user.tokenId)
  await deps.realtime.endSessions(user.id, { onlyTokenId: user.tokenId })
}

export async function selfDetail(deps: IdentityDeps, user: AuthUser) {
  const [row] = await deps.db.query<SelfUser & { email: string | null; email_verified_at: Date | null; user_type: number }>(
    `SELECT ${SELF_COLUMNS}, email, email_verified_at, user_type FROM users WHERE id = $1`,
    [user.id],
  )
  if (!row) throw unauthorized()
  return {
    ...toSelfUser(row),
    email: row.email,
    email_verified: row.email !== null && row.email_verified_at !== null,
    user_type: row.user_type,
    user_type_name: USER_TYPE_LABEL[row.user_type] ?? USER_TYPE_LABEL[1],
    phones: await phonesOf(deps.db, user.id),
  }
}

export async function account(deps: IdentityDeps, user: AuthUser) {
  const [row] = await deps.db.query<{ account_amount: number; account_bonus: number }>(
    'SELECT account_amount, account_bonus FROM users WHERE id = $1',
    [user.id],
  )
  return { account_amount: Number(row.account_amount), account_bonus: Number(row.account_bonus) }
}

export async function loyalty(deps: IdentityDeps, user: AuthUser) {
  const [row] = await deps.db.query<{ loyalty_id: number }>('SELECT loyalty_id FROM users WHERE id = $1', [user.id])
  return { loyalty_id: row.loyalty_id, name: LOYALTY_RANK[row.loyalty_id] ?? LOYALTY_RANK[1] }
}

export async function loginInfo(deps: IdentityDeps, user: AuthUser) {
  const [row] = await deps.db.query<{ last_login_at: Date | null; last_login_ip: string | null; created_at: Date; sessions: number }>(
    `SELECT u.last_login_at, u.last_login_ip, u.created_at,
            (SELECT count(*)::int FROM auth_tokens t
              WHERE t.user_id = u.id AND t.revoked_at IS NULL AND t.expires_at > now()
                AND t.last_used_at > now() - make_interval(secs => $2)) AS sessions
       FROM users u WHERE u.id = $1`,
    [user.id, TOKEN_POLICY.idleMs / 1000],
  )
  return {
    last_login_at: iso(row.last_login_at),
    last_login_ip: row.last_login_ip,
    created_at: iso(row.created_at) as string,
    sessions: row.sessions,
  }
}

/** One answer about whether a phone has an account: limited per phone and site-wide. */
async function countPhoneLookup(deps: IdentityDeps, phone: string): Promise<void> {
  await enforce(deps.db, IDENTITY_LIMITS.phoneLookupPhone, phone)
  await enforce(deps.db, { name: 'phone-lookup-all', limit: deps.env.phoneLookupsPerHour, windowSec: 3600 }, 'all')
}

export async function phoneExist(deps: IdentityDeps, phone: string, caller: Caller): Promise<{ exist: boolean }> {
  await enforce(deps.db, IDENTITY_LIMITS.phoneExistIp, caller.ip)
  await countPhoneLookup(deps, phone)
  return { exist: (await findUserIdByPhone(deps.db, phone)) !== null }
}

export async function addPhone(
  deps: IdentityDeps,
  user: AuthUser,
  input: { phone: string; verify_token: string },
): Promise<{ phones: string[] }> {
  const { db } = deps
  const owner = await findUserIdByPhone(db, input.phone)
  if (owner === user.id) return { phones: await phonesOf(db, user.id) }
  if (owner !== null) throw conflict(API_MSG.phoneTaken, 'phone_taken')
  if ((await phonesOf(db, user.id)).length >= MAX_PHONES) throw badRequest(IDENTITY_MSG.tooManyPhones, 'too_many_phones')
  await db.transaction(async (tx) => {
    await consumeVerifyToken(tx, { token: input.verify_token, target: input.phone, purpose: 'add_phone' })
    const claimed = await tx.query(
      `INSERT INTO user_phones (phone, user_id) SELECT $1, $2
        WHERE NOT EXISTS (SELECT 1 FROM users WHERE phone = $1)
       ON CONFLICT (phone) DO NOTHING RETURNING phone`,
      [input.phone, user.id],
    )
    if (!claimed.length) throw conflict(API_MSG.phoneTaken, 'phone_taken')
  })
  return { phones: await phonesOf(db, user.id) }
}

// ---------------------------------------------------------------------------------------------
// Passwords and profile

export async function resetPassword(
  deps: IdentityDeps,
  input: { phone: string; verify_token: string; password: string },
  caller: Caller,
): Promise<{ request_id: string }> {
  const { db, env } = deps
  const verification = { token: input.verify_token, target: input.phone, purpose: 'reset_password' as const }
  await checkVerifyToken(db, verification)
  const userId = await findUserIdByPhone(db, input.phone)
  // Codes for unknown numbers are never sent, so their tokens cannot exist; kept as a guard.
  if (!userId) throw badRequest(OTP_MSG.verifyToken, 'verify_token_invalid')
  const passwordHash = await hashPassword(input.password, env.passwordHash)
  await db.transaction(async (tx) => {
    await consumeVerifyToken(tx, verification)
    await tx.query(
      'UPDATE users SET password_hash = $2, updated_at = now(), last_login_at = now(), last_login_ip = $3 WHERE id = $1',
      [userId, passwordHash, caller.ip],
    )
    // Whoever else was signed in, maybe with the old (leaked) password, is signed out.
    await revokeUserTokens(tx, userId)
  })
  await deps.realtime.endSessions(userId)
  await reset(db, IDENTITY_LIMITS.loginPhone, input.phone)
  await reset(db, IDENTITY_LIMITS.loginPhoneSource, `${input.phone}|${caller.ip}`)
  return { request_id: await issueLoginRequest(db, userId, bindingOf(caller)) }
}

export async function changePassword(
  deps: IdentityDeps,
  user: AuthUser,
  input: { old_password: string; password: string },
): Promise<void> {
  const { db, env } = deps
  if (input.old_password === input.password) throw badRequest(IDENTITY_MSG.samePassword, 'same_password')
  const limitId = String(user.id)
  await enforce(db, IDENTITY_LIMITS.passwordUser, limitId, IDENTITY_MSG.passwordTooMany)
  const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [user.id])
  if (!row || !(await verifyPassword(input.old_password, row.password_hash))) {
    throw badRequest(IDENTITY_MSG.wrongOldPassword, 'wrong_password')
  }
  await reset(db, IDENTITY_LIMITS.passwordUser, limitId)
  const passwordHash = await hashPassword(input.password, env.passwordHash)
  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [user.id, passwordHash])
    await revokeUserTokens(tx, user.id, user.tokenId)
  })
  await deps.realtime.endSessions(user.id, { keepTokenId: user.tokenId })
}

export async function updateFullName(deps: IdentityDeps, user: AuthUser, fullName: string): Promise<SelfUser> {
  await refuseDisallowedText(deps.db, nameText(fullName))
  const [row] = await deps.db.query<SelfUser>(
    `UPDATE users SET full_name = $2, updated_at = now() WHERE id = $1 RETURNING ${SELF_COLUMNS}`,
    [user.id, fullName],
  )
  return toSelfUser(row)
}

export async function sendEmailCode(deps: IdentityDeps, user: AuthUser, email: string, caller: Caller) {
  const [row] = await deps.db.query<{ email: string | null; email_verified_at: Date | null }>(
    'SELECT email, email_verified_at FROM users WHERE id = $1',
    [user.id],
  )
  if (row?.email === email && row.email_verified_at) throw conflict(IDENTITY_MSG.emailAlreadyVerified, 'email_verified')
  return sendOtp(deps, { email, type: OTP_TYPE.email, purpose: 'verify_email' }, { ...caller, user })
}

export async function verifyEmail(deps: IdentityDeps, user: AuthUser, input: { email: string; code: string }): Promise<SelfUser> {
  const { db } = deps
  const token = await verifyOtp(db, { target: input.email, purpose: 'verify_email', code: input.code })
  return db.transaction(async (tx) => {
    await consumeVerifyToken(tx, { token, target: input.email, purpose: 'verify_email' })
    const [row] = await tx.query<SelfUser>(
      `UPDATE users SET email = $2, email_verified_at = now(), updated_at = now() WHERE id = $1 RETURNING ${SELF_COLUMNS}`,
      [user.id, input.email],
    )
    return toSelfUser(row)
  })
}

// ---------------------------------------------------------------------------------------------
// Recruiter agent

export async function registerRecruiterAgent(deps: IdentityDeps, user: AuthUser, registerKey: string) {
  const { db } = deps
  if (user.user_type === AGENT_USER_TYPE) throw conflict(IDENTITY_MSG.alreadyAgent, 'already_agent')
  const limitId = String(user.id)
  await enforce(db, IDENTITY_LIMITS.registerKeyUser, limitId, IDENTITY_MSG.registerKeyTooMany)
  const keyHash = registerKeyHash(registerKey)
  await db.transaction(async (tx) => {
    const used = await tx.query(
      `UPDATE register_keys SET used_by = $1, used_at = now()
        WHERE key_hash = $2 AND used_at IS NULL AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now()) RETURNING key_hash`,
      [user.id, keyHash],
    )
    if (!used.length) {
      const [key] = await tx.query<{ used_at: Date | null; revoked_at: Date | null }>('SELECT used_at, revoked_at FROM register_keys WHERE key_hash = $1', [keyHash])
      if (!key) throw badRequest(IDENTITY_MSG.registerKeyUnknown, 'register_key_invalid')
      if (key.used_at) throw conflict(IDENTITY_MSG.registerKeyUsed, 'register_key_used')
      if (key.revoked_at) throw badRequest(IDENTITY_MSG.registerKeyRevoked, 'register_key_revoked')
      throw badRequest(IDENTITY_MSG.registerKeyExpired, 'register_key_expired')
    }
    await tx.query('UPDATE users SET user_type = $2, updated_at = now() WHERE id = $1', [user.id, AGENT_USER_TYPE])
  })
  await reset(db, IDENTITY_LIMITS.registerKeyUser, limitId)
  return { user_type: AGENT_USER_TYPE as 9, user_type_name: USER_TYPE_LABEL[AGENT_USER_TYPE] }
}
