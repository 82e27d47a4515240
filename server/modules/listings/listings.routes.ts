// The own-job manager's API (SPEC 7.4; docs/decisions/0010-own-job-manager.md). The lists are the
// caller's own ('user': every query is scoped by the caller's organisation memberships); a route
// naming a job is for members of the job's organisation (memberOf('job'): anonymous 401, anyone
// else 403 "Bạn không thể thực hiện thao tác này!" with no data, an unknown job 404).
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { PAGINATION, TRACKING } from '../../../src/domain/constants'
import { LISTING_SORT_KEYS, LISTING_TAB_KEYS, MANAGE_LISTING, MANAGE_MSG, type ListingSort, type ListingTab } from '../../../src/domain/manage-listing'
import { calendarDay, objectSchema } from '../../../src/domain/validation/json-schema'
import { rules } from '../../../src/domain/validation/rules'
import type { RouteContext } from '../../context'
import { idParams, ok, responses } from '../../lib/http'
import { memberOf, membershipOf, userOf } from '../access/access'
import {
  extendJob,
  hideJob,
  jobTracking,
  listMyClassifieds,
  listingFilters,
  listingStatistic,
  pushUpHistory,
  pushUpNow,
  showJob,
} from './listings.service'

const TAGS = ['own-jobs']
const DateTime = Type.String({ format: 'date-time' })

const Tab = Type.Union(LISTING_TAB_KEYS.map((key) => Type.Literal(key)))
const Sort = Type.Union(LISTING_SORT_KEYS.map((key) => Type.Literal(key)))

const Filters = Type.Object({
  tabs: Type.Array(Type.Object({ key: Tab, name: Type.String(), description: Type.String() })),
  sorts: Type.Array(Type.Object({ key: Sort, name: Type.String() })),
  default_tab: Tab,
  default_sort: Sort,
  free_ups_per_day: Type.Integer(),
  extend_max_days: Type.Integer(),
})

const Statistic = Type.Object({ tabs: Type.Array(Type.Object({ key: Tab, name: Type.String(), total: Type.Integer() })) })

const Service = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  ends_at: DateTime,
  end_date: Type.String(),
  is_running: Type.Boolean(),
})

const Row = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  status: Type.Union(['active', 'waiting', 'rejected', 'hidden', 'expired'].map((s) => Type.Literal(s))),
  status_name: Type.String(),
  review_status: Type.Integer(),
  is_hidden: Type.Boolean(),
  review_reason: Type.Union([Type.String(), Type.Null()]),
  organization: Type.Object({ id: Type.Integer(), name: Type.String() }),
  created_at: DateTime,
  published_at: DateTime,
  expires_at: DateTime,
  pushed_at: DateTime,
  created_date: Type.String(),
  published_date: Type.String(),
  expires_date: Type.String(),
  services: Type.Array(Service),
  applications: Type.Integer(),
  free_ups_left: Type.Integer(),
  paid_ups_left: Type.Integer(),
  posted_by: Type.Union([Type.String(), Type.Null()]),
  actions: Type.Array(Type.String()),
})

const Page = Type.Object({ items: Type.Array(Row), total: Type.Integer(), offset: Type.Integer(), limit: Type.Integer() })
const Changed = Type.Object({ message: Type.String(), item: Row })
const Pushed = Type.Object({ message: Type.String(), item: Row, pushed_at: DateTime, free_ups_left: Type.Integer() })
const Tracking = Type.Object({
  items: Type.Array(
    Type.Object({ id: Type.Integer(), views: Type.Integer(), impressions: Type.Integer(), contacts: Type.Integer(), applications: Type.Integer() }),
  ),
})
const History = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Type.Integer(),
      source: Type.String(),
      source_name: Type.String(),
      pushed_at: DateTime,
      pushed_text: Type.String(),
      by_name: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  total: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
  free_ups_per_day: Type.Integer(),
  free_ups_left: Type.Integer(),
})

const TAB_MESSAGE = `Mục tin không hợp lệ (${LISTING_TAB_KEYS.join(', ')}).`
const SORT_MESSAGE = `Kiểu sắp xếp không hợp lệ (${LISTING_SORT_KEYS.join(', ')}).`
const KEYWORD_MESSAGE = `Từ khóa tối đa ${MANAGE_LISTING.keywordMax} ký tự.`
const keyword = { type: 'string', maxLength: MANAGE_LISTING.keywordMax, 'x-messages': { maxLength: KEYWORD_MESSAGE, type: KEYWORD_MESSAGE } }
const pageQuery = objectSchema({ offset: rules.offset, limit: rules.limit })
const listQuery = {
  ...pageQuery,
  properties: {
    ...(pageQuery.properties as object),
    tab: { type: 'string', enum: LISTING_TAB_KEYS, 'x-messages': { enum: TAB_MESSAGE, type: TAB_MESSAGE } },
    sort: { type: 'string', enum: LISTING_SORT_KEYS, 'x-messages': { enum: SORT_MESSAGE, type: SORT_MESSAGE } },
    q: keyword,
  },
}
const statisticQuery = { type: 'object', properties: { q: keyword }, additionalProperties: false }

const IDS_MESSAGE = `Danh sách tin không hợp lệ: từ 1 đến ${TRACKING.maxBatch} mã tin là số nguyên dương.`
const trackingBody = {
  type: 'object',
  properties: {
    ids: {
      type: 'array',
      minItems: 1,
      maxItems: TRACKING.maxBatch,
      items: {
        type: 'integer',
        minimum: 1,
        maximum: Number.MAX_SAFE_INTEGER,
        'x-finite': true,
        'x-messages': { type: IDS_MESSAGE, minimum: IDS_MESSAGE, maximum: IDS_MESSAGE, 'x-finite': IDS_MESSAGE },
      },
      'x-messages': { type: IDS_MESSAGE, minItems: MANAGE_MSG.trackingNone, maxItems: MANAGE_MSG.trackingTooMany },
    },
  },
  required: ['ids'],
  additionalProperties: false,
  'x-required-messages': { ids: MANAGE_MSG.trackingNone },
}
const extendBody = {
  type: 'object',
  properties: {
    expires_at: calendarDay(
      MANAGE_MSG.extendFormat,
      `Hạn nộp hồ sơ mới (yyyy-MM-dd, giờ Việt Nam): sau hôm nay và hạn hiện tại, tối đa ${MANAGE_LISTING.extendMaxDays} ngày kể từ hôm nay`,
    ),
  },
  required: ['expires_at'],
  additionalProperties: false,
  'x-required-messages': { expires_at: MANAGE_MSG.extendFormat },
}
// job-up-now takes no field yet (the wallet issue may add the kind of push-up); an empty object or no body
const pushBody = { type: 'object', properties: {}, additionalProperties: false }

export default async function listingRoutes(app: FastifyInstance, { db }: RouteContext) {
  const base = '/listing/v1/classifieds'

  app.get(
    `${base}/my-classified-filters`,
    {
      config: { access: 'user' },
      schema: { tags: TAGS, summary: 'Các mục (tab) và kiểu sắp xếp của trang quản lý tin', response: responses(Filters, [401]) },
    },
    async () => ok(listingFilters()),
  )

  app.get<{ Querystring: { q?: string } }>(
    `${base}/my-classifieds-statistic`,
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Số tin theo từng mục, trong các doanh nghiệp của người gọi (lọc theo từ khóa q nếu có)',
        querystring: statisticQuery,
        response: responses(Statistic, [400, 401]),
      },
    },
    async (request) => ok(await listingStatistic(db, userOf(request).id, request.query.q)),
  )

  app.get<{ Querystring: { tab?: ListingTab; sort?: ListingSort; q?: string; offset?: number; limit?: number } }>(
    `${base}/my-classifieds`,
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Tin của các doanh nghiệp của người gọi, theo mục, từ khóa và thứ tự',
        description: `tab mặc định all, sort mặc định newest; limit mặc định ${PAGINATION.limit}, tối đa ${PAGINATION.max}.`,
        querystring: listQuery,
        response: responses(Page, [400, 401]),
      },
    },
    async (request) => {
      const { tab = 'all', sort = 'newest', q, offset = 0, limit = PAGINATION.limit } = request.query
      return ok(await listMyClassifieds(db, userOf(request).id, { tab, sort, q, offset, limit }))
    },
  )

  app.post<{ Body: { ids: number[] } }>(
    `${base}/my-classifieds/job-tracking`,
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: `Lượt xem, hiển thị, liên hệ và hồ sơ ứng tuyển của tối đa ${TRACKING.maxBatch} tin (chỉ tin của mình; mã khác bị bỏ qua)`,
        body: trackingBody,
        response: responses(Tracking, [400, 401]),
      },
    },
    async (request) => ok(await jobTracking(db, userOf(request).id, request.body.ids)),
  )

  const member = { access: memberOf('job') }
  const jobSchema = (summary: string, response: Parameters<typeof responses>[0], errors = [400, 401, 403, 404]) => ({
    tags: TAGS,
    summary,
    params: idParams,
    response: responses(response, errors),
  })

  app.put<{ Params: { id: number } }>(
    `${base}/:id/hide`,
    { config: member, schema: jobSchema('Ẩn tin (chỉ tin đã duyệt); tin rời khỏi tìm kiếm', Changed) },
    async (request) => ok(await hideJob(db, request.params.id, membershipOf(request).organizationId, userOf(request).id)),
  )

  app.put<{ Params: { id: number } }>(
    `${base}/:id/show`,
    { config: member, schema: jobSchema('Hiển thị lại tin đã ẩn; tin còn hạn trở lại tìm kiếm', Changed) },
    async (request) => ok(await showJob(db, request.params.id, membershipOf(request).organizationId, userOf(request).id)),
  )

  app.put<{ Params: { id: number }; Body: { expires_at: string } }>(
    `${base}/:id/extend`,
    {
      config: member,
      schema: { ...jobSchema(`Gia hạn tin: hạn nộp hồ sơ mới tối đa ${MANAGE_LISTING.extendMaxDays} ngày kể từ hôm nay`, Changed), body: extendBody },
    },
    async (request) => ok(await extendJob(db, request.params.id, membershipOf(request).organizationId, userOf(request).id, request.body.expires_at)),
  )

  app.post<{ Params: { id: number } }>(
    `${base}/:id/job-up-now`,
    {
      config: member,
      schema: {
        ...jobSchema(
          `Đẩy tin lên đầu ngay, dùng lượt miễn phí (${MANAGE_LISTING.freeUpsPerDay} lượt mỗi tin mỗi ngày); hết lượt: 429 free_up_used`,
          Pushed,
          [400, 401, 403, 404, 429],
        ),
        body: pushBody,
      },
    },
    async (request) => {
      const { organizationId } = membershipOf(request)
      return ok(await pushUpNow(db, request.params.id, organizationId, userOf(request).id))
    },
  )

  app.get<{ Params: { id: number }; Querystring: { offset?: number; limit?: number } }>(
    `${base}/:id/job-up-history`,
    { config: member, schema: { ...jobSchema('Lịch sử đẩy tin (mới nhất trước) và lượt miễn phí còn lại hôm nay', History), querystring: pageQuery } },
    async (request) =>
      ok(await pushUpHistory(db, request.params.id, { offset: request.query.offset ?? 0, limit: request.query.limit ?? PAGINATION.limit })),
  )
}
