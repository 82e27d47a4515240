// Builds the API service: plugins, the central error handler, the routes and (when built) the site.
import Fastify, { type FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import type { AppContext, RouteContext } from './context'
import { ErrorEnvelope } from './lib/http'
import { clientErrorHandler, fail, frameworkErrors, registerErrorHandler } from './lib/errors'
import { installCompression } from './lib/compression'
import { installInputGuard } from './lib/input-guard'
import { installRequestIds, loggingOptions, type LogDestination } from './lib/logging'
import { Registry } from './lib/metrics'
import { installSecurityHeaders } from './lib/security-headers'
import { installValidators } from './lib/validation'
import { MSG } from '../src/domain/messages'
import configRoutes from './modules/config/config.routes'
import contentRoutes from './modules/content/content.routes'
import jobsRoutes from './modules/jobs/jobs.routes'
import marketRoutes from './modules/jobs/market.routes'
import trackingRoutes from './modules/jobs/tracking.routes'
import seoRoutes from './modules/seo/seo.routes'
import siteRoutes, { isApiPath } from './site/site.routes'
import identityRoutes from './modules/identity/identity.routes'
import mailRoutes from './modules/mail/mail.routes'
import menuRoutes from './modules/menus/menus.routes'
import jobseekerRoutes from './modules/jobseekers/jobseekers.routes'
import mediaRoutes from './modules/media/media.routes'
import devRoutes from './modules/dev/dev.routes'
import favoriteRoutes from './modules/favorites/favorites.routes'
import savedSearchRoutes from './modules/saved-searches/saved-searches.routes'
import applicationRoutes from './modules/applications/applications.routes'
import organizationRoutes from './modules/organizations/organizations.routes'
import verificationRoutes from './modules/organizations/verification.routes'
import staffRoutes from './modules/staff/staff.routes'
import registerKeyRoutes from './modules/staff/register-keys.routes'
import listingRoutes from './modules/listings/listings.routes'
import postingRoutes from './modules/posting/posting.routes'
import streetRoutes from './modules/streets/streets.routes'
import reviewRoutes from './modules/posting/review.routes'
import jobStatsRoutes from './modules/listings/job-stats.routes'
import pushUpScheduleRoutes from './modules/listings/push-up-schedule.routes'
import walletRoutes from './modules/wallet/wallet.routes'
import candidateRoutes from './modules/candidates/candidates.routes'
import chatRoutes from './modules/chat/chat.routes'
import devPayRoutes from './modules/wallet/dev-pay.routes'
import healthRoutes from './modules/health/health.routes'
import { installRequestMetrics } from './modules/health/metrics'
import { attachRealtime } from './realtime/socket'
import { SearchIndex, type SnapshotReader } from './modules/jobs/search-index'
import { ReferenceCache } from './modules/jobs/reference'
import { CandidateIndex } from './modules/candidates/candidate-index'
import accessPlugin from './modules/access/access'

declare module 'fastify' {
  interface FastifyInstance {
    /** The listing's search index, for code outside the route plugins (the start script warms it). */
    searchIndex: SearchIndex
    /** The recruiters' candidate index (the start script warms it too). */
    candidateIndex: CandidateIndex
    /** The process's reference data (places, categories, job types), shared with the background worker. */
    reference: ReferenceCache
  }
}

export interface BuildOptions {
  /** Where the logs go instead of stdout (tests read them). */
  logDestination?: LogDestination
  /** Where the search index's snapshots are read from the database (server/main.ts: another process); none: in this one. */
  searchIndexReader?: SnapshotReader | null
}

export async function buildApp(appContext: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { env } = appContext
  const app = Fastify({
    // one line per request with its id; JSON in production, readable lines in development
    ...loggingOptions(env, options.logDestination),
    trustProxy: env.trustProxy,
    bodyLimit: 1024 * 1024,
    // Query strings such as ?a[]=1 or huge repeated keys must not confuse validation.
    routerOptions: { maxParamLength: 500, ignoreTrailingSlash: false },
    frameworkErrors,
    clientErrorHandler,
  })

  app.addSchema(ErrorEnvelope)
  installRequestIds(app)
  // which of several instances answered (INSTANCE_ID; docs/decisions/0046-cluster.md)
  const instanceId = env.instanceId
  if (instanceId) {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('x-instance', instanceId)
      done()
    })
  }
  registerErrorHandler(app)
  installValidators(app)
  installInputGuard(app)
  installSecurityHeaders(app, env.publicOrigin)
  // first: every route registered below must declare its access, and is checked by it
  await app.register(accessPlugin, appContext)
  // /metrics: this app's requests (timed for every route registered below) and its scrape-time figures
  const metrics = new Registry()
  installRequestMetrics(app, metrics)

  await installCompression(app)

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Việc làm API',
        version: '1.0.0',
        description: 'HTTP contract of SPEC section 7. Every response is { success, data } or { success: false, error: { code, message } }.',
      },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  })

  app.get('/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger())

  const searchIndex = new SearchIndex(appContext.db, {
    lagMs: env.searchIndexLagMs,
    snapshotFile: env.searchIndexSnapshot,
    reader: options.searchIndexReader,
    warn: (message) => app.log.warn(`search index: ${message}`),
  })
  const reference = new ReferenceCache(appContext.db)
  app.decorate('searchIndex', searchIndex)
  const candidateIndex = new CandidateIndex(appContext.db, { lagMs: env.searchIndexLagMs })
  app.decorate('candidateIndex', candidateIndex)
  app.decorate('reference', reference)
  const context: RouteContext = { ...appContext, realtime: attachRealtime(app, appContext), reference, searchIndex, candidateIndex }
  await app.register(healthRoutes, { ...context, metrics })
  await app.register(configRoutes, context)
  await app.register(contentRoutes, context)
  await app.register(jobsRoutes, context)
  await app.register(marketRoutes, context)
  await app.register(trackingRoutes, context)
  await app.register(seoRoutes, context)
  await app.register(identityRoutes, context)
  await app.register(mailRoutes, context)
  await app.register(menuRoutes, context)
  await app.register(jobseekerRoutes, context)
  await app.register(mediaRoutes, context)
  await app.register(favoriteRoutes, context)
  await app.register(savedSearchRoutes, context)
  await app.register(applicationRoutes, context)
  await app.register(organizationRoutes, context)
  await app.register(verificationRoutes, context)
  await app.register(staffRoutes, context)
  await app.register(registerKeyRoutes, context)
  await app.register(listingRoutes, context)
  await app.register(postingRoutes, context)
  await app.register(streetRoutes, context)
  await app.register(reviewRoutes, context)
  await app.register(jobStatsRoutes, context)
  await app.register(pushUpScheduleRoutes, context)
  await app.register(walletRoutes, context)
  await app.register(candidateRoutes, context)
  await app.register(chatRoutes, context)
  // The outbox and the notification tool exist only outside production.
  if (env.nodeEnv !== 'production') await app.register(devRoutes, context)
  if (env.nodeEnv !== 'production' && env.payment.provider === 'dev') await app.register(devPayRoutes, context)
  await app.register(siteRoutes, context)

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return reply.status(404).send(fail('not_found', MSG.notFound))
    return reply.callNotFound()
  })

  return app
}
