// The employer side of `npm run bench` (issue 18): on the bench database and its running API,
//  - posting to being found: 100 clean posts, each timed from sending POST /listing/v1/classifieds
//    to the first keyword search (/job/v1/classifieds/listing?q=) that lists it;
//  - the own-job manager for an employer with 5,000 jobs: my-classifieds (tabs, sorts, pages,
//    keyword), my-classifieds-statistic and job-tracking, 2 concurrent clients.
import http from 'node:http'
import type { Database } from '../server/db/client'
import { issueToken } from '../server/modules/identity/tokens'
import { vietnamDate } from '../src/domain/forms/validate'
import { samplePostingBody } from '../server/testing-posting'
import { LISTING_SORT_KEYS, LISTING_TAB_KEYS } from '../src/domain/manage-listing'
import { POSTING_RATE } from '../server/modules/posting/posting.service'

interface Reply {
  status: number
  body: { success: boolean; data?: Record<string, unknown> & { items?: Array<{ id: number }> } }
}

export function send(port: number, method: string, path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body))
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

export const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
const row = (name: string, latencies: number[], errors: number) => {
  const sorted = [...latencies].sort((a, b) => a - b)
  return `| ${name} | ${quantile(sorted, 0.5).toFixed(1)} | ${quantile(sorted, 0.95).toFixed(1)} | ${sorted.length} | ${errors} |`
}

/** An employer account with a verified phone and a bearer token (bench data, made once). */
export async function benchEmployer(db: Database, phone: string, name: string): Promise<{ id: number; token: string }> {
  const [user] = await db.query<{ id: number }>(
    `INSERT INTO users (phone, password_hash, full_name, phone_verified_at) VALUES ($1, 'x', $2, now())
     ON CONFLICT (phone) DO UPDATE SET full_name = EXCLUDED.full_name RETURNING id::int AS id`,
    [phone, name],
  )
  return { id: user.id, token: (await issueToken(db, user.id)).token }
}

const POSTS = 100

async function postingToFound(db: Database, port: number): Promise<string> {
  const latencies: number[] = []
  let errors = 0
  const [type] = await db.query<{ id: number }>(`SELECT id FROM config_options WHERE kind = 'job_types' AND NOT is_deleted ORDER BY id LIMIT 1`)
  const run = Date.now().toString(36)
  let token = ''
  for (let i = 0; i < POSTS; i++) {
    // a fresh account every POSTING_RATE.limit posts (an account may save that many an hour)
    if (i % POSTING_RATE.limit === 0) token = (await benchEmployer(db, `0399${run.slice(-3).replace(/\D/g, '0').padStart(3, '0')}${String(i).padStart(3, '0')}`, `Nhà tuyển dụng thử tải ${i}`)).token
    const word = `kho${run}${i}`.replace(/[^a-z0-9]/g, '')
    const body = samplePostingBody(`Nhân viên kho ${word}`, {
      job_type_id: type.id,
      experience_id: 602,
      education_id: 703,
      description: `Nhận hàng, kiểm đếm và sắp xếp hàng hóa trong kho, lập phiếu xuất nhập mỗi ngày (${word}).`,
      deadline: vietnamDate(new Date(), 30),
    })
    const t0 = performance.now()
    const posted = await send(port, 'POST', '/listing/v1/classifieds', token, body)
    const id = posted.body?.data?.id
    if (posted.status !== 200 || typeof id !== 'number') {
      errors++
      continue
    }
    for (;;) {
      const found = await send(port, 'GET', `/job/v1/classifieds/listing?q=${word}`, null)
      if (found.body?.data?.items?.some((item) => item.id === id)) break
      if (performance.now() - t0 > 30_000) {
        errors++
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    latencies.push(performance.now() - t0)
  }
  return row('posting to found by keyword (ms from POST)', latencies, errors)
}

const MANAGER_JOBS = 5000
const MANAGER_REQUESTS = 300

async function managerFigures(db: Database, port: number): Promise<string[]> {
  const employer = await benchEmployer(db, '0399000001', 'Công ty thử tải 5000 tin')
  let [org] = await db.query<{ id: number }>(
    `SELECT organization_id::int AS id FROM organization_members WHERE user_id = $1 LIMIT 1`,
    [employer.id],
  )
  if (!org) {
    ;[org] = await db.query<{ id: number }>(
      `INSERT INTO organizations (code, name, slug) VALUES ('bench-5000', 'Công ty TNHH Thử Tải', 'cong-ty-thu-tai') RETURNING id::int AS id`,
    )
    await db.query(`INSERT INTO organization_members (user_id, organization_id, role) VALUES ($1, $2, 'owner')`, [employer.id, org.id])
  }
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE organization_id = $1', [org.id])
  if (n < MANAGER_JOBS) {
    await db.query(
      `UPDATE jobs SET organization_id = $1 WHERE id IN (SELECT id FROM jobs WHERE organization_id <> $1 ORDER BY id DESC LIMIT $2)`,
      [org.id, MANAGER_JOBS - n],
    )
    await db.exec('ANALYZE jobs')
  }
  const ids = (await db.query<{ id: number }>('SELECT id::int AS id FROM jobs WHERE organization_id = $1 ORDER BY id', [org.id])).map((j) => j.id)
  let seed = 7
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647)
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]
  const tabs = LISTING_TAB_KEYS
  const sorts = LISTING_SORT_KEYS
  const scenarios: Array<[string, () => Promise<Reply>]> = [
    ['manager: my-classifieds (tab, sort, page)', () =>
      send(port, 'GET', `/listing/v1/classifieds/my-classifieds?tab=${pick(tabs)}&sort=${pick(sorts)}&offset=${Math.floor(random() * 10) * 20}&limit=20`, employer.token)],
    ['manager: my-classifieds with a keyword', () =>
      send(port, 'GET', `/listing/v1/classifieds/my-classifieds?tab=all&sort=newest&q=${encodeURIComponent(pick(['nhan vien', 'ke toan', 'ky su', 'ban hang', 'lai xe']))}&offset=0&limit=20`, employer.token)],
    ['manager: my-classifieds-statistic', () => send(port, 'GET', '/listing/v1/classifieds/my-classifieds-statistic', employer.token)],
    ['manager: job-tracking (10 jobs)', () =>
      send(port, 'POST', '/listing/v1/classifieds/my-classifieds/job-tracking', employer.token, { ids: Array.from({ length: 10 }, () => pick(ids)) })],
  ]
  const rows: string[] = []
  for (const [name, call] of scenarios) {
    for (let i = 0; i < 30; i++) await call() // warm-up
    const latencies: number[] = []
    let errors = 0
    let issued = 0
    await Promise.all(
      Array.from({ length: 2 }, async () => {
        while (issued < MANAGER_REQUESTS) {
          issued++
          const t0 = performance.now()
          const reply = await call()
          latencies.push(performance.now() - t0)
          if (reply.status !== 200) errors++
        }
      }),
    )
    rows.push(row(name, latencies, errors))
  }
  return rows
}

export async function employerFigures(db: Database, port: number): Promise<void> {
  const rows = [await postingToFound(db, port), ...(await managerFigures(db, port))]
  console.log(`\nEmployer side: ${POSTS} posts one after another; the manager for an employer with ${MANAGER_JOBS} jobs, 2 concurrent clients`)
  console.log('| scenario | p50 ms | p95 ms | requests | errors |')
  console.log('|---|---|---|---|---|')
  for (const line of rows) console.log(line)
}
