// Public organisation endpoints (SPEC 7.9 "Organizations detail, outstanding, listing, suggestions";
// docs/decisions/0020-organisation-pages.md). Everyone may call them; they sit beside the members'
// routes of organizations.routes.ts (/:id/business-info, /:id/members, /self ...) under names of
// their own, and are cached like the public job endpoints.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { ORGANIZATION_PAGES, organizationIdFromSlug } from '../../../src/domain/organizations/public'
import { PAGINATION, SUGGEST } from '../../../src/domain/constants'
import { objectSchema } from '../../../src/domain/validation/json-schema'
import { rules } from '../../../src/domain/validation/rules'
import type { RouteContext } from '../../context'
import { badRequest, notFound } from '../../lib/errors'
import { NullableString, ok, responses } from '../../lib/http'
import { JobCard } from '../jobs/jobs.schemas'
import { DIRECTORY_MAX_AGE_MS, OrganizationDirectory } from './directory'
import { PUBLIC_ORG_MSG, organizationDetail, organizationOpenJobs } from './public'

const PUBLIC_CACHE = 'public, max-age=30, stale-while-revalidate=120'

const Named = Type.Object({ id: Type.Integer(), name: Type.String() })
const NullableNamed = Type.Union([Named, Type.Null()])

const summaryProperties = {
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  url: Type.String({ description: 'Trang của nhà tuyển dụng, /cong-ty/{slug}-{id}' }),
  logo_url: NullableString,
  is_partner: Type.Boolean({ description: 'Đã được xác thực: huy hiệu "Đối tác"' }),
  type: Type.Object({ id: Type.Integer(), name: Type.String() }, { description: 'Loại hình: 1 Doanh nghiệp, 2 Hộ kinh doanh' }),
  city: NullableNamed,
  job_count: Type.Integer({ description: 'Số tin đang tuyển (đã duyệt, đang hiện, còn hạn)' }),
}
const OrganizationSummary = Type.Object(summaryProperties)

const OrganizationDetail = Type.Object({
  ...summaryProperties,
  size: Type.String(),
  industry: NullableNamed,
  website: NullableString,
  district: NullableNamed,
  address: Type.String(),
  description: Type.String(),
  tax_code: Type.Union([Type.String(), Type.Null()], {
    description: 'Chỉ với doanh nghiệp đã xác thực (thông tin công khai); không bao giờ với hộ kinh doanh (số định danh cá nhân của chủ hộ)',
  }),
  email_domain: Type.Union([Type.String(), Type.Null()], {
    description: 'Tên miền email doanh nghiệp đã xác thực qua liên kết (chỉ với doanh nghiệp đã xác thực); không bao giờ là địa chỉ đầy đủ',
  }),
  updated_at: Type.String({ format: 'date-time' }),
})

const Page = { total: Type.Integer(), offset: Type.Integer(), limit: Type.Integer() }

/** {slug}-{id} or the bare id: the id decides (a slug is neither unique nor renamed with the organisation). */
const keyParams = {
  type: 'object',
  properties: {
    id: {
      type: 'string',
      maxLength: 220,
      pattern: '^(?:[a-z0-9]+-)*[0-9]{1,15}$',
      description: 'Mã doanh nghiệp, hoặc {slug}-{mã} như trong đường dẫn trang',
      'x-messages': { pattern: 'Mã doanh nghiệp không hợp lệ.', maxLength: 'Mã doanh nghiệp không hợp lệ.' },
    },
  },
  required: ['id'],
} as const

const idOf = (key: string): number => {
  const id = organizationIdFromSlug(key)
  if (id === null) throw notFound(PUBLIC_ORG_MSG.notFound)
  return id
}

const limitRule = (max: number) => ({ ...rules.limit, max: { value: max, message: `limit tối đa ${max}.` } })

export default async function publicOrganizationRoutes(app: FastifyInstance, context: RouteContext) {
  const { db, env, reference } = context
  // tests (SEARCH_INDEX_LAG_MS 0) read their own writes, as with the job listing's index
  const directory = new OrganizationDirectory(db, env.searchIndexLagMs === 0 ? 0 : DIRECTORY_MAX_AGE_MS)

  app.get<{ Params: { id: string } }>(
    '/job/v1/organizations/:id/detail',
    {
      config: { access: 'public' },
      schema: {
        tags: ['organizations'],
        summary: 'Trang giới thiệu nhà tuyển dụng (đã xác thực, hoặc đang có tin tuyển dụng)',
        params: keyParams,
        response: responses(OrganizationDetail, [400, 404]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE)
      return ok(await organizationDetail(db, await reference.get(), idOf(request.params.id)))
    },
  )

  app.get<{ Params: { id: string }; Querystring: { offset?: number; limit?: number } }>(
    '/job/v1/organizations/:id/jobs',
    {
      config: { access: 'public' },
      schema: {
        tags: ['organizations'],
        summary: 'Việc làm đang tuyển của nhà tuyển dụng, mới nhất trước',
        params: keyParams,
        querystring: objectSchema({ offset: rules.offset, limit: limitRule(PAGINATION.max) }),
        response: responses(Type.Object({ items: Type.Array(JobCard), ...Page }), [400, 404]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE)
      const { offset = 0, limit = ORGANIZATION_PAGES.jobsPerPage } = request.query
      return ok(await organizationOpenJobs(db, idOf(request.params.id), offset, limit))
    },
  )

  app.get<{ Querystring: { q?: string; city_id?: number; offset?: number; limit?: number } }>(
    '/job/v1/organizations/listing',
    {
      config: { access: 'public' },
      schema: {
        tags: ['organizations'],
        summary: 'Danh sách nhà tuyển dụng: lọc theo tên (không dấu, đầu từ) và tỉnh/thành phố; Đối tác trước, rồi theo tên',
        querystring: objectSchema({ q: rules.keyword, city_id: rules.cityId, offset: rules.offset, limit: limitRule(PAGINATION.max) }),
        response: responses(
          Type.Object({
            items: Type.Array(OrganizationSummary),
            ...Page,
            provinces: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), count: Type.Integer() }), {
              description: 'Các tỉnh/thành phố có nhà tuyển dụng khớp tên đang lọc',
            }),
          }),
          [400],
        ),
      },
    },
    async (request, reply) => {
      const ref = await reference.get()
      const { q, city_id: cityId, offset = 0, limit = ORGANIZATION_PAGES.perPage } = request.query
      if (cityId !== undefined && (!ref.cityNames.has(cityId) || ref.districtParent.has(cityId))) {
        throw badRequest('Tỉnh/thành phố không tồn tại.', 'unknown_city')
      }
      reply.header('cache-control', PUBLIC_CACHE)
      return ok(await directory.listing({ q, cityId, offset, limit }, ref.cityNames))
    },
  )

  app.get<{ Querystring: { limit?: number } }>(
    '/job/v1/organizations/outstanding',
    {
      config: { access: 'public' },
      schema: {
        tags: ['organizations'],
        summary: 'Nhà tuyển dụng nổi bật: Đối tác đang tuyển trước, nhiều tin nhất trước',
        querystring: objectSchema({ limit: limitRule(ORGANIZATION_PAGES.outstandingMax) }),
        response: responses(Type.Array(OrganizationSummary)),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE)
      return ok(await directory.outstanding(request.query.limit ?? ORGANIZATION_PAGES.outstanding, (await reference.get()).cityNames))
    },
  )

  app.get<{ Querystring: { q?: string; limit?: number } }>(
    '/job/v1/organizations/suggestions',
    {
      config: { access: 'public' },
      schema: {
        tags: ['organizations'],
        summary: 'Gợi ý tên nhà tuyển dụng theo chữ đang gõ (không dấu, đầu từ; SPEC 7.9: q và limit 5)',
        querystring: objectSchema({ q: rules.keyword, limit: limitRule(ORGANIZATION_PAGES.suggestionsMax) }),
        response: responses(
          Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String(), is_partner: Type.Boolean() })),
        ),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE)
      return ok(await directory.suggestions(request.query.q ?? '', request.query.limit ?? SUGGEST.limit))
    },
  )
}
