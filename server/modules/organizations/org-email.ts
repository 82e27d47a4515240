// The organisation's e-mail on its own domain (issue 21, SPEC 7.2 org-email-valid, verify-email/send,
// /identity/v1/recruiters/email-verify/login; docs/decisions/0022-organisation-email.md).
// The owner names an address on the organisation's domain; a single-use link valid 24 hours goes to
// it; opening the link verifies the address (staff-approved 2 becomes 5 "Đã xác thực") and signs the
// owner who asked in: at once in a browser that owner signed in from before, after a code sent by SMS
// to the owner's phone in any other browser, since whoever reads that mailbox is not necessarily the owner.
import { randomInt, timingSafeEqual } from 'node:crypto'
import { maskCandidatePhone } from '../../../src/domain/candidates'
import { BUSINESS_INFO_PATH, VERIFY_STATUS, VERIFY_STATUS_LABELS } from '../../../src/domain/organizations/statuses'
import type { OrgEmailCheck, OrgEmailCodeSent, OrgEmailOpened, OrgEmailSent, OrgEmailState } from '../../../src/domain/contract/organizations'
import { ORG_EMAIL, ORG_EMAIL_MSG, emailDomain, normalizeOrgEmail, orgEmailProblem, registeredDomain, websiteMismatch } from '../../../src/domain/organizations/org-email'
import type { ServiceContext } from '../../context'
import type { Queryable } from '../../db/client'
import { recordActivity } from '../../lib/activity'
import { AppError, badRequest, conflict } from '../../lib/errors'
import { RateLimitedError, enforce, hit, release, reset, type LimitRule } from '../../lib/rate-limit'
import { OTP_LIMITS, OTP_MSG, OTP_POLICY } from '../identity/otp'
import { issueLoginRequest, isKnownBrowser, randomSecret, sha256 } from '../identity/tokens'
import type { OrgRole } from '../access/memberships'
import { createInboxMessage } from '../mail/mail.service'
import type { Messaging } from '../messaging/messaging'

const BRAND = 'Việc Làm Tốt'
const LINK_TTL_MS = ORG_EMAIL.linkValidityHours * 3_600_000

export const ORG_EMAIL_LIMITS = {
  // a link per organisation a minute, five an hour; an address gets at most ten a day from all
  // organisations (nobody fills a company's mailbox through us)
  cooldown: { name: 'org-email-cooldown', limit: 1, windowSec: ORG_EMAIL.resendAfterSec },
  perOrganization: { name: 'org-email-org', limit: 5, windowSec: 3600 },
  perAddress: { name: 'org-email-address', limit: 10, windowSec: 86_400 },
  // opening links: tokens are 256 random bits, this only keeps a scanner from hammering the table
  openPerIp: { name: 'org-email-open-ip', limit: 60, windowSec: 900 },
  // the sign-in code of a link: one a minute, five an hour
  codeCooldown: { name: 'org-email-code-cooldown', limit: 1, windowSec: OTP_POLICY.resendAfterSec },
  codePerLink: { name: 'org-email-code-link', limit: 5, windowSec: 3600 },
} satisfies Record<string, LimitRule>

export const ORG_EMAIL_SERVER_MSG = {
  sent: (email: string) =>
    `Đã gửi liên kết xác thực tới ${email}. Hãy mở hộp thư (cả mục Thư rác) và bấm vào liên kết trong vòng ${ORG_EMAIL.linkValidityHours} giờ.`,
  alreadyVerified: 'Email này đã được xác thực cho doanh nghiệp.',
  cooldown: (seconds: number) => `Vui lòng đợi ${seconds} giây rồi gửi lại liên kết xác thực.`,
  tooMany: 'Bạn đã gửi liên kết xác thực quá nhiều lần, vui lòng thử lại sau.',
  deliveryFailed: 'Không gửi được email lúc này, vui lòng thử lại sau ít phút.',
  smsFailed: 'Không gửi được mã qua SMS lúc này, vui lòng thử lại sau ít phút.',
  linkUnknown: ORG_EMAIL_MSG.linkUnknown,
  linkUsed: 'Liên kết này đã được dùng. Email doanh nghiệp đã được xác thực; hãy đăng nhập để xem trang Thông tin doanh nghiệp.',
  linkReplaced:
    'Liên kết này không còn hiệu lực vì đã có liên kết mới hơn hoặc email doanh nghiệp đã được đổi. Hãy mở liên kết trong email gửi sau cùng.',
  linkExpired: `Liên kết đã hết hạn (hiệu lực ${ORG_EMAIL.linkValidityHours} giờ). Hãy gửi lại liên kết từ trang Thông tin doanh nghiệp.`,
  linkExpiredVerified: 'Liên kết đã hết hạn. Email doanh nghiệp đã được xác thực trước đó; hãy đăng nhập như thường lệ.',
  senderNotOwner: 'Người gửi liên kết không còn là chủ tài khoản của doanh nghiệp nên liên kết không còn hiệu lực.',
  verified: (email: string, organization: string) => `Đã xác thực ${email} là email của doanh nghiệp "${organization}".`,
  inboxTitle: (email: string) => `Đã xác thực email doanh nghiệp ${email}`,
  inboxContent: (status: number) =>
    status === VERIFY_STATUS.verified
      ? 'Doanh nghiệp đã được duyệt và có email theo tên miền riêng: trạng thái là "Đã xác thực".'
      : 'Email này hiện trên trang Thông tin doanh nghiệp. Khi nhân viên duyệt hồ sơ, doanh nghiệp sẽ ở trạng thái "Đã xác thực".',
  codeSms: (code: string) =>
    `Mã đăng nhập ${BRAND} của bạn là ${code}, dùng sau khi xác thực email doanh nghiệp. Mã có hiệu lực ${OTP_POLICY.ttlSec / 60} phút. Không chia sẻ mã này cho bất kỳ ai.`,
} as const

/** A link's e-mail or the SMS of its code could not leave: 503, the cause goes to the log. */
export class OrgEmailDeliveryError extends AppError {
  constructor(
    readonly reason: unknown,
    message: string,
  ) {
    super(503, 'delivery_failed', message)
  }
}

export interface OrgEmailDeps extends ServiceContext {
  messaging: Messaging
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

// ---------------------------------------------------------------------------------------------
// The state and the check as one types (members)

/** GET /job/v1/recruiters/{id}/org-email (a member). */
export async function orgEmailState(db: Queryable, organizationId: number, role: OrgRole): Promise<OrgEmailState> {
  const [row] = await db.query<{
    email: string | null
    email_verified_at: Date | null
    verified_by: string | null
    website: string | null
    verify_status: number
    sent_at: Date | null
    expires_at: Date | null
    expired: boolean | null
  }>(
    `SELECT o.email, o.email_verified_at, coalesce(u.full_name, u.phone) AS verified_by, o.website, o.verify_status,
            l.created_at AS sent_at, l.expires_at, l.expires_at <= now() AS expired
       FROM organizations o
       LEFT JOIN users u ON u.id = o.email_verified_by
       LEFT JOIN LATERAL (
         SELECT created_at, expires_at FROM organization_email_links
          WHERE organization_id = o.id AND email = o.email AND revoked_at IS NULL AND verified_at IS NULL
          ORDER BY created_at DESC LIMIT 1
       ) l ON o.email_verified_at IS NULL
      WHERE o.id = $1`,
    [organizationId],
  )
  const verified = row.email !== null && row.email_verified_at !== null
  const domain = verified && row.email ? emailDomain(row.email) : null
  return {
    organization_id: organizationId,
    email: row.email,
    verified,
    verified_at: iso(row.email_verified_at),
    verified_by: verified ? row.verified_by : null,
    domain: domain ? registeredDomain(domain) : null,
    link: row.sent_at && row.expires_at ? { sent_at: iso(row.sent_at)!, expires_at: iso(row.expires_at)!, expired: row.expired === true } : null,
    website: row.website,
    verify_status: row.verify_status,
    verify_status_name: VERIFY_STATUS_LABELS[row.verify_status] ?? '',
    can_edit: role === 'owner',
  }
}

/** GET /job/v1/recruiters/{id}/org-email-valid?email= (a member): whether the address may stand for the organisation, and why not. */
export async function checkOrgEmail(db: Queryable, organizationId: number, raw: string): Promise<OrgEmailCheck> {
  const email = normalizeOrgEmail(raw)
  const problem = orgEmailProblem(email)
  if (problem) return { email, valid: false, code: problem.code, message: problem.message, warning: null }
  const [org] = await db.query<{ email: string | null; email_verified_at: Date | null; website: string | null }>(
    'SELECT email, email_verified_at, website FROM organizations WHERE id = $1',
    [organizationId],
  )
  if (org.email === email && org.email_verified_at) {
    return { email, valid: false, code: 'already_verified', message: ORG_EMAIL_SERVER_MSG.alreadyVerified, warning: null }
  }
  return { email, valid: true, code: null, message: null, warning: websiteMismatch(email, org.website) }
}

// ---------------------------------------------------------------------------------------------
// Sending the link (the owner)

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

function linkEmail(input: { to: string; url: string; organization: string; sender: string | null }) {
  const intro = `${input.sender ?? 'Chủ tài khoản doanh nghiệp'} vừa đề nghị dùng địa chỉ ${input.to} làm email của doanh nghiệp "${input.organization}" trên ${BRAND}.`
  const action = `Bấm vào liên kết dưới đây để xác thực (liên kết dùng một lần, hiệu lực ${ORG_EMAIL.linkValidityHours} giờ):`
  const ignore = 'Nếu bạn không yêu cầu, hãy bỏ qua email này: địa chỉ của bạn sẽ không được gắn với doanh nghiệp nào.'
  return {
    to: input.to,
    subject: `Xác thực email doanh nghiệp "${input.organization}" trên ${BRAND}`,
    text: ['Xin chào,', intro, action, input.url, ignore, BRAND].join('\n\n'),
    html:
      `<!doctype html><html lang="vi"><body>` +
      [`<p>Xin chào,</p>`, `<p>${escapeHtml(intro)}</p>`, `<p>${escapeHtml(action)}</p>`].join('') +
      `<p><a href="${escapeHtml(input.url)}">Xác thực email doanh nghiệp</a></p><p>${escapeHtml(input.url)}</p>` +
      `<p>${escapeHtml(ignore)}</p><p>${BRAND}</p></body></html>`,
  }
}

/** POST /job/v1/recruiters/{id}/verify-email/send { email } (the owner). */
export async function sendOrgEmailLink(deps: OrgEmailDeps, organizationId: number, userId: number, raw: unknown): Promise<OrgEmailSent> {
  const { db } = deps
  const email = normalizeOrgEmail(typeof raw === 'string' ? raw : '')
  const problem = orgEmailProblem(email)
  if (problem) throw badRequest(problem.message, problem.code)
  const check = await checkOrgEmail(db, organizationId, email)
  if (check.code === 'already_verified') throw conflict(ORG_EMAIL_SERVER_MSG.alreadyVerified, 'already_verified')

  const orgKey = String(organizationId)
  const cooldown = await hit(db, ORG_EMAIL_LIMITS.cooldown, orgKey)
  if (cooldown.limited) throw new RateLimitedError(cooldown.retryAfterSec, ORG_EMAIL_SERVER_MSG.cooldown(cooldown.retryAfterSec))
  await enforce(db, ORG_EMAIL_LIMITS.perOrganization, orgKey, ORG_EMAIL_SERVER_MSG.tooMany)
  await enforce(db, ORG_EMAIL_LIMITS.perAddress, email, ORG_EMAIL_SERVER_MSG.tooMany)

  const token = randomSecret(32)
  const expires = new Date(Date.now() + LINK_TTL_MS)
  const { linkId, organization, sender } = await db.transaction(async (tx) => {
    const [org] = await tx.query<{ name: string; email: string | null; email_verified_at: Date | null }>(
      'SELECT name, email, email_verified_at FROM organizations WHERE id = $1 FOR UPDATE',
      [organizationId],
    )
    if (org.email === email && org.email_verified_at) throw conflict(ORG_EMAIL_SERVER_MSG.alreadyVerified, 'already_verified')
    // only the newest link works
    await tx.query('UPDATE organization_email_links SET revoked_at = now() WHERE organization_id = $1 AND revoked_at IS NULL AND signed_in_at IS NULL', [
      organizationId,
    ])
    if (org.email !== email) {
      // a new address stands for the organisation only once verified: "Đã xác thực" waits for it
      await tx.query(
        `UPDATE organizations SET email = $2, email_verified_at = NULL, email_verified_by = NULL,
                verify_status = CASE WHEN verify_status = $3 THEN $4 ELSE verify_status END,
                unlinked_verify_status = CASE WHEN unlinked_verify_status = $3 THEN $4 ELSE unlinked_verify_status END
          WHERE id = $1`,
        [organizationId, email, VERIFY_STATUS.verified, VERIFY_STATUS.approved],
      )
    }
    const [link] = await tx.query<{ id: number }>(
      `INSERT INTO organization_email_links (organization_id, requested_by, email, token_hash, expires_at) VALUES ($1, $2, $3, $4, $5) RETURNING id::int AS id`,
      [organizationId, userId, email, sha256(token), expires],
    )
    const [user] = await tx.query<{ full_name: string | null }>('SELECT full_name FROM users WHERE id = $1', [userId])
    await recordActivity(tx, { organizationId, userId, action: 'organization.email_link_sent', subjectId: link.id, details: { email } })
    return { linkId: link.id, organization: org.name, sender: user?.full_name ?? null }
  })

  const url = `${deps.env.publicOrigin}${ORG_EMAIL.linkPath}?token=${token}`
  try {
    await deps.messaging.email.send(linkEmail({ to: email, url, organization, sender }))
  } catch (error) {
    // nothing reached the mailbox: the link is void and the attempt is given back
    await db.query('UPDATE organization_email_links SET revoked_at = now() WHERE id = $1', [linkId])
    await reset(db, ORG_EMAIL_LIMITS.cooldown, orgKey)
    await release(db, ORG_EMAIL_LIMITS.perOrganization, orgKey)
    await release(db, ORG_EMAIL_LIMITS.perAddress, email)
    throw new OrgEmailDeliveryError(error, ORG_EMAIL_SERVER_MSG.deliveryFailed)
  }
  return {
    message: ORG_EMAIL_SERVER_MSG.sent(email),
    email,
    expires_at: expires.toISOString(),
    resend_after: ORG_EMAIL.resendAfterSec,
    warning: check.warning,
  }
}

// ---------------------------------------------------------------------------------------------
// Opening the link (anyone holding it)

interface LinkRow {
  id: number
  organization_id: number
  requested_by: number
  email: string
  expired: boolean
  revoked_at: Date | null
  verified_at: Date | null
  signed_in_at: Date | null
  organization: string
  sender_phone: string
  sender_is_owner: boolean
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/

async function findLink(db: Queryable, token: string, lock = false): Promise<LinkRow> {
  if (!TOKEN_SHAPE.test(token)) throw badRequest(ORG_EMAIL_SERVER_MSG.linkUnknown, 'link_unknown')
  const [link] = await db.query<LinkRow>(
    `SELECT l.id::int AS id, l.organization_id::int AS organization_id, l.requested_by::int AS requested_by, l.email,
            l.expires_at <= now() AS expired, l.revoked_at, l.verified_at, l.signed_in_at, o.name AS organization, u.phone AS sender_phone,
            EXISTS (SELECT 1 FROM organization_members m WHERE m.organization_id = l.organization_id AND m.user_id = l.requested_by AND m.role = 'owner') AS sender_is_owner
       FROM organization_email_links l JOIN organizations o ON o.id = l.organization_id JOIN users u ON u.id = l.requested_by
      WHERE l.token_hash = $1${lock ? ' FOR UPDATE OF l' : ''}`,
    [sha256(token)],
  )
  if (!link) throw badRequest(ORG_EMAIL_SERVER_MSG.linkUnknown, 'link_unknown')
  const gone = (code: string, message: string) => new AppError(410, code, message)
  if (link.signed_in_at) throw gone('link_used', ORG_EMAIL_SERVER_MSG.linkUsed)
  if (link.revoked_at) throw gone('link_replaced', ORG_EMAIL_SERVER_MSG.linkReplaced)
  if (link.expired) throw link.verified_at ? gone('link_used', ORG_EMAIL_SERVER_MSG.linkExpiredVerified) : gone('link_expired', ORG_EMAIL_SERVER_MSG.linkExpired)
  if (!link.sender_is_owner) throw gone('sender_not_owner', ORG_EMAIL_SERVER_MSG.senderNotOwner)
  return link
}

/** Who opens the link: the bearer's account if any, and this browser's sign-in binding. */
export interface LinkCaller {
  ip: string
  userId: number | null
  /** the browser's existing binding (cookie), or null */
  binding: string | null
  /** the browser's binding, creating it (and its cookie) when there is none */
  ensureBinding: () => string
}

/** Checks a sign-in code of a link; a wrong guess is counted even though the request fails. */
async function checkCode(db: Queryable, linkId: number, code: string): Promise<void> {
  const [row] = await db.query<{ code_hash: string | null; attempts: number; live: boolean }>(
    `UPDATE organization_email_links SET code_attempts = code_attempts + 1 WHERE id = $1 AND code_hash IS NOT NULL
     RETURNING code_hash, code_attempts AS attempts, code_expires_at > now() AND code_attempts <= $2 AS live`,
    [linkId, OTP_POLICY.maxAttempts],
  )
  if (!row?.code_hash) throw badRequest(OTP_MSG.missing, 'code_missing')
  if (!row.live) throw badRequest(row.attempts > OTP_POLICY.maxAttempts ? OTP_MSG.locked : OTP_MSG.expired, 'code_expired')
  const expected = Buffer.from(row.code_hash)
  const given = Buffer.from(sha256(`${linkId}:${code}`))
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw badRequest(OTP_MSG.wrong(OTP_POLICY.maxAttempts - row.attempts), 'code_wrong')
  }
}

/** POST /identity/v1/recruiters/email-verify/login { token, code? } (public). */
export async function openOrgEmailLink(deps: OrgEmailDeps, input: { token: string; code?: string }, caller: LinkCaller): Promise<OrgEmailOpened> {
  const { db } = deps
  await enforce(db, ORG_EMAIL_LIMITS.openPerIp, caller.ip)
  const found = await findLink(db, input.token)
  if (input.code !== undefined) await checkCode(db, found.id, input.code)
  const known = caller.userId !== found.requested_by && (await isKnownBrowser(db, found.requested_by, caller.binding))

  return db.transaction(async (tx) => {
    const link = await findLink(tx, input.token, true)
    let status: number
    if (!link.verified_at) {
      const [org] = await tx.query<{ verify_status: number }>(
        `UPDATE organizations SET email_verified_at = now(), email_verified_by = $2,
                verify_status = CASE WHEN verify_status = $4 THEN $5 ELSE verify_status END,
                unlinked_verify_status = CASE WHEN unlinked_verify_status = $4 THEN $5 ELSE unlinked_verify_status END
          WHERE id = $1 AND email = $3 RETURNING verify_status`,
        [link.organization_id, link.requested_by, link.email, VERIFY_STATUS.approved, VERIFY_STATUS.verified],
      )
      // the address was changed since (which retires its links): never verify another one
      if (!org) throw new AppError(410, 'link_replaced', ORG_EMAIL_SERVER_MSG.linkReplaced)
      status = org.verify_status
      await tx.query('UPDATE organization_email_links SET verified_at = now() WHERE id = $1', [link.id])
      await createInboxMessage(
        { db: tx, realtime: deps.realtime },
        {
          userId: link.requested_by,
          part: 'common',
          title: ORG_EMAIL_SERVER_MSG.inboxTitle(link.email),
          content: ORG_EMAIL_SERVER_MSG.inboxContent(status),
          url: BUSINESS_INFO_PATH,
        },
      )
    } else {
      ;[{ verify_status: status }] = await tx.query<{ verify_status: number }>('SELECT verify_status FROM organizations WHERE id = $1', [link.organization_id])
    }

    const signIn: Pick<OrgEmailOpened, 'sign_in' | 'request_id' | 'phone_hint'> =
      caller.userId === link.requested_by
        ? { sign_in: 'already', request_id: null, phone_hint: null }
        : known || input.code !== undefined
          ? { sign_in: 'key', request_id: await issueLoginRequest(tx, link.requested_by, caller.ensureBinding()), phone_hint: null }
          : { sign_in: 'code', request_id: null, phone_hint: maskCandidatePhone(link.sender_phone) }
    if (signIn.sign_in !== 'code') {
      await tx.query('UPDATE organization_email_links SET signed_in_at = now(), code_hash = NULL WHERE id = $1', [link.id])
    }
    return {
      message: ORG_EMAIL_SERVER_MSG.verified(link.email, link.organization),
      organization_id: link.organization_id,
      organization_name: link.organization,
      email: link.email,
      verify_status: status,
      verify_status_name: VERIFY_STATUS_LABELS[status] ?? '',
      ...signIn,
    }
  })
}

/** POST /identity/v1/recruiters/email-verify/code { token } (public): the sign-in code, by SMS to the owner who asked. */
export async function sendOrgEmailSignInCode(
  deps: OrgEmailDeps,
  token: string,
  caller: { ip: string },
): Promise<OrgEmailCodeSent> {
  const { db } = deps
  const link = await findLink(db, token)
  const linkKey = String(link.id)
  await enforce(db, { ...OTP_LIMITS.perIp, limit: deps.env.otpSendsPerIpHour }, caller.ip, OTP_MSG.tooMany)
  const cooldown = await hit(db, ORG_EMAIL_LIMITS.codeCooldown, linkKey)
  if (cooldown.limited) throw new RateLimitedError(cooldown.retryAfterSec, OTP_MSG.cooldown(cooldown.retryAfterSec))
  await enforce(db, ORG_EMAIL_LIMITS.codePerLink, linkKey, OTP_MSG.tooMany)

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await db.query(
    `UPDATE organization_email_links SET code_hash = $2, code_expires_at = now() + make_interval(secs => $3), code_attempts = 0 WHERE id = $1`,
    [link.id, sha256(`${link.id}:${code}`), OTP_POLICY.ttlSec],
  )
  try {
    await deps.messaging.sms.send(link.sender_phone, ORG_EMAIL_SERVER_MSG.codeSms(code))
  } catch (error) {
    await db.query('UPDATE organization_email_links SET code_hash = NULL WHERE id = $1', [link.id])
    await reset(db, ORG_EMAIL_LIMITS.codeCooldown, linkKey)
    await release(db, ORG_EMAIL_LIMITS.codePerLink, linkKey)
    throw new OrgEmailDeliveryError(error, ORG_EMAIL_SERVER_MSG.smsFailed)
  }
  return { expires_in: OTP_POLICY.ttlSec, resend_after: OTP_POLICY.resendAfterSec, phone_hint: maskCandidatePhone(link.sender_phone) }
}
