// `npm run bench`: search API latency on the PostgreSQL server with 1,000,000 jobs, 8 concurrent
// clients from this machine, many different queries so no cache flatters the figures.
//   BENCH_DATABASE_URL  database to fill (default postgres://postgres@127.0.0.1:5432/viec_bench, created if missing)
//   BENCH_JOBS          jobs to generate (default 1000000)
//   BENCH_REQUESTS      requests per scenario (default 2000)
//   BENCH_ONLY          run only the scenarios whose names contain this text (e.g. "keyword"; "employer"
//                       for the posting and own-job manager figures of scripts/bench-employer.ts;
//                       "wallet" for the purchase figures of scripts/bench-wallet.ts; "candidates" for
//                       the candidate search and applicants figures of scripts/bench-candidates.ts;
//                       "index" for the search index's start from the database and from its
//                       snapshot file, scripts/bench-index.ts; "search" for every search scenario alone)
// Chat figures: `npm run bench -- --chat` (scripts/bench-chat.ts: 2,000 sockets on one API process,
// delivery latency and memory, on a small database of its own); `-- --chat --cluster`: 10,000
// sockets over the two instances of `npm run cluster`, through HAProxy.
// Soak: `npm run bench -- --soak [--minutes 10] [--clients 16]` (scripts/bench-soak.ts: the two-instance
// cluster under mixed traffic for a bounded time; p95 a route, 5xx, memory after the warm-up).
// Live pages: `npm run bench -- --live-pages [URL]` (scripts/bench-live-pages.ts: how long a job
// posted now takes to be a whole static page, against a running one-port server).
// Lighthouse figures: `npm run bench -- --site [URL]` against a running one-port server
// (default http://localhost:3000, started with `npm start`), mobile form factor, Debian Chromium,
// the median of three runs per page.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import zlib from 'node:zlib'
import { childEnv } from '../server/env'
import { openDatabase } from '../server/db/client'
import { seed } from '../server/db/seed/seed'
import { rng } from '../server/db/seed/factories'
import { titlesByJobType } from '../server/db/seed/data/corpus'
import { jobTypes } from '../server/db/seed/data/job-config'
import { districts } from '../server/db/seed/data/places'
import { foldText } from '../src/domain/text'
import { employerFigures } from './bench-employer'
import { walletFigures } from './bench-wallet'
import { candidateFigures } from './bench-candidates'
import { chatBench } from './bench-chat'
import { livePagesFigures } from './bench-live-pages'
import { indexFigures } from './bench-index'
import { soak } from './bench-soak'
import { openBenchDatabase, rssMb, startBenchServer } from './bench-server'

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/viec_bench'
const jobCount = Number(process.env.BENCH_JOBS ?? 1_000_000)
const perScenario = Number(process.env.BENCH_REQUESTS ?? 2000)
const CONCURRENCY = 8
// what a browser sends: the server compresses with brotli as it would for a person
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' }
const PORT = Number(process.env.BENCH_PORT ?? 3390)
const LIGHTHOUSE_RUNS = 3
const WARM_UP = 400 // requests per scenario before any is measured

// The load generator shares the two cores with the API and PostgreSQL, so it does as little as a
// client can: keep-alive sockets, the raw body read whole, decoded only when the next request needs
// it (the keyset cursor). fetch() inflating and parsing every answer cost about as much CPU as the
// API spent producing it, and its own event-loop delays were counted as server latency.
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
interface Answer {
  status: number
  body: Buffer
  encoding: string | undefined
}
function get(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: PORT, path, agent, headers: BROWSER_HEADERS }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }))
        res.on('error', reject)
      })
      .on('error', reject)
  })
}
function decode({ body, encoding }: Answer): unknown {
  const raw = encoding === 'zstd' ? zlib.zstdDecompressSync(body) : encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body
  return JSON.parse(raw.toString('utf8'))
}

async function ensureDatabase(): Promise<string> {
  const { db, migrated } = await openBenchDatabase(url)
  // new indexes need fresh statistics, and a migration that rewrote rows leaves the visibility map
  // unset: index-only scans need both
  if (migrated.length) await db.exec('VACUUM ANALYZE')
  const [meta] = await db.query<{ jobs: number }>(`SELECT (value->>'jobs')::int AS jobs FROM app_meta WHERE key = 'seed'`)
  if (!meta || meta.jobs < jobCount) {
    console.log(`Đang tạo ${jobCount.toLocaleString('vi-VN')} tin tuyển dụng...`)
    const started = Date.now()
    await seed(db, {
      jobs: jobCount,
      organizations: 5000,
      onProgress: (done) => {
        if (done % 100_000 === 0) console.log(`  ${done.toLocaleString('vi-VN')} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
      },
    })
    await db.exec('VACUUM ANALYZE jobs')
  }
  // A production server has served these pages before: read the table and its indexes into
  // PostgreSQL's cache (as far as shared_buffers holds them), so runs measure search, not a cold
  // disk. This machine keeps only about 2.5 GB of file cache, less than table and indexes.
  await db.exec('CREATE EXTENSION IF NOT EXISTS pg_prewarm')
  await db.query(
    `SELECT pg_prewarm(c.oid) FROM pg_class c JOIN pg_index i ON i.indexrelid = c.oid
      WHERE i.indrelid = 'jobs'::regclass UNION ALL SELECT pg_prewarm('jobs')`,
  )
  // the server's page cache: the README's figures name the setting they were measured with
  const [{ shared_buffers: sharedBuffers }] = await db.query<{ shared_buffers: string }>('SHOW shared_buffers')
  await db.close()
  return sharedBuffers
}

/** CPU time in ms: the whole machine's busy time, and one process's (API) from /proc. */
const TICK_MS = 10 // USER_HZ is 100 on Linux
function machineBusyMs(): number {
  const [, user, nice, system, , , irq, softirq] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number)
  return (user + nice + system + irq + softirq) * TICK_MS
}
function processCpuMs(pid: number, withEndedChildren = false): number {
  // fields after the command name: state is field 3, utime 14, stime 15, cutime 16, cstime 17
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ').map(Number)
  return (fields[11] + fields[12] + (withEndedChildren ? fields[13] + fields[14] : 0)) * TICK_MS
}
/** PostgreSQL's processes on this machine, with the backends that ended (the postmaster's children). */
function postgresCpuMs(): number {
  let total = 0
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += processCpuMs(Number(pid), true)
    } catch {
      // the process ended meanwhile
    }
  }
  return total
}
const generatorCpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

// Query generators: every request differs (random filters, words, pages).
const r = rng(20251013)
const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]
const words = [...new Set(Object.values(titlesByJobType).flat().flatMap((t) => foldText(t).split(' ')))].filter((w) => w.length >= 3)
const hcmDistricts = districts.filter((d) => d.provinceId === 2)
const scenarios: Record<string, () => string> = {
  'filter only': () => {
    const parts = [`city_id=${pick([1, 2, 3, 4, 5, 2, 1])}`]
    if (r() < 0.5) parts.push(`job_types=${pick(jobTypes).id}`)
    if (r() < 0.3) parts.push(`price=${Math.floor(r() * 10) * 1_000_000}-`)
    if (r() < 0.3) parts.push('sort=3000')
    return parts.join('&')
  },
  // from salaries most jobs pay to ones few or none do, alone or with a city
  'salary range': () => {
    const min = pick([5, 10, 15, 20, 25, 30, 35, 40, 60]) * 1_000_000
    const parts = [`price=${min}-${r() < 0.5 ? min + pick([5, 10, 20]) * 1_000_000 : ''}`]
    if (r() < 0.5) parts.push(`city_id=${pick([1, 2, 3, 4, 5])}`)
    if (r() < 0.3) parts.push('sort=3000')
    return parts.join('&')
  },
  keyword: () => `q=${encodeURIComponent(pick(words) + (r() < 0.5 ? ` ${pick(words)}` : ''))}`,
  'keyword + city': () => `q=${encodeURIComponent(pick(words))}&city_id=${pick([1, 2, 3])}`,
  'keyword + district': () => `q=${encodeURIComponent(pick(words))}&city_id=2&district_id=${pick(hcmDistricts).id}`,
  '1-2 character keyword': () => `q=${encodeURIComponent(pick(words).slice(0, r() < 0.5 ? 1 : 2))}`,
  'deep page (keyset)': () => '',
}

async function run(name: string, makeQuery: () => string, apiPid: number) {
  const cpuBefore = { machine: machineBusyMs(), api: processCpuMs(apiPid), postgres: postgresCpuMs(), generator: generatorCpuMs() }
  const latencies: number[] = []
  let errors = 0
  let cursor: string | null = null
  let issued = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (issued < perScenario) {
        issued++
        let query = makeQuery()
        if (name === 'deep page (keyset)') query = cursor ? `cursor=${cursor}` : 'limit=20'
        const t0 = performance.now()
        const answer = await get(`/job/v1/classifieds/listing?${query}`)
        latencies.push(performance.now() - t0)
        if (answer.status !== 200) errors++
        if (name === 'deep page (keyset)') cursor = (decode(answer) as { data?: { next_cursor: string | null } }).data?.next_cursor ?? null
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const perRequest = (before: number, after: number) => ((after - before) / latencies.length).toFixed(1)
  const cpu = {
    machine: perRequest(cpuBefore.machine, machineBusyMs()),
    api: perRequest(cpuBefore.api, processCpuMs(apiPid)),
    postgres: perRequest(cpuBefore.postgres, postgresCpuMs()),
    generator: perRequest(cpuBefore.generator, generatorCpuMs()),
  }
  latencies.sort((a, b) => a - b)
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1)
  return { name, p50: p(0.5), p95: p(0.95), p99: p(0.99), rps: (latencies.length / seconds).toFixed(0), errors, cpu }
}

async function siteFigures(origin: string) {
  const sitemap = await (await fetch(`${origin}/job/v1/seo/sitemap?limit=1`)).json()
  const pages = ['/', '/tuyen-dung', '/tuyen-dung-ho-chi-minh', sitemap.data.jobs[0].url as string]
  console.log('| page | performance | accessibility | SEO | LCP | CLS | TBT | JS transferred |')
  console.log('|---|---|---|---|---|---|---|---|')
  // Lighthouse's blocking time scales what this shared machine's CPU did in that run: each page
  // is measured LIGHTHOUSE_RUNS times and the run with the median performance score is reported.
  const lighthouse = (page: string) => {
    execFileSync(
      'npx',
      [
        '--yes',
        'lighthouse@12.8',
        `${origin}${page}`,
        '--only-categories=performance,accessibility,seo',
        '--form-factor=mobile',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
        '--output=json',
        '--output-path=/tmp/lighthouse.json',
        '--quiet',
      ],
      { env: childEnv({ CHROME_PATH: '/usr/bin/chromium' }), stdio: 'ignore' },
    )
    return JSON.parse(fs.readFileSync('/tmp/lighthouse.json', 'utf8'))
  }
  for (const page of pages) {
    const runs = Array.from({ length: LIGHTHOUSE_RUNS }, () => lighthouse(page))
    runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score)
    const report = runs[Math.floor(runs.length / 2)]
    const audits = report.audits
    const score = (name: string) => Math.round(report.categories[name].score * 100)
    const js = audits['network-requests'].details.items
      .filter((item: { resourceType?: string }) => item.resourceType === 'Script')
      .reduce((sum: number, item: { transferSize?: number }) => sum + (item.transferSize ?? 0), 0)
    console.log(
      `| ${page} | ${score('performance')} | ${score('accessibility')} | ${score('seo')} | ${audits['largest-contentful-paint'].displayValue} | ${audits['cumulative-layout-shift'].numericValue.toFixed(3)} | ${audits['total-blocking-time'].displayValue} | ${(js / 1024).toFixed(1)} KB |`,
    )
  }
}

if (process.argv.includes('--chat')) {
  await chatBench({ cluster: process.argv.includes('--cluster') })
  process.exit(0)
}

if (process.argv.includes('--soak')) {
  const option = (name: string, fallback: number) => {
    const at = process.argv.indexOf(name)
    return at >= 0 ? Number(process.argv[at + 1]) : fallback
  }
  const passed = await soak({ minutes: option('--minutes', 10), clients: option('--clients', 16) })
  process.exit(passed ? 0 : 1)
}

const liveFlag = process.argv.indexOf('--live-pages')
if (liveFlag >= 0) {
  await livePagesFigures(process.argv[liveFlag + 1] ?? 'http://localhost:3000')
  process.exit(0)
}

const siteFlag = process.argv.indexOf('--site')
if (siteFlag >= 0) {
  await siteFigures(process.argv[siteFlag + 1] ?? 'http://localhost:3000')
  process.exit(0)
}

const sharedBuffers = await ensureDatabase()
if (process.env.BENCH_ONLY === 'index') {
  await indexFigures(url, PORT)
  process.exit(0)
}
/** Waits, at most 3 minutes, until the API's queue holds no task that is due: the steady state of a server that has been up. */
async function queueSettled(): Promise<{ ms: number; first: number; overdue: number }> {
  const db = await openDatabase({ url })
  const started = Date.now()
  let first = -1
  try {
    for (;;) {
      const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM background_jobs WHERE finished_at IS NULL AND run_at <= now()')
      if (first < 0) first = n
      if (n === 0 || Date.now() - started > 180_000) return { ms: Date.now() - started, first, overdue: n }
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  } finally {
    await db.close()
  }
}

const { pid, stop } = await startBenchServer(url, PORT, (text) => {
  // how long the search index took to read
  for (const line of text.split('\n')) if (line.startsWith('Chỉ mục')) console.log(line)
})
try {
  // Steady state, as a server that has been up: every pooled connection has prepared the
  // scenarios' statements and the caches are loaded. Warm-up queries come from the same
  // generators, so they are different queries from the measured ones.
  for (const make of Object.values(scenarios)) {
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      for (let i = 0; i < WARM_UP / CONCURRENCY; i++) await get(`/job/v1/classifieds/listing?${make()}`)
    }))
  }
  // ... and no background task is overdue: an API started on this database may find page renders
  // due (the home and landing pages come round every 5 minutes, the pages of jobs the bench's own
  // data changed), each holding the event loop for 5-40 ms (React's development build renders the
  // pages outside production); one run rendered about 20 pages a second through its measurements
  // (README, "Search API")
  const settled = await queueSettled()
  console.log(`(after the warm-up ${settled.first} background tasks were due; ${settled.overdue ? `${settled.overdue} still were after ${settled.ms / 1000} s` : `none ${(settled.ms / 1000).toFixed(0)} s later`})`)
  const rows = []
  const apiMemoryMb = rssMb(pid)
  const only = process.env.BENCH_ONLY
  for (const [name, make] of Object.entries(scenarios).filter(([name]) => !only || only === 'search' || name.includes(only))) rows.push(await run(name, make, pid))
  console.log(
    `\nSearch API, ${jobCount.toLocaleString('en')} jobs on PostgreSQL (shared_buffers ${sharedBuffers}), ${CONCURRENCY} concurrent clients, ${perScenario} requests per scenario; API memory (RSS) after warm-up ${apiMemoryMb} MB`,
  )
  console.log('| scenario | p50 ms | p95 ms | p99 ms | req/s | errors | CPU ms/request: all (API, PostgreSQL, load generator) |')
  console.log('|---|---|---|---|---|---|---|')
  for (const { cpu, ...row } of rows)
    console.log(`| ${row.name} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.rps} | ${row.errors} | ${cpu.machine} (${cpu.api}, ${cpu.postgres}, ${cpu.generator}) |`)
  if (!only || 'employer'.includes(only) || 'wallet'.includes(only) || 'candidates'.includes(only)) {
    const db = await openDatabase({ url })
    try {
      if (!only || 'employer'.includes(only)) await employerFigures(db, PORT)
      if (!only || 'wallet'.includes(only)) await walletFigures(db, PORT)
      if (!only || 'candidates'.includes(only)) await candidateFigures(db, PORT)
    } finally {
      await db.close()
    }
  }
} finally {
  stop()
}
