// Media endpoints of SPEC 7.8, registered from their contract (src/domain/contract/media.ts;
// docs/decisions/0035-api-contract.md). Uploads are multipart with one `file` field (media.upload.ts);
// other modules upload through the same helpers (the job-seeker avatar of SPEC 7.5 is a jobseekers route).
import type { FastifyInstance } from 'fastify'
import { IMAGE_WIDTHS } from '../../../src/domain/constants'
import { SERVED_WIDTHS, mediaContract } from '../../../src/domain/contract/media'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { notFound } from '../../lib/errors'
import { RateLimitedError } from '../../lib/rate-limit'
import { snapQuality, snapWidth, type OutputFormat } from './media.image'
import { createMediaDeps, deleteMedia, rotateMedia, serveFile } from './media.service'
import type { MediaStorage } from './media.storage'
import { registerUploads, uploadImage } from './media.upload'
import { userOf } from '../access/access'

// Personal images: a browser keeps them an hour and then revalidates (ETag, 304); shared caches do
// not keep them, so a deleted picture is gone everywhere within the hour (decision 0007). A private
// one (decision 0032) no longer than its signed URL lives.
const FILE_CACHE_SEC = 3600
const fileCache = (expiresAt?: number) =>
  `private, max-age=${expiresAt === undefined ? FILE_CACHE_SEC : Math.max(0, Math.min(FILE_CACHE_SEC, Math.floor(expiresAt - Date.now() / 1000)))}`

export interface MediaRouteOptions extends RouteContext {
  /** Tests and other deployments may bring their own storage; default: local disk under MEDIA_DIR. */
  storage?: MediaStorage
}

export default async function mediaRoutes(app: FastifyInstance, context: MediaRouteOptions) {
  const { db, env } = context
  const deps = createMediaDeps(db, env, context.storage)

  await registerUploads(app)

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSec))
  })

  const route = contractRoutes(app, mediaContract)

  route('upload', { access: 'user' }, async (request) => uploadImage(deps, request, userOf(request).id, request.query.kind ?? 'image'))

  route('rotate', { access: 'user' }, async (request) => rotateMedia(deps, userOf(request).id, request.params.id, request.body.degrees))

  route('remove', { access: 'user' }, async (request) => {
    await deleteMedia(deps, userOf(request).id, request.params.id)
    return null
  })

  route('file', { access: 'public' }, async (request, reply) => {
    const format: OutputFormat = /\bimage\/webp\b/i.test(request.headers.accept ?? '') ? 'webp' : 'jpeg'
    const width = snapWidth(request.query.w ?? SERVED_WIDTHS[SERVED_WIDTHS.length - 1])
    const quality = snapQuality(request.query.q ?? IMAGE_WIDTHS.quality)
    const file = await serveFile(deps, request.params.name, { width, quality, format }, { exp: request.query.exp, sig: request.query.sig })
    if (!file) throw notFound()
    reply
      .header('cache-control', fileCache(file.private ? request.query.exp : undefined))
      .header('vary', 'Accept')
      .header('etag', file.etag)
      .header('x-content-type-options', 'nosniff')
      // the site and a CDN origin may draw these images on a canvas (the crop dialog)
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send()
    return reply.type(format === 'webp' ? 'image/webp' : 'image/jpeg').send(file.data)
  })
}
