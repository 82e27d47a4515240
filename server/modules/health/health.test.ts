// The endpoints for machines (docs/decisions/0042-health-logs-metrics.md): liveness, readiness with
// its checks (the database failing or late, draining), request ids, the request logs' levels, and
// /metrics in Prometheus's text format, from this machine or with the token (the deposits' counter
// is tested with the deposits, server/modules/wallet/wallet.test.ts).
import { jobsPaths } from '../../../src/domain/contract/jobs.paths'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { PRERENDER_HEADER } from '../../../src/domain/api-paths'
import { buildApp } from '../../app'
import { startDraining } from '../../lib/draining'
import { enqueue, runDueJobs } from '../../lib/queue'
import { createTestContext, type TestContext } from '../../testing'
import { HEALTH, HEALTH_MSG } from './health.routes'

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789'
const FAR_AWAY = '203.0.113.7'

let t: TestContext
beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 3, jobs: 20 }, env: { metricsToken: METRICS_TOKEN } })
})
afterAll(() => t.close())

const get = (url: string, options: { headers?: Record<string, string>; remoteAddress?: string } = {}) => t.app.inject({ method: 'GET', url, ...options })

/**
 * The exposition format, line by line: each family's HELP and TYPE before its samples, every sample
 * `name{labels} value` of a declared family (histograms: _bucket, _sum, _count). Returns the samples.
 */
function parseExposition(text: string): Map<string, number> {
  const samples = new Map<string, number>()
  const types = new Map<string, string>()
  const helped = new Set<string>()
  expect(text.endsWith('\n')).toBe(true)
  for (const line of text.slice(0, -1).split('\n')) {
    const help = /^# HELP ([a-zA-Z_:][a-zA-Z0-9_:]*) \S/.exec(line)
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram)$/.exec(line)
    if (help) {
      expect(helped.has(help[1]), `HELP ${help[1]} twice`).toBe(false)
      helped.add(help[1])
      continue
    }
    if (type) {
      expect(helped.has(type[1]), `TYPE before HELP: ${line}`).toBe(true)
      types.set(type[1], type[2])
      continue
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*",?)*\})? (\S+)$/.exec(line)
    expect(sample, `not a sample: ${line}`).not.toBeNull()
    const [, name, labels = '', value] = sample!
    const family = types.has(name) ? name : name.replace(/_(bucket|sum|count)$/, '')
    expect(types.has(family), `sample of an undeclared family: ${line}`).toBe(true)
    if (types.get(family) === 'counter') expect(name.endsWith('_total'), line).toBe(true)
    expect(Number.isNaN(Number(value)) && value !== 'NaN' && !/^[+-]Inf$/.test(value), line).toBe(false)
    samples.set(`${name}${labels}`, value === '+Inf' ? Infinity : Number(value))
  }
  return samples
}

const scrape = async () => {
  const res = await get('/metrics')
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8')
  return { text: res.body, samples: parseExposition(res.body) }
}

describe('/healthz', () => {
  it('answers 200 "ok" while the process runs, with an id for the request', async () => {
    const res = await get('/healthz')
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('ok')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/)
    expect((await t.app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200)
  })
})

describe('request ids', () => {
  it('keeps the X-Request-Id a proxy gave when it is a plain token, and makes a new one otherwise', async () => {
    for (const given of ['abc-123', 'Root=1-67891233-abcdef012345678912345678', 'a'.repeat(128)]) {
      expect((await get('/healthz', { headers: { 'x-request-id': given } })).headers['x-request-id']).toBe(given)
    }
    for (const given of ['', 'có dấu', 'two words', 'a'.repeat(129), 'line\u2028break', '<script>']) {
      expect((await get('/healthz', { headers: { 'x-request-id': given } })).headers['x-request-id']).toMatch(/^[0-9a-f]{16}$/)
    }
    const ids = new Set(await Promise.all([1, 2, 3].map(async () => (await get('/healthz')).headers['x-request-id'])))
    expect(ids.size).toBe(3)
  })

  it('names the request of an error answer too', async () => {
    const res = await get('/job/v1/khong-co-duong-nay', { headers: { 'x-request-id': 'loi-404' } })
    expect(res.statusCode).toBe(404)
    expect(res.headers['x-request-id']).toBe('loi-404')
  })
})

describe('/readyz', () => {
  it('answers 200 with its checks when the database answers and the search indexes are read', async () => {
    const res = await get('/readyz')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    // no REDIS_URL in tests: no redis check
    expect(res.json()).toEqual({ ready: true, checks: { process: 'ok', database: 'ok', search_index: 'ok' } })
    expect(t.app.searchIndex.stats()).not.toBeNull()
    expect(t.app.candidateIndex.stats()).not.toBeNull()
  })

  it('answers 503 naming the database when it fails or does not answer in time', async () => {
    const realQuery = t.db.query.bind(t.db)
    const spy = vi.spyOn(t.db, 'query')
    try {
      spy.mockImplementation((text, params) => (text === 'SELECT 1' ? Promise.reject(new Error('connection refused')) : realQuery(text, params)))
      const failing = await get('/readyz')
      expect(failing.statusCode).toBe(503)
      expect(failing.json()).toEqual({ ready: false, checks: { process: 'ok', database: 'error', search_index: 'ok' } })

      HEALTH.checkTimeoutMs = 50
      spy.mockImplementation((text, params) => (text === 'SELECT 1' ? new Promise(() => {}) : realQuery(text, params)))
      const late = await get('/readyz')
      expect(late.statusCode).toBe(503)
      expect(late.json().checks.database).toBe('timeout')
    } finally {
      spy.mockRestore()
      HEALTH.checkTimeoutMs = 2000
    }
    expect((await get('/readyz')).statusCode).toBe(200)
  })
})

describe('/readyz with REDIS_URL', () => {
  async function appWithRedis(redisUrl: string) {
    const app = await buildApp({ db: t.db, env: { ...t.env, redisUrl } })
    await app.ready()
    return app
  }

  it('answers 503 naming Redis when it cannot be reached', async () => {
    // nothing listens on port 1: the adapter's connections keep trying
    const app = await appWithRedis('redis://127.0.0.1:1')
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ ready: false, checks: { process: 'ok', database: 'ok', redis: 'error', search_index: 'ok' } })
    } finally {
      await app.close()
    }
  })

  it.skipIf(!process.env.REDIS_URL)('checks Redis when it answers', async () => {
    const app = await appWithRedis(process.env.REDIS_URL!)
    try {
      // the adapter's connections open after the app starts
      let res = await app.inject({ method: 'GET', url: '/readyz' })
      for (let i = 0; i < 50 && res.statusCode !== 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20))
        res = await app.inject({ method: 'GET', url: '/readyz' })
      }
      expect(res.json()).toEqual({ ready: true, checks: { process: 'ok', database: 'ok', redis: 'ok', search_index: 'ok' } })
    } finally {
      await app.close()
    }
  })
})

describe('/metrics', () => {
  it('is in Prometheus text format, with the process, the queue, the indexes and the sockets', async () => {
    const { samples, text } = await scrape()
    for (const family of [
      '# TYPE http_request_duration_seconds histogram',
      '# TYPE http_requests_total counter',
      '# TYPE queue_jobs gauge',
      '# TYPE queue_jobs_failed_total counter',
      '# TYPE search_index_jobs gauge',
      '# TYPE search_index_lag_seconds gauge',
      '# TYPE candidate_index_profiles gauge',
      '# TYPE realtime_open_sockets gauge',
      '# TYPE wallet_deposits_confirmed_total counter',
      '# TYPE process_cpu_seconds_total counter',
      '# TYPE process_resident_memory_bytes gauge',
      '# TYPE nodejs_eventloop_lag_p99_seconds gauge',
    ]) {
      expect(text).toContain(family)
    }
    // the indexes were read by /readyz above
    expect(samples.get('search_index_jobs')).toBe(t.app.searchIndex.stats()!.jobs)
    expect(samples.get('search_index_jobs')).toBeGreaterThan(0)
    expect(samples.get('search_index_lag_seconds')).toBeGreaterThanOrEqual(0)
    expect(samples.get('search_index_lag_seconds')).toBeLessThan(600)
    expect(samples.get('realtime_open_sockets')).toBe(0)
    expect(samples.get('process_resident_memory_bytes')).toBeGreaterThan(1e6)
  })

  it('times each request under its route pattern, never its URL', async () => {
    const route = jobsPaths.detail.path
    const series = (status: number) => `{method="GET",route="${route}",status_code="${status}"}`
    const before = (await scrape()).samples
    const res = await get(route.replace(':id', '987654321'))
    const after = (await scrape()).samples
    const count = (samples: Map<string, number>) => samples.get(`http_request_duration_seconds_count${series(res.statusCode)}`) ?? 0
    expect(count(after)).toBe(count(before) + 1)
    expect(after.get(`http_requests_total${series(res.statusCode)}`)).toBe(count(after))
    // the buckets are cumulative up to +Inf, which is the count
    const inf = after.get(`http_request_duration_seconds_bucket{method="GET",route="${route}",status_code="${res.statusCode}",le="+Inf"}`)
    expect(inf).toBe(count(after))
    const text = (await scrape()).text
    expect(text).not.toContain('987654321')
    // unknown URLs are one series whatever they are: the site's catch-all's, or none matched at all
    const before404 = (await scrape()).samples
    await get('/job/v1/khong-co-1')
    await get('/job/v1/khong-co-2')
    await t.app.inject({ method: 'POST', url: '/job/v1/khong-co-3' })
    const after404 = (await scrape()).samples
    const delta = (key: string) => (after404.get(key) ?? 0) - (before404.get(key) ?? 0)
    expect(delta('http_requests_total{method="GET",route="/*",status_code="404"}')).toBe(2)
    expect(delta('http_requests_total{method="POST",route="unmatched",status_code="404"}')).toBe(1)
  })

  it("reads the durable queue's depth by kind and state, and counts the attempts that failed", async () => {
    await enqueue(t.db, 'health.test-later', {}, { runAt: new Date(Date.now() + 3_600_000) })
    await enqueue(t.db, 'health.test-ready')
    await enqueue(t.db, 'health.test-fails', {}, { maxAttempts: 1 })
    const failed = (samples: Map<string, number>) => samples.get('queue_jobs_failed_total{kind="health.test-fails"}') ?? 0
    const before = failed((await scrape()).samples)
    await runDueJobs(t.db, {
      'health.test-fails': async () => {
        throw new Error('không gửi được')
      },
    })
    const { samples } = await scrape()
    expect(samples.get('queue_jobs{kind="health.test-later",state="scheduled"}')).toBe(1)
    expect(samples.get('queue_jobs{kind="health.test-ready",state="ready"}')).toBe(1)
    expect(samples.get('queue_jobs{kind="health.test-fails",state="failed"}')).toBe(1)
    expect(failed(samples)).toBe(before + 1)
  })

  it('answers this machine, or anywhere with the bearer token METRICS_TOKEN, and refuses the rest', async () => {
    expect((await get('/metrics', { remoteAddress: '127.0.0.1' })).statusCode).toBe(200)
    expect((await get('/metrics', { remoteAddress: '::1' })).statusCode).toBe(200)
    const refused = await get('/metrics', { remoteAddress: FAR_AWAY })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ success: false, error: { code: 'forbidden', message: HEALTH_MSG.metricsRefused } })
    expect(refused.body).not.toContain('http_requests_total')
    // a proxy on this machine passing a visitor on
    expect((await get('/metrics', { headers: { 'x-forwarded-for': FAR_AWAY } })).statusCode).toBe(403)
    expect((await get('/metrics', { headers: { forwarded: `for=${FAR_AWAY}` } })).statusCode).toBe(403)
    expect((await get('/metrics', { remoteAddress: FAR_AWAY, headers: { authorization: 'Bearer not-the-token-at-all-000' } })).statusCode).toBe(403)
    const withToken = await get('/metrics', { remoteAddress: FAR_AWAY, headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    expect(withToken.statusCode).toBe(200)
    expect(withToken.body).toContain('# TYPE http_requests_total counter')
    // the probes are not the API's: anyone may ask them
    expect((await get('/healthz', { remoteAddress: FAR_AWAY })).statusCode).toBe(200)
    expect((await get('/readyz', { remoteAddress: FAR_AWAY })).statusCode).toBe(200)
  })

  it('is not in the API description', async () => {
    const spec = (await get('/openapi.json')).json() as { paths: Record<string, unknown> }
    expect(Object.keys(spec.paths).filter((path) => ['/healthz', '/readyz', '/metrics'].includes(path))).toEqual([])
  })
})

describe('request logs', () => {
  async function loggedApp(logLevel: string) {
    const lines: Array<Record<string, unknown>> = []
    const app = await buildApp({ db: t.db, env: { ...t.env, logLevel } }, { logDestination: { write: (line) => void lines.push(JSON.parse(line)) } })
    await app.ready()
    return { app, lines, completed: () => lines.filter((line) => String(line.msg).startsWith('request ')) }
  }

  it('logs a request once, when it completes, with its id, method, URL, status and time', async () => {
    const { app, completed } = await loggedApp('info')
    try {
      await app.inject({ method: 'GET', url: '/job/v1/common/footer', headers: { 'x-request-id': 'footer-1' } })
      expect(completed()).toHaveLength(1)
      expect(completed()[0]).toMatchObject({
        level: 30,
        msg: 'request completed',
        reqId: 'footer-1',
        req: { method: 'GET', url: '/job/v1/common/footer' },
        res: { statusCode: 200 },
      })
      expect(completed()[0].responseTime).toEqual(expect.any(Number))
    } finally {
      await app.close()
    }
  })

  it("logs the probes and this server's own site at debug level only (a visitor sending the header is logged)", async () => {
    const info = await loggedApp('info')
    try {
      for (const url of ['/healthz', '/readyz', '/metrics']) await info.app.inject({ method: 'GET', url })
      await info.app.inject({ method: 'GET', url: '/job/v1/common/footer', headers: { [PRERENDER_HEADER]: '1' } })
      expect(info.completed()).toEqual([])
      await info.app.inject({ method: 'GET', url: '/job/v1/common/footer', headers: { [PRERENDER_HEADER]: '1' }, remoteAddress: FAR_AWAY })
      await info.app.inject({ method: 'GET', url: '/job/v1/common/footer', headers: { [PRERENDER_HEADER]: '1', 'x-forwarded-for': FAR_AWAY } })
      expect(info.completed()).toHaveLength(2)
    } finally {
      await info.app.close()
    }
    const debug = await loggedApp('debug')
    try {
      await debug.app.inject({ method: 'GET', url: '/healthz' })
      expect(debug.completed()).toEqual([expect.objectContaining({ level: 20, req: expect.objectContaining({ url: '/healthz' }) })])
    } finally {
      await debug.app.close()
    }
  })
})

// last: a process never stops draining
describe('draining', () => {
  it('makes /readyz answer 503 while /healthz still answers', async () => {
    startDraining()
    const res = await get('/readyz')
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ ready: false, checks: { process: 'draining' } })
    expect((await get('/healthz')).statusCode).toBe(200)
  })
})
