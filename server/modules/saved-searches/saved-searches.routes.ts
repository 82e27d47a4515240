// Saved searches (issue 5): /job/v1/saved-searches for signed-in seekers. The token is checked
// before anything else (401 whatever is sent); another person's search answers 404.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { RouteContext } from '../../context'
import { idParams, NullableString, ok, responses } from '../../lib/http'
import {
  SAVED_SEARCHES,
  SAVED_SEARCH_MSG,
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from './saved-searches.service'
import { userOf } from '../access/access'

const SavedSearch = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  query: Type.String(),
  url: Type.String(),
  alerts_enabled: Type.Boolean(),
  last_alert_at: NullableString,
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
})
const SavedSearchList = Type.Object({ items: Type.Array(SavedSearch), total: Type.Integer(), limit: Type.Integer() })
const Saved = Type.Object({ message: Type.String(), item: SavedSearch })
const Deleted = Type.Object({ message: Type.String() })

// Raw input may carry surrounding spaces; the 100-character rule applies to the cleaned name.
const nameSchema = {
  type: 'string',
  maxLength: 300,
  description: `Tên tìm kiếm (1-${SAVED_SEARCHES.nameMax} ký tự)`,
  'x-messages': { type: SAVED_SEARCH_MSG.nameRequired, maxLength: SAVED_SEARCH_MSG.nameTooLong },
}
const alertsSchema = {
  type: 'boolean',
  description: 'Nhận thông báo (và email khi email đã xác thực) khi có việc làm mới phù hợp, tối đa 1 lần/ngày',
  'x-messages': { type: 'alerts_enabled phải là true hoặc false.' },
}
const QUERY_MESSAGE = 'Tìm kiếm không hợp lệ.'
const createBody = {
  type: 'object',
  properties: {
    query: {
      type: 'string',
      maxLength: SAVED_SEARCHES.queryMax,
      description: 'Bộ lọc theo định dạng URL của trang tuyển dụng, ví dụ q=ke+toan&city_id=1&job_types=8,9',
      'x-messages': { type: QUERY_MESSAGE, maxLength: QUERY_MESSAGE },
    },
    name: nameSchema,
    alerts_enabled: alertsSchema,
  },
  required: ['query'],
  additionalProperties: false,
  'x-required-messages': { query: SAVED_SEARCH_MSG.empty },
}
const updateBody = {
  type: 'object',
  properties: { name: nameSchema, alerts_enabled: alertsSchema },
  minProperties: 1,
  additionalProperties: false,
  'x-messages': { minProperties: SAVED_SEARCH_MSG.nothingToUpdate },
}

const TAGS = ['saved-searches']

export default async function savedSearchRoutes(app: FastifyInstance, { db, reference }: RouteContext) {

  app.get(
    '/job/v1/saved-searches',
    {
      config: { access: 'user' },
      schema: { tags: TAGS, summary: 'Tìm kiếm đã lưu (mới nhất trước)', response: responses(SavedSearchList, [401]) },
    },
    async (request) => ok({ ...(await listSavedSearches(db, userOf(request).id)), limit: SAVED_SEARCHES.maxPerUser }),
  )

  app.post<{ Body: { query: string; name?: string; alerts_enabled?: boolean } }>(
    '/job/v1/saved-searches',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Lưu tìm kiếm hiện tại',
        description: `Tên mặc định là mô tả tiếng Việt của bộ lọc. Tối đa ${SAVED_SEARCHES.maxPerUser} tìm kiếm (409); trùng tìm kiếm đã lưu: 409.`,
        body: createBody,
        response: responses(Saved, [400, 401, 409]),
      },
    },
    async (request) => {
      const item = await createSavedSearch(db, await reference.get(), userOf(request).id, request.body)
      return ok({ message: SAVED_SEARCH_MSG.created(item.name), item })
    },
  )

  app.put<{ Params: { id: number }; Body: { name?: string; alerts_enabled?: boolean } }>(
    '/job/v1/saved-searches/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Đổi tên hoặc bật/tắt thông báo của tìm kiếm đã lưu',
        params: idParams,
        body: updateBody,
        response: responses(Saved, [400, 401, 404]),
      },
    },
    async (request) => {
      const item = await updateSavedSearch(db, userOf(request).id, request.params.id, request.body)
      return ok({ message: SAVED_SEARCH_MSG.renamed, item })
    },
  )

  app.delete<{ Params: { id: number } }>(
    '/job/v1/saved-searches/:id',
    {
      config: { access: 'user' },
      schema: { tags: TAGS, summary: 'Xóa tìm kiếm đã lưu', params: idParams, response: responses(Deleted, [400, 401, 404]) },
    },
    async (request) => {
      await deleteSavedSearch(db, userOf(request).id, request.params.id)
      return ok({ message: SAVED_SEARCH_MSG.deleted })
    },
  )
}
