// `npm run bench -- --soak [--minutes 10] [--clients 16]` (issue 38, item 6): the cluster of `npm run
// cluster` (two instances on the PostgreSQL server and Redis, behind HAProxy) under mixed traffic at
// this machine's saturation, loopback only, for a bounded time: searches 80 %, job details,
// applications, posts, chat and deposits (VNPay's IPN included). Prints p50/p95/p99 a route, the
// 4xx and 5xx, and each instance's resident memory after the warm-up against the end. Exits 1 on
// any 5xx or a memory growth of 5 % or more. Its own database (BENCH_SOAK_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/viec_soak) is made afresh each run, seeded with the demo data.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase, type Database } from '../server/db/client'
import { jobRecruiterSql } from '../server/modules/access/memberships'
import { issueToken } from '../server/modules/identity/tokens'
import { POSTING_RATE } from '../server/modules/posting/posting.service'
import { createVnpaySimulator } from '../server/modules/wallet/vnpay-simulator'
import { samplePostingBody } from '../server/testing-posting'
import { applicationsPaths } from '../src/domain/contract/applications.paths'
import { chatPaths } from '../src/domain/contract/chat.paths'
import { jobsPaths } from '../src/domain/contract/jobs.paths'
import { postingPaths } from '../src/domain/contract/posting.paths'
import { walletPaths } from '../src/domain/contract/wallet.paths'
import { vietnamDate } from '../src/domain/forms/validate'
import { titlesByJobType } from '../server/db/seed/data/corpus'
import { rssMb } from './bench-server'
import { quantile } from './bench-employer'
import { missingForCluster, startCluster, testClusterEnv } from './cluster'

type Operation = 'search' | 'job' | 'apply' | 'post' | 'chat' | 'deposit'
/** Shares of the traffic, in per cent. */
const MIX: Array<[Operation, number]> = [
  ['search', 80],
  ['job', 8],
  ['apply', 4],
  ['chat', 4],
  ['post', 2],
  ['deposit', 2],
]
const SEEKERS = 600
const RECRUITERS = 200
const SAMPLE_MS = 5_000

interface Answer {
  status: number
  body: { data?: Record<string, unknown> & { items?: Array<{ id: number }> }; error?: { code: string; message: string } } | null
}

export async function soak(options: { minutes: number; clients: number }): Promise<boolean> {
  const url = process.env.BENCH_SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/viec_soak'
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
  const missing = missingForCluster(url, redisUrl)
  if (missing.length) throw new Error(`Thiếu: ${missing.join('; ')}`)
  const name = new URL(url).pathname.slice(1)
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soak-'))
  const vnpay = { tmnCode: 'SOAKTEST', hashSecret: randomBytes(16).toString('hex') }
  const port = 8180
  console.log(`Khởi động cụm (2 máy chủ, HAProxy :${port}) trên ${name}, dữ liệu mẫu ...`)
  const cluster = await startCluster({
    port,
    databaseUrl: url,
    redisUrl,
    dir,
    output: 'capture',
    env: testClusterEnv(dir, vnpay),
  })
  const db = await openDatabase({ url })
  try {
    const cast = await makeCast(db)
    const gateway = createVnpaySimulator(vnpay)
    const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients })
    const send = (method: string, target: string, client: number, token?: string, body?: unknown, key?: string) =>
      request(agent, port, method, target, { token, body, key, client })

    const durationMs = options.minutes * 60_000
    const warmUpMs = Math.max(60_000, durationMs * 0.2)
    let started = Date.now()
    const latencies = new Map<string, number[]>()
    const statuses = new Map<string, { c4: number; c5: number }>()
    /** Each refusal (4xx) by route, status and error code, to tell an expected one from a fault. */
    const refusals = new Map<string, number>()
    // latencies after the warm-up; every answer's status, the warm-up's included
    const record = (route: string, ms: number, answer: Answer) => {
      if (!latencies.has(route)) {
        latencies.set(route, [])
        statuses.set(route, { c4: 0, c5: 0 })
      }
      if (Date.now() - started >= warmUpMs) latencies.get(route)!.push(ms)
      if (answer.status >= 500 || answer.status === 0) statuses.get(route)!.c5++
      else if (answer.status >= 400) {
        statuses.get(route)!.c4++
        const key = `${route}: ${answer.status} ${answer.body?.error?.code ?? ''} (${answer.body?.error?.message ?? ''})`
        refusals.set(key, (refusals.get(key) ?? 0) + 1)
      }
    }
    const timed = async (route: string, run: () => Promise<Answer>): Promise<Answer> => {
      const t0 = performance.now()
      const answer = await run()
      record(route, performance.now() - t0, answer)
      return answer
    }

    let seekerTurn = 0
    let recruiterTurn = 0
    const posts = new Map<number, number>()
    const conversations = new Map<string, number>()
    const operations: Record<Operation, (client: number) => Promise<void>> = {
      search: async (client) => {
        const q = pick(cast.words)
        const city = Math.random() < 0.4 ? `&city_id=${pick(cast.cities)}` : ''
        await timed('GET tìm kiếm', () => send('GET', `${jobsPaths.listing.path}?q=${encodeURIComponent(q)}${city}`, client))
      },
      job: async (client) => {
        await timed('GET chi tiết tin', () => send('GET', jobsPaths.detail.path.replace(':id', String(pick(cast.jobs))), client))
      },
      apply: async (client) => {
        const seeker = cast.seekers[seekerTurn++ % cast.seekers.length]
        await timed('POST ứng tuyển', () => send('POST', applicationsPaths.apply.path, client, seeker.token, { classified_id: pick(cast.jobs) }))
      },
      chat: async (client) => {
        // each seeker writes about one job (the chat allows 20 sends a minute a person: 600 seekers take turns)
        const seeker = cast.seekers[seekerTurn++ % cast.seekers.length]
        const job = cast.chatJobs[seeker.id % cast.chatJobs.length]
        const pair = `${seeker.id}:${job}`
        if (!conversations.has(pair)) {
          const opened = await timed('POST mở trò chuyện', () => send('POST', chatPaths.open.path, client, seeker.token, { user_id: 0, classified_id: job }))
          if (opened.status !== 200) return
          conversations.set(pair, Number(opened.body?.data?.id))
        }
        const id = conversations.get(pair)!
        await timed('POST gửi tin nhắn', () =>
          send('POST', chatPaths.send.path.replace(':id', String(id)), client, seeker.token, { text: `Chào anh chị, em hỏi thêm về ca làm ${seekerTurn} ạ` }),
        )
      },
      post: async (client) => {
        // an account saves POSTING_RATE.limit posts an hour: the next account once one has
        const recruiter = cast.recruiters[recruiterTurn++ % cast.recruiters.length]
        const done = posts.get(recruiter.id) ?? 0
        if (done >= POSTING_RATE.limit) return
        posts.set(recruiter.id, done + 1)
        const title = `${pick(cast.titles)} ca ${(done % 3) + 1}`
        const posted = await timed('POST đăng tin', () =>
          send('POST', postingPaths.create.path, client, recruiter.token, samplePostingBody(title, { job_type_id: cast.jobType, deadline: vietnamDate(new Date(), 30) })),
        )
        if (posted.status === 200 && typeof posted.body?.data?.id === 'number') cast.jobs.push(posted.body.data.id)
      },
      deposit: async (client) => {
        const recruiter = cast.recruiters[recruiterTurn++ % cast.recruiters.length]
        const created = await timed('POST nạp tiền', () =>
          send('POST', walletPaths.createDeposit.path, client, recruiter.token, { amount: 200_000 }, randomBytes(8).toString('hex')),
        )
        const paymentUrl = created.body?.data?.payment_url
        if (typeof paymentUrl !== 'string') return
        const query = gateway.ipnQuery(gateway.result(paymentUrl, 'success'))
        await timed('GET IPN VNPay', () => send('GET', `${walletPaths.vnpayIpn.path}?${query}`, client))
      },
    }
    const weighted: Operation[] = MIX.flatMap(([operation, share]) => Array<Operation>(share).fill(operation))

    // memory: each instance's resident set every SAMPLE_MS
    const memory = cluster.instances.map(() => [] as Array<{ at: number; mb: number }>)
    started = Date.now()
    const sampler = setInterval(() => {
      cluster.instances.forEach((instance, i) => instance.child?.pid && memory[i].push({ at: Date.now() - started, mb: rssMb(instance.child.pid) }))
    }, SAMPLE_MS)
    let requests = 0
    console.log(`${options.clients} máy khách trong ${options.minutes} phút (khởi động ${Math.round(warmUpMs / 1000)} s không tính) ...`)
    await Promise.all(
      Array.from({ length: options.clients }, async (_, client) => {
        while (Date.now() - started < durationMs) {
          const operation = pick(weighted)
          await operations[operation](client)
          requests++
        }
      }),
    )
    clearInterval(sampler)
    const seconds = (Date.now() - started) / 1000

    console.log(`\n${requests.toLocaleString('vi-VN')} lượt thao tác trong ${seconds.toFixed(0)} s (${(requests / seconds).toFixed(0)} /s)\n`)
    console.log('| route | requests after warm-up | p50 ms | p95 ms | p99 ms | 4xx (whole run) | 5xx (whole run) |')
    console.log('| --- | --- | --- | --- | --- | --- | --- |')
    let errors = 0
    for (const [route, values] of latencies) {
      const sorted = [...values].sort((a, b) => a - b)
      const { c4, c5 } = statuses.get(route)!
      errors += c5
      const at = (q: number) => (sorted.length ? quantile(sorted, q).toFixed(1) : '-')
      console.log(`| ${route} | ${sorted.length} | ${at(0.5)} | ${at(0.95)} | ${at(0.99)} | ${c4} | ${c5} |`)
    }
    for (const [key, count] of refusals) console.log(`4xx ${key}: ${count}`)
    // The resident set swings by 10-15 % either way as V8 grows and gives back its heap, so two
    // moments say little: the growth is read off the least-squares line through every sample after
    // the warm-up (its value at the end against its value after the warm-up).
    let grew = false
    console.log('\n| instance | RSS after warm-up MB (trend) | RSS at the end MB (trend) | growth | samples min-max MB |\n| --- | --- | --- | --- | --- |')
    cluster.instances.forEach((instance, i) => {
      const after = memory[i].filter((sample) => sample.at >= warmUpMs)
      const { first, last } = trend(after.map((sample) => [sample.at, sample.mb]))
      const growth = (last - first) / first
      if (growth >= 0.05) grew = true
      const mbs = after.map((sample) => sample.mb)
      console.log(
        `| ${instance.id} | ${first.toFixed(0)} | ${last.toFixed(0)} | ${(growth * 100).toFixed(1)} % | ${Math.min(...mbs).toFixed(0)}-${Math.max(...mbs).toFixed(0)} |`,
      )
    })
    return errors === 0 && !grew
  } finally {
    await db.close()
    await cluster.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

function pick<T>(values: T[]): T {
  return values[Math.floor(Math.random() * values.length)]
}

/** People and things the traffic uses: job seekers with a profile, recruiters, jobs, words to search. */
async function makeCast(db: Database) {
  const person = async (phone: string, fullName: string) => {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO users (phone, password_hash, full_name, phone_verified_at) VALUES ($1, 'x', $2, now()) RETURNING id::int AS id`,
      [phone, fullName],
    )
    return { id: row.id, token: (await issueToken(db, row.id)).token }
  }
  const [city] = await db.query<{ id: number }>('SELECT id FROM cities WHERE parent_id = 0 ORDER BY id LIMIT 1')
  const seekers = []
  for (let i = 0; i < SEEKERS; i++) {
    const seeker = await person(`0397${String(i).padStart(6, '0')}`, `Ứng viên thử tải ${i + 1}`)
    await db.query(
      `INSERT INTO jobseekers (user_id, full_name, phone, email, job_types, city_id, consent_at, process_state, experience_id, readiness,
                               description, searchable, contact_sharing, salary_min, salary_max)
       VALUES ($1, $2, $3, $4, '{4}', $5, now(), 1001, 605, true, 'Bán hàng hai năm, giao tiếp tốt, làm được ca tối.', true, 'share', 7000000, 10000000)`,
      [seeker.id, `Ứng viên thử tải ${i + 1}`, `0397${String(i).padStart(6, '0')}`, `ung-vien-${i}@example.com`, city.id],
    )
    seekers.push(seeker)
  }
  const recruiters = []
  for (let i = 0; i < RECRUITERS; i++) recruiters.push(await person(`0398${String(i).padStart(6, '0')}`, `Nhà tuyển dụng thử tải ${i + 1}`))
  const jobs = (
    await db.query<{ id: number }>('SELECT id::int AS id FROM jobs WHERE review_status = 1001 AND NOT is_hidden AND expires_at > now() ORDER BY id')
  ).map((row) => row.id)
  // a seeker writes to a job's recruiter: jobs whose organisation has one
  const chatJobs = (
    await db.query<{ id: number }>(
      `SELECT j.id::int AS id FROM jobs j WHERE j.review_status = 1001 AND NOT j.is_hidden AND j.expires_at > now() AND ${jobRecruiterSql('j')} IS NOT NULL ORDER BY j.id`,
    )
  ).map((row) => row.id)
  if (!chatJobs.length) throw new Error('Không có tin nào có nhà tuyển dụng để nhắn tin')
  const cities = (await db.query<{ id: number }>('SELECT id FROM cities WHERE parent_id = 0 ORDER BY id')).map((row) => row.id)
  const [type] = await db.query<{ id: number }>(`SELECT id FROM config_options WHERE kind = 'job_types' AND NOT is_deleted ORDER BY id LIMIT 1`)
  const titles = Object.values(titlesByJobType).flat()
  const words = [...new Set(titles.flatMap((title) => title.toLowerCase().split(/\s+/)).filter((word) => word.length > 2))]
  return { seekers, recruiters, jobs, chatJobs, cities, jobType: type.id, titles, words }
}

function request(
  agent: http.Agent,
  port: number,
  method: string,
  target: string,
  options: { token?: string; body?: unknown; key?: string; client: number },
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method,
        agent,
        headers: {
          accept: 'application/json',
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
          // each client its own address, as many people would be (the per-address limits)
          'x-forwarded-for': `10.20.${Math.floor(options.client / 250)}.${(options.client % 250) + 1}`,
          ...(options.token && { authorization: `Bearer ${options.token}` }),
          ...(payload && { 'content-type': 'application/json' }),
          ...(options.key && { 'idempotency-key': options.key }),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          let body: Answer['body'] = null
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
          } catch {
            // HAProxy's own page, or not JSON
          }
          resolve({ status: res.statusCode ?? 0, body })
        })
        res.on('error', () => resolve({ status: 0, body: null }))
      },
    )
    req.on('error', () => resolve({ status: 0, body: null }))
    req.end(payload)
  })
}

/** The least-squares line through the points, read at the first and the last x. */
export function trend(points: Array<[number, number]>): { first: number; last: number } {
  const n = points.length
  const mx = points.reduce((sum, [x]) => sum + x, 0) / n
  const my = points.reduce((sum, [, y]) => sum + y, 0) / n
  const sxx = points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0)
  const slope = sxx ? points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0) / sxx : 0
  const at = (x: number) => my + slope * (x - mx)
  return { first: at(points[0][0]), last: at(points[n - 1][0]) }
}
