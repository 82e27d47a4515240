// One-time codes: 6 digits from crypto.randomInt, stored as SHA-256 of target+purpose+code, valid
// 5 minutes, 5 wrong guesses and the code is dead, single use. A verified code yields a
// verify_token (single use, 15 minutes) that register, reset-password and add-phone consume.
import { randomInt, timingSafeEqual } from 'node:crypto'
import type { Queryable } from '../../db/client'
import { AppError, badRequest } from '../../lib/errors'
import type { LimitRule } from '../../lib/rate-limit'
import { randomSecret, sha256 } from './tokens'
import { IDENTITY_INPUT_MSG, type OtpPurpose } from '../../../src/domain/identity'

export const OTP_POLICY = {
  ttlSec: 300,
  maxAttempts: 5,
  resendAfterSec: 60,
  verifyTokenTtlSec: 900,
} as const

export { OTP_PURPOSES, type OtpPurpose } from '../../../src/domain/identity'

/**
 * Sends (decision 0007), counted per purpose so nobody's sends for one purpose (a stranger asking to
 * reset someone's password) use up another (the owner registering or verifying): per phone or
 * e-mail, purpose and source address 1 per 60 s and 5 per hour; per phone or e-mail and purpose 10
 * per hour from all sources (no SMS bombing); 20 per hour per address (OTP_SENDS_PER_IP_HOUR).
 */
export const OTP_LIMITS = {
  cooldown: { name: 'otp-cooldown', limit: 1, windowSec: OTP_POLICY.resendAfterSec },
  perSource: { name: 'otp-source', limit: 5, windowSec: 3600 },
  perTarget: { name: 'otp-target', limit: 10, windowSec: 3600 },
  perIp: { name: 'otp-ip', limit: 20, windowSec: 3600 },
} satisfies Record<string, LimitRule>

export const OTP_MSG = {
  missing: 'Bạn chưa lấy mã xác thực hoặc mã đã hết hạn, vui lòng lấy mã mới.',
  expired: 'Mã xác thực đã hết hạn, vui lòng lấy mã mới.',
  used: 'Mã xác thực đã được sử dụng, vui lòng lấy mã mới.',
  locked: `Bạn đã nhập sai mã quá ${OTP_POLICY.maxAttempts} lần, vui lòng lấy mã mới.`,
  wrong: (left: number) =>
    left > 0
      ? `Mã xác thực không đúng. Bạn còn ${left} lần thử.`
      : `Mã xác thực không đúng. Bạn đã nhập sai ${OTP_POLICY.maxAttempts} lần, vui lòng lấy mã mới.`,
  verifyToken: IDENTITY_INPUT_MSG.verifyToken,
  cooldown: (seconds: number) => `Vui lòng đợi ${seconds} giây rồi lấy lại mã xác thực.`,
  tooMany: 'Bạn đã lấy mã xác thực quá nhiều lần, vui lòng thử lại sau ít phút.',
} as const

const codeHash = (target: string, purpose: OtpPurpose, code: string) => sha256(`${purpose}:${target}:${code}`)

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** Stores a new code for target+purpose (earlier pending codes stop working) and returns it. */
export async function createOtp(
  db: Queryable,
  input: { target: string; type: number; purpose: OtpPurpose },
): Promise<{ id: number; code: string }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await db.query(
    `UPDATE otps SET expires_at = now() WHERE target = $1 AND purpose = $2 AND verified_at IS NULL AND expires_at > now()`,
    [input.target, input.purpose],
  )
  const rows = await db.query<{ id: number }>(
    `INSERT INTO otps (target, otp_type, purpose, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5)) RETURNING id`,
    [input.target, input.type, input.purpose, codeHash(input.target, input.purpose, code), OTP_POLICY.ttlSec],
  )
  return { id: rows[0].id, code }
}

/** A code that could not be delivered must not stay valid. */
export async function discardOtp(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE otps SET expires_at = now() WHERE id = $1', [id])
}

interface OtpRow {
  id: number
  code_hash: string
  attempts: number
  expired: boolean
  verified_at: Date | null
}

/** Checks a code; on success marks it used and returns a fresh verify_token. */
export async function verifyOtp(db: Queryable, input: { target: string; purpose: OtpPurpose; code: string }): Promise<string> {
  const [otp] = await db.query<OtpRow>(
    `SELECT id, code_hash, attempts, expires_at <= now() AS expired, verified_at
       FROM otps WHERE target = $1 AND purpose = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [input.target, input.purpose],
  )
  if (!otp) throw badRequest(OTP_MSG.missing, 'otp_missing')
  if (otp.verified_at) throw badRequest(OTP_MSG.used, 'otp_used')
  if (otp.attempts >= OTP_POLICY.maxAttempts) throw badRequest(OTP_MSG.locked, 'otp_locked')
  if (otp.expired) throw badRequest(OTP_MSG.expired, 'otp_expired')

  if (!sameHash(codeHash(input.target, input.purpose, input.code), otp.code_hash)) {
    // Counted in one statement, so parallel guesses cannot get past the fifth.
    const [counted] = await db.query<{ attempts: number }>(
      `UPDATE otps SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 RETURNING attempts`,
      [otp.id, OTP_POLICY.maxAttempts],
    )
    if (!counted) throw badRequest(OTP_MSG.locked, 'otp_locked')
    throw badRequest(OTP_MSG.wrong(OTP_POLICY.maxAttempts - counted.attempts), 'otp_wrong')
  }

  const verifyToken = randomSecret()
  const [verified] = await db.query<{ id: number }>(
    `UPDATE otps SET verified_at = now(), verify_token_hash = $2
      WHERE id = $1 AND verified_at IS NULL AND attempts < $3 AND expires_at > now() RETURNING id`,
    [otp.id, sha256(verifyToken), OTP_POLICY.maxAttempts],
  )
  // Someone else used the same code in the meantime (or it expired between the two statements).
  if (!verified) throw badRequest(OTP_MSG.used, 'otp_used')
  return verifyToken
}

const VERIFY_TOKEN_MATCH = `verify_token_hash = $1 AND target = $2 AND purpose = $3 AND consumed_at IS NULL
  AND verified_at > now() - make_interval(secs => $4)`

const invalidVerifyToken = () => new AppError(400, 'verify_token_invalid', OTP_MSG.verifyToken)

/** Checks a verify_token without using it up (to refuse early, before expensive work). */
export async function checkVerifyToken(
  db: Queryable,
  input: { token: string; target: string; purpose: OtpPurpose },
): Promise<void> {
  const rows = await db.query(`SELECT id FROM otps WHERE ${VERIFY_TOKEN_MATCH}`, [
    sha256(input.token),
    input.target,
    input.purpose,
    OTP_POLICY.verifyTokenTtlSec,
  ])
  if (!rows.length) throw invalidVerifyToken()
}

/** Uses a verify_token up; run it in the transaction of the change it authorises. */
export async function consumeVerifyToken(
  db: Queryable,
  input: { token: string; target: string; purpose: OtpPurpose },
): Promise<void> {
  const rows = await db.query(`UPDATE otps SET consumed_at = now() WHERE ${VERIFY_TOKEN_MATCH} RETURNING id`, [
    sha256(input.token),
    input.target,
    input.purpose,
    OTP_POLICY.verifyTokenTtlSec,
  ])
  if (!rows.length) throw invalidVerifyToken()
}
