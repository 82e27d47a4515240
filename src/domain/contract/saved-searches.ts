// The saved searches' contract (issue 5; docs/decisions/0035-api-contract.md): for signed-in
// seekers, the token checked before anything else (401 whatever is sent); another person's search
// answers 404.
import { Type, type Static } from '@sinclair/typebox'
import { SAVED_SEARCHES, SAVED_SEARCH_MSG } from '../saved-searches'
import { rules } from '../validation/rules'
import { defineContract } from './define'
import { savedSearchesPaths } from './saved-searches.paths'
import { DateTime, Nullable, fields } from './schema'

export const SavedSearch = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** the canonical listing query (src/domain/url-filters.ts encoding, no offset) */
  query: Type.String(),
  /** where it opens: /tuyen-dung?{query} */
  url: Type.String(),
  alerts_enabled: Type.Boolean(),
  last_alert_at: Nullable(Type.String()),
  created_at: DateTime,
  updated_at: DateTime,
})
export type SavedSearch = Static<typeof SavedSearch>

export const SavedSearchList = Type.Object({
  items: Type.Array(SavedSearch),
  total: Type.Integer(),
  /** searches a person may keep */
  limit: Type.Integer(),
})
export type SavedSearchList = Static<typeof SavedSearchList>

export const SavedSearchChanged = Type.Object({ message: Type.String(), item: SavedSearch })
export type SavedSearchChanged = Static<typeof SavedSearchChanged>

// Raw input may carry surrounding spaces; the 100-character rule applies to the cleaned name.
const name = Type.String({
  maxLength: 300,
  description: `Tên tìm kiếm (1-${SAVED_SEARCHES.nameMax} ký tự)`,
  'x-messages': { type: SAVED_SEARCH_MSG.nameRequired, maxLength: SAVED_SEARCH_MSG.nameTooLong },
})
const alertsEnabled = Type.Boolean({
  description: 'Nhận thông báo (và email khi email đã xác thực) khi có việc làm mới phù hợp, tối đa 1 lần/ngày',
  'x-messages': { type: 'alerts_enabled phải là true hoặc false.' },
})
const QUERY_MESSAGE = 'Tìm kiếm không hợp lệ.'
const IdParams = fields({ id: rules.id }, ['id'])

export const savedSearchesContract = defineContract('saved-searches', ['/job/v1/saved-searches'], savedSearchesPaths, {
  list: {
    summary: 'Tìm kiếm đã lưu (mới nhất trước)',
    response: SavedSearchList,
    errors: [401],
  },
  create: {
    summary: 'Lưu tìm kiếm hiện tại',
    description: `Tên mặc định là mô tả tiếng Việt của bộ lọc. Tối đa ${SAVED_SEARCHES.maxPerUser} tìm kiếm (409); trùng tìm kiếm đã lưu: 409.`,
    body: fields(
      {
        query: Type.String({
          maxLength: SAVED_SEARCHES.queryMax,
          description: 'Bộ lọc theo định dạng URL của trang tuyển dụng, ví dụ q=ke+toan&city_id=1&job_types=8,9',
          'x-messages': { type: QUERY_MESSAGE, maxLength: QUERY_MESSAGE },
        }),
        name,
        alerts_enabled: alertsEnabled,
      },
      ['query'],
      { query: SAVED_SEARCH_MSG.empty },
    ),
    response: SavedSearchChanged,
    errors: [400, 401, 409],
  },
  update: {
    summary: 'Đổi tên hoặc bật/tắt thông báo của tìm kiếm đã lưu',
    params: IdParams,
    body: Type.Object(
      { name: Type.Optional(name), alerts_enabled: Type.Optional(alertsEnabled) },
      { minProperties: 1, additionalProperties: false, 'x-messages': { minProperties: SAVED_SEARCH_MSG.nothingToUpdate } },
    ),
    response: SavedSearchChanged,
    errors: [400, 401, 404],
  },
  remove: {
    summary: 'Xóa tìm kiếm đã lưu',
    params: IdParams,
    response: Type.Object({ message: Type.String() }),
    errors: [400, 401, 404],
  },
})

export type SavedSearchesContract = (typeof savedSearchesContract)['operations']
