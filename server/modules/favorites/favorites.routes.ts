// Favourites (SPEC 7.7): /tracking/v1/favorites for signed-in people, the sign-in merge of guest
// favourites, and the public cards-by-ids lookup the guests' saved-jobs page uses. Private routes
// check the token before anything else, so an anonymous caller gets 401 whatever it sends.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { PAGINATION } from '../../../src/domain/constants'
import { objectSchema } from '../../../src/domain/validation/json-schema'
import { rules } from '../../../src/domain/validation/rules'
import type { RouteContext } from '../../context'
import { idParams, ok, responses } from '../../lib/http'
import { JobCard } from '../jobs/jobs.schemas'
import {
  FAVORITES,
  FAVORITE_MSG,
  addFavorite,
  favoriteIds,
  jobsByIds,
  listFavorites,
  mergeFavorites,
  removeFavorite,
} from './favorites.service'
import { userOf } from '../access/access'

const FavoriteJob = Type.Object({
  ...JobCard.properties,
  is_expired: Type.Boolean(),
  saved_at: Type.Optional(Type.String({ format: 'date-time' })),
})
const FavoritePage = Type.Object({
  items: Type.Array(FavoriteJob),
  total: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
})
const Changed = Type.Object({ message: Type.String(), classified_id: Type.Integer() })
const Ids = Type.Object({ ids: Type.Array(Type.Integer()) })
const Merged = Type.Object({
  message: Type.String(),
  added: Type.Integer(),
  limited: Type.Boolean(),
  ids: Type.Array(Type.Integer()),
})

const classifiedBody = objectSchema(
  {
    classified_id: {
      type: 'integer',
      label: 'Mã tin (classified_id)',
      required: 'Thiếu mã tin (classified_id).',
      min: { value: 1, message: 'Mã tin không hợp lệ.' },
      max: { value: Number.MAX_SAFE_INTEGER, message: 'Mã tin không hợp lệ.' },
    },
  },
  ['classified_id'],
)
const pageQuery = objectSchema({ offset: rules.offset, limit: rules.limit })
const ID_LIST_MESSAGE = `Danh sách tin không hợp lệ: cần các mã tin là số nguyên dương, tối đa ${FAVORITES.mergeMax} tin.`
const mergeBody = {
  type: 'object',
  properties: {
    classified_ids: {
      type: 'array',
      items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER, 'x-finite': true, 'x-messages': { type: ID_LIST_MESSAGE, minimum: ID_LIST_MESSAGE, maximum: ID_LIST_MESSAGE, 'x-finite': ID_LIST_MESSAGE } },
      maxItems: FAVORITES.mergeMax,
      'x-messages': { type: ID_LIST_MESSAGE, maxItems: `Gửi tối đa ${FAVORITES.mergeMax} tin mỗi lần.` },
    },
  },
  required: ['classified_ids'],
  additionalProperties: false,
  'x-required-messages': { classified_ids: 'Thiếu danh sách tin (classified_ids).' },
}
const BY_IDS_MESSAGE = `Danh sách mã tin không hợp lệ (ví dụ: 10001,10002), tối đa ${FAVORITES.byIdsMax} tin.`
const byIdsQuery = {
  type: 'object',
  properties: {
    ids: {
      type: 'string',
      maxLength: 1700,
      pattern: `^\\d{1,15}(,\\d{1,15}){0,${FAVORITES.byIdsMax - 1}}$`,
      'x-messages': { type: BY_IDS_MESSAGE, pattern: BY_IDS_MESSAGE, maxLength: BY_IDS_MESSAGE },
    },
  },
  required: ['ids'],
  additionalProperties: false,
  'x-required-messages': { ids: 'Thiếu danh sách mã tin (ids).' },
}

const TAGS = ['favorites']

export default async function favoriteRoutes(app: FastifyInstance, { db }: RouteContext) {

  app.get<{ Querystring: { offset?: number; limit?: number } }>(
    '/tracking/v1/favorites',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Tin đã lưu (mới lưu trước), gồm cả tin đã hết hạn (is_expired)',
        querystring: pageQuery,
        response: responses(FavoritePage, [400, 401]),
      },
    },
    async (request) =>
      ok(
        await listFavorites(db, userOf(request).id, {
          offset: request.query.offset ?? 0,
          limit: request.query.limit ?? PAGINATION.limit,
        }),
      ),
  )

  app.get(
    '/tracking/v1/favorites/ids',
    {
      config: { access: 'user' },
      schema: { tags: TAGS, summary: 'Mã các tin đã lưu (trạng thái nút Lưu tin)', response: responses(Ids, [401]) },
    },
    async (request) => ok({ ids: await favoriteIds(db, userOf(request).id) }),
  )

  app.post<{ Body: { classified_id: number } }>(
    '/tracking/v1/favorites',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Lưu tin yêu thích',
        description: `Lưu lại tin đã lưu vẫn thành công. Tối đa ${FAVORITES.maxPerUser} tin mỗi tài khoản (409).`,
        body: classifiedBody,
        response: responses(Changed, [400, 401, 404, 409]),
      },
    },
    async (request) => {
      await addFavorite(db, userOf(request).id, request.body.classified_id)
      return ok({ message: FAVORITE_MSG.added, classified_id: request.body.classified_id })
    },
  )

  app.delete<{ Params: { id: number } }>(
    '/tracking/v1/favorites/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Xóa tin yêu thích (id là mã tin)',
        params: idParams,
        response: responses(Changed, [400, 401, 404]),
      },
    },
    async (request) => {
      await removeFavorite(db, userOf(request).id, request.params.id)
      return ok({ message: FAVORITE_MSG.removed, classified_id: request.params.id })
    },
  )

  app.post<{ Body: { classified_ids: number[] } }>(
    '/tracking/v1/favorites/merge',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Chuyển tin đã lưu khi chưa đăng nhập vào tài khoản (lúc đăng nhập)',
        description: 'Gọi lại nhiều lần vẫn cho cùng kết quả; tin đã lưu hoặc không còn tồn tại được bỏ qua.',
        body: mergeBody,
        response: responses(Merged, [400, 401]),
      },
    },
    async (request) => ok(await mergeFavorites(db, userOf(request).id, request.body.classified_ids)),
  )

  app.get<{ Querystring: { ids: string } }>(
    '/job/v1/classifieds/by-ids',
    {
      config: { access: 'public' },
      schema: {
        tags: ['jobs'],
        summary: 'Thẻ tin theo danh sách mã (theo đúng thứ tự), bỏ qua tin không còn hiển thị',
        querystring: byIdsQuery,
        response: responses(Type.Array(FavoriteJob)),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=30, stale-while-revalidate=120')
      return ok(await jobsByIds(db, request.query.ids.split(',').map(Number)))
    },
  )
}
