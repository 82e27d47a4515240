// `npm run cluster` proved through its balancer (issue 38, items 4 and 5; docs/decisions/0046-cluster.md):
// two instances of the compiled server on one PostgreSQL database and the machine's Redis, behind
// HAProxy, one cluster for every check of this file. Every answer names its instance (X-Instance),
// so each check also shows that requests landed on both. Runs in the PostgreSQL pass; skipped, with
// the reason, where PostgreSQL, Redis or haproxy is missing (.ci/run installs haproxy).
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { io as connectClient, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAT_EVENTS } from '../src/domain/chat-links'
import { chatPaths } from '../src/domain/contract/chat.paths'
import { identityPaths } from '../src/domain/contract/identity.paths'
import { jobsPaths } from '../src/domain/contract/jobs.paths'
import { mediaPaths } from '../src/domain/contract/media.paths'
import { postingPaths } from '../src/domain/contract/posting.paths'
import { AUTO_CLOSE_MESSAGE } from '../src/domain/applications'
import { openDatabase, type Database } from '../server/db/client'
import { migrate } from '../server/db/migrate'
import { seed } from '../server/db/seed/seed'
import { PASSWORD_HASH_COST } from '../server/env'
import { hashPassword } from '../server/modules/identity/password'
import { STALE_KIND } from '../server/modules/applications/stale'
import { createTestOrganization, createVerifiedTestUser, TEST_ANCHOR, testPostingBody, testServerUrl, type TestUser } from '../server/testing'
import { adminQuery, databaseUrl } from '../server/testing-db'
import { missingForCluster, startCluster, type Cluster } from './cluster'

// The cluster needs the machine's Redis (the CI job sets REDIS_URL).
const redisUrl = process.env.REDIS_URL || undefined
const missing = missingForCluster(testServerUrl ?? undefined, redisUrl)
if (missing.length) console.warn(`scripts/cluster.test.ts bỏ qua: thiếu ${missing.join('; ')}`)

const PASSWORD = 'mat-khau-cum-1'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
const dbName = `${testServerUrl ? new URL(testServerUrl).pathname.slice(1) : 'x'}_cluster_${randomBytes(4).toString('hex')}`
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-test-'))

let db: Database
let cluster: Cluster
let seeker: TestUser
let recruiter: TestUser
let jobId: number
const applicationAt = new Date(Date.now() - 15 * 86_400_000)

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

interface Answer<T = unknown> {
  status: number
  instance: string
  body: { success: boolean; data: T; error?: { code: string; message: string } }
}

/** The sign-in binding cookie a browser keeps (identity's cookie: the login's key is exchanged only with it). */
let signinCookie = ''

/** One request through the balancer. */
async function call<T = unknown>(method: string, url: string, options: { token?: string; body?: unknown; form?: FormData } = {}): Promise<Answer<T>> {
  const res = await fetch(`${cluster.url}${url}`, {
    method,
    headers: {
      'user-agent': BROWSER,
      ...(signinCookie && { cookie: signinCookie }),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
    },
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  })
  const set = res.headers.getSetCookie().find((line) => line.startsWith('vl_signin='))
  if (set) signinCookie = set.split(';')[0]
  return { status: res.status, instance: res.headers.get('x-instance') ?? '', body: (await res.json()) as Answer<T>['body'] }
}

const instanceIds = () => cluster.instances.map((i) => i.id).sort()

function connect(origin: string, token: string): Promise<Socket> {
  const client = connectClient(origin, { path: '/socket.io/', auth: { token }, reconnection: false, forceNew: true, transports: ['websocket'] })
  return new Promise((resolve, reject) => {
    client.once('connect', () => resolve(client))
    client.once('connect_error', reject)
  })
}

async function waitFor<T>(what: string, read: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`${what}: chưa thấy sau ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe.skipIf(missing.length > 0)('npm run cluster: two instances behind HAProxy on PostgreSQL and Redis', () => {
  beforeAll(async () => {
    await adminQuery(testServerUrl!, `CREATE DATABASE ${dbName}`)
    db = await openDatabase({ url: databaseUrl(testServerUrl!, dbName) })
    await migrate(db)
    // a small catalogue, marked seeded, so the instances do not seed the demo's thousands of jobs
    await seed(db, { organizations: 2, jobs: 6, anchor: TEST_ANCHOR })
    const passwordHash = await hashPassword(PASSWORD, PASSWORD_HASH_COST.standard)
    seeker = await createVerifiedTestUser(db, 'Trần Thị Mai')
    recruiter = await createVerifiedTestUser(db, 'Chị Hạnh Tuyển Dụng')
    await db.query('UPDATE users SET password_hash = $1 WHERE id = ANY($2::bigint[])', [passwordHash, [seeker.id, recruiter.id]])
    await createTestOrganization(db, 'Công ty Bánh Mì Hội An', [{ user: recruiter }])
    // the 14-day auto-close: an application the employer left unanswered for 15 days, on a job of the seed
    const [job] = await db.query<{ id: number }>('SELECT id::int AS id FROM jobs ORDER BY id LIMIT 1')
    await db.query(`INSERT INTO applications (job_id, user_id, source, created_at) VALUES ($1, $2, 'manual', $3)`, [job.id, seeker.id, applicationAt])

    const started = Date.now()
    const ports = [await freePort(), await freePort(), await freePort()]
    cluster = await startCluster({
      port: ports[0],
      instancePorts: ports.slice(1),
      databaseUrl: databaseUrl(testServerUrl!, dbName),
      redisUrl: redisUrl!,
      dir,
      output: 'capture',
      env: { NODE_ENV: 'development', LOG_LEVEL: 'warn', SKIP_SITE_BUILD: '1', SITE_DIR: path.join(dir, 'site') },
      // each instance its own disk: a file must reach the other instance through the shared storage
      instanceEnv: (i) => ({ MEDIA_DIR: path.join(dir, `media-${i}`), DOCUMENTS_DIR: path.join(dir, `documents-${i}`) }),
    })
    console.log(`cluster started in ${Date.now() - started} ms`)
  }, 180_000)

  afterAll(async () => {
    await cluster?.close()
    await db?.close()
    if (testServerUrl) await adminQuery(testServerUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
    fs.rmSync(dir, { recursive: true, force: true })
  }, 60_000)

  it('a sign-in made on one instance works on the other', async () => {
    const login = await call<{ request_id: string }>('POST', identityPaths.login.path, { body: { phone: recruiter.phone, password: PASSWORD } })
    expect(login.status, login.body.error?.message).toBe(200)
    const exchanged = await call<{ token: string }>('POST', identityPaths.token.path, { body: { request_id: login.body.data.request_id } })
    expect(exchanged.status, exchanged.body.error?.message).toBe(200)
    // round robin: the login and its exchange went to different instances
    expect([login.instance, exchanged.instance].sort()).toEqual(instanceIds())
    const answers = [] as Answer<{ id: number }>[]
    for (let i = 0; i < 4; i++) answers.push(await call<{ id: number }>('GET', identityPaths.self.path, { token: exchanged.body.data.token }))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200])
    expect(new Set(answers.map((a) => a.body.data.id))).toEqual(new Set([recruiter.id]))
    expect([...new Set(answers.map((a) => a.instance))].sort()).toEqual(instanceIds())
  })

  it('a job posted through one instance is found through the other within the index lag', async () => {
    const [place] = await db.query<{ city: number; district: number }>('SELECT parent_id AS city, id AS district FROM cities WHERE parent_id <> 0 ORDER BY id LIMIT 1')
    const [type] = await db.query<{ id: number }>(`SELECT id FROM config_options WHERE kind = 'job_types' AND NOT is_deleted ORDER BY id LIMIT 1`)
    const title = 'Nhân viên làm bánh mì ca sáng'
    const posted = await call<{ id: number }>('POST', postingPaths.create.path, {
      token: recruiter.token,
      body: testPostingBody({ cityId: place.city, districtId: place.district, jobTypeId: type.id }, { title }),
    })
    expect(posted.status, posted.body.error?.message).toBe(200)
    jobId = posted.body.data.id
    const postedAt = Date.now()
    const foundOn = new Set<string>()
    await waitFor('the new job in both instances\u2019 search', async () => {
      const found = await call<{ items: Array<{ id: number }> }>('GET', `${jobsPaths.listing.path}?q=${encodeURIComponent('bánh mì ca sáng')}`)
      expect(found.status).toBe(200)
      if (found.body.data.items.some((item) => item.id === jobId)) foundOn.add(found.instance)
      return foundOn.size === 2
    })
    // SEARCH_INDEX_LAG_MS (1 s) and a look for changes: well within a few seconds
    expect(Date.now() - postedAt).toBeLessThan(5_000)
  })

  it('chat messages and their notifications reach people connected to the other instance', async () => {
    // the recruiter has a socket on each instance; the seeker's sends land on one or the other
    const [{ user_uid: recruiterUid }] = await db.query<{ user_uid: string }>('SELECT user_uid FROM users WHERE id = $1', [recruiter.id])
    const sockets = await Promise.all(cluster.instances.map((instance) => connect(instance.url, recruiter.token)))
    try {
      for (const socket of sockets) {
        expect(await socket.timeout(10_000).emitWithAck('join-room', { user_id: recruiter.id, user_uid: recruiterUid })).toMatchObject({ success: true })
      }
      const opened = await call<{ id: number }>('POST', chatPaths.open.path, { token: seeker.token, body: { user_id: 0, classified_id: jobId } })
      expect(opened.status, opened.body.error?.message).toBe(200)
      const received = sockets.map(() => [] as string[])
      const notices = sockets.map(() => 0)
      sockets.forEach((socket, i) => {
        socket.on(CHAT_EVENTS.message, (event: { message: { text: string } }) => received[i].push(event.message.text))
        socket.on('notification', () => notices[i]++)
      })
      const sentOn: string[] = []
      for (const text of ['Chào chị, em muốn hỏi về ca sáng ạ', 'Em có thể bắt đầu từ thứ Hai']) {
        const sent = await call('POST', chatPaths.send.path.replace(':id', String(opened.body.data.id)), { token: seeker.token, body: { text } })
        expect(sent.status, sent.body.error?.message).toBe(200)
        sentOn.push(sent.instance)
      }
      expect([...sentOn].sort()).toEqual(instanceIds())
      await waitFor('both messages on both sockets', async () => received.every((texts) => texts.length === 2) && notices.every((n) => n === 2))
      for (const texts of received) expect(texts).toEqual(['Chào chị, em muốn hỏi về ca sáng ạ', 'Em có thể bắt đầu từ thứ Hai'])
    } finally {
      for (const socket of sockets) socket.disconnect()
    }
  })

  it('an upload made through one instance is served by the other, from the shared database storage', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f7d5b' } }).png().toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'banh-mi.png')
    const uploaded = await call<{ url: string }>('POST', mediaPaths.upload.path, { token: recruiter.token, form })
    expect(uploaded.status, uploaded.body.error?.message).toBe(200)
    const served = new Map<string, Buffer>()
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${cluster.url}${uploaded.body.data.url}`)
      expect(res.status).toBe(200)
      served.set(res.headers.get('x-instance') ?? '', Buffer.from(await res.arrayBuffer()))
    }
    expect([...served.keys()].sort()).toEqual(instanceIds())
    const [a, b] = [...served.values()]
    expect(a.length).toBeGreaterThan(100)
    expect(a.equals(b)).toBe(true)
    // nothing on either instance's disk: the bytes are in the database
    for (let i = 0; i < cluster.instances.length; i++) expect(fs.existsSync(path.join(dir, `media-${i}`)) ? fs.readdirSync(path.join(dir, `media-${i}`)) : []).toEqual([])
    const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM stored_files WHERE bucket = 'media'`)
    expect(n).toBeGreaterThanOrEqual(1)
  })

  it('rate limits count across instances: the sixth wrong password of a phone is refused, whichever instance gets it', async () => {
    const answers: Answer[] = []
    for (let i = 0; i < 6; i++) answers.push(await call('POST', identityPaths.login.path, { body: { phone: seeker.phone, password: `mat-khau-sai-${i}` } }))
    // five tries a phone from one address (IDENTITY_LIMITS.loginPhoneSource), counted in PostgreSQL
    expect(answers.map((a) => a.body.error?.code)).toEqual([...Array(5).fill('invalid_credentials'), 'too_many_requests'])
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400, 429])
    expect([...new Set(answers.map((a) => a.instance))].sort()).toEqual(instanceIds())
  })

  it('scheduled work runs exactly once: every recurring task once per period, the 14-day auto-close once', async () => {
    // both instances' workers poll the queue and queue the recurring tasks of each period
    const tasks = await waitFor('the recurring tasks of this period, all run', async () => {
      const rows = await db.query<{ kind: string; dedupe_key: string; attempts: number; finished: boolean; claimed_by: string | null }>(
        `SELECT kind, dedupe_key, attempts, finished_at IS NOT NULL AS finished, claimed_by FROM background_jobs
          WHERE dedupe_key = kind || ':' || (payload->>'slot') ORDER BY kind`,
      )
      return rows.some((row) => row.kind === STALE_KIND) && rows.every((row) => row.finished) && rows
    }, 30_000)
    for (const task of tasks) expect(task, task.kind).toMatchObject({ attempts: 1, finished: true })
    expect(new Set(tasks.map((t) => t.claimed_by)).size).toBeGreaterThanOrEqual(1)
    for (const task of tasks) expect(instanceIds()).toContain(task.claimed_by)
    // one task per kind and period, however many instances scheduled it
    expect(new Set(tasks.map((t) => t.dedupe_key)).size).toBe(tasks.length)
    // the push-ups, renewals, expiry, cleanups ... kinds are all among them
    expect(tasks.length).toBeGreaterThanOrEqual(8)
    const [closed] = await db.query<{ status_message: string }>('SELECT status_message FROM applications WHERE user_id = $1', [seeker.id])
    expect(closed.status_message).toBe(AUTO_CLOSE_MESSAGE)
    const notices = await db.query(`SELECT 1 FROM inboxes WHERE user_id = $1 AND part = 'candidate' AND content LIKE '%' || $2 || '%'`, [seeker.id, AUTO_CLOSE_MESSAGE])
    expect(notices.length).toBe(1)
  })

  it('a rolling restart of both instances under load fails no request (issue 38, item 5)', async () => {
    // four clients read and write through the balancer while each instance in turn gets SIGTERM
    // (it drains: /readyz 503, HAProxy takes it out, requests in flight finish) and starts again
    let running = true
    const failures: string[] = []
    const answeredBy = new Set<string>()
    let answered = 0
    const clients = Array.from({ length: 4 }, async (_, n) => {
      while (running) {
        try {
          const res =
            n % 2
              ? await call('GET', `${jobsPaths.listing.path}?q=${encodeURIComponent('bánh mì')}`)
              : await call('GET', identityPaths.self.path, { token: recruiter.token })
          if (res.status !== 200) failures.push(`${res.status} ${res.instance} ${res.body.error?.message ?? ''}`)
          else answeredBy.add(res.instance)
          answered++
        } catch (error) {
          failures.push(String(error))
        }
      }
    })
    for (let i = 0; i < cluster.instances.length; i++) {
      await cluster.stop(i)
      expect(cluster.instances[i].child?.exitCode).toBe(0)
      await cluster.start(i)
    }
    // both back in the rotation before the load stops
    await waitFor('both instances answering again', async () => {
      const seen = new Set<string>()
      for (let k = 0; k < 4; k++) seen.add((await call('GET', identityPaths.self.path, { token: recruiter.token })).instance)
      return seen.size === 2
    })
    running = false
    await Promise.all(clients)
    expect(failures).toEqual([])
    expect(answered).toBeGreaterThan(20)
    expect([...answeredBy].sort()).toEqual(instanceIds())
  }, 240_000)
})
