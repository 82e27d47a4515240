import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_MSG } from '../../../src/domain/api-messages'
import { SEED_ACCOUNTS, SEED_PASSWORD, SEED_REGISTER_KEY } from '../../db/seed/users'
import { createTestContext, freshSenders, type TestContext } from '../../testing'
import type { Messaging } from '../messaging/messaging'
import { DeliveryError, sendOtp } from './identity.service'

let t: TestContext
beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 5, jobs: 10 } })
})
afterAll(() => t.close())

// Every test gets its own address and numbers, so the per-IP and per-phone limits of one test
// never leak into another.
const { nextIp, nextPhone } = freshSenders('10.1.', '0987')

interface CallOptions {
  body?: unknown
  token?: string
  ip?: string
  headers?: Record<string, string>
  /** the browser making the call (its cookies); one shared browser by default */
  browser?: Browser
}

/** A browser's cookie jar: what Set-Cookie put in it is sent back. */
class Browser {
  cookies = new Map<string, string>()
  header = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  keep(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
  }
}
const defaultBrowser = new Browser()

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}) {
  const browser = options.browser ?? defaultBrowser
  const res = await t.app.inject({
    method,
    url,
    ...(options.body !== undefined ? { payload: options.body as never } : {}),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(browser.cookies.size ? { cookie: browser.header() } : {}),
      ...options.headers,
    },
    remoteAddress: options.ip ?? '127.0.0.1',
  })
  browser.keep(res.headers['set-cookie'])
  const json = res.body ? res.json() : null
  return { status: res.statusCode, json, headers: res.headers, data: json?.data, message: json?.error?.message as string }
}

/** The newest code sent to a phone or e-mail, read from the development outbox like a person would. */
async function lastCode(recipient: string): Promise<string> {
  const { data } = await call('GET', `/dev/api/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`)
  const match = /\b(\d{6})\b/.exec(data.items[0]?.body ?? '')
  if (!match) throw new Error(`no code sent to ${recipient}`)
  return match[1]
}

/** As if the 60 seconds between two codes to one number had passed. */
const endCooldowns = () =>
  t.db.query(`UPDATE rate_limits SET window_start = now() - interval '61 seconds' WHERE key LIKE 'otp-cooldown:%'`)

async function outboxCount(recipient: string): Promise<number> {
  const { data } = await call('GET', `/dev/api/outbox?recipient=${encodeURIComponent(recipient)}&limit=100`)
  return data.items.length
}

async function verifiedToken(phone: string, purpose: string, ip: string, token?: string): Promise<string> {
  const sent = await call('POST', '/identity/v1/otps/send', { body: { phone, type: 2, purpose }, ip, token })
  expect(sent.status, sent.message).toBe(200)
  const verified = await call('POST', '/identity/v1/otps/verify', { body: { phone, purpose, code: await lastCode(phone) }, ip })
  expect(verified.status, verified.message).toBe(200)
  return verified.data.verify_token
}

async function exchange(requestId: string, ip?: string): Promise<string> {
  const res = await call('POST', '/identity/v1/token', { body: { request_id: requestId }, ip })
  expect(res.status, res.message).toBe(200)
  return res.data.token
}

async function signUp(options: { phone?: string; password?: string; fullName?: string } = {}) {
  const ip = nextIp()
  const phone = options.phone ?? nextPhone()
  const password = options.password ?? 'matkhau-moi-1'
  const verify_token = await verifiedToken(phone, 'register', ip)
  const res = await call('POST', '/identity/v1/register', {
    body: { phone, password, full_name: options.fullName ?? 'Lê Văn Thử', verify_token },
    ip,
  })
  expect(res.status, res.message).toBe(200)
  return { phone, password, ip, userId: res.data.user_id as number, token: await exchange(res.data.request_id, ip) }
}

async function signIn(phone: string, password: string, ip = nextIp()): Promise<string> {
  const res = await call('POST', '/identity/v1/login', { body: { phone, password }, ip })
  expect(res.status, res.message).toBe(200)
  return exchange(res.data.request_id, ip)
}

describe('registration with a phone and an OTP (SPEC 4.1, 7.6)', () => {
  it('sends a Vietnamese SMS, verifies it, registers, hands off a key and exchanges it for a token', async () => {
    const ip = nextIp()
    const phone = nextPhone()
    const sent = await call('POST', '/identity/v1/otps/send', { body: { phone, type: 2, purpose: 'register' }, ip })
    expect(sent.status).toBe(200)
    expect(sent.json).toEqual({ success: true, data: { expires_in: 300, resend_after: 60 } })
    expect(sent.headers['cache-control']).toBe('no-store')

    const { data: outbox } = await call('GET', `/dev/api/outbox?recipient=${phone}&limit=1`)
    expect(outbox.items[0]).toMatchObject({ channel: 'sms', recipient: phone, subject: null })
    expect(outbox.items[0].body).toMatch(
      /^Mã xác thực Việc Làm Tốt của bạn là \d{6}\. Mã có hiệu lực trong 5 phút\. Không chia sẻ mã này cho bất kỳ ai\.$/,
    )
    // Only a hash of the code is stored.
    const [otp] = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM otps WHERE target = $1', [phone])
    expect(otp.code_hash).not.toContain(await lastCode(phone))

    const verified = await call('POST', '/identity/v1/otps/verify', {
      body: { phone, purpose: 'register', code: await lastCode(phone) },
      ip,
    })
    expect(verified.status).toBe(200)
    expect(verified.data.verify_token.length).toBeGreaterThanOrEqual(40)

    const registered = await call('POST', '/identity/v1/register', {
      body: { phone, password: 'matkhau123', full_name: '  Phạm   Thu Hà ', verify_token: verified.data.verify_token },
      ip,
    })
    expect(registered.status).toBe(200)
    expect(registered.data).toEqual({ request_id: expect.any(String), user_id: expect.any(Number) })
    expect(Buffer.from(registered.data.request_id, 'base64url').length).toBe(24) // 192 bits

    const token = await call('POST', '/identity/v1/token', { body: { request_id: registered.data.request_id }, ip })
    expect(token.status).toBe(200)
    expect(Buffer.from(token.data.token, 'base64url').length).toBe(32) // 256 bits
    expect(new Date(token.data.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000)

    const valid = await call('GET', '/identity/v1/valid-token', { token: token.data.token })
    expect(valid.json).toEqual({
      success: true,
      data: {
        id: registered.data.user_id,
        user_uid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        full_name: 'Phạm Thu Hà',
        phone,
        image_url: null,
        // a new account has the first-deposit offer (docs/decisions/0015-wallet.md)
        has_deposit_reward: true,
        staff_role: null,
      },
    })
    const [user] = await t.db.query<{ password_hash: string; last_login_ip: string; last_login_at: Date | null }>(
      'SELECT password_hash, last_login_ip, last_login_at FROM users WHERE id = $1',
      [registered.data.user_id],
    )
    expect(user.password_hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(user.last_login_ip).toBe(ip)
    expect(user.last_login_at).not.toBeNull()
    // Tokens are stored hashed only.
    const stored = await t.db.query('SELECT 1 FROM auth_tokens WHERE token_hash = $1', [token.data.token])
    expect(stored).toHaveLength(0)
  })

  it('normalises +84 and 84 numbers to 0 before validating and storing them', async () => {
    const ip = nextIp()
    const phone = nextPhone()
    const international = `+84 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`
    const sent = await call('POST', '/identity/v1/otps/send', { body: { phone: international, purpose: 'register' }, ip })
    expect(sent.status).toBe(200)
    const code = await lastCode(phone)
    const verified = await call('POST', '/identity/v1/otps/verify', {
      body: { phone: `84${phone.slice(1)}`, purpose: 'register', code },
      ip,
    })
    expect(verified.status).toBe(200)
    const registered = await call('POST', '/identity/v1/register', {
      body: { phone: international, password: 'matkhau123', full_name: 'Võ Thị Sáu', verify_token: verified.data.verify_token },
      ip,
    })
    expect(registered.status).toBe(200)
    const [row] = await t.db.query<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [registered.data.user_id])
    expect(row.phone).toBe(phone)
    expect((await call('GET', `/identity/v1/phone-exist?phone=${encodeURIComponent(international)}`, { ip })).data).toEqual({ exist: true })
    expect(await signIn(`+84${phone.slice(1)}`, 'matkhau123')).toBeTruthy()
  })

  it('stores names as NFC and refuses invalid input with the rule messages and no change', async () => {
    const ip = nextIp()
    const phone = nextPhone()
    const verify_token = await verifiedToken(phone, 'register', ip)
    const bad = [
      [{ phone: '12345', password: 'matkhau123', full_name: 'An', verify_token }, 'Số điện thoại phải đủ 10 số và bắt đầu bằng số 0'],
      [{ phone, password: '123', full_name: 'An', verify_token }, 'Mật khẩu phải chứa ít nhất 6 ký tự'],
      [{ phone, password: 'matkhau123', full_name: 'An 2', verify_token }, 'Không được nhập số hoặc ký tự đặc biệt vào họ tên'],
      [{ phone, password: 'matkhau123', full_name: '', verify_token }, 'Vui lòng nhập họ tên'],
      [{ phone, password: 'matkhau123', verify_token }, 'Vui lòng nhập họ tên'],
      [{ phone, password: 'matkhau123', full_name: 'An' }, 'Vui lòng xác thực số điện thoại bằng mã OTP trước.'],
      [{ phone, password: 'matkhau123', full_name: 'An', verify_token: 'sai' }, 'Phiên xác thực đã hết hạn hoặc đã được sử dụng, vui lòng lấy mã xác thực mới.'],
    ] as const
    for (const [body, message] of bad) {
      const res = await call('POST', '/identity/v1/register', { body, ip })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.message).toBe(message)
    }
    expect(await t.db.query('SELECT 1 FROM users WHERE phone = $1', [phone])).toHaveLength(0)

    const decomposed = 'Nguyễn Văn Đức'.normalize('NFD')
    const res = await call('POST', '/identity/v1/register', {
      body: { phone, password: 'matkhau123', full_name: decomposed, verify_token },
      ip,
    })
    expect(res.status).toBe(200)
    const [row] = await t.db.query<{ full_name: string }>('SELECT full_name FROM users WHERE phone = $1', [phone])
    expect(row.full_name).toBe('Nguyễn Văn Đức'.normalize('NFC'))
    expect(row.full_name).not.toBe(decomposed)
  })

  it('refuses a phone that already has an account, at OTP send time and at registration', async () => {
    const ip = nextIp()
    const sent = await call('POST', '/identity/v1/otps/send', {
      body: { phone: SEED_ACCOUNTS.jobseeker.phone, type: 2, purpose: 'register' },
      ip,
    })
    expect(sent.status).toBe(409)
    expect(sent.json).toEqual({ success: false, error: { code: 'phone_taken', message: 'Số điện thoại đã được đăng ký.' } })
    expect(await outboxCount(SEED_ACCOUNTS.jobseeker.phone)).toBe(0)

    // Two people verify the same new number; the second registration loses and keeps nothing.
    const phone = nextPhone()
    const first = await verifiedToken(phone, 'register', ip)
    await endCooldowns()
    const second = await verifiedToken(phone, 'register', nextIp())
    const ok = await call('POST', '/identity/v1/register', { body: { phone, password: 'matkhau123', full_name: 'Một', verify_token: first }, ip })
    expect(ok.status).toBe(200)
    const again = await call('POST', '/identity/v1/register', { body: { phone, password: 'khac12345', full_name: 'Hai', verify_token: second }, ip })
    expect(again.status).toBe(409)
    expect(again.message).toBe(API_MSG.phoneTaken)
    expect(await t.db.query('SELECT 1 FROM users WHERE phone = $1', [phone])).toHaveLength(1)
  })

  it('uses a verify_token once and only within 15 minutes', async () => {
    const ip = nextIp()
    const phone = nextPhone()
    const token = await verifiedToken(phone, 'register', ip)
    await t.db.query(`UPDATE otps SET verified_at = now() - interval '16 minutes' WHERE target = $1`, [phone])
    const late = await call('POST', '/identity/v1/register', { body: { phone, password: 'matkhau123', full_name: 'Muộn', verify_token: token }, ip })
    expect(late.status).toBe(400)
    expect(late.json.error.code).toBe('verify_token_invalid')

    const phone2 = nextPhone()
    const token2 = await verifiedToken(phone2, 'register', ip)
    // A token verified for one number does not register another.
    const other = await call('POST', '/identity/v1/register', {
      body: { phone: nextPhone(), password: 'matkhau123', full_name: 'Khác', verify_token: token2 },
      ip,
    })
    expect(other.status).toBe(400)
    expect((await call('POST', '/identity/v1/register', { body: { phone: phone2, password: 'matkhau123', full_name: 'Đúng', verify_token: token2 }, ip })).status).toBe(200)
    const reused = await call('POST', '/identity/v1/register', { body: { phone: phone2, password: 'matkhau123', full_name: 'Lại', verify_token: token2 }, ip })
    expect(reused.status).toBe(400)
    expect(reused.message).toBe('Phiên xác thực đã hết hạn hoặc đã được sử dụng, vui lòng lấy mã xác thực mới.')
  })
})

describe('one-time codes', () => {
  it('allows 5 wrong guesses, then the code is dead even for the right digits', async () => {
    const ip = nextIp()
    const phone = nextPhone()
    await call('POST', '/identity/v1/otps/send', { body: { phone, type: 2, purpose: 'register' }, ip })
    const code = await lastCode(phone)
    const wrong = code === '000000' ? '111111' : '000000'
    const messages: string[] = []
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/identity/v1/otps/verify', { body: { phone, purpose: 'register', code: wrong }, ip })
      expect(res.status).toBe(400)
      messages.push(res.message)
    }
    expect(messages).toEqual([
      'Mã xác thực không đúng. Bạn còn 4 lần thử.',
      'Mã xác thực không đúng. Bạn còn 3 lần thử.',
      'Mã xác thực không đúng. Bạn còn 2 lần thử.',
      'Mã xác thực không đúng. Bạn còn 1 lần thử.',
      'Mã xác thực không đúng. Bạn đã nhập sai 5 lần, vui lòng lấy mã mới.',
    ])
    const sixth = await call('POST', '/identity/v1/otps/verify', { body: { phone, purpose: 'register', code }, ip })
    expect(sixth.status).toBe(400)
    expect(sixth.json.error).toEqual({ code: 'otp_locked', message: 'Bạn đã nhập sai mã quá 5 lần, vui lòng lấy mã mới.' })
  })

  it('expires after 5 minutes', async () => {
    const ip = nextIp()
    const phone = nextPhone()
    await call('POST', '/identity/v1/otps/send', { body: { phone, type: 2, purpose: 'register' }, ip })
    const [otp] = await t.db.query<{ seconds: number }>(
      `SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM otps WHERE target = $1`,
      [phone],
    )
    expect(otp.seconds).toBe(300)
    await t.db.query(`UPDATE otps SET expires_at = now() - interval '1 second' WHERE target = $1`, [phone])
    const res = await call('POST', '/identity/v1/otps/verify', { body: { phone, purpose: 'register', code: await lastCode(phone) }, ip })
    expect(res.status).toBe(400)
    expect(res.message).toBe('Mã xác thực đã hết hạn, vui lòng lấy mã mới.')
  })

  it('is single use, is bound to its purpose, and a newer code replaces the older one', async () => {
    const ip = nextIp()
    const phone = nextPhone()
    await call('POST', '/identity/v1/otps/send', { body: { phone, type: 2, purpose: 'register' }, ip })
    const code = await lastCode(phone)
    expect((await call('POST', '/identity/v1/otps/verify', { body: { phone, purpose: 'verify_phone', code }, ip })).status).toBe(400)
    expect((await call('POST', '/identity/v1/otps/verify', { body: { phone, purpose: 'register', code }, ip })).status).toBe(200)
    const reuse = await call('POST', '/identity/v1/otps/verify', { body: { phone, purpose: 'register', code }, ip })
    expect(reuse.status).toBe(400)
    expect(reuse.message).toBe('Mã xác thực đã được sử dụng, vui lòng lấy mã mới.')

    const phone2 = nextPhone()
    await call('POST', '/identity/v1/otps/send', { body: { phone: phone2, purpose: 'verify_phone' }, ip })
    const old = await lastCode(phone2)
    await endCooldowns()
    await call('POST', '/identity/v1/otps/send', { body: { phone: phone2, purpose: 'verify_phone' }, ip })
    const fresh = await lastCode(phone2)
    if (fresh !== old) {
      expect((await call('POST', '/identity/v1/otps/verify', { body: { phone: phone2, purpose: 'verify_phone', code: old }, ip })).status).toBe(400)
    }
    expect((await call('POST', '/identity/v1/otps/verify', { body: { phone: phone2, purpose: 'verify_phone', code: fresh }, ip })).status).toBe(200)
  })

  it('answers a verify without any code sent, and bad codes, with 400 and a message', async () => {
    const ip = nextIp()
    const none = await call('POST', '/identity/v1/otps/verify', { body: { phone: nextPhone(), purpose: 'register', code: '123456' }, ip })
    expect(none.status).toBe(400)
    expect(none.message).toBe('Bạn chưa lấy mã xác thực hoặc mã đã hết hạn, vui lòng lấy mã mới.')
    const short = await call('POST', '/identity/v1/otps/verify', { body: { phone: nextPhone(), purpose: 'register', code: '12a' }, ip })
    expect(short.message).toBe('Mã xác thực gồm 6 chữ số')
    const purpose = await call('POST', '/identity/v1/otps/send', { body: { phone: nextPhone(), purpose: 'hack' }, ip })
    expect(purpose.status).toBe(400)
    expect(purpose.message).toMatch(/^Mục đích lấy mã không hợp lệ/)
    const type = await call('POST', '/identity/v1/otps/send', { body: { phone: nextPhone(), type: 7, purpose: 'register' }, ip })
    expect(type.message).toBe('Loại mã xác thực không hợp lệ (1: ứng dụng, 2: SMS, 3: email).')
    const noPhone = await call('POST', '/identity/v1/otps/send', { body: { purpose: 'register' }, ip })
    expect(noPhone.message).toBe('Vui lòng nhập số điện thoại để nhận mã xác thực.')
    const emailForPhone = await call('POST', '/identity/v1/otps/send', { body: { phone: nextPhone(), type: 3, purpose: 'register' }, ip })
    expect(emailForPhone.status).toBe(400)
  })

  it('limits sends per purpose: 1 per 60 s and 5 per hour from one address, 10 per hour in all, and 20 per hour per IP', async () => {
    const ip = nextIp()
    const phone = nextPhone()
    const send = (p: string, from = ip, purpose = 'verify_phone') => call('POST', '/identity/v1/otps/send', { body: { phone: p, purpose }, ip: from })
    expect((await send(phone)).status).toBe(200)
    const soon = await send(phone)
    expect(soon.status).toBe(429)
    expect(soon.message).toMatch(/^Vui lòng đợi \d+ giây rồi lấy lại mã xác thực\.$/)
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(60)
    for (let i = 2; i <= 5; i++) {
      await endCooldowns()
      expect((await send(phone)).status).toBe(200)
    }
    await endCooldowns()
    const sixth = await send(phone)
    expect(sixth.status).toBe(429)
    expect(sixth.message).toBe('Bạn đã lấy mã xác thực quá nhiều lần, vui lòng thử lại sau ít phút.')
    // from other addresses, up to 10 codes an hour reach the number for one purpose
    for (let i = 6; i <= 10; i++) expect((await send(phone, nextIp())).status).toBe(200)
    expect((await send(phone, nextIp())).status).toBe(429)
    expect(await outboxCount(phone)).toBe(10)

    const busyIp = nextIp()
    for (let i = 0; i < 20; i++) expect((await send(nextPhone(), busyIp)).status).toBe(200)
    const over = await send(nextPhone(), busyIp)
    expect(over.status).toBe(429)
    expect(over.json.success).toBe(false)
  })

  it('keeps a stranger\'s password-reset requests from using up the owner\'s codes (quota per purpose and source)', async () => {
    const { phone } = await signUp()
    await endCooldowns()
    // strangers from many addresses ask codes to reset the owner's password until that purpose is exhausted
    for (let i = 0; i < 10; i++) {
      expect((await call('POST', '/identity/v1/otps/send', { body: { phone, purpose: 'reset_password' }, ip: nextIp() })).status).toBe(200)
    }
    expect((await call('POST', '/identity/v1/otps/send', { body: { phone, purpose: 'reset_password' }, ip: nextIp() })).status).toBe(429)
    // the owner still verifies their number
    const own = await call('POST', '/identity/v1/otps/send', { body: { phone, purpose: 'verify_phone' }, ip: nextIp() })
    expect(own.status).toBe(200)
  })

  it('voids a code the SMS provider could not deliver, without holding the person back', async () => {
    const down: Messaging = {
      sms: { kind: 'gateway', send: async () => Promise.reject(new Error('gateway down')) },
      email: { kind: 'smtp', send: async () => Promise.reject(new Error('smtp down')) },
      close: () => {},
    }
    const phone = nextPhone()
    const failure = await sendOtp({ db: t.db, env: t.env, messaging: down, realtime: t.app.realtime }, { phone, purpose: 'verify_phone' }, { ip: nextIp(), user: null }).catch(
      (e: unknown) => e,
    )
    expect(failure).toBeInstanceOf(DeliveryError)
    expect(failure).toMatchObject({ statusCode: 503, message: 'Không gửi được mã xác thực lúc này, vui lòng thử lại sau ít phút.' })
    const [otp] = await t.db.query<{ live: boolean }>('SELECT expires_at > now() AS live FROM otps WHERE target = $1', [phone])
    expect(otp.live).toBe(false)
    // Nothing was sent, so the retry is not told to wait 60 seconds.
    expect((await call('POST', '/identity/v1/otps/send', { body: { phone, purpose: 'verify_phone' }, ip: nextIp() })).status).toBe(200)
  })
})

describe('login, the hand-off key and sessions', () => {
  it('signs in with the seeded account and records the login', async () => {
    const ip = nextIp()
    const login = await call('POST', '/identity/v1/login', { body: { phone: SEED_ACCOUNTS.employer.phone, password: SEED_PASSWORD }, ip })
    expect(login.status).toBe(200)
    const token = await exchange(login.data.request_id, ip)
    const info = await call('GET', '/identity/v1/login-info', { token })
    expect(info.data).toMatchObject({ last_login_ip: ip, sessions: 1 })
    expect(Date.now() - new Date(info.data.last_login_at).getTime()).toBeLessThan(60_000)
    expect(new Date(info.data.created_at).getTime()).toBeLessThanOrEqual(Date.now())
  })

  it('gives one answer for an unknown phone and a wrong password', async () => {
    const ip = nextIp()
    const unknown = await call('POST', '/identity/v1/login', { body: { phone: nextPhone(), password: 'matkhau123' }, ip })
    const wrong = await call('POST', '/identity/v1/login', { body: { phone: SEED_ACCOUNTS.jobseeker.phone, password: 'sai-mat-khau' }, ip })
    expect(unknown.status).toBe(400)
    expect(unknown.json).toEqual(wrong.json)
    expect(wrong.json).toEqual({ success: false, error: { code: 'invalid_credentials', message: 'Số điện thoại hoặc mật khẩu không đúng' } })
  })

  it('binds a hand-off key to the browser that signed in: a link made in a stranger\'s browser signs nobody in (login CSRF)', async () => {
    const { phone, password } = await signUp()
    const stranger = new Browser()
    const victim = new Browser()
    const login = await call('POST', '/identity/v1/login', { body: { phone, password }, ip: nextIp(), browser: stranger })
    const cookie = String(login.headers['set-cookie'])
    expect(cookie).toMatch(/^vl_signin=[\w-]{43}; Path=\/identity\/v1\/; Max-Age=31536000; HttpOnly; SameSite=Strict$/)
    // the victim's browser opens the stranger's ?key= link: refused, and the key is not used up
    const refused = await call('POST', '/identity/v1/token', { body: { request_id: login.data.request_id }, browser: victim })
    expect(refused.status).toBe(400)
    expect(refused.json.error.code).toBe('invalid_request_id')
    expect((await call('POST', '/identity/v1/token', { body: { request_id: login.data.request_id }, browser: new Browser() })).status).toBe(400)
    // the browser that signed in still can, and keeps its binding on the next sign-in
    expect((await call('POST', '/identity/v1/token', { body: { request_id: login.data.request_id }, browser: stranger })).status).toBe(200)
    const before = stranger.header()
    await call('POST', '/identity/v1/login', { body: { phone, password }, ip: nextIp(), browser: stranger })
    expect(stranger.header()).toBe(before)
  })

  it('uses a hand-off key once and only within 2 minutes', async () => {
    const { phone, password } = await signUp()
    const ip = nextIp()
    const login = await call('POST', '/identity/v1/login', { body: { phone, password }, ip })
    expect((await call('POST', '/identity/v1/token', { body: { request_id: login.data.request_id } })).status).toBe(200)
    const reused = await call('POST', '/identity/v1/token', { body: { request_id: login.data.request_id } })
    expect(reused.status).toBe(400)
    expect(reused.json.error).toEqual({
      code: 'invalid_request_id',
      message: 'Phiên đăng nhập đã hết hạn hoặc đã được sử dụng, vui lòng đăng nhập lại.',
    })

    const late = await call('POST', '/identity/v1/login', { body: { phone, password }, ip })
    const [row] = await t.db.query<{ seconds: number }>(
      `SELECT extract(epoch FROM expires_at - created_at)::int AS seconds FROM login_requests ORDER BY created_at DESC LIMIT 1`,
    )
    expect(row.seconds).toBe(120)
    await t.db.query(`UPDATE login_requests SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`)
    expect((await call('POST', '/identity/v1/token', { body: { request_id: late.data.request_id } })).status).toBe(400)
    expect((await call('POST', '/identity/v1/token', { body: { request_id: 'x'.repeat(32) } })).status).toBe(400)
    expect((await call('POST', '/identity/v1/token', { body: {} })).message).toBe('Thiếu mã phiên đăng nhập (request_id).')
  })

  it('revokes the token at logout', async () => {
    const { token } = await signUp()
    expect((await call('GET', '/identity/v1/valid-token', { token })).status).toBe(200)
    const out = await call('POST', '/identity/v1/logout', { token })
    expect(out.json).toEqual({ success: true, data: null })
    const after = await call('GET', '/identity/v1/valid-token', { token })
    expect(after.status).toBe(401)
    expect(after.json).toEqual({ success: false, error: { code: 'unauthorized', message: 'Bạn cần đăng nhập!' } })
    expect((await call('POST', '/identity/v1/logout', { token })).status).toBe(401)
  })

  it('ends a session after its absolute expiry or 7 idle days', async () => {
    const { token, userId } = await signUp()
    const second = await signIn((await call('GET', '/identity/v1/valid-token', { token })).data.phone, 'matkhau-moi-1')
    await t.db.query(`UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND id = (SELECT min(id) FROM auth_tokens WHERE user_id = $1)`, [userId])
    expect((await call('GET', '/identity/v1/valid-token', { token })).status).toBe(401)
    await t.db.query(`UPDATE auth_tokens SET last_used_at = now() - interval '8 days' WHERE user_id = $1`, [userId])
    expect((await call('GET', '/identity/v1/valid-token', { token: second })).status).toBe(401)
  })

  it('stops a guesser after 5 wrong passwords from one address, not the owner elsewhere (no lockout by strangers)', async () => {
    const { phone, password } = await signUp()
    const guesser = nextIp()
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/identity/v1/login', { body: { phone, password: 'sai-mat-khau' }, ip: guesser, browser: new Browser() })
      expect(res.status).toBe(400)
    }
    const blocked = await call('POST', '/identity/v1/login', { body: { phone, password }, ip: guesser, browser: new Browser() })
    expect(blocked.status).toBe(429)
    expect(blocked.json).toEqual({ success: false, error: { code: 'too_many_requests', message: API_MSG.tooManyRequests } })
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800)
    // the owner, from anywhere else, signs in as usual
    expect((await call('POST', '/identity/v1/login', { body: { phone, password }, ip: nextIp(), browser: new Browser() })).status).toBe(200)
    // the window passes: the guesser's address may try again
    await t.db.query(`UPDATE rate_limits SET window_start = now() - interval '16 minutes' WHERE key LIKE 'login-phone-ip:%'`)
    expect((await call('POST', '/identity/v1/login', { body: { phone, password }, ip: guesser, browser: new Browser() })).status).toBe(200)
  })

  it('limits a botnet to 20 wrong passwords an hour per phone, while the owner\'s own browser and a reset by code still sign in', async () => {
    const { phone, password } = await signUp()
    const owner = new Browser()
    const first = await call('POST', '/identity/v1/login', { body: { phone, password }, ip: nextIp(), browser: owner })
    expect((await call('POST', '/identity/v1/token', { body: { request_id: first.data.request_id }, browser: owner })).status).toBe(200)
    for (let i = 0; i < 20; i++) {
      const res = await call('POST', '/identity/v1/login', { body: { phone, password: `doan-${i}-sai` }, ip: nextIp(), browser: new Browser() })
      expect(res.status).toBe(400)
    }
    // a new browser, even with the right password, waits
    expect((await call('POST', '/identity/v1/login', { body: { phone, password }, ip: nextIp(), browser: new Browser() })).status).toBe(429)
    // the browser the owner signed in with before is not held back
    expect((await call('POST', '/identity/v1/login', { body: { phone, password }, ip: nextIp(), browser: owner })).status).toBe(200)
    // nor is a reset with a code sent to the phone
    const ip = nextIp()
    const verify_token = await verifiedToken(phone, 'reset_password', ip)
    const fresh = new Browser()
    const reset = await call('PUT', '/identity/v1/reset-password', { body: { phone, verify_token, password: 'matkhau-moi-9' }, ip, browser: fresh })
    expect(reset.status).toBe(200)
    expect((await call('POST', '/identity/v1/login', { body: { phone, password: 'matkhau-moi-9' }, ip: nextIp(), browser: new Browser() })).status).toBe(200)
  })

  it('answers 429 after 30 failures from one IP in 15 minutes', async () => {
    const ip = nextIp()
    for (let i = 0; i < 30; i++) {
      const res = await call('POST', '/identity/v1/login', { body: { phone: nextPhone(), password: 'doan-mo-123' }, ip })
      expect(res.status).toBe(400)
    }
    const blocked = await call('POST', '/identity/v1/login', { body: { phone: SEED_ACCOUNTS.jobseeker.phone, password: SEED_PASSWORD }, ip })
    expect(blocked.status).toBe(429)
    expect(blocked.message).toBe(API_MSG.tooManyRequests)
  })

  it('does not count successful logins against the IP', async () => {
    const { phone, password } = await signUp()
    const ip = nextIp()
    for (let i = 0; i < 32; i++) expect((await call('POST', '/identity/v1/login', { body: { phone, password }, ip })).status).toBe(200)
  })
})

describe('passwords', () => {
  it('changes the password after checking the old one and ends the other sessions', async () => {
    const { phone, password, token } = await signUp()
    const other = await signIn(phone, password)
    const wrong = await call('PUT', '/identity/v1/change-password', { body: { old_password: 'khong-phai', password: 'matkhau-2' }, token })
    expect(wrong.status).toBe(400)
    expect(wrong.message).toBe('Mật khẩu hiện tại không đúng.')
    const same = await call('PUT', '/identity/v1/change-password', { body: { old_password: password, password }, token })
    expect(same.message).toBe('Mật khẩu mới phải khác mật khẩu hiện tại.')
    const short = await call('PUT', '/identity/v1/change-password', { body: { old_password: password, password: '12345' }, token })
    expect(short.message).toBe('Mật khẩu phải chứa ít nhất 6 ký tự')

    const changed = await call('PUT', '/identity/v1/change-password', { body: { old_password: password, password: 'matkhau-2' }, token })
    expect(changed.json).toEqual({ success: true, data: null })
    expect((await call('GET', '/identity/v1/valid-token', { token })).status).toBe(200)
    expect((await call('GET', '/identity/v1/valid-token', { token: other })).status).toBe(401)
    expect((await call('POST', '/identity/v1/login', { body: { phone, password }, ip: nextIp() })).status).toBe(400)
    expect(await signIn(phone, 'matkhau-2')).toBeTruthy()
  })

  it('limits wrong current passwords to 5 per 15 minutes', async () => {
    const { token } = await signUp()
    for (let i = 0; i < 5; i++) {
      expect((await call('PUT', '/identity/v1/change-password', { body: { old_password: `sai-${i}-xx`, password: 'matkhau-9' }, token })).status).toBe(400)
    }
    const blocked = await call('PUT', '/identity/v1/change-password', { body: { old_password: 'matkhau-moi-1', password: 'matkhau-9' }, token })
    expect(blocked.status).toBe(429)
  })

  it('resets the password with a verified phone, ends every session and signs the person in', async () => {
    const { phone, token } = await signUp()
    const ip = nextIp()
    await endCooldowns() // the registration code went to the same number a moment ago
    const verify_token = await verifiedToken(phone, 'reset_password', ip)
    const reset = await call('PUT', '/identity/v1/reset-password', { body: { phone, verify_token, password: 'mat-khau-moi' }, ip })
    expect(reset.status).toBe(200)
    expect((await call('GET', '/identity/v1/valid-token', { token })).status).toBe(401)
    const fresh = await exchange(reset.data.request_id)
    expect((await call('GET', '/identity/v1/valid-token', { token: fresh })).data.phone).toBe(phone)
    expect(await signIn(phone, 'mat-khau-moi')).toBeTruthy()
    const again = await call('PUT', '/identity/v1/reset-password', { body: { phone, verify_token, password: 'mat-khau-khac' }, ip })
    expect(again.status).toBe(400)
  })

  it('answers forgot-password alike for unknown numbers, without sending anything', async () => {
    const ip = nextIp()
    const known = await call('POST', '/identity/v1/otps/send', { body: { phone: SEED_ACCOUNTS.jobseeker.phone, purpose: 'reset_password' }, ip })
    const unknownPhone = nextPhone()
    const unknown = await call('POST', '/identity/v1/otps/send', { body: { phone: unknownPhone, purpose: 'reset_password' }, ip })
    expect(unknown.status).toBe(200)
    expect(unknown.json).toEqual(known.json)
    expect(await outboxCount(unknownPhone)).toBe(0)
    expect(await outboxCount(SEED_ACCOUNTS.jobseeker.phone)).toBe(1)
    const guess = await call('POST', '/identity/v1/otps/verify', { body: { phone: unknownPhone, purpose: 'reset_password', code: '123456' }, ip })
    expect(guess.message).toBe('Mã xác thực không đúng. Bạn còn 4 lần thử.')
  })
})

describe('account data of the signed-in person', () => {
  it('requires a valid bearer token for every signed-in endpoint', async () => {
    const routes: Array<['GET' | 'POST' | 'PUT', string]> = [
      ['GET', '/identity/v1/valid-token'],
      ['POST', '/identity/v1/logout'],
      ['GET', '/identity/v1/self'],
      ['GET', '/identity/v1/account'],
      ['GET', '/identity/v1/loyalty'],
      ['GET', '/identity/v1/login-info'],
      ['POST', '/identity/v1/phones'],
      ['PUT', '/identity/v1/change-password'],
      ['PUT', '/identity/v1/full-name'],
      ['POST', '/identity/v1/email/send'],
      ['POST', '/identity/v1/email/verify'],
      ['POST', '/identity/v1/recruiter_agent/register'],
    ]
    for (const [method, url] of routes) {
      for (const token of [undefined, 'khong-hop-le', 'x'.repeat(500)]) {
        const res = await call(method, url, { token, body: method === 'GET' ? undefined : { bad: 1 } })
        expect(res.status, `${method} ${url}`).toBe(401)
        expect(res.message).toBe('Bạn cần đăng nhập!')
      }
    }
  })

  it('serves self, account, loyalty of the seeded employer', async () => {
    const token = await signIn(SEED_ACCOUNTS.employer.phone, SEED_PASSWORD)
    const self = await call('GET', '/identity/v1/self', { token })
    expect(self.data).toMatchObject({
      full_name: 'Trần Văn Minh',
      phone: '0912345678',
      has_deposit_reward: true,
      email: null,
      email_verified: false,
      user_type: 1,
      user_type_name: 'Cơ bản',
      phones: ['0912345678'],
    })
    expect((await call('GET', '/identity/v1/account', { token })).data).toEqual({ account_amount: 2_500_000, account_bonus: 500_000 })
    expect((await call('GET', '/identity/v1/loyalty', { token })).data).toEqual({ loyalty_id: 3, name: 'Bạc' })
    const owned = await t.db.query<{ id: number }>(
      `SELECT m.organization_id AS id FROM organization_members m JOIN users u ON u.id = m.user_id
        WHERE u.phone = $1 AND m.role = 'owner' ORDER BY m.organization_id`,
      [SEED_ACCOUNTS.employer.phone],
    )
    expect(owned.map((o) => o.id)).toEqual([1, 2, 3])
  })

  it('names loyalty ranks 1 to 6 as in SPEC 3', async () => {
    const { token, userId } = await signUp()
    const names: string[] = []
    for (let rank = 1; rank <= 6; rank++) {
      await t.db.query('UPDATE users SET loyalty_id = $2 WHERE id = $1', [userId, rank])
      names.push((await call('GET', '/identity/v1/loyalty', { token })).data.name)
    }
    expect(names).toEqual(['Thường', 'Đồng', 'Bạc', 'Vàng', 'Bạch Kim', 'Kim Cương'])
  })

  it('updates the full name (NFC, rule messages)', async () => {
    const { token } = await signUp()
    const res = await call('PUT', '/identity/v1/full-name', { body: { full_name: ' Hoàng   Thị Thu '.normalize('NFD') }, token })
    expect(res.status).toBe(200)
    expect(res.data.full_name).toBe('Hoàng Thị Thu'.normalize('NFC'))
    const bad = await call('PUT', '/identity/v1/full-name', { body: { full_name: 'Admin<script>' }, token })
    expect(bad.status).toBe(400)
    expect(bad.message).toBe('Không được nhập số hoặc ký tự đặc biệt vào họ tên')
    const long = await call('PUT', '/identity/v1/full-name', { body: { full_name: 'a'.repeat(151) }, token })
    expect(long.message).toBe('Tối đa 150 ký tự')
  })

  it('refuses a name carrying a scam phrase or a phone number, as on registering (issue 35 item 4)', async () => {
    const { token } = await signUp()
    const cases: Array<[string, string]> = [
      ['Đặt cọc Giữ Chỗ', 'Họ tên có nội dung không được phép: "Đặt cọc". Hãy xóa nội dung này.'],
      ['Chị Hoa Nhắn Zalo', 'Họ tên có nội dung không được phép: "Nhắn Zalo" (Mời ứng viên liên hệ qua Zalo, Telegram). Hãy xóa nội dung này.'],
      ['Lan không chín tám bảy sáu năm bốn ba hai một', 'Họ tên không được chứa số điện thoại, email hoặc đường link: "không chín tám bảy sáu năm bốn ba hai một".'],
      ['Sugar Bаby', 'Họ tên có nội dung không được phép: "Sugar Bаby". Hãy xóa nội dung này.'], // Cyrillic а
    ]
    for (const [full_name, message] of cases) {
      const res = await call('PUT', '/identity/v1/full-name', { body: { full_name }, token })
      expect(res.status, full_name).toBe(400)
      expect(res.message, full_name).toContain(message)
    }
    expect((await call('GET', '/identity/v1/self', { token })).data.full_name).not.toMatch(/cọc|Zalo|chín|Sugar/)

    const ip = nextIp()
    const phone = nextPhone()
    const verify_token = await verifiedToken(phone, 'register', ip)
    const refused = await call('POST', '/identity/v1/register', { body: { phone, password: 'matkhau123', full_name: 'Tuyển Việc Nhẹ Lương Cao', verify_token }, ip })
    expect(refused.status).toBe(400)
    expect(refused.message).toContain('Họ tên có nội dung không được phép: "Việc Nhẹ Lương Cao"')
    expect(await t.db.query('SELECT 1 FROM users WHERE phone = $1', [phone])).toHaveLength(0)
  })

  it('makes a new GUID each time', async () => {
    const a = await call('GET', '/identity/v1/new-guid')
    const b = await call('GET', '/identity/v1/new-guid')
    expect(a.data.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(a.data.guid).not.toBe(b.data.guid)
  })

  it('tells whether a phone has an account, limited per IP', async () => {
    const ip = nextIp()
    expect((await call('GET', `/identity/v1/phone-exist?phone=${SEED_ACCOUNTS.jobseeker.phone}`, { ip })).data).toEqual({ exist: true })
    expect((await call('GET', '/identity/v1/phone-exist?phone=%2B84901234567', { ip })).data).toEqual({ exist: true })
    expect((await call('GET', '/identity/v1/phone-exist?phone=84901234567', { ip })).data).toEqual({ exist: true })
    expect((await call('GET', `/identity/v1/phone-exist?phone=${nextPhone()}`, { ip })).data).toEqual({ exist: false })
    const bad = await call('GET', '/identity/v1/phone-exist?phone=123', { ip })
    expect(bad.status).toBe(400)
    expect(bad.message).toBe('Số điện thoại phải đủ 10 số và bắt đầu bằng số 0')
    expect((await call('GET', '/identity/v1/phone-exist', { ip })).message).toBe('Vui lòng nhập số điện thoại liên hệ')
    // 4 answered above (the two 400s never reach the counter), 26 more make 30
    for (let i = 0; i < 26; i++) expect((await call('GET', `/identity/v1/phone-exist?phone=${nextPhone()}`, { ip })).status).toBe(200)
    const blocked = await call('GET', `/identity/v1/phone-exist?phone=${nextPhone()}`, { ip })
    expect(blocked.status).toBe(429)
    expect(blocked.message).toBe(API_MSG.tooManyRequests)
  })

  it('tells about one phone at most 10 times an hour, and the whole site a bounded number of times (no listing of customers)', async () => {
    const phone = SEED_ACCOUNTS.employer.phone
    for (let i = 0; i < 10; i++) expect((await call('GET', `/identity/v1/phone-exist?phone=${phone}`, { ip: nextIp() })).status).toBe(200)
    expect((await call('GET', `/identity/v1/phone-exist?phone=${phone}`, { ip: nextIp() })).status).toBe(429)
    // a register code is the same question: it is counted too
    expect((await call('POST', '/identity/v1/otps/send', { body: { phone, purpose: 'register' }, ip: nextIp() })).status).toBe(429)
    // site-wide: once the hour's budget is spent, every answer waits, whatever the phone or the address
    await t.db.query(`UPDATE rate_limits SET hits = 1000000 WHERE key LIKE 'phone-lookup-all:%'`)
    expect((await call('GET', `/identity/v1/phone-exist?phone=${nextPhone()}`, { ip: nextIp() })).status).toBe(429)
    expect((await call('POST', '/identity/v1/otps/send', { body: { phone: nextPhone(), purpose: 'register' }, ip: nextIp() })).status).toBe(429)
    await t.db.query(`DELETE FROM rate_limits WHERE key LIKE 'phone-lookup-all:%'`)
  })

  it('adds a verified phone that then signs in and cannot be registered again', async () => {
    const { token, password, phone: main } = await signUp()
    const ip = nextIp()
    const extra = nextPhone()
    const anonymous = await call('POST', '/identity/v1/otps/send', { body: { phone: extra, purpose: 'add_phone' }, ip })
    expect(anonymous.status).toBe(401)
    const verify_token = await verifiedToken(extra, 'add_phone', ip, token)
    const added = await call('POST', '/identity/v1/phones', { body: { phone: extra, verify_token }, token })
    expect(added.status).toBe(200)
    expect(added.data).toEqual({ phones: [main, extra] })
    expect((await call('GET', '/identity/v1/self', { token })).data.phones).toEqual([main, extra])
    expect(await signIn(extra, password)).toBeTruthy()
    const taken = await call('POST', '/identity/v1/otps/send', { body: { phone: extra, purpose: 'register' }, ip: nextIp() })
    expect(taken.status).toBe(409)
    const someoneElse = await call('POST', '/identity/v1/otps/send', {
      body: { phone: SEED_ACCOUNTS.jobseeker.phone, purpose: 'add_phone' },
      ip: nextIp(),
      token,
    })
    expect(someoneElse.status).toBe(409)
    expect(someoneElse.message).toBe(API_MSG.phoneTaken)
    const noToken = await call('POST', '/identity/v1/phones', { body: { phone: nextPhone(), verify_token: 'abc' }, token })
    expect(noToken.status).toBe(400)
  })

  it('verifies an e-mail with a code sent to the e-mail outbox', async () => {
    const { token } = await signUp()
    const ip = nextIp()
    const email = `Nguoi.Dung+${ip.replaceAll('.', '-')}@Example.VN`
    const sent = await call('POST', '/identity/v1/email/send', { body: { email }, token, ip })
    expect(sent.status).toBe(200)
    expect(sent.data).toEqual({ expires_in: 300, resend_after: 60 })
    const lower = email.toLowerCase()
    const { data } = await call('GET', `/dev/api/outbox?recipient=${encodeURIComponent(lower)}&limit=1`)
    expect(data.items[0]).toMatchObject({ channel: 'email', recipient: lower })
    expect(data.items[0].subject).toMatch(/^Mã xác thực email Việc Làm Tốt: \d{6}$/)
    const [otp] = await t.db.query<{ otp_type: number }>('SELECT otp_type FROM otps WHERE target = $1', [lower])
    expect(otp.otp_type).toBe(3)

    const wrong = await call('POST', '/identity/v1/email/verify', { body: { email, code: '000000' === (await lastCode(lower)) ? '111111' : '000000' }, token })
    expect(wrong.status).toBe(400)
    expect(wrong.message).toBe('Mã xác thực không đúng. Bạn còn 4 lần thử.')
    const verified = await call('POST', '/identity/v1/email/verify', { body: { email, code: await lastCode(lower) }, token })
    expect(verified.status).toBe(200)
    const self = await call('GET', '/identity/v1/self', { token })
    expect(self.data).toMatchObject({ email: lower, email_verified: true })
    const again = await call('POST', '/identity/v1/email/send', { body: { email }, token, ip: nextIp() })
    expect(again.status).toBe(409)
    const bad = await call('POST', '/identity/v1/email/send', { body: { email: 'khong-phai-email' }, token, ip })
    expect(bad.message).toBe('Địa chỉ email không hợp lệ')
  })

  it('registers a recruiter agent with a register key, once per key', async () => {
    const first = await signUp()
    const unknown = await call('POST', '/identity/v1/recruiter_agent/register', { body: { register_key: 'KHONG-CO' }, token: first.token })
    expect(unknown.status).toBe(400)
    expect(unknown.message).toBe('Mã đăng ký đại lý không đúng, vui lòng kiểm tra lại.')
    const ok = await call('POST', '/identity/v1/recruiter_agent/register', {
      body: { register_key: ` ${SEED_REGISTER_KEY.toLowerCase()} ` },
      token: first.token,
    })
    expect(ok.json).toEqual({ success: true, data: { user_type: 9, user_type_name: 'Đại lý' } })
    expect((await call('GET', '/identity/v1/self', { token: first.token })).data).toMatchObject({ user_type: 9, user_type_name: 'Đại lý' })
    const twice = await call('POST', '/identity/v1/recruiter_agent/register', { body: { register_key: SEED_REGISTER_KEY }, token: first.token })
    expect(twice.status).toBe(409)
    expect(twice.message).toBe('Tài khoản của bạn đã là đại lý.')

    const second = await signUp()
    const used = await call('POST', '/identity/v1/recruiter_agent/register', { body: { register_key: SEED_REGISTER_KEY }, token: second.token })
    expect(used.status).toBe(409)
    expect(used.json.error).toEqual({ code: 'register_key_used', message: 'Mã đăng ký đại lý đã được sử dụng.' })
    expect((await call('GET', '/identity/v1/self', { token: second.token })).data.user_type).toBe(1)
    const empty = await call('POST', '/identity/v1/recruiter_agent/register', { body: { register_key: '' }, token: second.token })
    expect(empty.message).toBe('Vui lòng nhập mã đăng ký đại lý')
  })
})

describe('contract', () => {
  it('documents every identity endpoint in /openapi.json with a tag and a summary', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json()
    const identity = Object.entries(doc.paths as Record<string, Record<string, { tags: string[]; summary: string }>>).filter(([p]) =>
      p.startsWith('/identity/v1/'),
    )
    expect(identity.map(([p]) => p).sort()).toEqual(
      [
        'account', 'change-password', 'email/send', 'email/verify', 'full-name', 'login', 'login-info', 'logout', 'loyalty',
        'new-guid', 'otps/send', 'otps/verify', 'phone-exist', 'phones', 'recruiter_agent/register', 'register',
        'reset-password', 'self', 'token', 'valid-token',
        // the organisation e-mail link's sign-in (served by the organisations module, docs/decisions/0022)
        'recruiters/email-verify/code', 'recruiters/email-verify/login',
        // opening a chat conversation (served by the chat module, docs/decisions/0025)
        'chat-room-request',
      ].map((p) => `/identity/v1/${p}`).sort(),
    )
    for (const [path, operations] of identity) {
      for (const operation of Object.values(operations)) {
        // opening a conversation is the chat contract's operation and the organisation e-mail link's
        // sign-in the organisations', under the spec's identity paths
        const area = path === '/identity/v1/chat-room-request' ? 'chat' : path.startsWith('/identity/v1/recruiters/email-verify/') ? 'organizations' : 'identity'
        expect(operation.tags).toEqual([area])
        expect(operation.summary).toMatch(/[À-ỹ]/)
      }
    }
  })
})

describe('robustness: no request gets a 5xx', () => {
  it('answers malformed bodies and queries on every endpoint with 4xx and a Vietnamese message', async () => {
    const { token } = await signUp()
    const endpoints: Array<['GET' | 'POST' | 'PUT', string]> = [
      ['POST', '/identity/v1/otps/send'],
      ['POST', '/identity/v1/otps/verify'],
      ['POST', '/identity/v1/register'],
      ['POST', '/identity/v1/login'],
      ['POST', '/identity/v1/token'],
      ['POST', '/identity/v1/phones'],
      ['PUT', '/identity/v1/reset-password'],
      ['PUT', '/identity/v1/change-password'],
      ['PUT', '/identity/v1/full-name'],
      ['POST', '/identity/v1/email/send'],
      ['POST', '/identity/v1/email/verify'],
      ['POST', '/identity/v1/recruiter_agent/register'],
      ['POST', '/dev/api/inboxes'],
    ]
    const bodies: unknown[] = [
      {},
      [],
      'chuoi',
      123,
      null,
      { phone: ['0901234567'], password: { $ne: 1 }, purpose: 'register', code: 123456 },
      { phone: '0'.repeat(5000), password: 'x'.repeat(10_000), full_name: '\u0000', email: '@', verify_token: 'y'.repeat(5000) },
      { phone: '+84', email: 'a@b.c', type: '1e309', purpose: 'verify_email', code: '١٢٣٤٥٦', register_key: 'k'.repeat(65) },
      { phone: '0901234567', type: -1, purpose: 'reset_password', code: '000000', old_password: 'x'.repeat(129), password: 'abcdef' },
    ]
    for (const [method, url] of endpoints) {
      for (const body of bodies) {
        const res = await t.app.inject({
          method,
          url,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          remoteAddress: nextIp(),
        })
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(body).slice(0, 80)}`).toBeGreaterThanOrEqual(400)
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500)
        expect(res.json().error.message).toMatch(/[À-ỹ]/)
      }
      const garbage = await t.app.inject({ method, url, payload: '{"phone":', headers: { 'content-type': 'application/json' } })
      expect(garbage.statusCode).toBeLessThan(500)
    }
    const queries = ['phone=', 'phone[]=1', 'phone=%00', `phone=${'9'.repeat(3000)}`, 'phone=0901234567&phone=0912345678']
    for (const query of queries) {
      const res = await call('GET', `/identity/v1/phone-exist?${query}`, { ip: nextIp() })
      expect(res.status, query).toBeLessThan(500)
    }
  })
})
