// The organisation's e-mail on its own domain (issue 21; docs/decisions/0022-organisation-email.md):
// free-mail refused, a company address accepted, the link (expiry, single use, tampering, a newer
// link), who may ask, the rate limits, 2 -> 5 and back, and how opening the link signs the owner in.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ORG_EMAIL_MSG } from '../../../src/domain/organizations/org-email'
import { VERIFY_STATUS } from '../../../src/domain/organizations/statuses'
import { callAs, createTestContext, createTestOrganization, createTestStaff, createTestUser, type TestContext, type TestUser } from '../../testing'
import { sha256 } from '../identity/tokens'
import { ORG_EMAIL_SERVER_MSG } from './org-email'

let t: TestContext
let owner: TestUser
let colleague: TestUser
let stranger: TestUser
let staff: TestUser
let org: number

const call = (method: 'GET' | 'POST', url: string, user?: TestUser | null, payload?: unknown) => callAs(t.app, method, url, user, payload)
const check = (email: string, user: TestUser = owner) => call('GET', `/job/v1/recruiters/${org}/org-email-valid?email=${encodeURIComponent(email)}`, user)
const send = (email: string, user: TestUser = owner, organization = org) => call('POST', `/job/v1/recruiters/${organization}/verify-email/send`, user, { email })
const stateOf = (user: TestUser = owner) => call('GET', `/job/v1/recruiters/${org}/org-email`, user)
const organization = async () =>
  (
    await t.db.query<{ email: string | null; email_verified_at: Date | null; email_verified_by: number | null; verify_status: number }>(
      'SELECT email, email_verified_at, email_verified_by::int AS email_verified_by, verify_status FROM organizations WHERE id = $1',
      [org],
    )
  )[0]
/** The link's token from the newest e-mail in the development outbox to that address. */
const tokenSentTo = async (email: string) => {
  const [mail] = await t.db.query<{ body: string; subject: string }>(
    `SELECT body, subject FROM outbox_messages WHERE channel = 'email' AND recipient = $1 ORDER BY id DESC LIMIT 1`,
    [email],
  )
  const token = /\/xac-thuc-email-doanh-nghiep\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1]
  expect(token, `liên kết gửi tới ${email}`).toBeTruthy()
  return token!
}
const smsCode = async (phone: string) => {
  const [sms] = await t.db.query<{ body: string }>(`SELECT body FROM outbox_messages WHERE channel = 'sms' AND recipient = $1 ORDER BY id DESC LIMIT 1`, [phone])
  return /\b(\d{6})\b/.exec(sms?.body ?? '')![1]
}
/** Opens a link as a browser: its sign-in cookie (if any) and bearer (if any). */
const open = async (body: Record<string, unknown>, browser: { cookie?: string; user?: TestUser } = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/identity/v1/recruiters/email-verify/login',
    headers: { ...(browser.cookie ? { cookie: browser.cookie } : {}), ...(browser.user ? { authorization: `Bearer ${browser.user.token}` } : {}) },
    payload: body,
  })
  return { status: res.statusCode, body: res.json(), headers: res.headers }
}
const exchange = async (requestId: string, cookie: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/identity/v1/token', headers: { cookie }, payload: { request_id: requestId } })
  return { status: res.statusCode, body: res.json() }
}
const cookieOf = (headers: Record<string, unknown>) => String(headers['set-cookie'] ?? '').split(';')[0]
/** A browser the owner has signed in from before (a used sign-in key bound to its cookie). */
const knownBrowser = async (user: TestUser) => {
  const binding = `known-browser-${Math.random().toString(36).slice(2)}-abcdefghijklmnopqrstuvwxyz`
  await t.db.query(`INSERT INTO login_requests (request_hash, user_id, expires_at, used_at, browser_hash) VALUES ($1, $2, now(), now(), $3)`, [
    sha256(`used-${binding}`),
    user.id,
    sha256(binding),
  ])
  return `vl_signin=${binding}`
}

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 2, jobs: 3 } })
  owner = await createTestUser(t.db, 'Chủ Sen Vàng')
  colleague = await createTestUser(t.db, 'Đồng nghiệp')
  stranger = await createTestUser(t.db, 'Người ngoài')
  staff = await createTestStaff(t.db)
  await createTestOrganization(t.db, 'Doanh nghiệp khác', [{ user: stranger }])
})
beforeEach(async () => {
  org = await createTestOrganization(t.db, 'Sen Vàng', [{ user: owner }, { user: colleague, role: 'recruiter' }])
  await t.db.query(`UPDATE organizations SET website = 'https://senvang.vn' WHERE id = $1`, [org])
  await t.db.query('DELETE FROM rate_limits')
})
afterAll(() => t.close())

describe('which address may stand for an organisation', () => {
  it('refuses free-mail domains, whatever the case and spaces, saying why', async () => {
    for (const email of ['chu.senvang@gmail.com', '  HR@Yahoo.com.vn ', 'tuyendung@OUTLOOK.com', 'a@hotmail.com', 'b@icloud.com', 'c@proton.me', 'x@hn.vnn.vn']) {
      const res = await check(email)
      expect(res.status, email).toBe(200)
      expect(res.body.data, email).toMatchObject({ valid: false, code: 'free_mail' })
      expect(res.body.data.message).toContain('Hãy dùng email theo tên miền của doanh nghiệp')
      const sent = await send(email)
      expect(sent.status, email).toBe(400)
      expect(sent.body.error.code).toBe('free_mail')
      expect(sent.body.error.message).toBe(res.body.data.message)
    }
    expect((await check(' Minh@GMAIL.COM ')).body.data).toMatchObject({ email: 'minh@gmail.com', message: ORG_EMAIL_MSG.freeMail('gmail.com') })
    expect((await check('khong-phai-email')).body.data).toMatchObject({ valid: false, code: 'invalid', message: ORG_EMAIL_MSG.invalid })
    expect((await check('')).body.data).toMatchObject({ valid: false, code: 'required' })
    expect((await send('a@mailinator.com')).body.error.code).toBe('disposable')
    const missing = await call('GET', `/job/v1/recruiters/${org}/org-email-valid`, owner)
    expect(missing.status).toBe(400)
    expect(missing.body.error.message).toBe(ORG_EMAIL_MSG.required)
    expect((await call('POST', `/job/v1/recruiters/${org}/verify-email/send`, owner, { email: 42 })).status).toBe(400)
    expect((await organization()).email).toBeNull()
    expect(await t.db.query('SELECT 1 FROM organization_email_links WHERE organization_id = $1', [org])).toHaveLength(0)
  })

  it('accepts an address on the company domain, and warns when it is not the website’s', async () => {
    expect((await check('  TuyenDung@SenVang.vn ')).body.data).toEqual({ email: 'tuyendung@senvang.vn', valid: true, code: null, message: null, warning: null })
    expect((await check('hr@senvang.com.vn', colleague)).body.data).toMatchObject({
      valid: true,
      warning: ORG_EMAIL_MSG.websiteMismatch('senvang.com.vn', 'senvang.vn'),
    })
  })

  it('is asked by the owner only, read by members only', async () => {
    expect((await check('hr@senvang.vn', stranger)).status).toBe(403)
    expect((await stateOf(stranger)).status).toBe(403)
    const refused = await send('hr@senvang.vn', stranger)
    expect(refused.status).toBe(403)
    expect(refused.body.data).toBeUndefined()
    expect((await send('hr@senvang.vn', colleague)).status).toBe(403)
    expect((await call('GET', `/job/v1/recruiters/${org}/org-email`)).status).toBe(401)
    expect((await stateOf(colleague)).body.data).toMatchObject({ email: null, verified: false, can_edit: false })
    expect(await t.db.query('SELECT 1 FROM outbox_messages WHERE recipient = $1', ['hr@senvang.vn'])).toHaveLength(0)
  })
})

describe('the link', () => {
  it('is sent to the address, hashed, and shown as waiting', async () => {
    const sent = await send(' HR@SenVang.vn ')
    expect(sent.status).toBe(200)
    expect(sent.body.data).toMatchObject({ email: 'hr@senvang.vn', message: ORG_EMAIL_SERVER_MSG.sent('hr@senvang.vn'), resend_after: 60, warning: null })
    expect(new Date(sent.body.data.expires_at).getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000)
    const token = await tokenSentTo('hr@senvang.vn')
    const [mail] = await t.db.query<{ subject: string; body: string }>(`SELECT subject, body FROM outbox_messages WHERE recipient = 'hr@senvang.vn'`)
    expect(mail.subject).toBe('Xác thực email doanh nghiệp "Sen Vàng" trên Việc Làm Tốt')
    expect(mail.body).toContain('Chủ Sen Vàng vừa đề nghị dùng địa chỉ hr@senvang.vn làm email của doanh nghiệp "Sen Vàng"')
    const [link] = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM organization_email_links WHERE organization_id = $1', [org])
    expect(link.token_hash).toBe(sha256(token))
    expect(JSON.stringify(await t.db.query('SELECT * FROM organization_email_links'))).not.toContain(token)
    const state = (await stateOf(colleague)).body.data
    expect(state).toMatchObject({ email: 'hr@senvang.vn', verified: false, domain: null, link: { expired: false } })
  })

  it('verifies once: the owner signed in here already; opening it again is refused', async () => {
    await send('hr@senvang.vn')
    const token = await tokenSentTo('hr@senvang.vn')
    const opened = await open({ token }, { user: owner })
    expect(opened.status).toBe(200)
    expect(opened.body.data).toMatchObject({
      sign_in: 'already',
      request_id: null,
      email: 'hr@senvang.vn',
      organization_name: 'Sen Vàng',
      message: ORG_EMAIL_SERVER_MSG.verified('hr@senvang.vn', 'Sen Vàng'),
    })
    expect(opened.headers['cache-control']).toBe('no-store')
    expect(await organization()).toMatchObject({ email: 'hr@senvang.vn', email_verified_by: owner.id, email_verified_at: expect.any(Date) })
    expect((await stateOf(colleague)).body.data).toMatchObject({ verified: true, verified_by: 'Chủ Sen Vàng', domain: 'senvang.vn', link: null })
    const inbox = await t.db.query<{ title: string }>('SELECT title FROM inboxes WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [owner.id])
    expect(inbox[0].title).toBe(ORG_EMAIL_SERVER_MSG.inboxTitle('hr@senvang.vn'))

    const again = await open({ token }, { user: owner })
    expect(again.status).toBe(410)
    expect(again.body.error).toEqual({ code: 'link_used', message: ORG_EMAIL_SERVER_MSG.linkUsed })
    // the verified address cannot be sent again; nothing changed
    expect((await check('hr@senvang.vn')).body.data).toMatchObject({ valid: false, code: 'already_verified' })
    expect((await send('hr@senvang.vn')).status).toBe(409)
  })

  it('refuses an expired, a tampered, an unknown or a replaced link, changing nothing', async () => {
    await send('hr@senvang.vn')
    const token = await tokenSentTo('hr@senvang.vn')
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    for (const bad of [tampered, 'abc', `${token}x`, 'a'.repeat(43), 'không-phải-mã']) {
      const res = await open({ token: bad })
      expect(res.status, bad).toBe(400)
      expect(res.body.error).toEqual({ code: 'link_unknown', message: ORG_EMAIL_SERVER_MSG.linkUnknown })
    }
    expect((await open({})).body.error.message).toBe(ORG_EMAIL_SERVER_MSG.linkUnknown)
    expect((await open({ token: 'x'.repeat(500) })).status).toBe(400)

    await t.db.query(`UPDATE organization_email_links SET expires_at = now() - interval '1 second' WHERE organization_id = $1`, [org])
    const expired = await open({ token })
    expect(expired.status).toBe(410)
    expect(expired.body.error).toEqual({ code: 'link_expired', message: ORG_EMAIL_SERVER_MSG.linkExpired })
    expect((await organization()).email_verified_at).toBeNull()
    expect((await stateOf()).body.data.link).toMatchObject({ expired: true })

    // a newer link retires the older one
    await t.db.query('DELETE FROM rate_limits')
    await send('hr@senvang.vn')
    const newer = await tokenSentTo('hr@senvang.vn')
    await t.db.query('DELETE FROM rate_limits')
    await send('tuyendung@senvang.vn')
    expect((await open({ token: newer })).body.error).toEqual({ code: 'link_replaced', message: ORG_EMAIL_SERVER_MSG.linkReplaced })
    expect((await organization()).email_verified_at).toBeNull()
  })

  it('is void once its sender is no longer an owner', async () => {
    await send('hr@senvang.vn')
    const token = await tokenSentTo('hr@senvang.vn')
    await t.db.query(`UPDATE organization_members SET role = 'recruiter' WHERE organization_id = $1 AND user_id = $2`, [org, owner.id])
    expect((await open({ token })).body.error.code).toBe('sender_not_owner')
    expect((await organization()).email_verified_at).toBeNull()
  })

  it('is rate limited per organisation and per address', async () => {
    expect((await send('hr@senvang.vn')).status).toBe(200)
    const soon = await send('hr@senvang.vn')
    expect(soon.status).toBe(429)
    expect(soon.body.error.message).toMatch(/^Vui lòng đợi \d+ giây rồi gửi lại liên kết xác thực\.$/)
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0)
    for (let i = 0; i < 4; i++) {
      await t.db.query(`DELETE FROM rate_limits WHERE key LIKE 'org-email-cooldown:%'`)
      expect((await send(`hr${i}@senvang.vn`)).status).toBe(200)
    }
    await t.db.query(`DELETE FROM rate_limits WHERE key LIKE 'org-email-cooldown:%'`)
    const hour = await send('hr9@senvang.vn')
    expect(hour.status).toBe(429)
    expect(hour.body.error.message).toBe(ORG_EMAIL_SERVER_MSG.tooMany)
  })
})

describe('the verify status', () => {
  it('goes from staff-approved (2) to verified (5) with the address, and back when the address changes', async () => {
    await t.db.query('UPDATE organizations SET verify_status = $2, is_partner = true WHERE id = $1', [org, VERIFY_STATUS.approved])
    await send('hr@senvang.vn')
    expect((await organization()).verify_status).toBe(VERIFY_STATUS.approved)
    const opened = await open({ token: await tokenSentTo('hr@senvang.vn') }, { user: owner })
    expect(opened.body.data).toMatchObject({ verify_status: VERIFY_STATUS.verified, verify_status_name: 'Đã xác thực' })
    expect((await organization()).verify_status).toBe(VERIFY_STATUS.verified)

    await t.db.query('DELETE FROM rate_limits')
    await send('nhansu@senvang.vn')
    expect(await organization()).toMatchObject({ email: 'nhansu@senvang.vn', email_verified_at: null, verify_status: VERIFY_STATUS.approved })
    await open({ token: await tokenSentTo('nhansu@senvang.vn') }, { user: owner })
    expect((await organization()).verify_status).toBe(VERIFY_STATUS.verified)
  })

  it('does not make an organisation staff have not approved verified, and staff approval of one with its address is 5', async () => {
    await send('hr@senvang.vn')
    await open({ token: await tokenSentTo('hr@senvang.vn') }, { user: owner })
    expect(await organization()).toMatchObject({ verify_status: VERIFY_STATUS.waitingVerify, email_verified_at: expect.any(Date) })
    const [audit] = await t.db.query<{ id: number }>(
      `INSERT INTO organization_audits (organization_id, submitted_by, snapshot) VALUES ($1, $2, '{}') RETURNING id::int AS id`,
      [org, owner.id],
    )
    await t.db.query('UPDATE organizations SET verify_status = $2 WHERE id = $1', [org, VERIFY_STATUS.waitingApproved])
    const decided = await call('POST', '/job/v1/staff/organizations/decisions', staff, { ids: [audit.id], decision: 'approve' })
    expect(decided.status).toBe(200)
    expect((await organization()).verify_status).toBe(VERIFY_STATUS.verified)
  })
})

describe('signing in from the link', () => {
  it('signs the owner in at once in a browser the owner signed in from before', async () => {
    await send('hr@senvang.vn')
    const cookie = await knownBrowser(owner)
    const opened = await open({ token: await tokenSentTo('hr@senvang.vn') }, { cookie })
    expect(opened.body.data).toMatchObject({ sign_in: 'key', request_id: expect.any(String), phone_hint: null })
    const token = await exchange(opened.body.data.request_id, cookie)
    expect(token.status).toBe(200)
    const me = await t.app.inject({ method: 'GET', url: '/identity/v1/valid-token', headers: { authorization: `Bearer ${token.body.data.token}` } })
    expect(me.json().data.id).toBe(owner.id)
    // the key is the browser's: another one cannot take it, and the link is spent
    expect((await open({ token: await tokenSentTo('hr@senvang.vn') }, { cookie })).status).toBe(410)
  })

  it('asks a browser that never signed in for a code sent by SMS to the owner', async () => {
    await send('hr@senvang.vn')
    const token = await tokenSentTo('hr@senvang.vn')
    // a stranger's browser (never signed in as the owner), or a mail scanner: verified, not signed in
    const opened = await open({ token }, { cookie: await knownBrowser(stranger) })
    expect(opened.status).toBe(200)
    expect(opened.body.data).toMatchObject({ sign_in: 'code', request_id: null, phone_hint: expect.stringMatching(/^08xx xxx x\d\d$/) })
    expect(opened.body.data.phone_hint.slice(-2)).toBe(owner.phone.slice(-2))
    expect((await organization()).email_verified_at).toBeInstanceOf(Date)
    // opening it again still offers the code (verified once, signs in once)
    expect((await open({ token })).body.data.sign_in).toBe('code')

    expect((await open({ token, code: '123456' })).body.error.code).toBe('code_missing')
    const codeSent = await call('POST', '/identity/v1/recruiters/email-verify/code', null, { token })
    expect(codeSent.status).toBe(200)
    expect(codeSent.body.data).toMatchObject({ expires_in: 300, resend_after: 60 })
    expect((await call('POST', '/identity/v1/recruiters/email-verify/code', null, { token })).status).toBe(429)
    const code = await smsCode(owner.phone)
    const wrong = await open({ token, code: code === '000000' ? '111111' : '000000' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error.message).toBe('Mã xác thực không đúng. Bạn còn 4 lần thử.')
    expect((await open({ token, code: 'abc' })).body.error.message).toBe('Mã xác thực gồm 6 chữ số.')

    const signedIn = await open({ token, code })
    expect(signedIn.body.data).toMatchObject({ sign_in: 'key', request_id: expect.any(String) })
    const cookie = cookieOf(signedIn.headers)
    expect(cookie).toMatch(/^vl_signin=[A-Za-z0-9_-]{32,64}$/)
    expect(String(signedIn.headers['set-cookie'])).toContain('HttpOnly; SameSite=Strict')
    // the key works in this browser only
    expect((await exchange(signedIn.body.data.request_id, 'vl_signin=someone-else-entirely-0123456789abcdef')).status).toBe(400)
    expect((await exchange(signedIn.body.data.request_id, cookie)).status).toBe(200)
    expect((await open({ token, code })).body.error.code).toBe('link_used')
  })

  it('ends a code after five wrong guesses', async () => {
    await send('hr@senvang.vn')
    const token = await tokenSentTo('hr@senvang.vn')
    await open({ token })
    await call('POST', '/identity/v1/recruiters/email-verify/code', null, { token })
    const code = await smsCode(owner.phone)
    const other = code === '999999' ? '999998' : '999999'
    for (let i = 0; i < 5; i++) await open({ token, code: other })
    const locked = await open({ token, code })
    expect(locked.status).toBe(400)
    expect(locked.body.error.message).toBe('Bạn đã nhập sai mã quá 5 lần, vui lòng lấy mã mới.')
  })
})
