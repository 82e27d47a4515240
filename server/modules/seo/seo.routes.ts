// SEO and editor-owned listing data: popular searches (landing pages), page metadata, filter
// config/values, and the list of pages for the sitemap and the prerender.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { jobPath } from '../../../src/domain/jobs'
import { PAGINATION, SORT } from '../../../src/domain/constants'
import { objectSchema } from '../../../src/domain/validation/json-schema'
import { rules } from '../../../src/domain/validation/rules'
import { filtersFromQuery, listingUrl } from '../../../src/domain/url-filters'
import { notFound } from '../../lib/errors'
import { ok, responses } from '../../lib/http'
import type { RouteContext } from '../../context'
import { landingUrl, readPopularSearches } from '../content/content.service'
import { ACTIVE, afterCursor, decodeCursor, encodeCursor } from '../jobs/jobs.search'
import { HAS_PUBLIC_PAGE } from '../organizations/public-page'
import { organizationPath } from '../../../src/domain/organizations/public'
import { filterQuerystring } from '../jobs/jobs.schemas'
import { checkFilterIds } from '../jobs/reference'
import { SITE_NAME, listingSeo } from './seo.service'

const Crumb = Type.Object({ name: Type.String(), url: Type.String() })
const Seo = Type.Object({
  title: Type.String(),
  description: Type.String(),
  h1: Type.String(),
  canonical: Type.String(),
  breadcrumb: Type.Array(Crumb),
})
const Filters = Type.Object({
  city_id: Type.Optional(Type.Integer()),
  district_id: Type.Optional(Type.Integer()),
  job_types: Type.Optional(Type.Array(Type.Integer())),
})
const Landing = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  url: Type.String(),
  filters: Filters,
})
const FilterItem = Type.Object({
  field: Type.String(),
  label: Type.String(),
  input: Type.String(),
  group_name: Type.String(),
  dependents: Type.Array(Type.String()),
  popup: Type.Boolean(),
})

const FILTER_ITEMS = [
  { field: 'city_id', label: 'Tỉnh/thành phố', input: 'location', group_name: 'location', dependents: ['district_id'], popup: false },
  { field: 'district_id', label: 'Quận/huyện', input: 'option', group_name: 'location', dependents: [], popup: true },
  { field: 'subcategory_id', label: 'Lĩnh vực', input: 'option', group_name: 'category', dependents: ['job_types'], popup: true },
  { field: 'job_types', label: 'Ngành nghề', input: 'multi_option', group_name: 'category', dependents: [], popup: true },
  { field: 'price', label: 'Mức lương', input: 'range', group_name: 'salary', dependents: [], popup: true },
  { field: 'sort', label: 'Sắp xếp', input: 'option', group_name: 'sort', dependents: [], popup: false },
]

type Query = Record<string, string | number | undefined>

export default async function seoRoutes(app: FastifyInstance, { db, env, reference }: RouteContext) {

  app.get(
    '/job/v1/common/popular-searches',
    {
      config: { access: 'public' },
      schema: {
        tags: ['seo'],
        summary: 'Tìm kiếm phổ biến (trang đích tuyen-dung-{slug})',
        response: responses(Type.Array(Type.Object({ slug: Type.String(), title: Type.String(), url: Type.String() }))),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      return ok(readPopularSearches(env.contentDir).map((e) => ({ slug: e.slug, title: e.title, url: landingUrl(e.slug) })))
    },
  )

  app.get<{ Params: { slug: string } }>(
    '/job/v1/seo/landing/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['seo'],
        summary: 'Trang đích theo slug',
        params: {
          type: 'object',
          properties: { slug: { type: 'string', pattern: '^[a-z0-9-]{1,120}$', 'x-messages': { pattern: 'Đường dẫn không hợp lệ.' } } },
          required: ['slug'],
        },
        response: responses(Landing, [400, 404]),
      },
    },
    async (request, reply) => {
      const entry = readPopularSearches(env.contentDir).find((e) => e.slug === request.params.slug)
      if (!entry) throw notFound('Không tìm thấy trang.')
      reply.header('cache-control', 'public, max-age=300')
      return ok({ ...entry, url: landingUrl(entry.slug) })
    },
  )

  app.get<{ Querystring: Query }>(
    '/job/v1/seo/job-listing',
    { config: { access: 'public' }, schema: { tags: ['seo'], summary: 'SEO trang danh sách việc làm', querystring: filterQuerystring(), response: responses(Seo) } },
    async (request) => {
      const ref = await reference.get()
      const filters = filtersFromQuery(request.query)
      checkFilterIds(ref, filters)
      return ok(listingSeo(ref, filters))
    },
  )

  const staticSeo = {
    'job-home': {
      title: `${SITE_NAME} - Tìm việc làm nhanh, tuyển dụng uy tín`,
      description:
        'Tìm việc làm mới nhất tại 34 tỉnh, thành phố: hàng nghìn tin tuyển dụng kế toán, bán hàng, lập trình, lao động phổ thông... Tạo hồ sơ miễn phí, ứng tuyển nhanh.',
      h1: 'Tìm việc làm nhanh, uy tín trên khắp Việt Nam',
    },
    'job-jobseeker': {
      title: `Hồ sơ xin việc | ${SITE_NAME}`,
      description: 'Tạo và quản lý hồ sơ xin việc miễn phí, bật tự động ứng tuyển để nhận việc phù hợp nhanh hơn.',
      h1: 'Hồ sơ xin việc',
    },
    'job-candidate': {
      title: `Tìm ứng viên | ${SITE_NAME}`,
      description: 'Tìm ứng viên phù hợp theo ngành nghề, khu vực và kinh nghiệm; mở liên hệ ứng viên nhanh chóng.',
      h1: 'Tìm ứng viên',
    },
  }
  for (const [name, seo] of Object.entries(staticSeo)) {
    app.get(
      `/job/v1/seo/${name}`,
      { config: { access: 'public' }, schema: { tags: ['seo'], response: responses(Type.Object({ title: Type.String(), description: Type.String(), h1: Type.String() })) } },
      async () => ok(seo),
    )
  }

  app.get('/job/v1/filters/config', { config: { access: 'public' }, schema: { tags: ['seo'], summary: 'Cấu hình bộ lọc', response: responses(Type.Array(FilterItem)) } }, async () =>
    ok(FILTER_ITEMS),
  )

  app.get<{ Querystring: Query }>(
    '/job/v1/filters/values',
    {
      config: { access: 'public' },
      schema: {
        tags: ['seo'],
        summary: 'Giá trị bộ lọc từ filters + q, kèm URL',
        querystring: filterQuerystring(),
        response: responses(
          Type.Object({
            url: Type.String(),
            filters: Type.Record(Type.String(), Type.Object({ value: Type.Unknown(), label: Type.String() })),
          }),
        ),
      },
    },
    async (request) => {
      const ref = await reference.get()
      const filters = filtersFromQuery(request.query)
      checkFilterIds(ref, filters)
      const values: Record<string, { value: unknown; label: string }> = {}
      if (filters.q) values.q = { value: filters.q, label: filters.q }
      if (filters.city_id) values.city_id = { value: filters.city_id, label: ref.cityNames.get(filters.city_id) ?? '' }
      if (filters.district_id) values.district_id = { value: filters.district_id, label: ref.cityNames.get(filters.district_id) ?? '' }
      if (filters.subcategory_id) values.subcategory_id = { value: filters.subcategory_id, label: ref.categoryNames.get(filters.subcategory_id) ?? '' }
      if (filters.job_types?.length) {
        values.job_types = { value: filters.job_types, label: filters.job_types.map((id) => ref.jobTypeNames.get(id)).join(', ') }
      }
      if (filters.price) values.price = { value: filters.price, label: `${filters.price.min ?? 0}-${filters.price.max ?? ''}` }
      return ok({ url: listingUrl(filters), filters: values })
    },
  )

  app.get<{ Querystring: { limit?: number; cursor?: string } }>(
    '/job/v1/seo/sitemap',
    {
      config: { access: 'public' },
      schema: {
        tags: ['seo'],
        summary: 'Các trang công khai cho sitemap và prerender',
        querystring: objectSchema({ limit: { ...rules.limit, max: { value: 50_000, message: 'limit tối đa 50000.' } }, cursor: rules.cursor }),
        response: responses(
          Type.Object({
            landings: Type.Array(Type.Object({ url: Type.String(), lastmod: Type.String() })),
            jobs: Type.Array(Type.Object({ id: Type.Integer(), url: Type.String(), lastmod: Type.String() })),
            organizations: Type.Array(Type.Object({ id: Type.Integer(), url: Type.String(), lastmod: Type.String(), is_partner: Type.Boolean() }), {
              description: 'Trang nhà tuyển dụng (đã xác thực hoặc đang tuyển), chỉ ở trang đầu (không có cursor); Đối tác trước',
            }),
            next_cursor: Type.Union([Type.String(), Type.Null()]),
          }),
          [400],
        ),
      },
    },
    async (request) => {
      // newest first, a page at a time (a site with more active jobs than a sitemap file holds)
      const limit = request.query.limit ?? PAGINATION.max
      const params: unknown[] = [limit + 1]
      const param = (value: unknown) => `$${params.push(value)}`
      const after = request.query.cursor ? `AND ${afterCursor(decodeCursor(request.query.cursor, SORT.latest), param)}` : ''
      const rows = await db.query<{ id: number; slug: string; lastmod: Date | string; published: Date | string; published_us: number }>(
        `SELECT id, slug, greatest(updated_at, pushed_at) AS lastmod, published_at AS published,
           (extract(epoch FROM published_at) * 1000000)::float8 AS published_us FROM jobs j
         WHERE ${ACTIVE} ${after} ORDER BY j.published_at DESC, j.id DESC LIMIT $1`,
        params,
      )
      const jobs = rows.slice(0, limit)
      const last = jobs.at(-1)
      const today = new Date().toISOString()
      // organisations with a page, once (on the first page): their information or newest open job
      const organizations = request.query.cursor
        ? []
        : await db.query<{ id: number; slug: string; is_partner: boolean; lastmod: Date | string }>(
            `SELECT o.id, o.slug, o.is_partner, greatest(o.created_at, o.business_info_updated_at,
                    (SELECT j.published_at FROM jobs j WHERE j.organization_id = o.id AND ${ACTIVE} ORDER BY j.published_at DESC LIMIT 1)) AS lastmod
               FROM organizations o WHERE ${HAS_PUBLIC_PAGE()} ORDER BY o.is_partner DESC, o.id`,
          )
      return ok({
        landings: readPopularSearches(env.contentDir).map((e) => ({ url: landingUrl(e.slug), lastmod: today })),
        jobs: jobs.map((j) => ({ id: j.id, url: jobPath(j), lastmod: new Date(j.lastmod).toISOString() })),
        organizations: organizations.map((o) => ({
          id: Number(o.id),
          url: organizationPath({ slug: o.slug, id: Number(o.id) }),
          lastmod: new Date(o.lastmod).toISOString(),
          is_partner: o.is_partner,
        })),
        next_cursor:
          rows.length > limit && last
            ? encodeCursor({ s: SORT.latest, t: new Date(last.published).toISOString(), i: last.id, u: last.published_us })
            : null,
      })
    },
  )
}
