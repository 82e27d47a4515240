// Endpoints for machines, outside the API contract (docs/decisions/0042-health-logs-metrics.md):
// - /healthz: the process answers (200 "ok" as long as it runs);
// - /readyz: it can serve: the database answers, Redis too when REDIS_URL is set, the search
//   indexes are read; 503 naming the failing check otherwise, and from the moment it starts
//   draining (server/lib/draining.ts);
// - /metrics: Prometheus's text format, from this machine or with METRICS_TOKEN.
// Public, not rate-limited, no account looked up, logged at debug level (config.probe).
import crypto from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { RouteContext } from '../../context'
import { isDraining } from '../../lib/draining'
import { forbidden } from '../../lib/errors'
import { isLocalRequest } from '../../lib/logging'
import { PROMETHEUS_CONTENT_TYPE, sharedMetrics, type Registry } from '../../lib/metrics'
import { bearerToken } from '../identity/tokens'
import { scrapeTimeMetrics } from './metrics'

export const HEALTH = {
  /** Each readiness check, and each figure /metrics reads at scrape time, answers within this or fails. */
  checkTimeoutMs: 2000,
}

export const HEALTH_MSG = {
  metricsRefused: 'Chỉ đọc được /metrics trên chính máy chủ, hoặc với METRICS_TOKEN.',
} as const

export type CheckResult = 'ok' | 'timeout' | 'error' | 'loading' | 'draining'

export interface Readiness {
  ready: boolean
  /** process, database, redis (only with REDIS_URL), search_index */
  checks: Record<string, CheckResult>
}

class TimedOut extends Error {}

/** The work's outcome within HEALTH.checkTimeoutMs (the work itself goes on). */
async function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`no answer within ${HEALTH.checkTimeoutMs} ms`)), HEALTH.checkTimeoutMs)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

/** Same token, compared in constant time. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest()
  return crypto.timingSafeEqual(digest(given), digest(expected))
}

/** /metrics answers a request made on this machine, or one with the bearer token METRICS_TOKEN. */
export function metricsAllowed(request: FastifyRequest, token: string | null): boolean {
  if (isLocalRequest(request)) return true
  const given = bearerToken(request)
  return Boolean(token && given && sameSecret(given, token))
}

export default async function healthRoutes(app: FastifyInstance, context: RouteContext & { metrics: Registry }) {
  const { db, env, realtime, searchIndex, candidateIndex, metrics } = context
  scrapeTimeMetrics(metrics, context)
  const probe = { access: 'public', probe: true } as const

  async function check(work: () => Promise<unknown>, errors: Record<string, unknown>, name: string, pending: CheckResult = 'timeout'): Promise<CheckResult> {
    try {
      await within(work())
      return 'ok'
    } catch (error) {
      errors[name] = error
      return error instanceof TimedOut ? pending : 'error'
    }
  }

  async function readiness(): Promise<Readiness & { errors: Record<string, unknown> }> {
    const errors: Record<string, unknown> = {}
    if (isDraining()) return { ready: false, checks: { process: 'draining' }, errors }
    const [database, redis, index] = await Promise.all([
      check(() => db.query('SELECT 1'), errors, 'database'),
      realtime.pingRedis ? check(() => realtime.pingRedis!(), errors, 'redis') : null,
      // read now if nobody has (start-up reads them at once; a process built without that, on the first probe)
      searchIndex.stats() && candidateIndex.stats() ? ('ok' as const) : check(() => Promise.all([searchIndex.ready(), candidateIndex.ready()]), errors, 'search_index', 'loading'),
    ])
    const checks: Record<string, CheckResult> = { process: 'ok', database, ...(redis && { redis }), search_index: index }
    return { ready: Object.values(checks).every((result) => result === 'ok'), checks, errors }
  }

  app.get('/healthz', { config: probe, schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store')
    return 'ok'
  })

  // Probed every few seconds: a change of state is logged, not each answer.
  let wasReady: boolean | null = null
  app.get('/readyz', { config: probe, schema: { hide: true } }, async (request, reply): Promise<Readiness> => {
    const { ready, checks, errors } = await readiness()
    if (ready !== wasReady) {
      if (ready) request.log.info({ checks }, 'ready')
      else request.log.warn({ checks, errors: Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, String(error)])) }, 'not ready')
      wasReady = ready
    }
    reply.code(ready ? 200 : 503).header('cache-control', 'no-store')
    return { ready, checks }
  })

  app.get('/metrics', { config: probe, schema: { hide: true } }, async (request, reply) => {
    if (!metricsAllowed(request, env.metricsToken)) throw forbidden(HEALTH_MSG.metricsRefused)
    const scrapes = await Promise.all([metrics.scrape(HEALTH.checkTimeoutMs), sharedMetrics.scrape(HEALTH.checkTimeoutMs)])
    for (const { name, error } of scrapes.flatMap((scrape) => scrape.failed)) request.log.warn({ err: error, collector: name }, 'metrics: a figure could not be read')
    reply.type(PROMETHEUS_CONTENT_TYPE).header('cache-control', 'no-store')
    return scrapes.map((scrape) => scrape.text).join('')
  })
}
