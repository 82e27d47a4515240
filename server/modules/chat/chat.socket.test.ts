// Chat over socket.io (issue 22; docs/decisions/0025-chat.md): a stored message reaches every open
// tab of both people, receipts and the typing indicator go live, a third person can neither join
// nor hear a conversation, a client that reconnects fetches what it missed, and with REDIS_URL two
// instances sharing one database and one Redis deliver to people connected to either.
import { randomInt } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { io as connectClient, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CHAT_EVENTS, type ChatMessageEvent, type ChatReceiptsEvent } from '../../../src/domain/chat'
import { buildApp } from '../../app'
import { createTestContext, insertTestJob, type TestContext } from '../../testing'
import { issueToken } from '../identity/tokens'

// Only the two-instance part reads it: it needs the machine's Redis.
const redisUrl = process.env.REDIS_URL || null

interface Person {
  id: number
  user_uid: string
  token: string
}

const clients: Socket[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect()
})

/** Random ids far above the sequences (within the API's integer ids): rooms on a shared Redis must not collide across test databases. */
async function person(t: TestContext, name: string): Promise<Person> {
  const id = randomInt(100_000_000, 2_000_000_000)
  const [row] = await t.db.query<{ id: number; user_uid: string }>(
    `INSERT INTO users (id, phone, password_hash, full_name) VALUES ($1, $2, 'x', $3) RETURNING id::int AS id, user_uid`,
    [id, `0${String(id).slice(-9)}`, name],
  )
  return { ...row, token: (await issueToken(t.db, row.id)).token }
}

async function conversationBetween(t: TestContext, seeker: Person, recruiter: Person): Promise<number> {
  const code = `ORG-CHAT-${randomInt(1e9)}`
  const [org] = await t.db.query<{ id: number }>(`INSERT INTO organizations (code, name, slug) VALUES ($1, 'Công ty Thử', $2) RETURNING id::int AS id`, [code, code.toLowerCase()])
  await t.db.query(`INSERT INTO organization_members (organization_id, user_id, role) VALUES ($1, $2, 'owner')`, [org.id, recruiter.id])
  const job = await insertTestJob(t.db, { title: 'Nhân viên phục vụ', organizationId: org.id, reviewStatus: 1001, isHidden: false, expiresAt: new Date(Date.now() + 10 * 86_400_000) })
  const res = await t.app.inject({
    method: 'POST',
    url: '/identity/v1/chat-room-request',
    headers: { authorization: `Bearer ${seeker.token}` },
    payload: { user_id: 0, classified_id: job },
  })
  return res.json().data.id
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return `http://127.0.0.1:${address.port}`
}

/** A connection with the person's token that joined no room (as a script may keep one). */
async function bare(origin: string, who: Person): Promise<Socket> {
  const client = connectClient(origin, { path: '/socket.io/', auth: { token: who.token }, reconnection: false, forceNew: true, timeout: 10_000 })
  clients.push(client)
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve())
    client.once('connect_error', reject)
  })
  return client
}

/** A signed-in tab: connected with its token and in its person's room, as the site does. */
async function tab(origin: string, who: Person): Promise<Socket> {
  const client = await bare(origin, who)
  const joined = await client.timeout(10_000).emitWithAck('join-room', { user_uid: who.user_uid, user_id: who.id })
  expect(joined.success).toBe(true)
  return client
}

const next = <T>(client: Socket, event: string, timeoutMs = 10_000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs)
    client.once(event, (value: T) => {
      clearTimeout(timer)
      resolve(value)
    })
  })
/** Collects an event's payloads while a test runs. */
const collect = <T>(client: Socket, event: string) => {
  const seen: T[] = []
  client.on(event, (value: T) => seen.push(value))
  return seen
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const sendRest = async (app: FastifyInstance, who: Person, id: number, text: string) => {
  const res = await app.inject({ method: 'POST', url: `/job/v1/chat/conversations/${id}/messages`, headers: { authorization: `Bearer ${who.token}` }, payload: { text } })
  expect(res.statusCode).toBe(200)
  return res.json().data as ChatMessageEvent['message']
}

describe('chat on one instance', () => {
  let t: TestContext
  let origin: string
  beforeAll(async () => {
    t = await createTestContext({ seed: { organizations: 2, jobs: 4 } })
    origin = await listen(t.app)
  })
  afterAll(() => t?.close())

  it('delivers a stored message to every tab of both people, with the recipient unread total', async () => {
    const seeker = await person(t, 'Lê Thị Thu')
    const recruiter = await person(t, 'Phạm Văn Nam')
    const id = await conversationBetween(t, seeker, recruiter)
    const tabs = await Promise.all([tab(origin, seeker), tab(origin, seeker), tab(origin, recruiter)])
    const received = Promise.all(tabs.map((client) => next<ChatMessageEvent>(client, CHAT_EVENTS.message)))
    const notified = next<{ type: string; unread: number; title: string }>(tabs[0], 'notification')
    const sent = await sendRest(t.app, recruiter, id, 'Chào Thu, em đi làm từ thứ Hai được không?')
    const events = await received
    expect(events.map((e) => e.message.id)).toEqual([sent.id, sent.id, sent.id])
    expect(events[0].unread_total).toBe(1)
    // stored before it was announced
    const [row] = await t.db.query<{ body: string }>('SELECT body FROM chat_messages WHERE id = $1', [events[0].message.id])
    expect(row.body).toBe('Chào Thu, em đi làm từ thứ Hai được không?')
    expect(await notified).toEqual({ type: 'chat', conversation_id: id, unread: 1, title: 'Tin nhắn mới từ Phạm Văn Nam về tin "Nhân viên phục vụ"' })
  })

  it('carries receipts and the typing indicator live, and only between the two people', async () => {
    const seeker = await person(t, 'Võ Minh Khoa')
    const recruiter = await person(t, 'Đỗ Thị Hạnh')
    const stranger = await person(t, 'Người Lạ')
    const id = await conversationBetween(t, seeker, recruiter)
    const [s, r, x] = await Promise.all([tab(origin, seeker), tab(origin, recruiter), tab(origin, stranger)])
    for (const client of [s, r]) expect(await client.timeout(10_000).emitWithAck(CHAT_EVENTS.join, { conversation_id: id })).toEqual({ success: true, data: null })
    // a third person can neither join nor mark nor hear it
    const refused = await x.timeout(10_000).emitWithAck(CHAT_EVENTS.join, { conversation_id: id })
    expect(refused).toMatchObject({ success: false, error: { code: 'forbidden' } })
    expect((await x.timeout(10_000).emitWithAck(CHAT_EVENTS.receipt, { conversation_id: id, read_id: 1 })).success).toBe(false)
    expect((await x.timeout(10_000).emitWithAck(CHAT_EVENTS.join, { conversation_id: 'abc' })).success).toBe(false)
    const overheard = [...collect(x, CHAT_EVENTS.message), ...collect(x, CHAT_EVENTS.typing), ...collect(x, CHAT_EVENTS.receipts)]
    x.emit(CHAT_EVENTS.typing, { conversation_id: id })

    const typing = next<{ conversation_id: number; user_id: number }>(s, CHAT_EVENTS.typing)
    r.emit(CHAT_EVENTS.typing, { conversation_id: id })
    expect(await typing).toEqual({ conversation_id: id, user_id: recruiter.id })

    const sent = await sendRest(t.app, recruiter, id, 'Em xem lịch phỏng vấn nhé')
    const receipt = next<ChatReceiptsEvent>(r, CHAT_EVENTS.receipts)
    const ack = await s.timeout(10_000).emitWithAck(CHAT_EVENTS.receipt, { conversation_id: id, delivered_id: sent.id })
    expect(ack.data).toEqual({ conversation_id: id, user_id: seeker.id, delivered_id: sent.id, read_id: 0 })
    expect(await receipt).toEqual({ conversation_id: id, user_id: seeker.id, delivered_id: sent.id, read_id: 0 })
    const read = next<ChatReceiptsEvent>(r, CHAT_EVENTS.receipts)
    await s.timeout(10_000).emitWithAck(CHAT_EVENTS.receipt, { conversation_id: id, read_id: sent.id })
    expect((await read).read_id).toBe(sent.id)
    await pause(200)
    expect(overheard).toEqual([])
  })

  it('ends at logout a socket that never joined a room: it can no longer join or mark a conversation', async () => {
    const seeker = await person(t, 'Đinh Thị Hoa')
    const recruiter = await person(t, 'Lâm Văn Đức')
    const id = await conversationBetween(t, seeker, recruiter)
    const sent = await sendRest(t.app, recruiter, id, 'Chào em')
    const script = await bare(origin, seeker)
    expect(await script.timeout(10_000).emitWithAck(CHAT_EVENTS.join, { conversation_id: id })).toEqual({ success: true, data: null })
    const ended = next<string>(script, 'disconnect')
    const res = await t.app.inject({ method: 'POST', url: '/identity/v1/logout', headers: { authorization: `Bearer ${seeker.token}` } })
    expect(res.statusCode).toBe(200)
    expect(await ended).toBe('io server disconnect')
    await expect(script.timeout(500).emitWithAck(CHAT_EVENTS.receipt, { conversation_id: id, read_id: sent.id })).rejects.toThrow()
    const [me] = await t.db.query<{ last_read_id: number }>('SELECT last_read_id::int AS last_read_id FROM chat_participants WHERE conversation_id = $1 AND user_id = $2', [id, seeker.id])
    expect(me.last_read_id).toBe(0)
  })

  it("ends a removed recruiter's sockets; reconnected, they cannot join the organisation's conversation, the owner who took it over can", async () => {
    const seeker = await person(t, 'Tạ Thị Yến')
    const owner = await person(t, 'Chủ Cửa Hàng')
    const recruiter = await person(t, 'Nhân Viên Sắp Nghỉ')
    const id = await conversationBetween(t, seeker, recruiter)
    const [{ organization_id: orgId }] = await t.db.query<{ organization_id: number }>('SELECT organization_id::int AS organization_id FROM chat_conversations WHERE id = $1', [id])
    await t.db.query(`INSERT INTO organization_members (organization_id, user_id, role) VALUES ($1, $2, 'owner')`, [orgId, owner.id])
    const watching = await tab(origin, recruiter)
    expect((await watching.timeout(10_000).emitWithAck(CHAT_EVENTS.join, { conversation_id: id })).success).toBe(true)
    const ended = next<string>(watching, 'disconnect')
    const res = await t.app.inject({ method: 'DELETE', url: `/job/v1/organizations/${orgId}/members/${recruiter.id}`, headers: { authorization: `Bearer ${owner.token}` } })
    expect(res.statusCode).toBe(200)
    expect(await ended).toBe('io server disconnect')
    const again = await tab(origin, recruiter)
    expect(await again.timeout(10_000).emitWithAck(CHAT_EVENTS.join, { conversation_id: id })).toMatchObject({ success: false, error: { code: 'forbidden' } })
    const ownerTab = await tab(origin, owner)
    expect((await ownerTab.timeout(10_000).emitWithAck(CHAT_EVENTS.join, { conversation_id: id })).success).toBe(true)
  })

  it('lets a client that was away fetch what it missed after its last seen message', async () => {
    const seeker = await person(t, 'Hồ Thị Lan')
    const recruiter = await person(t, 'Bùi Văn Tùng')
    const id = await conversationBetween(t, seeker, recruiter)
    let s = await tab(origin, seeker)
    const first = next<ChatMessageEvent>(s, CHAT_EVENTS.message)
    await sendRest(t.app, recruiter, id, 'Tin thứ nhất')
    const lastSeen = (await first).message.id
    s.disconnect()
    const missed = [await sendRest(t.app, recruiter, id, 'Tin lúc mất mạng 1'), await sendRest(t.app, recruiter, id, 'Tin lúc mất mạng 2')]
    s = await tab(origin, seeker)
    const res = await t.app.inject({ method: 'GET', url: `/job/v1/chat/conversations/${id}/messages?after=${lastSeen}`, headers: { authorization: `Bearer ${seeker.token}` } })
    expect(res.json().data.items.map((m: { id: number }) => m.id)).toEqual(missed.map((m) => m.id))
  })
})

describe.skipIf(!redisUrl)('chat across two instances (Redis adapter)', () => {
  let t: TestContext
  let other: FastifyInstance
  let originA: string
  let originB: string
  beforeAll(async () => {
    t = await createTestContext({ seed: { organizations: 2, jobs: 4 }, env: { redisUrl } })
    // conversation rooms are named by id: start far from other test databases on the same Redis
    await t.db.query(`SELECT setval('chat_conversations_id_seq', $1)`, [randomInt(100_000_000, 1_000_000_000)])
    other = await buildApp({ db: t.db, env: t.env })
    await other.ready()
    originA = await listen(t.app)
    originB = await listen(other)
  })
  afterAll(async () => {
    await other?.close()
    await t?.close()
  })

  /** Redis subscriptions start asynchronously: probe from B until A relays (or fail in 10 s). */
  async function relayed(client: Socket, userId: number): Promise<void> {
    let probes = 0
    const timer = setInterval(() => other.realtime.notifyUser(userId, 'probe', ++probes), 50)
    try {
      await next(client, 'probe')
    } finally {
      clearInterval(timer)
    }
  }

  it('delivers messages, receipts and typing between a seeker on instance A and a recruiter on instance B', async () => {
    const seeker = await person(t, 'Mai Anh')
    const recruiter = await person(t, 'Quốc Bảo')
    const id = await conversationBetween(t, seeker, recruiter)
    const s = await tab(originA, seeker)
    const r = await tab(originB, recruiter)
    await relayed(s, seeker.id)
    for (const client of [s, r]) expect((await client.timeout(10_000).emitWithAck(CHAT_EVENTS.join, { conversation_id: id })).success).toBe(true)

    // the recruiter sends through B; the seeker, on A, gets it
    const atSeeker = next<ChatMessageEvent>(s, CHAT_EVENTS.message)
    const sent = await sendRest(other, recruiter, id, 'Gửi từ máy chủ B')
    expect((await atSeeker).message).toMatchObject({ id: sent.id, text: 'Gửi từ máy chủ B' })

    // the seeker reads it on A; the recruiter, on B, sees "Đã xem"
    const read = next<ChatReceiptsEvent>(r, CHAT_EVENTS.receipts)
    await s.timeout(10_000).emitWithAck(CHAT_EVENTS.receipt, { conversation_id: id, read_id: sent.id })
    expect(await read).toMatchObject({ user_id: seeker.id, read_id: sent.id })

    // the seeker answers through A; the recruiter, on B, gets it
    const atRecruiter = next<ChatMessageEvent>(r, CHAT_EVENTS.message)
    const answer = await sendRest(t.app, seeker, id, 'Em nhận được rồi ạ')
    expect((await atRecruiter).message.id).toBe(answer.id)

    const typing = next<{ user_id: number }>(r, CHAT_EVENTS.typing)
    s.emit(CHAT_EVENTS.typing, { conversation_id: id })
    expect((await typing).user_id).toBe(seeker.id)
  })
})
