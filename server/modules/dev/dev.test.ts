import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { SEED_ACCOUNTS } from '../../db/seed/users'
import { loadEnv } from '../../env'
import { createTestContext, type TestContext } from '../../testing'

let t: TestContext

/** A development page's HTML, after checking it is one: a Vietnamese page under a strict CSP with its heading. */
async function devPage(url: string, heading: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
  expect(res.headers['content-security-policy']).toContain("default-src 'none'")
  expect(res.body).toMatch(/^<!doctype html>\s*<html lang="vi">/)
  expect(res.body).toContain(`<h1>${heading}</h1>`)
  return res.body
}
beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 3, jobs: 5 } })
  // Two messages of different channels and recipients, oldest first.
  await t.app.inject({
    method: 'POST',
    url: '/identity/v1/otps/send',
    payload: { phone: SEED_ACCOUNTS.jobseeker.phone, purpose: 'reset_password' },
    remoteAddress: '10.9.0.1',
  })
  await t.db.query(
    `INSERT INTO outbox_messages (channel, recipient, subject, body) VALUES ('email', 'lan@example.vn', 'Chào <Lan>', 'Nội dung & <b>thử</b>')`,
  )
})
afterAll(() => t.close())

describe('development outbox', () => {
  it('lists sent messages newest first, filtered by recipient (JSON for tests)', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/dev/api/outbox' })).json()
    expect(all.data.items.map((m: { channel: string }) => m.channel)).toEqual(['email', 'sms'])
    expect(all.data.items[0]).toEqual({
      id: expect.any(Number),
      channel: 'email',
      recipient: 'lan@example.vn',
      subject: 'Chào <Lan>',
      body: 'Nội dung & <b>thử</b>',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    const sms = (await t.app.inject({ method: 'GET', url: '/dev/api/outbox?recipient=%2B84901234567&limit=5' })).json()
    expect(sms.data.items).toHaveLength(1)
    expect(sms.data.items[0]).toMatchObject({ channel: 'sms', recipient: '0901234567' })
    const email = (await t.app.inject({ method: 'GET', url: '/dev/api/outbox?recipient=LAN@example.VN' })).json()
    expect(email.data.items).toHaveLength(1)
    const bad = await t.app.inject({ method: 'GET', url: '/dev/api/outbox?limit=1000' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toBe('limit tối đa 100.')
  })

  it('renders an accessible Vietnamese page with escaped content and a recipient filter', async () => {
    const html = await devPage('/dev/outbox', 'Hộp thư gửi đi')
    expect(html).toContain('<label for="recipient">')
    expect(html).toContain('<th scope="col">Người nhận</th>')
    expect(html).toContain('Chào &lt;Lan&gt;')
    expect(html).not.toContain('<b>thử</b>')
    expect(html.indexOf('lan@example.vn')).toBeLessThan(html.indexOf('Mã xác thực Việc Làm Tốt'))
    const filtered = (await t.app.inject({ method: 'GET', url: '/dev/outbox?recipient=lan%40example.vn' })).body
    expect(filtered).toContain('Tin đã gửi (1)')
    expect(filtered).not.toContain('Mã xác thực Việc Làm Tốt')
    const none = (await t.app.inject({ method: 'GET', url: '/dev/outbox?recipient=0999999999' })).body
    expect(none).toContain('Chưa có tin nào gửi đến 0999999999.')
    const odd = await t.app.inject({ method: 'GET', url: '/dev/outbox?recipient[]=1&recipient=%3Cscript%3E' })
    expect(odd.statusCode).toBe(200)
    expect(odd.body).not.toContain('<script>')
  })
})

describe('search engines page', () => {
  it('shows what search engines would have been told, newest first, linked from the outbox', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/search-engines' })).body).toContain('Chưa có thông báo nào.')
    await t.db.query(
      `INSERT INTO search_engine_outbox (batch, type, url) VALUES ('lo-1', 'URL_UPDATED', 'http://localhost:3000/viec-lam/ke-toan-1'),
         ('lo-2', 'URL_DELETED', 'http://localhost:3000/viec-lam/<b>tho-han</b>-2')`,
    )
    await t.db.query(`INSERT INTO search_engine_quota (engine, day, used) VALUES ('dev', (now() AT TIME ZONE 'America/Los_Angeles')::date, 2)`)
    const html = await devPage('/dev/search-engines', 'Thông báo cho công cụ tìm kiếm')
    expect(html).toContain('Thông báo đã ghi lại (2)')
    expect(html).toContain('<th scope="row">Phát triển (ghi lại, không gửi)</th><td>0</td><td>0</td><td>2 / 200</td>')
    expect(html).toContain('&lt;b&gt;tho-han&lt;/b&gt;')
    expect(html).not.toContain('<b>tho-han</b>')
    expect(html.indexOf('URL_DELETED')).toBeLessThan(html.indexOf('URL_UPDATED'))
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).body).toContain('<a href="/dev/search-engines">')
  })
})

describe('test notifications', () => {
  it('creates an inbox message for the user with that phone and returns it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/dev/api/inboxes',
      payload: { phone: '+84 901 234 567', title: 'Nhà tuyển dụng đã xem hồ sơ', content: 'Xin chào', url: '/account/notification', part: 'candidate' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      part: 'candidate',
      title: 'Nhà tuyển dụng đã xem hồ sơ',
      content: 'Xin chào',
      url: '/account/notification',
      is_read: false,
      created_at: expect.stringMatching(/^\d{4}-/),
    })
    const [row] = await t.db.query<{ phone: string }>(
      'SELECT u.phone FROM inboxes i JOIN users u ON u.id = i.user_id WHERE i.id = $1',
      [res.json().data.id],
    )
    expect(row.phone).toBe(SEED_ACCOUNTS.jobseeker.phone)
    const common = await t.app.inject({ method: 'POST', url: '/dev/api/inboxes', payload: { phone: '0912345678', title: 'Chung' } })
    expect(common.json().data).toMatchObject({ part: 'common', content: '', url: null })
  })

  it('answers unknown phones with 404 and bad input with 400, in Vietnamese', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/dev/api/inboxes', payload: { phone: '0999999999', title: 'A' } })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toBe('Không có tài khoản nào dùng số điện thoại này.')
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ phone: '0901234567' }, 'Vui lòng nhập tiêu đề thông báo'],
      [{ phone: '0901234567', title: 'A', part: 'khac' }, 'Phần hộp thư phải là candidate (ứng viên) hoặc common (chung).'],
      [{ phone: '0901234567', title: 'A', url: 'javascript:alert(1)' }, 'Đường dẫn phải bắt đầu bằng / hoặc http(s)://'],
      [{ phone: '0901234567', title: 'A', url: '//evil.example' }, 'Đường dẫn phải bắt đầu bằng / hoặc http(s)://'],
      [{ title: 'A' }, 'Vui lòng nhập số điện thoại liên hệ'],
    ]
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/dev/api/inboxes', payload })
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().error.message).toBe(message)
    }
  })

  /** The outbox page's form sent as a browser without script sends it. */
  const postOutboxForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/dev/outbox',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    })

  it('sends one from the page form without script and redirects back', async () => {
    const form = { phone: '0901234567', title: 'Thông báo từ trang', content: 'Nội dung', url: '', part: 'common' }
    const res = await postOutboxForm(form, { host: 'localhost:3000', origin: 'http://localhost:3000' })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/dev/outbox?sent=1')
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox?sent=1' })).body).toContain('role="status">Đã gửi thông báo thử.')
    const rows = await t.db.query("SELECT 1 FROM inboxes WHERE title = 'Thông báo từ trang'")
    expect(rows).toHaveLength(1)

    const invalid = await postOutboxForm({ phone: '123', title: '<b>x</b>' })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.body).toContain('role="alert">Số điện thoại phải đủ 10 số và bắt đầu bằng số 0')
    expect(invalid.body).toContain('value="&lt;b&gt;x&lt;/b&gt;"')
    const unknown = await postOutboxForm({ phone: '0999999999', title: 'x' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toContain('Không có tài khoản nào dùng số điện thoại này.')
    const crossSite = await postOutboxForm(form, { origin: 'https://evil.example' })
    expect(crossSite.statusCode).toBe(403)
  })
})

describe('production mode', () => {
  let prod: FastifyInstance
  let siteDir: string
  beforeAll(async () => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viec-site-'))
    const env = loadEnv(
      {
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        MAIL_FROM: 'Việc Làm Tốt <no-reply@vieclamtot.vn>',
        SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
        SMS_GATEWAY_TOKEN: 'bi-mat',
        VNPAY_TMN_CODE: 'VIECLAM1',
        VNPAY_HASH_SECRET: 'bi-mat-vnpay',
        UPLOAD_SIGNING_SECRET: 'k'.repeat(48),
      },
      { logLevel: 'silent', siteDir },
    )
    prod = await buildApp({ db: t.db, env })
    await prod.ready()
  })
  afterAll(async () => {
    await prod.close()
    fs.rmSync(siteDir, { recursive: true, force: true })
  })

  it('has no outbox and no notification tool', async () => {
    const api = await prod.inject({ method: 'GET', url: '/dev/api/outbox' })
    expect(api.statusCode).toBe(404)
    expect(api.json().success).toBe(false)
    const inbox = await prod.inject({ method: 'POST', url: '/dev/api/inboxes', payload: { phone: '0901234567', title: 'x' } })
    expect(inbox.statusCode).toBe(404)
    const page = await prod.inject({ method: 'GET', url: '/dev/outbox' })
    expect(page.statusCode).not.toBe(200)
    expect(page.body).not.toContain('Hộp thư gửi đi')
    expect((await prod.inject({ method: 'GET', url: '/dev/search-engines' })).statusCode).not.toBe(200)
    // The identity service itself is there.
    expect((await prod.inject({ method: 'GET', url: '/identity/v1/new-guid' })).statusCode).toBe(200)
  })
})
