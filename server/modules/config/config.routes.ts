// Configuration endpoints of SPEC 7.1, served from the database.
import { POSTING, postingFields } from '../../../src/domain/posting/fields'
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import {
  CONFIG_VERSION,
  JOB_CATEGORY_ID,
  MARKETPLACE_SOURCE,
  PAGINATION,
  SERVICE,
  SITE_ID,
  SORT,
  serviceUnit,
} from '../../../src/domain/constants'
import { objectSchema } from '../../../src/domain/validation/json-schema'
import { rules } from '../../../src/domain/validation/rules'
import { ok, responses } from '../../lib/http'
import type { AppContext } from '../../context'
import { getJobConfig, listCategories, listCities } from './config.service'

const Place = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  parent_id: Type.Integer(),
  aliases: Type.Array(Type.String()),
})
const Category = Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String(), parent_id: Type.Integer() })
const Opt = Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() })
const JobConfig = Type.Object({
  version: Type.Integer(),
  job_types: Type.Array(Type.Composite([Opt, Type.Object({ subcategory_id: Type.Integer() })])),
  employment_types: Type.Array(Type.Composite([Opt, Type.Object({ schema_org: Type.String() })])),
  salary_ranges: Type.Array(
    Type.Composite([Opt, Type.Object({ min: Type.Union([Type.Integer(), Type.Null()]), max: Type.Union([Type.Integer(), Type.Null()]) })]),
  ),
  experiences: Type.Array(Opt),
  readiness: Type.Array(Opt),
  educations: Type.Array(Opt),
  genders: Type.Array(Opt),
  ages: Type.Array(Opt),
  birth_years: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
})
const ListingConfig = Type.Object({
  site_id: Type.Integer(),
  category_id: Type.Integer(),
  source: Type.Integer(),
  config_version: Type.Integer(),
  pagination: Type.Object({ limit: Type.Integer(), max: Type.Integer(), boundary: Type.Integer(), listing_boundary: Type.Integer() }),
  sorts: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  services: Type.Array(Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String(), unit: Type.String() })),
  // the posting form's field configs (open-ended data, sent as they are) and its limits
  posting: Type.Object({
    fields: Type.Array(Type.Object({}, { additionalProperties: true })),
    limits: Type.Object({}, { additionalProperties: true }),
  }),
})

// Config changes rarely: let browsers and the CDN keep it briefly.
const CACHE = 'public, max-age=300, stale-while-revalidate=3600'

export default async function configRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get(
    '/job/v1/categories/config',
    { config: { access: 'public' }, schema: { tags: ['config'], summary: 'Danh mục và danh mục con', response: responses(Type.Array(Category)) } },
    async (_request, reply) => {
      reply.header('cache-control', CACHE)
      return ok(await listCategories(db))
    },
  )

  app.get<{ Querystring: { parent_id?: number } }>(
    '/job/v1/cities/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['config'],
        summary: 'Tỉnh/thành và quận/huyện (parent_id 0 là cấp tỉnh)',
        querystring: objectSchema({ parent_id: rules.parentId }),
        response: responses(Type.Array(Place)),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE)
      return ok(await listCities(db, request.query.parent_id))
    },
  )

  app.get(
    '/job/v1/common/config',
    { config: { access: 'public' }, schema: { tags: ['config'], summary: 'Cấu hình việc làm (job config)', response: responses(JobConfig) } },
    async (_request, reply) => {
      reply.header('cache-control', CACHE)
      return ok(await getJobConfig(db))
    },
  )

  app.get(
    '/listing/v1/common/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['config'],
        summary: 'Cấu hình chung của trang tin (site_id 3)',
        querystring: objectSchema({ site_id: rules.siteId }, ['site_id']),
        response: responses(ListingConfig),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE)
      return ok({
        site_id: SITE_ID,
        category_id: JOB_CATEGORY_ID,
        source: MARKETPLACE_SOURCE,
        config_version: CONFIG_VERSION,
        pagination: {
          limit: PAGINATION.limit,
          max: PAGINATION.max,
          boundary: PAGINATION.boundary,
          listing_boundary: PAGINATION.listingBoundary,
        },
        sorts: [
          { id: SORT.latest, name: 'Mới nhất' },
          { id: SORT.business, name: 'Ưu tiên' },
        ],
        services: [
          { id: SERVICE.buyCandidate, code: 'buy_candidate', name: 'Mở liên hệ ứng viên' },
          { id: SERVICE.push, code: 'push', name: 'Đẩy tin' },
          { id: SERVICE.display, code: 'display', name: 'Hiển thị tin' },
          { id: SERVICE.topads, code: 'topads', name: 'Top Ads' },
          { id: SERVICE.urgent, code: 'urgent', name: 'Tuyển gấp' },
        ].map((s) => ({ ...s, unit: serviceUnit(s.id) })),
        posting: { fields: postingFields(), limits: POSTING },
      })
    },
  )
}
