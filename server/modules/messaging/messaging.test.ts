import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client'
import { loadEnv } from '../../env'
import { openTestDatabase } from '../../testing'
import { createMessaging } from './messaging'
import { listOutbox } from './outbox'

let db: Database
let drop: () => Promise<void>
beforeAll(async () => {
  ;({ db, drop } = await openTestDatabase())
})
afterAll(() => drop())

const listen = (server: http.Server | net.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))

describe('outbox (development and tests)', () => {
  it('stores SMS and e-mail, newest first, filterable by recipient', async () => {
    const messaging = createMessaging({ db, env: loadEnv({ NODE_ENV: 'test' }) })
    expect([messaging.sms.kind, messaging.email.kind]).toEqual(['outbox', 'outbox'])
    await messaging.sms.send('0901234567', 'Mã xác thực là 123456')
    await messaging.email.send({ to: 'Lan@Example.vn', subject: 'Chào', text: 'Nội dung' })
    const all = await listOutbox(db, { limit: 10 })
    expect(all.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', 'lan@example.vn'],
      ['sms', '0901234567'],
    ])
    expect(await listOutbox(db, { recipient: '0901234567', limit: 10 })).toHaveLength(1)
  })
})

describe('SMS gateway', () => {
  let server: http.Server
  let port: number
  const received: Array<{ auth?: string; body: unknown }> = []
  let status = 200
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        received.push({ auth: request.headers.authorization, body: JSON.parse(body) })
        response.writeHead(status, { 'content-type': 'application/json' }).end('{"ok":true}')
      })
    })
    port = await listen(server)
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('posts the number and text with the bearer token, and fails loudly on an error status', async () => {
    const env = loadEnv({ NODE_ENV: 'development', SMS_GATEWAY_URL: `http://127.0.0.1:${port}/sms`, SMS_GATEWAY_TOKEN: 'bi-mat' })
    const messaging = createMessaging({ db, env })
    expect(messaging.sms.kind).toBe('gateway')
    await messaging.sms.send('0912345678', 'Mã xác thực Việc Làm Tốt của bạn là 654321.')
    expect(received[0]).toEqual({ auth: 'Bearer bi-mat', body: { to: '0912345678', text: 'Mã xác thực Việc Làm Tốt của bạn là 654321.' } })
    status = 500
    await expect(messaging.sms.send('0912345678', 'x')).rejects.toThrow('SMS gateway answered 500')
    expect(await listOutbox(db, { recipient: '0912345678', limit: 10 })).toHaveLength(0)
  })
})

describe('SMTP e-mail (nodemailer)', () => {
  // A minimal SMTP server: enough of RFC 5321 for one plain-text session.
  const mails: Array<{ from: string; to: string[]; data: string }> = []
  const server = net.createServer((socket) => {
    let buffer = ''
    let inData = false
    let current = { from: '', to: [] as string[], data: '' }
    socket.write('220 localhost ESMTP test\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let end: number
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            mails.push(current)
            current = { from: '', to: [], data: '' }
            socket.write('250 OK queued\r\n')
          } else current.data += `${line}\n`
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'MAIL') current.from = line
        if (verb === 'RCPT') current.to.push(line)
        if (verb === 'DATA') inData = true
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-localhost\r\n250 8BITMIME\r\n')
        else if (verb === 'DATA') socket.write('354 End data with <CR><LF>.<CR><LF>\r\n')
        else if (verb === 'QUIT') socket.end('221 Bye\r\n')
        else socket.write('250 OK\r\n')
      }
    })
  })
  let port: number
  beforeAll(async () => {
    port = await listen(server)
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('sends through the SMTP_URL server from MAIL_FROM', async () => {
    const env = loadEnv({ NODE_ENV: 'development', SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Việc Làm Tốt <no-reply@vieclamtot.vn>' })
    const messaging = createMessaging({ db, env })
    expect(messaging.email.kind).toBe('smtp')
    await messaging.email.send({ to: 'lan@example.vn', subject: 'Mã xác thực email Việc Làm Tốt: 123456', text: 'Mã của bạn là 123456.' })
    messaging.close()
    expect(mails).toHaveLength(1)
    expect(mails[0].from).toContain('<no-reply@vieclamtot.vn>')
    expect(mails[0].to).toEqual(['RCPT TO:<lan@example.vn>'])
    expect(mails[0].data).toMatch(/^Subject: /m)
    expect(mails[0].data).toContain('123456')
  })
})

describe('production', () => {
  it('never falls back to the outbox', () => {
    const env = { ...loadEnv({ NODE_ENV: 'test' }), nodeEnv: 'production' as const }
    expect(() => createMessaging({ db, env })).toThrow(/SMTP_URL/)
  })
})
