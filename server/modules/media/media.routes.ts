// Media endpoints of SPEC 7.8. Uploads are multipart with one `file` field (media.upload.ts); other
// modules upload through the same helpers (the job-seeker avatar of SPEC 7.5 is a jobseekers route).
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { IMAGE_WIDTHS } from '../../../src/domain/constants'
import type { RouteContext } from '../../context'
import { notFound } from '../../lib/errors'
import { idParams, ok, responses } from '../../lib/http'
import { RateLimitedError } from '../../lib/rate-limit'
import { SERVED_WIDTHS, snapQuality, snapWidth, type OutputFormat } from './media.image'
import { createMediaDeps, deleteMedia, rotateMedia, serveFile } from './media.service'
import type { MediaStorage } from './media.storage'
import { UPLOAD_DOC, registerUploads, uploadImage } from './media.upload'
import { userOf } from '../access/access'


const Media = Type.Object({
  id: Type.Integer(),
  url: Type.String({ description: 'Đường dẫn ảnh; thêm ?w=&q= để lấy kích thước khác' }),
  width: Type.Integer(),
  height: Type.Integer(),
})

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
const SIGNATURE_MESSAGE = 'Chữ ký của liên kết ảnh (exp, sig) không hợp lệ.'
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
    exp: {
      type: 'integer',
      minimum: 0,
      maximum: 99_999_999_999,
      description: 'Ảnh riêng tư: thời điểm hết hạn của liên kết (giây Unix)',
      'x-messages': { type: SIGNATURE_MESSAGE, minimum: SIGNATURE_MESSAGE, maximum: SIGNATURE_MESSAGE },
    },
    sig: { type: 'string', maxLength: 64, description: 'Ảnh riêng tư: chữ ký của liên kết', 'x-messages': { type: SIGNATURE_MESSAGE, maxLength: SIGNATURE_MESSAGE } },
  },
  additionalProperties: false,
}
const uploadQuery = {
  type: 'object',
  properties: {
    kind: {
      type: 'string',
      enum: ['image', 'chat'],
      description: 'image (mặc định): ảnh công khai của tin đăng; chat: ảnh gửi trong trò chuyện, chỉ xem được qua liên kết có chữ ký, hết hạn sau khoảng một giờ',
      'x-messages': { type: 'Loại ảnh (kind) là image hoặc chat.', enum: 'Loại ảnh (kind) là image hoặc chat.' },
    },
  },
  additionalProperties: false,
}
const fileParams = {
  type: 'object',
  properties: { name: { type: 'string', maxLength: 64 } },
  required: ['name'],
}

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

  app.post<{ Querystring: { kind?: 'image' | 'chat' } }>(
    '/media/v1/medias',
    {
      config: { access: 'user' },
      schema: {
        tags: ['media'],
        summary: 'Tải lên một ảnh',
        description: UPLOAD_DOC,
        consumes: ['multipart/form-data'],
        querystring: uploadQuery,
        response: responses(Media, [400, 401, 413, 415, 429]),
      },
    },
    async (request) => ok(await uploadImage(deps, request, userOf(request).id, request.query.kind ?? 'image')),
  )

  app.put<{ Params: { id: number }; Body: { degrees: 90 | 180 | 270 } }>(
    '/media/v1/medias/:id/rotate',
    {
      config: { access: 'user' },
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
      config: { access: 'user' },
      schema: { tags: ['media'], summary: 'Xóa ảnh của tôi', params: idParams, response: responses(Type.Null(), [400, 401, 404]) },
    },
    async (request) => {
      await deleteMedia(deps, userOf(request).id, request.params.id)
      return ok(null)
    },
  )

  app.get<{ Params: { name: string }; Querystring: { w?: number; q?: number; exp?: number; sig?: string } }>(
    '/media/v1/files/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['media'],
        summary: 'Tệp ảnh theo kích thước (WebP hoặc JPEG theo Accept)',
        description: 'Ảnh công khai (tin đăng, ảnh đại diện): ai có liên kết cũng xem được. Ảnh riêng tư (trong trò chuyện): chỉ với liên kết có chữ ký (exp, sig) mà API trả cho người được xem, hết hạn sau khoảng một giờ (403 nếu thiếu hoặc hết hạn).',
        params: fileParams,
        querystring: fileQuery,
      },
    },
    async (request, reply) => {
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
    },
  )
}
