// Chat durability across a crash (issue 22; docs/decisions/0025-chat.md): the real server
// (`npm start`, server/main.ts) runs as its own process on a database that outlives it (a PGlite
// folder on disk, or a schema on the PostgreSQL server when TEST_DATABASE_URL is set). Messages are
// sent while the process is killed with SIGKILL in the middle of the traffic; after a restart on
// the same database every message whose send was answered 200 is there, once, in order.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChatConversation, ChatMessage } from '../../../src/domain/chat'
import { openDatabase, type Database } from '../../db/client'
import { migrate } from '../../db/migrate'
import { seed } from '../../db/seed/seed'
import { createTestOrganization, createTestUser, insertTestJob, startApiProcess, TEST_ANCHOR, testEngine, testServerUrl, type ApiProcess, type TestUser } from '../../testing'

const serverUrl = testServerUrl
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'

let dataDir = ''
let schema = ''
let childEnv: Record<string, string> = {}
let seeker: TestUser
let recruiter: TestUser
let jobId: number
let server: ApiProcess | null = null

async function prepare(db: Database) {
  await migrate(db)
  await seed(db, { organizations: 2, jobs: 6, anchor: TEST_ANCHOR })
  recruiter = await createTestUser(db, 'Chị Hạnh Tuyển Dụng')
  seeker = await createTestUser(db, 'Trần Thị Mai')
  const organization = await createTestOrganization(db, 'Công ty Bánh Mì Hội An', [{ user: recruiter }])
  jobId = await insertTestJob(db, {
    title: 'Nhân viên bán bánh mì',
    organizationId: organization,
    reviewStatus: 1001,
    isHidden: false,
    expiresAt: new Date(Date.now() + 20 * 86_400_000),
  })
}

beforeAll(async () => {
  if (serverUrl) {
    schema = `t_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`CREATE SCHEMA ${schema}`)
    await admin.end()
    const db = await openDatabase({ url: serverUrl, searchPath: schema })
    await prepare(db)
    await db.close()
    const url = new URL(serverUrl)
    url.searchParams.set('options', `-c search_path=${schema},public`)
    childEnv = { DATABASE_URL: url.toString() }
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-restart-'))
    const db = await openDatabase({ url: null, dataDir })
    await prepare(db)
    await db.close()
    childEnv = { DATA_DIR: dataDir }
  }
  childEnv.MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-restart-media-'))
}, 120_000)

afterAll(async () => {
  server?.child.kill('SIGKILL')
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  if (childEnv.MEDIA_DIR) fs.rmSync(childEnv.MEDIA_DIR, { recursive: true, force: true })
  if (schema && serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`DROP SCHEMA ${schema} CASCADE`)
    await admin.end()
  }
})

const start = () => startApiProcess(childEnv)

const call = async (method: string, url: string, user: TestUser, body?: unknown) => {
  const res = await fetch(`${server!.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${user.token}`, 'user-agent': BROWSER, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, body: (await res.json()) as { data: unknown } }
}

describe(`a crash of the API process (${testEngine})`, () => {
  it('loses no acknowledged message: SIGKILL in the middle of sending, then a restart on the same database', async () => {
    server = await start()
    const opened = await call('POST', '/identity/v1/chat-room-request', seeker, { user_id: 0, classified_id: jobId })
    expect(opened.status).toBe(200)
    const id = (opened.body.data as ChatConversation).id

    // a stream from both people: the process is killed as soon as eight sends are answered, with
    // the rest still on the wire (stored or not, they were never acknowledged)
    const acknowledged: number[] = []
    const refused: string[] = []
    const sends: Promise<void>[] = []
    for (let i = 1; i <= 24; i++) {
      const who = i % 2 ? seeker : recruiter
      sends.push(
        call('POST', `/job/v1/chat/conversations/${id}/messages`, who, { text: `Tin nhắn số ${i}`, client_id: `restart-${i}` })
          .then((res) => {
            if (res.status !== 200) return void refused.push(`${res.status} ${JSON.stringify(res.body)}`)
            acknowledged.push((res.body.data as ChatMessage).id)
            if (acknowledged.length === 8) server!.child.kill('SIGKILL')
          })
          .catch(() => undefined), // the connection the kill dropped: never acknowledged
      )
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
    await Promise.all(sends)
    // a send refused before the kill (a deadlock between the two people's sends was one) fails here, not as a hang
    expect(refused).toEqual([])
    await server.exited
    expect(server.child.signalCode).toBe('SIGKILL')
    expect(acknowledged.length).toBeGreaterThanOrEqual(8)
    expect(acknowledged.length).toBeLessThan(24)

    server = await start()
    const history = await call('GET', `/job/v1/chat/conversations/${id}/messages`, recruiter)
    expect(history.status).toBe(200)
    const stored = (history.body.data as { items: ChatMessage[] }).items.map((m) => m.id)
    // every acknowledged message is there, once, and the ids still only grow
    for (const ack of acknowledged) expect(stored).toContain(ack)
    expect(new Set(stored).size).toBe(stored.length)
    expect([...stored].sort((a, b) => a - b)).toEqual(stored)

    // the restarted process goes on where the old one stopped
    const after = await call('POST', `/job/v1/chat/conversations/${id}/messages`, seeker, { text: 'Chị còn đó không ạ?' })
    expect(after.status).toBe(200)
    expect((after.body.data as ChatMessage).id).toBeGreaterThan(Math.max(...stored))
    server.child.kill('SIGTERM')
    await server.exited
    server = null
  }, 240_000)
})
