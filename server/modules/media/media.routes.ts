// Media endpoints of SPEC 7.8 and the avatar upload of SPEC 7.5. Uploads are multipart with one
// `file` field; this plugin registers the multipart parser for its own routes only, with the image
// limits (the app's 1 MB body limit stays in force everywhere else).
import multipart from '@fastify/multipart'
import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { IMAGE_WIDTHS } from '../../../src/domain/constants'
import { MSG } from '../../../src/domain/messages'
import { objectSchema } from '../../../src/domain/validation/json-schema'
import { rules } from '../../../src/domain/validation/rules'
import type { RouteContext } from '../../app'
import { notFound } from '../../lib/errors'
import { ok, responses } from '../../lib/http'
import { enforce, RateLimitedError, type LimitRule } from '../../lib/rate-limit'
import { requireUser, type AuthUser } from '../identity/tokens'
import { setProfileAvatar } from '../jobseekers/jobseekers.service'
import { SERVED_WIDTHS, snapQuality, snapWidth, type MediaKind, type OutputFormat } from './media.image'
import { createMedia, createMediaDeps, deleteMedia, rotateMedia, serveFile } from './media.service'
import type { MediaStorage } from './media.storage'
import { MULTIPART_LIMITS, receiveImage } from './media.upload'

/** Uploads per person: enough for a 30-image post with retries, not for filling the disk. */
export const UPLOAD_LIMITS: Record<'burst' | 'hourly', LimitRule> = {
  burst: { name: 'media_upload_minute', limit: 40, windowSec: 60 },
  hourly: { name: 'media_upload_hour', limit: 150, windowSec: 3600 },
}

const Media = Type.Object({
  id: Type.Integer(),
  url: Type.String({ description: 'Đường dẫn ảnh; thêm ?w=&q= để lấy kích thước khác' }),
  width: Type.Integer(),
  height: Type.Integer(),
})
const AvatarResult = Type.Object({ success: Type.Literal(true), url: Type.String() })

const idParams = objectSchema({ id: rules.id }, ['id'])
const DEGREES_MESSAGE = 'Góc xoay phải là 90, 180 hoặc 270 độ.'
const rotateBody = {
  type: 'object',
  properties: {
    degrees: { type: 'integer', enum: [90, 180, 270], description: 'Xoay thêm theo chiều kim đồng hồ', 'x-messages': { type: DEGREES_MESSAGE, enum: DEGREES_MESSAGE } },
  },
  required: ['degrees'],
  additionalProperties: false,
  'x-required-messages': { degrees: DEGREES_MESSAGE },
}
const WIDTH_MESSAGE = 'Chiều rộng ảnh (w) phải là số nguyên dương.'
const QUALITY_MESSAGE = 'Chất lượng ảnh (q) phải từ 1 đến 100.'
const fileQuery = {
  type: 'object',
  properties: {
    w: {
      type: 'integer',
      minimum: 1,
      maximum: 100_000,
      'x-finite': true,
      description: `Chiều rộng; làm tròn lên một trong ${SERVED_WIDTHS.join(', ')}`,
      'x-messages': { type: WIDTH_MESSAGE, minimum: WIDTH_MESSAGE, maximum: WIDTH_MESSAGE, 'x-finite': WIDTH_MESSAGE },
    },
    q: {
      type: 'integer',
      minimum: 1,
      maximum: 100,
      'x-finite': true,
      description: `Chất lượng, mặc định ${IMAGE_WIDTHS.quality}`,
      'x-messages': { type: QUALITY_MESSAGE, minimum: QUALITY_MESSAGE, maximum: QUALITY_MESSAGE, 'x-finite': QUALITY_MESSAGE },
    },
  },
  additionalProperties: false,
}
const fileParams = {
  type: 'object',
  properties: { name: { type: 'string', maxLength: 64 } },
  required: ['name'],
}

const UPLOAD_DOC = 'multipart/form-data với đúng một tệp trong trường "file": jpeg, gif hoặc png, tối đa 30MB và 50 triệu điểm ảnh.'
const IMMUTABLE = 'public, max-age=31536000, immutable'
const PRIVATE = 'private, no-store'

export interface MediaRouteOptions extends RouteContext {
  /** Tests and other deployments may bring their own storage; default: local disk under MEDIA_DIR. */
  storage?: MediaStorage
}

export default async function mediaRoutes(app: FastifyInstance, context: MediaRouteOptions) {
  const { db, env } = context
  const deps = createMediaDeps(db, env, context.storage)

  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true })

  const signedIn = new WeakMap<FastifyRequest, AuthUser>()
  const auth = async (request: FastifyRequest, reply: FastifyReply) => {
    signedIn.set(request, await requireUser(db, request))
    reply.header('cache-control', PRIVATE)
  }
  const userOf = (request: FastifyRequest): AuthUser => signedIn.get(request)!

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSec))
  })

  async function upload(request: FastifyRequest, kind: MediaKind) {
    const user = userOf(request)
    // counted before a byte of the body is read
    await enforce(db, UPLOAD_LIMITS.burst, String(user.id), MSG.imageUploadTooMany)
    await enforce(db, UPLOAD_LIMITS.hourly, String(user.id), MSG.imageUploadTooMany)
    const received = await receiveImage(request)
    return createMedia(deps, user.id, received, kind)
  }

  app.post(
    '/media/v1/medias',
    {
      preValidation: auth,
      schema: {
        tags: ['media'],
        summary: 'Tải lên một ảnh',
        description: UPLOAD_DOC,
        consumes: ['multipart/form-data'],
        response: responses(Media, [400, 401, 413, 415, 429]),
      },
    },
    async (request) => ok(await upload(request, 'image')),
  )

  app.put(
    '/job/v1/jobseekers/upload-avatar',
    {
      preValidation: auth,
      schema: {
        tags: ['jobseekers', 'media'],
        summary: 'Tải lên ảnh đại diện (cắt vuông 300x300)',
        description: UPLOAD_DOC,
        consumes: ['multipart/form-data'],
        response: responses(AvatarResult, [400, 401, 413, 415, 429]),
      },
    },
    async (request) => {
      const media = await upload(request, 'avatar')
      // a seeker who already has a profile gets the new avatar on it at once
      await setProfileAvatar(db, userOf(request).id, { url: media.url, mediaId: String(media.id) })
      return ok({ success: true as const, url: media.url })
    },
  )

  app.put<{ Params: { id: number }; Body: { degrees: 90 | 180 | 270 } }>(
    '/media/v1/medias/:id/rotate',
    {
      preValidation: auth,
      schema: {
        tags: ['media'],
        summary: 'Xoay ảnh của tôi',
        params: idParams,
        body: rotateBody,
        response: responses(Media, [400, 401, 404]),
      },
    },
    async (request) => ok(await rotateMedia(deps, userOf(request).id, request.params.id, request.body.degrees)),
  )

  app.delete<{ Params: { id: number } }>(
    '/media/v1/medias/:id',
    {
      preValidation: auth,
      schema: { tags: ['media'], summary: 'Xóa ảnh của tôi', params: idParams, response: responses(Type.Null(), [400, 401, 404]) },
    },
    async (request) => {
      await deleteMedia(deps, userOf(request).id, request.params.id)
      return ok(null)
    },
  )

  app.get<{ Params: { name: string }; Querystring: { w?: number; q?: number } }>(
    '/media/v1/files/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'Tệp ảnh theo kích thước (WebP hoặc JPEG theo Accept)',
        params: fileParams,
        querystring: fileQuery,
      },
    },
    async (request, reply) => {
      const format: OutputFormat = /\bimage\/webp\b/i.test(request.headers.accept ?? '') ? 'webp' : 'jpeg'
      const width = snapWidth(request.query.w ?? SERVED_WIDTHS[SERVED_WIDTHS.length - 1])
      const quality = snapQuality(request.query.q ?? IMAGE_WIDTHS.quality)
      const file = await serveFile(deps, request.params.name, { width, quality, format })
      if (!file) throw notFound()
      reply
        .header('cache-control', IMMUTABLE)
        .header('vary', 'Accept')
        .header('etag', file.etag)
        .header('x-content-type-options', 'nosniff')
        // the site and a CDN origin may draw these images on a canvas (the crop dialog)
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send()
      return reply.type(format === 'webp' ? 'image/webp' : 'image/jpeg').send(file.data)
    },
  )
}
