// What each app measures for /metrics (docs/decisions/0042-health-logs-metrics.md): its requests,
// by route pattern and status, as they complete; and, read at scrape time, the durable queue's
// depth, the in-memory indexes' size and lag, and the open socket.io connections.
import type { FastifyInstance } from 'fastify'
import type { RouteContext } from '../../context'
import { Registry } from '../../lib/metrics'

/** The route label of a request no route matched (a 404 from the not-found handler). */
export const UNMATCHED_ROUTE = 'unmatched'

/**
 * Times every request (root-level hook, installed before the routes): the route is the pattern
 * a route is registered with (its `:id` left as it is), never the URL, so the series stay few.
 */
export function installRequestMetrics(app: FastifyInstance, registry: Registry): void {
  const labels = ['method', 'route', 'status_code']
  const duration = registry.histogram('http_request_duration_seconds', 'Time from receiving a request to sending its answer, in seconds, by method, route pattern and status.', labels)
  const total = registry.counter('http_requests_total', 'Requests answered, by method, route pattern and status.', labels)
  app.addHook('onResponse', async (request, reply) => {
    const series = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: reply.statusCode }
    duration.observe(series, reply.elapsedTime / 1000)
    total.inc(series)
  })
}

/** A job of the durable queue not finished, by state (server/lib/queue.ts: what a claim, a failure and a retry write). */
const QUEUE_DEPTH = `
  SELECT kind,
         CASE WHEN locked_until > now() THEN 'running'
              WHEN attempts >= max_attempts THEN 'failed'
              WHEN attempts > 0 THEN 'retrying'
              WHEN run_at > now() THEN 'scheduled'
              ELSE 'ready' END AS state,
         count(*)::int AS n
    FROM background_jobs WHERE finished_at IS NULL GROUP BY 1, 2`

/** Seconds from the database time an index has read changes up to (µs) until now; 0 when ahead (clocks differ a little). */
const lagSeconds = (caughtUpTo: number) => Math.max(0, Date.now() / 1000 - caughtUpTo / 1e6)

/** The gauges read at scrape time from the app's database, indexes and sockets. */
export function scrapeTimeMetrics(registry: Registry, context: Pick<RouteContext, 'db' | 'searchIndex' | 'candidateIndex' | 'realtime'>): void {
  const queue = registry.gauge(
    'queue_jobs',
    'Unfinished jobs of the durable queue by kind and state: ready (due), scheduled (later), running, retrying (an attempt failed, the next waits), failed (gave up after its attempts). The same on every instance: one table.',
    ['kind', 'state'],
  )
  registry.collect('queue', async () => {
    queue.reset()
    for (const row of await context.db.query<{ kind: string; state: string; n: number }>(QUEUE_DEPTH)) queue.set({ kind: row.kind, state: row.state }, row.n)
  })

  const jobs = registry.gauge('search_index_jobs', "Jobs in the listing's in-memory search index snapshot (absent until it is read).")
  const changedJobs = registry.gauge('search_index_changed_jobs', 'Jobs changed since the snapshot, held beside it until it is read again.')
  const jobsLag = registry.gauge(
    'search_index_lag_seconds',
    "How far behind the database the listing's search index is: seconds since the database time its changes were last read up to. The index looks for changes when searched (at most once a second), so this grows while nobody searches.",
  )
  const profiles = registry.gauge('candidate_index_profiles', "Profiles in the recruiters' in-memory candidate index snapshot (absent until it is read).")
  const profilesLag = registry.gauge('candidate_index_lag_seconds', 'How far behind the database the candidate index is, as search_index_lag_seconds.')
  registry.collect('indexes', () => {
    for (const gauge of [jobs, changedJobs, jobsLag, profiles, profilesLag]) gauge.reset()
    const listing = context.searchIndex.stats()
    if (listing) {
      jobs.set(undefined, listing.jobs)
      changedJobs.set(undefined, listing.changed)
      jobsLag.set(undefined, lagSeconds(listing.caughtUpTo))
    }
    const candidates = context.candidateIndex.stats()
    if (candidates) {
      profiles.set(undefined, candidates.profiles)
      profilesLag.set(undefined, lagSeconds(candidates.caughtUpTo))
    }
  })

  const sockets = registry.gauge('realtime_open_sockets', 'socket.io connections open on this instance.')
  registry.collect('realtime', () => {
    sockets.set(undefined, context.realtime.io.engine.clientsCount)
  })
}
