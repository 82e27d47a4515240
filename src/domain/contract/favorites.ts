// The saved jobs' contract (SPEC 6, 7.7; docs/decisions/0035-api-contract.md): private operations
// check the token before anything else, so an anonymous caller gets 401 whatever it sends.
import { Type, type Static } from '@sinclair/typebox'
import { FAVORITES } from '../favorites'
import { rules } from '../validation/rules'
import { defineContract } from './define'
import { favoritesPaths } from './favorites.paths'
import { JobCard } from './job-card'
import { DateTime, Page, fields } from './schema'

/** A saved job: its card, whether it has ended (ended jobs stay listed, marked), when it was saved. */
export const FavoriteJob = Type.Object({
  ...JobCard.properties,
  is_expired: Type.Boolean(),
  saved_at: Type.Optional(DateTime),
})
export type FavoriteJob = Static<typeof FavoriteJob>

export const FavoritePage = Page(FavoriteJob)
export type FavoritePage = Static<typeof FavoritePage>

/** POST and DELETE answer the message to show (SPEC 8) and the job's id. */
export const FavoriteChanged = Type.Object({ message: Type.String(), classified_id: Type.Integer() })
export type FavoriteChanged = Static<typeof FavoriteChanged>

export const FavoriteIds = Type.Object({ ids: Type.Array(Type.Integer()) })
export type FavoriteIds = Static<typeof FavoriteIds>

export const MergeResult = Type.Object({
  message: Type.String(),
  /** jobs newly saved to the account */
  added: Type.Integer(),
  /** some did not fit under the account's cap */
  limited: Type.Boolean(),
  /** every saved id afterwards, newest first */
  ids: Type.Array(Type.Integer()),
})
export type MergeResult = Static<typeof MergeResult>

const ID_LIST_MESSAGE = `Danh sách tin không hợp lệ: cần các mã tin là số nguyên dương, tối đa ${FAVORITES.mergeMax} tin.`
const BY_IDS_MESSAGE = `Danh sách mã tin không hợp lệ (ví dụ: 10001,10002), tối đa ${FAVORITES.byIdsMax} tin.`

export const favoritesContract = defineContract('favorites', ['/tracking/v1/favorites'], favoritesPaths, {
  list: {
    summary: 'Tin đã lưu (mới lưu trước), gồm cả tin đã hết hạn (is_expired)',
    query: fields({ offset: rules.offset, limit: rules.limit }),
    response: FavoritePage,
    errors: [400, 401],
  },
  ids: { summary: 'Mã các tin đã lưu (trạng thái nút Lưu tin)', response: FavoriteIds, errors: [401] },
  add: {
    summary: 'Lưu tin yêu thích',
    description: `Lưu lại tin đã lưu vẫn thành công. Tối đa ${FAVORITES.maxPerUser} tin mỗi tài khoản (409).`,
    body: fields(
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
    ),
    response: FavoriteChanged,
    errors: [400, 401, 404, 409],
  },
  remove: {
    summary: 'Xóa tin yêu thích (id là mã tin)',
    params: fields({ id: rules.id }, ['id']),
    response: FavoriteChanged,
    errors: [400, 401, 404],
  },
  merge: {
    summary: 'Chuyển tin đã lưu khi chưa đăng nhập vào tài khoản (lúc đăng nhập)',
    description: 'Gọi lại nhiều lần vẫn cho cùng kết quả; tin đã lưu hoặc không còn tồn tại được bỏ qua.',
    body: fields(
      {
        classified_ids: Type.Array(
          Type.Integer({
            minimum: 1,
            maximum: Number.MAX_SAFE_INTEGER,
            'x-finite': true,
            'x-messages': { type: ID_LIST_MESSAGE, minimum: ID_LIST_MESSAGE, maximum: ID_LIST_MESSAGE, 'x-finite': ID_LIST_MESSAGE },
          }),
          { maxItems: FAVORITES.mergeMax, 'x-messages': { type: ID_LIST_MESSAGE, maxItems: `Gửi tối đa ${FAVORITES.mergeMax} tin mỗi lần.` } },
        ),
      },
      ['classified_ids'],
      { classified_ids: 'Thiếu danh sách tin (classified_ids).' },
    ),
    response: MergeResult,
    errors: [400, 401],
  },
  jobsByIds: {
    summary: 'Thẻ tin theo danh sách mã (theo đúng thứ tự), bỏ qua tin không còn hiển thị',
    query: fields(
      {
        ids: Type.String({
          maxLength: 1700,
          pattern: `^\\d{1,15}(,\\d{1,15}){0,${FAVORITES.byIdsMax - 1}}$`,
          description: 'Các mã tin, cách nhau bởi dấu phẩy',
          'x-messages': { type: BY_IDS_MESSAGE, pattern: BY_IDS_MESSAGE, maxLength: BY_IDS_MESSAGE },
        }),
      },
      ['ids'],
      { ids: 'Thiếu danh sách mã tin (ids).' },
    ),
    response: Type.Array(FavoriteJob),
  },
})

export type FavoritesContract = (typeof favoritesContract)['operations']
