// Builds the API service: plugins, the central error handler, the routes and (when built) the site.
import Fastify, { type FastifyInstance } from 'fastify'
import compress from '@fastify/compress'
import swagger from '@fastify/swagger'
import zlib from 'node:zlib'
import type { Ajv } from 'ajv'
import type { Database } from './db/client'
import type { Env } from './env'
import { ErrorEnvelope } from './lib/http'
import { fail, registerErrorHandler } from './lib/errors'
import { MSG } from '../src/domain/messages'
import configRoutes from './modules/config/config.routes'
import contentRoutes from './modules/content/content.routes'
import jobsRoutes from './modules/jobs/jobs.routes'
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
import { attachRealtime, type Realtime } from './realtime/socket'
import { SearchIndex } from './modules/jobs/search-index'

// AJV coerces "1e309" to Infinity and then skips minimum/maximum; integer rules carry x-finite.
const finiteNumbers = (ajv: Ajv) =>
  ajv.addKeyword({
    keyword: 'x-finite',
    errors: false,
    validate: (_schema: boolean, data: unknown) => typeof data !== 'number' || Number.isFinite(data),
  })

export interface AppContext {
  db: Database
  env: Env
}

/** What route modules get: the app context plus the realtime channel to signed-in users. */
export interface RouteContext extends AppContext {
  realtime: Realtime
}

/** What the public job routes get besides: the listing's in-memory search index (one per instance). */
export interface JobRouteContext extends AppContext {
  searchIndex: SearchIndex
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The listing's search index, for code outside the route plugins (the start script warms it). */
    searchIndex: SearchIndex
  }
}

export async function buildApp(appContext: AppContext): Promise<FastifyInstance> {
  const { env } = appContext
  const app = Fastify({
    logger: env.logLevel === 'silent' ? false : { level: env.logLevel },
    trustProxy: env.trustProxy,
    bodyLimit: 1024 * 1024,
    // Query strings such as ?a[]=1 or huge repeated keys must not confuse validation.
    routerOptions: { maxParamLength: 500, ignoreTrailingSlash: false },
    ajv: {
      customOptions: {
        verbose: true,
        coerceTypes: true,
        removeAdditional: true,
        keywords: ['x-messages', 'x-required-messages'],
      },
      plugins: [finiteNumbers],
    },
  })

  app.addSchema(ErrorEnvelope)
  registerErrorHandler(app)

  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4 keeps dynamic responses fast; static files are precompressed at build time at 11.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    // API answers (a listing page is about 12 KB) are compressed in one call and sent in one write
    // with their length; the stream path (the default above 8 KB on two cores) cost the listing
    // about a millisecond of CPU per request in chunks and socket writes.
    syncThreshold: 128 * 1024,
  })

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

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())

  const searchIndex = new SearchIndex(appContext.db, { lagMs: env.searchIndexLagMs })
  app.decorate('searchIndex', searchIndex)
  const context: RouteContext & JobRouteContext = { ...appContext, realtime: attachRealtime(app, appContext), searchIndex }
  await app.register(configRoutes, context)
  await app.register(contentRoutes, context)
  await app.register(jobsRoutes, context)
  await app.register(seoRoutes, context)
  await app.register(identityRoutes, context)
  await app.register(mailRoutes, context)
  await app.register(menuRoutes, context)
  await app.register(jobseekerRoutes, context)
  await app.register(mediaRoutes, context)
  await app.register(favoriteRoutes, context)
  await app.register(savedSearchRoutes, context)
  await app.register(applicationRoutes, context)
  // The outbox and the notification tool exist only outside production.
  if (env.nodeEnv !== 'production') await app.register(devRoutes, context)
  await app.register(siteRoutes, context)

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return reply.status(404).send(fail('not_found', MSG.notFound))
    return reply.callNotFound()
  })

  return app
}
