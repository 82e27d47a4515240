// Realtime over a real port with socket.io-client: handshake auth, join-room ownership, live
// inbox notifications, and (with REDIS_URL) delivery across two instances sharing one database.
import { randomInt } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { io as connectClient, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { API_MSG } from '../../src/domain/api-messages'
import { buildApp } from '../app'
import { createTestContext, type TestContext } from '../testing'
import { hashPassword } from '../modules/identity/password'
import { issueToken, resolveToken, revokeToken } from '../modules/identity/tokens'
import { createInboxMessage, type Inbox } from '../modules/mail/mail.service'
import type { JoinRoomAck } from './socket'

// Only this test reads it: the two-instance test needs the machine's Redis.
const redisUrl = process.env.REDIS_URL || null

interface TestUser {
  id: number
  user_uid: string
  token: string
}
interface Notification {
  type: 'inbox'
  inbox: Inbox
  total_unreads: number
}

const clients: Socket[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect()
})

/**
 * Users get random ids far above the sequence: the Redis channel is shared by every test file
 * (and every instance) on the machine, so rooms must not collide across databases.
 */
async function createUser(t: TestContext): Promise<TestUser> {
  const id = randomInt(1_000_000_000, 2 ** 47)
  const [row] = await t.db.query<{ id: number; user_uid: string }>(
    `INSERT INTO users (id, phone, password_hash, full_name) VALUES ($1, $2, 'x', 'Người dùng thử') RETURNING id, user_uid`,
    [id, `0${String(id).slice(-9)}`],
  )
  return { ...row, token: (await issueToken(t.db, row.id)).token }
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return `http://127.0.0.1:${address.port}`
}

/** Resolves with the connected socket, or rejects with the connect_error. */
function connect(origin: string, token?: string): Promise<Socket> {
  const client = connectClient(origin, {
    path: '/socket.io/',
    auth: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
    timeout: 10_000,
  })
  clients.push(client)
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(client))
    client.once('connect_error', (err) => reject(err))
  })
}

const joinRoom = (client: Socket, user: { id: number | string; user_uid: string }) =>
  client.timeout(10_000).emitWithAck('join-room', { user_uid: user.user_uid, user_id: user.id }) as Promise<JoinRoomAck>

const next = <T>(client: Socket, event: string) => new Promise<T>((resolve) => client.once(event, resolve))

const logout = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/identity/v1/logout', headers: { authorization: `Bearer ${token}` } })

/** An organisation with an owner and the given member; returns its id. */
async function organizationWith(t: TestContext, owner: TestUser, member: TestUser): Promise<number> {
  const code = `ORG-RT-${randomInt(1e9)}`
  const [org] = await t.db.query<{ id: number }>(`INSERT INTO organizations (code, name, slug) VALUES ($1, 'Công ty Thử', $2) RETURNING id::int AS id`, [code, code.toLowerCase()])
  await t.db.query(`INSERT INTO organization_members (organization_id, user_id, role) VALUES ($1, $2, 'owner'), ($1, $3, 'recruiter')`, [org.id, owner.id, member.id])
  return org.id
}

describe('realtime on one instance', () => {
  let t: TestContext
  let origin: string
  beforeAll(async () => {
    t = await createTestContext({ seed: false })
    origin = await listen(t.app)
  })
  afterAll(() => t.close())

  const send = (user: TestUser, title: string) =>
    createInboxMessage({ db: t.db, realtime: t.app.realtime }, { userId: user.id, part: 'candidate', title })

  it('refuses a connection without a token or with an unknown one: "Bạn cần đăng nhập!"', async () => {
    await expect(connect(origin)).rejects.toThrow(API_MSG.needLogin)
    await expect(connect(origin, 'khong-hop-le')).rejects.toThrow(API_MSG.needLogin)
    await expect(connect(origin, 'x'.repeat(500))).rejects.toThrow(API_MSG.needLogin)
  })

  it('refuses a revoked token', async () => {
    const user = await createUser(t)
    await revokeToken(t.db, (await resolveToken(t.db, user.token))!.tokenId)
    await expect(connect(origin, user.token)).rejects.toThrow(API_MSG.needLogin)
  })

  it('delivers a new inbox message to the own room after join-room', async () => {
    const user = await createUser(t)
    const client = await connect(origin, user.token)
    expect(await joinRoom(client, user)).toEqual({ success: true, data: null })
    const received = next<Notification>(client, 'notification')
    const inbox = await send(user, 'Nhà tuyển dụng đã xem hồ sơ của bạn')
    expect(await received).toEqual({ type: 'inbox', inbox, total_unreads: 1 })
  })

  it('accepts the user id as a string, as a browser may send it', async () => {
    const user = await createUser(t)
    const client = await connect(origin, user.token)
    expect(await joinRoom(client, { id: String(user.id), user_uid: user.user_uid })).toEqual({ success: true, data: null })
  })

  it("refuses join-room for another user's ids: error event, and their notifications never arrive", async () => {
    const me = await createUser(t)
    const other = await createUser(t)
    const client = await connect(origin, me.token)
    const notifications: Notification[] = []
    client.on('notification', (n: Notification) => notifications.push(n))
    const forbidden = { success: false, error: { code: 'forbidden', message: API_MSG.forbidden } }
    const attempts = [
      { id: other.id, user_uid: other.user_uid },
      { id: me.id, user_uid: other.user_uid },
      { id: other.id, user_uid: me.user_uid },
    ]
    for (const attempt of attempts) {
      const error = next<{ code: string; message: string }>(client, 'error')
      expect(await joinRoom(client, attempt)).toEqual(forbidden)
      expect(await error).toEqual({ code: 'forbidden', message: API_MSG.forbidden })
    }
    // malformed payloads, without an acknowledgement: only the error event
    for (const payload of [null, 'user:1', { user_uid: me.user_uid }, { user_uid: me.user_uid, user_id: [me.id] }]) {
      const error = next<{ code: string; message: string }>(client, 'error')
      client.emit('join-room', payload)
      expect((await error).message).toBe(API_MSG.forbidden)
    }
    await send(other, 'Tin của người khác')
    // A message for a room the client did join arrives after the other one would have.
    expect(await joinRoom(client, me)).toEqual({ success: true, data: null })
    const mine = next<Notification>(client, 'notification')
    await send(other, 'Tin của người khác, lần hai')
    await send(me, 'Tin của tôi')
    expect((await mine).inbox.title).toBe('Tin của tôi')
    expect(notifications.map((n) => n.inbox.title)).toEqual(['Tin của tôi'])
  })

  it('refuses join-room once the token has been revoked (logout in another tab)', async () => {
    const user = await createUser(t)
    const client = await connect(origin, user.token)
    await revokeToken(t.db, (await resolveToken(t.db, user.token))!.tokenId)
    const disconnected = next<string>(client, 'disconnect')
    expect(await joinRoom(client, user)).toEqual({ success: false, error: { code: 'unauthorized', message: API_MSG.needLogin } })
    expect(await disconnected).toBe('io server disconnect')
  })

  it('logout closes the live connections of that session only', async () => {
    const user = await createUser(t)
    const other = (await issueToken(t.db, user.id)).token
    const [loggedOut, stillIn] = await Promise.all([connect(origin, user.token), connect(origin, other)])
    for (const tab of [loggedOut, stillIn]) await joinRoom(tab, user)
    const disconnected = next<string>(loggedOut, 'disconnect')
    const res = await t.app.inject({ method: 'POST', url: '/identity/v1/logout', headers: { authorization: `Bearer ${user.token}` } })
    expect(res.statusCode).toBe(200)
    expect(await disconnected).toBe('io server disconnect')
    const received = next<Notification>(stillIn, 'notification')
    await send(user, 'Vẫn nhận được trên phiên còn lại')
    expect((await received).inbox.title).toBe('Vẫn nhận được trên phiên còn lại')
  })

  it('logout ends a connection that never joined a room', async () => {
    const user = await createUser(t)
    const idle = await connect(origin, user.token)
    const disconnected = next<string>(idle, 'disconnect')
    expect((await logout(t.app, user.token)).statusCode).toBe(200)
    expect(await disconnected).toBe('io server disconnect')
  })

  it("a password change ends the other sessions' connections, joined or not, and keeps its own", async () => {
    const user = await createUser(t)
    await t.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, await hashPassword('matkhau-cu', t.env.passwordHash)])
    const elsewhere = (await issueToken(t.db, user.id)).token
    const [idle, joined, mine] = await Promise.all([connect(origin, elsewhere), connect(origin, elsewhere), connect(origin, user.token)])
    await joinRoom(joined, user)
    const ended = Promise.all([next<string>(idle, 'disconnect'), next<string>(joined, 'disconnect')])
    const res = await t.app.inject({
      method: 'PUT',
      url: '/identity/v1/change-password',
      headers: { authorization: `Bearer ${user.token}` },
      payload: { old_password: 'matkhau-cu', password: 'matkhau-moi' },
    })
    expect(res.statusCode).toBe(200)
    expect(await ended).toEqual(['io server disconnect', 'io server disconnect'])
    expect(mine.connected).toBe(true)
  })

  it('removing a member from an organisation ends that person’s connections', async () => {
    const owner = await createUser(t)
    const member = await createUser(t)
    const orgId = await organizationWith(t, owner, member)
    const [idle, joined, ownerTab] = await Promise.all([connect(origin, member.token), connect(origin, member.token), connect(origin, owner.token)])
    await joinRoom(joined, member)
    const ended = Promise.all([next<string>(idle, 'disconnect'), next<string>(joined, 'disconnect')])
    const res = await t.app.inject({ method: 'DELETE', url: `/job/v1/organizations/${orgId}/members/${member.id}`, headers: { authorization: `Bearer ${owner.token}` } })
    expect(res.statusCode).toBe(200)
    expect(await ended).toEqual(['io server disconnect', 'io server disconnect'])
    // the member is still signed in: a new connection is accepted
    expect((await connect(origin, member.token)).connected).toBe(true)
    expect(ownerTab.connected).toBe(true)
  })

  it('reaches every open page of the user', async () => {
    const user = await createUser(t)
    const tabs = await Promise.all([connect(origin, user.token), connect(origin, user.token)])
    for (const tab of tabs) await joinRoom(tab, user)
    const received = Promise.all(tabs.map((tab) => next<Notification>(tab, 'notification')))
    await send(user, 'Bạn có lời mời phỏng vấn')
    expect((await received).map((n) => n.inbox.title)).toEqual(['Bạn có lời mời phỏng vấn', 'Bạn có lời mời phỏng vấn'])
  })

  it('closes with clients still connected', async () => {
    const extra = await createTestContext({ seed: false })
    const extraOrigin = await listen(extra.app)
    const user = await createUser(extra)
    const client = await connect(extraOrigin, user.token)
    await joinRoom(client, user)
    const disconnected = next<string>(client, 'disconnect')
    await extra.close()
    expect(await disconnected).toBeTypeOf('string')
  })
})

describe.skipIf(!redisUrl)('realtime across two instances (Redis adapter)', () => {
  let t: TestContext
  let other: FastifyInstance
  let originA: string
  beforeAll(async () => {
    t = await createTestContext({ seed: false, env: { redisUrl } })
    // Instance B: same database, same Redis, its own HTTP server and socket.io.
    other = await buildApp({ db: t.db, env: t.env })
    await other.ready()
    originA = await listen(t.app)
    await listen(other)
  })
  afterAll(async () => {
    await other?.close()
    await t?.close()
  })

  /** Redis subscriptions start asynchronously: probe through B until A relays (or fail in 10 s). */
  async function relayed(client: Socket, userId: number): Promise<void> {
    let probes = 0
    let deadline: NodeJS.Timeout | undefined
    const timer = setInterval(() => other.realtime.notifyUser(userId, 'probe', ++probes), 50)
    try {
      await Promise.race([
        next<number>(client, 'probe'),
        new Promise((_, reject) => {
          deadline = setTimeout(() => reject(new Error('instance A never relayed B through Redis')), 10_000)
        }),
      ])
    } finally {
      clearInterval(timer)
      clearTimeout(deadline)
    }
  }

  it('delivers a notification emitted by instance B to a client connected to instance A', async () => {
    const user = await createUser(t)
    const client = await connect(originA, user.token)
    expect(await joinRoom(client, user)).toEqual({ success: true, data: null })
    await relayed(client, user.id)
    const received = new Promise<Notification>((resolve) => client.on('notification', resolve))
    const inbox = await createInboxMessage(
      { db: t.db, realtime: other.realtime },
      { userId: user.id, part: 'common', title: 'Hồ sơ của bạn đã được duyệt' },
    )
    expect(await received).toEqual({ type: 'inbox', inbox, total_unreads: 1 })
  })

  it('logout or a removed membership on instance B ends connections on instance A, joined or not', async () => {
    const user = await createUser(t)
    const idle = await connect(originA, user.token)
    const joined = await connect(originA, user.token)
    await joinRoom(joined, user)
    await relayed(joined, user.id)
    const ended = Promise.all([next<string>(idle, 'disconnect'), next<string>(joined, 'disconnect')])
    expect((await logout(other, user.token)).statusCode).toBe(200)
    expect(await ended).toEqual(['io server disconnect', 'io server disconnect'])

    const owner = await createUser(t)
    const member = await createUser(t)
    const orgId = await organizationWith(t, owner, member)
    const memberTab = await connect(originA, member.token)
    const removed = next<string>(memberTab, 'disconnect')
    const res = await other.inject({ method: 'DELETE', url: `/job/v1/organizations/${orgId}/members/${member.id}`, headers: { authorization: `Bearer ${owner.token}` } })
    expect(res.statusCode).toBe(200)
    expect(await removed).toBe('io server disconnect')
  })

  it("still refuses another user's room on a shared adapter", async () => {
    const me = await createUser(t)
    const stranger = await createUser(t)
    const client = await connect(originA, me.token)
    const notifications: Notification[] = []
    client.on('notification', (n: Notification) => notifications.push(n))
    expect((await joinRoom(client, stranger)).success).toBe(false)
    expect(await joinRoom(client, me)).toEqual({ success: true, data: null })
    await relayed(client, me.id)
    const mine = next<Notification>(client, 'notification')
    await createInboxMessage({ db: t.db, realtime: other.realtime }, { userId: stranger.id, part: 'candidate', title: 'Không phải của bạn' })
    await createInboxMessage({ db: t.db, realtime: other.realtime }, { userId: me.id, part: 'candidate', title: 'Của bạn' })
    expect((await mine).inbox.title).toBe('Của bạn')
    expect(notifications.map((n) => n.inbox.title)).toEqual(['Của bạn'])
  })
})
