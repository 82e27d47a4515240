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
import { candidatesPaths } from '../src/domain/contract/candidates.paths'
import { walletPaths } from '../src/domain/contract/wallet.paths'
import { AUTO_CLOSE_MESSAGE } from '../src/domain/applications'
import { openDatabase, type Database } from '../server/db/client'
import { migrate } from '../server/db/migrate'
import { seed } from '../server/db/seed/seed'
import { PASSWORD_HASH_COST } from '../server/env'
import { hashPassword } from '../server/modules/identity/password'
import { STALE_KIND } from '../server/modules/applications/stale'
import { createVnpaySimulator } from '../server/modules/wallet/vnpay-simulator'
import { createTestOrganization, createVerifiedTestUser, TEST_ANCHOR, testPostingBody, testServerUrl, type TestUser } from '../server/testing'
import { adminQuery, databaseUrl } from '../server/testing-db'
import { missingForCluster, startCluster, testClusterEnv, type Cluster } from './cluster'
import { expectBooksBalanced } from '../server/modules/wallet/wallet-testing'

// The cluster needs the machine's Redis (the CI job sets REDIS_URL).
const redisUrl = process.env.REDIS_URL || undefined
const missing = missingForCluster(testServerUrl ?? undefined, redisUrl)
if (missing.length) console.warn(`scripts/cluster.test.ts bỏ qua: thiếu ${missing.join('; ')}`)

const PASSWORD = 'mat-khau-cum-1'
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
const dbName = `${testServerUrl ? new URL(testServerUrl).pathname.slice(1) : 'x'}_cluster_${randomBytes(4).toString('hex')}`
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-test-'))
// VNPay's side of deposits, signed with the instances' merchant secret (the kill -9 check's IPNs)
const vnpay = { tmnCode: 'CUMTHU01', hashSecret: randomBytes(16).toString('hex') }
// a dead instance's claimed queue tasks come back after this lease (a live one renews it every third)
const LEASE_SECONDS = 6

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
async function call<T = unknown>(
  method: string,
  url: string,
  options: { token?: string; body?: unknown; form?: FormData; key?: string } = {},
): Promise<Answer<T>> {
  const res = await fetch(`${cluster.url}${url}`, {
    method,
    headers: {
      'user-agent': BROWSER,
      ...(options.key && { 'idempotency-key': options.key }),
      ...(signinCookie && { cookie: signinCookie }),
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
    },
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  })
  const set = res.headers.getSetCookie().find((line) => line.startsWith('vl_signin='))
  if (set) signinCookie = set.split(';')[0]
  const instance = res.headers.get('x-instance') ?? ''
  const text = await res.text()
  try {
    return { status: res.status, instance, body: JSON.parse(text) as Answer<T>['body'] }
  } catch {
    // not the API's answer: the balancer's own page (no instance took the request)
    throw new Error(`${res.status} ${instance || 'HAProxy'}: ${text.replace(/\s+/g, ' ').slice(0, 120)}`)
  }
}

const instanceIds = () => cluster.instances.map((i) => i.id).sort()

/**
 * Starts instance i again and waits until the balancer sends it requests: its /readyz answers 200
 * a health check (up to 300 ms) before HAProxy takes it back, and a rolling restart that stopped the
 * next instance in between would leave HAProxy no instance to send to.
 */
async function restart(i: number): Promise<void> {
  await cluster.start(i)
  const { id } = cluster.instances[i]
  await waitFor(`${id} back behind the balancer`, async () => {
    const res = await fetch(`${cluster.url}/healthz`).catch(() => null)
    return res?.headers.get('x-instance') === id
  })
}

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
      env: testClusterEnv(dir, vnpay, { QUEUE_LEASE_SECONDS: String(LEASE_SECONDS) }),
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
      await restart(i)
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
  it('kill -9 of an instance during posting, deposits, contact unlocks and chat loses nothing acknowledged, charges nothing twice, and its queue work resumes (issue 38, item 5)', async () => {
    // what the four kinds of work need: deposits waiting for VNPay's IPN, candidates to unlock, a conversation
    const gateway = createVnpaySimulator(vnpay)
    const [{ n: creditsBefore }] = await db.query<{ n: number }>('UPDATE users SET candidate_credits = 10 WHERE id = $1 RETURNING candidate_credits AS n', [recruiter.id])
    const [city] = await db.query<{ id: number }>('SELECT id FROM cities WHERE parent_id = 0 ORDER BY id LIMIT 1')
    const candidates: number[] = []
    for (let i = 0; i < 6; i++) {
      const person = await createVerifiedTestUser(db, `Ứng Viên Thứ ${i + 1}`)
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO jobseekers (user_id, full_name, phone, email, job_types, city_id, consent_at, process_state, experience_id, readiness,
                                 description, searchable, contact_sharing, salary_min, salary_max)
         VALUES ($1, $2, $3, $4, '{4}', $5, now(), 1001, 605, true, 'Phụ bếp hai năm, làm ca sáng.', true, 'share', 6000000, 9000000) RETURNING id`,
        [person.id, `Ứng Viên Thứ ${i + 1}`, person.phone, `${person.phone}@example.com`, city.id],
      )
      candidates.push(Number(row.id))
    }
    // the main account only: a first deposit also earns a bonus
    const [{ total: balanceBefore }] = await db.query<{ total: string }>('SELECT account_amount AS total FROM users WHERE id = $1', [recruiter.id])
    const deposits: Array<{ ref: string; amount: number; url: string }> = []
    for (let i = 0; i < 6; i++) {
      const amount = (i + 1) * 100_000
      const res = await call<{ deposit: { txn_ref: string }; payment_url: string }>('POST', walletPaths.createDeposit.path, {
        token: recruiter.token,
        body: { amount },
        key: `nap-${dbName}-${i}`,
      })
      expect(res.status, res.body.error?.message).toBe(200)
      deposits.push({ ref: res.body.data.deposit.txn_ref, amount, url: res.body.data.payment_url })
    }
    const opened = await call<{ id: number }>('POST', chatPaths.open.path, { token: seeker.token, body: { user_id: 0, classified_id: jobId } })
    expect(opened.status, opened.body.error?.message).toBe(200)
    const [place] = await db.query<{ city: number; district: number }>('SELECT parent_id AS city, id AS district FROM cities WHERE parent_id <> 0 ORDER BY id LIMIT 1')
    const [type] = await db.query<{ id: number }>(`SELECT id FROM config_options WHERE kind = 'job_types' AND NOT is_deleted ORDER BY id LIMIT 1`)

    // four clients, each doing its kind of work through the balancer until told to stop; an
    // answer that did not come (the instance died under it) is what a client tries again later
    let running = true
    const acknowledged = { jobs: [] as number[], messages: [] as string[], unlocked: new Set<number>(), ipn: new Map<string, string>() }
    const pause = () => new Promise((resolve) => setTimeout(resolve, 150))
    const attempt = async <T,>(send: () => Promise<Answer<T>>): Promise<Answer<T> | null> => {
      try {
        return await send()
      } catch {
        return null
      }
    }
    const poster = (async () => {
      // the posting limit is 20 an hour for one person, one was posted above
      for (let n = 0; running && n < 12; n++) {
        const res = await attempt(() =>
          call<{ id: number }>('POST', postingPaths.create.path, {
            token: recruiter.token,
            body: testPostingBody({ cityId: place.city, districtId: place.district, jobTypeId: type.id }, { title: `Phụ bếp ca ${n + 1} tiệm bánh mì` }),
          }),
        )
        if (res?.status === 200) acknowledged.jobs.push(res.body.data.id)
        await pause()
      }
    })()
    const chatter = (async () => {
      // the chat allows 20 sends a minute; a resend carries the same client_id and is stored once
      for (let n = 0; running && n < 10; ) {
        const text = `Tin nhắn số ${n + 1} gửi nhà tuyển dụng`
        const res = await attempt(() =>
          call('POST', chatPaths.send.path.replace(':id', String(opened.body.data.id)), { token: seeker.token, body: { text, client_id: `kill9-${n}` } }),
        )
        if (res?.status === 200) {
          acknowledged.messages.push(text)
          n++
        }
        await pause()
      }
    })()
    const unlocker = (async () => {
      while (running && acknowledged.unlocked.size < candidates.length) {
        for (const id of candidates.filter((c) => !acknowledged.unlocked.has(c))) {
          const res = await attempt(() => call<{ contact_state: string }>('POST', candidatesPaths.unlock.path, { token: recruiter.token, body: { jobseeker_id: id } }))
          if (res?.status === 200 && res.body.data.contact_state === 'shown') acknowledged.unlocked.add(id)
          await pause()
        }
      }
    })()
    const gatewayClient = (async () => {
      // VNPay calls the IPN again until it is answered 00 (or 02: already confirmed)
      while (running && acknowledged.ipn.size < deposits.length) {
        for (const deposit of deposits.filter((d) => !acknowledged.ipn.has(d.ref))) {
          const query = gateway.ipnQuery(gateway.result(deposit.url, 'success'))
          const reply = await fetch(`${cluster.url}${walletPaths.vnpayIpn.path}?${query}`).then(
            async (res) => (res.status === 200 ? ((await res.json()) as { RspCode: string }).RspCode : null),
            () => null,
          )
          if (reply === '00' || reply === '02') acknowledged.ipn.set(deposit.ref, reply)
          await pause()
        }
      }
    })()

    // once every kind has been answered at least once, instance 1 is killed while it holds queue tasks
    await waitFor('some of each kind answered', async () => acknowledged.jobs.length && acknowledged.messages.length && acknowledged.unlocked.size && acknowledged.ipn.size, 30_000)
    const victim = cluster.instances[0]
    let held: number[] = []
    for (let round = 0; round < 30 && !held.length; round++) {
      // harmless tasks due now (the 14-day auto-close of a past slot), which both instances' workers claim
      await db.query(
        `INSERT INTO background_jobs (kind, payload, dedupe_key) SELECT $1, jsonb_build_object('slot', -g), 'kill9:' || $2 || ':' || g FROM generate_series(1, 40) g`,
        [STALE_KIND, round],
      )
      const claimed = `SELECT id::int AS id FROM background_jobs WHERE claimed_by = $1 AND finished_at IS NULL AND locked_until > now()`
      const deadline = Date.now() + 8_000
      while (Date.now() < deadline) {
        if (!(await db.query(claimed, [victim.id])).length) continue
        victim.child!.kill('SIGSTOP')
        // a query it sent just before it froze still lands: read what it holds once they have
        await new Promise((resolve) => setTimeout(resolve, 300))
        held = (await db.query<{ id: number }>(claimed, [victim.id])).map((row) => row.id)
        if (held.length) break
        victim.child!.kill('SIGCONT')
      }
    }
    expect(held.length, 'an instance caught holding claimed queue tasks').toBeGreaterThan(0)
    await cluster.kill(0)
    expect(victim.child?.signalCode).toBe('SIGKILL')
    // the survivor takes everything; the dead instance starts again
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await restart(0)
    await waitFor('every kind of work done', async () => acknowledged.unlocked.size === candidates.length && acknowledged.ipn.size === deposits.length, 60_000)
    running = false
    await Promise.all([poster, chatter, unlocker, gatewayClient])

    // queue work: the tasks the dead instance held ran again elsewhere once their lease ran out, each once more
    const resumed = await waitFor('the dead instance\u2019s tasks finished', async () => {
      const rows = await db.query<{ id: number; attempts: number; claimed_by: string }>(
        'SELECT id::int AS id, attempts, claimed_by FROM background_jobs WHERE id = ANY($1::bigint[]) AND finished_at IS NOT NULL',
        [held],
      )
      return rows.length === held.length && rows
    }, (LEASE_SECONDS + 20) * 1000)
    for (const row of resumed) expect(row.attempts, `task ${row.id}`).toBe(2)
    const unfinished = await db.query(`SELECT id FROM background_jobs WHERE dedupe_key LIKE 'kill9:%' AND finished_at IS NULL`)
    expect(unfinished).toEqual([])

    // posting: every job whose id was answered exists, as posted
    expect(acknowledged.jobs.length).toBeGreaterThan(0)
    const jobs = await db.query<{ id: number }>('SELECT id::int AS id FROM jobs WHERE id = ANY($1::bigint[])', [acknowledged.jobs])
    expect(jobs.map((j) => j.id).sort()).toEqual([...acknowledged.jobs].sort())
    // chat: every answered message is stored, and once (a resend of one whose answer was lost included)
    const stored = await db.query<{ body: string; n: number }>(
      `SELECT body, count(*)::int AS n FROM chat_messages WHERE conversation_id = $1 AND client_id LIKE 'kill9-%' GROUP BY body`,
      [opened.body.data.id],
    )
    for (const text of acknowledged.messages) expect(stored.find((row) => row.body === text)?.n, text).toBe(1)
    // contact unlocks: one "lượt" for each candidate, however often it was asked; asked again, nothing more
    for (const id of candidates) await call('POST', candidatesPaths.unlock.path, { token: recruiter.token, body: { jobseeker_id: id } })
    const [{ n: creditsAfter }] = await db.query<{ n: number }>('SELECT candidate_credits AS n FROM users WHERE id = $1', [recruiter.id])
    expect(creditsBefore - creditsAfter).toBe(candidates.length)
    const granted = await db.query(`SELECT 1 FROM candidate_contacts WHERE recruiter_id = $1 AND jobseeker_id = ANY($2::bigint[]) AND status = 'granted'`, [recruiter.id, candidates])
    expect(granted.length).toBe(candidates.length)
    // deposits: each paid once, whatever VNPay's repeated IPNs; every IPN again answers "already confirmed"
    for (const deposit of deposits) {
      const again = await fetch(`${cluster.url}${walletPaths.vnpayIpn.path}?${gateway.ipnQuery(gateway.result(deposit.url, 'success'))}`)
      expect(((await again.json()) as { RspCode: string }).RspCode).toBe('02')
    }
    const paid = await db.query<{ txn_ref: string; status: string }>('SELECT txn_ref, status FROM payments WHERE txn_ref = ANY($1::text[])', [deposits.map((d) => d.ref)])
    expect(paid.map((p) => p.status)).toEqual(deposits.map(() => 'paid'))
    const [{ total: balanceAfter }] = await db.query<{ total: string }>('SELECT account_amount AS total FROM users WHERE id = $1', [recruiter.id])
    expect(Number(balanceAfter) - Number(balanceBefore)).toBe(deposits.reduce((sum, d) => sum + d.amount, 0))
    const credited = await db.query(`SELECT 1 FROM wallet_transactions WHERE user_id = $1 AND kind = 'deposit'`, [recruiter.id])
    expect(credited.length).toBe(deposits.length)
    // and the books balance: every wallet equals its ledger, every transaction sums to zero
    await expectBooksBalanced(db)
  }, 240_000)
})
