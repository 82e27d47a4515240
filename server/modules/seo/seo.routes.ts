// SEO and editor-owned listing data: popular searches (landing pages), page metadata, filter
// config/values, and the list of pages for the sitemap and the prerender, registered from their
// contract (src/domain/contract/seo.ts; docs/decisions/0035-api-contract.md).
import type { FastifyInstance } from 'fastify'
import { PAGINATION, SORT } from '../../../src/domain/constants'
import { seoContract, type FilterItem, type FilterValues } from '../../../src/domain/contract/seo'
import { jobPath } from '../../../src/domain/jobs'
import { filtersFromQuery, listingUrl } from '../../../src/domain/url-filters'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { notFound } from '../../lib/errors'
import { landingUrl, readPopularSearches } from '../content/content.service'
import { ACTIVE, afterCursor, decodeCursor, encodeCursor } from '../jobs/jobs.search'
import { HAS_PUBLIC_PAGE } from '../organizations/public-page'
import { organizationPath } from '../../../src/domain/organizations/public'
import { checkFilterIds } from '../jobs/reference'
import { SITE_NAME, listingSeo } from './seo.service'

const FILTER_ITEMS: FilterItem[] = [
  { field: 'city_id', label: 'Tỉnh/thành phố', input: 'location', group_name: 'location', dependents: ['district_id'], popup: false },
  { field: 'district_id', label: 'Quận/huyện', input: 'option', group_name: 'location', dependents: [], popup: true },
  { field: 'subcategory_id', label: 'Lĩnh vực', input: 'option', group_name: 'category', dependents: ['job_types'], popup: true },
  { field: 'job_types', label: 'Ngành nghề', input: 'multi_option', group_name: 'category', dependents: [], popup: true },
  { field: 'price', label: 'Mức lương', input: 'range', group_name: 'salary', dependents: [], popup: true },
  { field: 'sort', label: 'Sắp xếp', input: 'option', group_name: 'sort', dependents: [], popup: false },
]

export default async function seoRoutes(app: FastifyInstance, { db, env, reference }: RouteContext) {
  const route = contractRoutes(app, seoContract)

  route('popularSearches', { access: 'public' }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300')
    return readPopularSearches(env.contentDir).map((e) => ({ slug: e.slug, title: e.title, url: landingUrl(e.slug) }))
  })

  route('landing', { access: 'public' }, async (request, reply) => {
    const entry = readPopularSearches(env.contentDir).find((e) => e.slug === request.params.slug)
    if (!entry) throw notFound('Không tìm thấy trang.')
    reply.header('cache-control', 'public, max-age=300')
    return { ...entry, url: landingUrl(entry.slug) }
  })

  route('jobListing', { access: 'public' }, async (request) => {
    const ref = await reference.get()
    const filters = filtersFromQuery(request.query)
    checkFilterIds(ref, filters)
    return listingSeo(ref, filters)
  })

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
  route('home', { access: 'public' }, async () => staticSeo['job-home'])
  route('jobseeker', { access: 'public' }, async () => staticSeo['job-jobseeker'])
  route('candidate', { access: 'public' }, async () => staticSeo['job-candidate'])

  route('filtersConfig', { access: 'public' }, async () => FILTER_ITEMS)

  route('filterValues', { access: 'public' }, async (request) => {
    const ref = await reference.get()
    const filters = filtersFromQuery(request.query)
    checkFilterIds(ref, filters)
    const values: FilterValues['filters'] = {}
    if (filters.q) values.q = { value: filters.q, label: filters.q }
    if (filters.city_id) values.city_id = { value: filters.city_id, label: ref.cityNames.get(filters.city_id) ?? '' }
    if (filters.district_id) values.district_id = { value: filters.district_id, label: ref.cityNames.get(filters.district_id) ?? '' }
    if (filters.subcategory_id) values.subcategory_id = { value: filters.subcategory_id, label: ref.categoryNames.get(filters.subcategory_id) ?? '' }
    if (filters.job_types?.length) {
      values.job_types = { value: filters.job_types, label: filters.job_types.map((id) => ref.jobTypeNames.get(id)).join(', ') }
    }
    if (filters.price) values.price = { value: filters.price, label: `${filters.price.min ?? 0}-${filters.price.max ?? ''}` }
    return { url: listingUrl(filters), filters: values }
  })

  route('sitemap', { access: 'public' }, async (request) => {
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
    return {
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
    }
  })
}
