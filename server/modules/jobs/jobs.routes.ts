// Public job endpoints of SPEC 7.3: listing/search, suggestions, quick links, lists, detail,
// reports, and (tracking.routes.ts) tracking and the contact phone.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { PAGINATION, SUGGEST } from '../../../src/domain/constants'
import { MemoryCache } from '../../../src/domain/memory-cache'
import { REPORT_REASONS, type ReportReason } from '../../../src/domain/jobs'
import { objectSchema } from '../../../src/domain/validation/json-schema'
import { rules } from '../../../src/domain/validation/rules'
import { filtersFromQuery } from '../../../src/domain/url-filters'
import { idParams, ok, responses } from '../../lib/http'
import type { RouteContext } from '../../context'
import { JobCard, JobDetail, JobListing, Suggestion, filterQuerystring, listQuery } from './jobs.schemas'
import {
  Suggester,
  enterprises,
  jobDetail,
  latestJobs,
  organizationJobs,
  quicklinks,
  reportJob,
  similarJobs,
  topAdsJobs,
} from './jobs.service'
import { checkFilterIds } from './reference'
import trackingRoutes from './tracking.routes'

type Query = Record<string, string | number | undefined>

const PUBLIC_CACHE = 'public, max-age=30, stale-while-revalidate=120'
const COUNTS_TTL_MS = 60_000

export default async function jobsRoutes(app: FastifyInstance, context: RouteContext) {
  const { db, env, searchIndex, reference } = context
  // Lists that count every active job (per job type, per partner) take 0.2-0.6 s at a million jobs:
  // counts a minute old will do. The count itself is kept, so requests arriving while it runs share it.
  const counts = new MemoryCache<Promise<unknown>>(60, COUNTS_TTL_MS)
  const countedRecently = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    let counting = counts.get(key) as Promise<T> | undefined
    if (!counting) {
      counting = read()
      counts.set(key, counting)
      // a failed count is not kept: the next request counts again
      counting.catch(() => counts.delete(key))
    }
    return counting
  }
  const suggester = new Suggester(db)

  app.get<{ Querystring: Query }>(
    '/job/v1/classifieds/listing',
    {
      config: { access: 'public' },
      schema: {
        tags: ['jobs'],
        summary: 'Danh sách và tìm kiếm việc làm',
        querystring: filterQuerystring({ offset: rules.offset, limit: rules.limit, cursor: rules.cursor }),
        response: responses(JobListing),
      },
    },
    async (request, reply) => {
      const ref = await reference.get()
      const filters = filtersFromQuery(request.query)
      checkFilterIds(ref, filters)
      if (filters.district_id && !filters.city_id) filters.city_id = ref.districtParent.get(filters.district_id)
      reply.header('cache-control', PUBLIC_CACHE)
      return ok(
        await searchIndex.search(ref.places, {
          ...filters,
          offset: Number(request.query.offset ?? 0),
          limit: Number(request.query.limit ?? PAGINATION.limit),
          cursor: request.query.cursor ? String(request.query.cursor) : undefined,
        }),
      )
    },
  )

  app.get<{ Querystring: { q?: string; limit?: number } }>(
    '/job/v1/classifieds/suggest',
    {
      config: { access: 'public' },
      schema: {
        tags: ['jobs'],
        summary: 'Gợi ý từ khóa',
        querystring: objectSchema({ q: rules.keyword, limit: { ...rules.limit, max: { value: 10, message: 'limit tối đa 10.' } } }),
        response: responses(Type.Array(Suggestion)),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE)
      return ok(await suggester.suggest(request.query.q ?? '', request.query.limit ?? SUGGEST.limit))
    },
  )

  app.get<{ Querystring: { limit?: number } }>(
    '/job/v1/classifieds/quicklinks',
    {
      config: { access: 'public' },
      schema: {
        tags: ['jobs'],
        summary: 'Liên kết nhanh theo ngành nghề',
        querystring: listQuery(30),
        response: responses(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), count: Type.Integer(), url: Type.String() }))),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE)
      const limit = request.query.limit ?? 12
      return ok(await countedRecently(`quicklinks ${limit}`, () => quicklinks(db, limit)))
    },
  )

  app.get<{ Querystring: { limit?: number } }>(
    '/job/v1/classifieds/latest',
    { config: { access: 'public' }, schema: { tags: ['jobs'], summary: 'Việc làm mới nhất', querystring: listQuery(), response: responses(Type.Array(JobCard)) } },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE)
      return ok(await latestJobs(db, request.query.limit ?? 10))
    },
  )

  app.get<{ Querystring: { limit?: number } }>(
    '/listing/v1/jobclassifieds/topads',
    { config: { access: 'public' }, schema: { tags: ['jobs'], summary: 'Tin Top Ads', querystring: listQuery(), response: responses(Type.Array(JobCard)) } },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE)
      return ok(await topAdsJobs(db, request.query.limit ?? 10))
    },
  )

  app.get<{ Querystring: { id: number; limit?: number } }>(
    '/job/v1/classifieds/similar',
    {
      config: { access: 'public' },
      schema: {
        tags: ['jobs'],
        summary: 'Việc làm tương tự',
        querystring: objectSchema({ id: rules.id, limit: { ...rules.limit, max: { value: 20, message: 'limit tối đa 20.' } } }, ['id']),
        response: responses(Type.Array(JobCard), [400, 404]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE)
      return ok(await similarJobs(db, request.query.id, request.query.limit ?? 6))
    },
  )

  app.get<{ Querystring: { organization_id: number; exclude_id?: number; limit?: number } }>(
    '/job/v1/classifieds/organization-recruiting',
    {
      config: { access: 'public' },
      schema: {
        tags: ['jobs'],
        summary: 'Việc làm khác của doanh nghiệp',
        querystring: objectSchema(
          { organization_id: rules.id, exclude_id: rules.id, limit: { ...rules.limit, max: { value: 20, message: 'limit tối đa 20.' } } },
          ['organization_id'],
        ),
        response: responses(Type.Array(JobCard)),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE)
      const { organization_id, exclude_id, limit } = request.query
      return ok(await organizationJobs(db, organization_id, exclude_id ?? 0, limit ?? 6))
    },
  )

  app.get<{ Querystring: { limit?: number } }>(
    '/job/v1/classifieds/enterprise',
    {
      config: { access: 'public' },
      schema: {
        tags: ['jobs'],
        summary: 'Doanh nghiệp đối tác đang tuyển',
        querystring: listQuery(30),
        response: responses(
          Type.Array(
            Type.Object({
              id: Type.Integer(),
              name: Type.String(),
              slug: Type.String(),
              logo_url: Type.Union([Type.String(), Type.Null()]),
              is_partner: Type.Boolean(),
              job_count: Type.Integer(),
            }),
          ),
        ),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE)
      const limit = request.query.limit ?? 12
      return ok(await countedRecently(`enterprises ${limit}`, () => enterprises(db, limit)))
    },
  )

  app.get<{ Params: { id: number } }>(
    '/listing/v1/classifieds/:id/job',
    { config: { access: 'public' }, schema: { tags: ['jobs'], summary: 'Chi tiết tin tuyển dụng', params: idParams, response: responses(JobDetail, [400, 404]) } },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE)
      return ok(await jobDetail(db, request.params.id))
    },
  )

  await app.register(trackingRoutes, context)

  app.post<{ Params: { id: number }; Body: { reason: ReportReason; note?: string } }>(
    '/job/v1/classifieds/:id/reports',
    {
      config: { access: 'public' },
      schema: {
        tags: ['jobs'],
        summary: 'Báo cáo tin tuyển dụng vi phạm',
        params: idParams,
        body: {
          type: 'object',
          properties: {
            reason: {
              type: 'string',
              enum: REPORT_REASONS.map((r) => r.code),
              'x-messages': { enum: 'Vui lòng chọn lý do báo cáo', type: 'Vui lòng chọn lý do báo cáo' },
            },
            note: { type: 'string', maxLength: 1000, 'x-messages': { maxLength: 'Mô tả tối đa 1000 ký tự.' } },
          },
          required: ['reason'],
          additionalProperties: false,
          'x-required-messages': { reason: 'Vui lòng chọn lý do báo cáo' },
        },
        response: responses(Type.Object({ message: Type.String() }), [400, 404, 409]),
      },
    },
    async (request) => {
      await reportJob(db, {
        jobId: request.params.id,
        reason: request.body.reason,
        note: (request.body.note ?? '').normalize('NFC').trim(),
        reporterIp: request.ip,
        salt: env.publicOrigin,
      })
      return ok({ message: 'Cảm ơn bạn đã báo cáo. Chúng tôi sẽ kiểm tra tin này trong 24 giờ.' })
    },
  )
}
