// The SEO endpoints' contract (SPEC 7.1; docs/decisions/0002-public-browsing.md,
// 0035-api-contract.md): what the listing and landing pages say of themselves, built from the
// filters' names, and the public pages the build puts in the sitemap and prerenders.
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { FILTER_PARAM_RULES } from '../url-filters'
import { rules } from '../validation/rules'
import { defineContract } from './define'
import { seoPaths } from './seo.paths'
import { Nullable, fields } from './schema'

const Crumb = Type.Object({ name: Type.String(), url: Type.String() })

/** A listing page's title, description, heading, canonical address and breadcrumb. */
export const ListingSeo = Type.Object({
  title: Type.String(),
  description: Type.String(),
  h1: Type.String(),
  canonical: Type.String(),
  breadcrumb: Type.Array(Crumb),
})
export type ListingSeo = Static<typeof ListingSeo>

export const PageSeo = Type.Object({ title: Type.String(), description: Type.String(), h1: Type.String() })
export type PageSeo = Static<typeof PageSeo>

export const PopularSearchLink = Type.Object({ slug: Type.String(), title: Type.String(), url: Type.String() })
export type PopularSearchLink = Static<typeof PopularSearchLink>

/** A popular search's landing page, /tuyen-dung-{slug} (content/popular-searches.json). */
export const Landing = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  url: Type.String(),
  filters: Type.Object({
    city_id: Type.Optional(Type.Integer()),
    district_id: Type.Optional(Type.Integer()),
    job_types: Type.Optional(Type.Array(Type.Integer())),
  }),
})
export type Landing = Static<typeof Landing>

export const FilterItem = Type.Object({
  field: Type.String(),
  label: Type.String(),
  input: Type.String(),
  group_name: Type.String(),
  dependents: Type.Array(Type.String()),
  popup: Type.Boolean(),
})
export type FilterItem = Static<typeof FilterItem>

const Labelled = <T extends TSchema>(value: T) => Type.Optional(Type.Object({ value, label: Type.String() }))

/** The filters of a search with their names, and the listing's address. */
export const FilterValues = Type.Object({
  url: Type.String(),
  filters: Type.Object({
    q: Labelled(Type.String()),
    city_id: Labelled(Type.Integer()),
    district_id: Labelled(Type.Integer()),
    subcategory_id: Labelled(Type.Integer()),
    job_types: Labelled(Type.Array(Type.Integer())),
    price: Labelled(Type.Object({ min: Nullable(Type.Integer()), max: Nullable(Type.Integer()) })),
  }),
})
export type FilterValues = Static<typeof FilterValues>

const SitemapUrl = { url: Type.String(), lastmod: Type.String() }

/** A page of the public pages, newest jobs first. */
export const Sitemap = Type.Object({
  landings: Type.Array(Type.Object(SitemapUrl)),
  jobs: Type.Array(Type.Object({ id: Type.Integer(), ...SitemapUrl })),
  organizations: Type.Array(Type.Object({ id: Type.Integer(), ...SitemapUrl, is_partner: Type.Boolean() }), {
    description: 'Trang nhà tuyển dụng (đã xác thực hoặc đang tuyển), chỉ ở trang đầu (không có cursor); Đối tác trước',
  }),
  next_cursor: Nullable(Type.String()),
})
export type Sitemap = Static<typeof Sitemap>

const filterQuery = fields(FILTER_PARAM_RULES)

export const seoContract = defineContract('seo', ['/job/v1/common/popular-searches', '/job/v1/seo/', '/job/v1/filters/'], seoPaths, {
  popularSearches: { summary: 'Tìm kiếm phổ biến (trang đích tuyen-dung-{slug})', response: Type.Array(PopularSearchLink) },
  landing: {
    summary: 'Trang đích theo slug',
    params: fields({ slug: Type.String({ pattern: '^[a-z0-9-]{1,120}$', 'x-messages': { pattern: 'Đường dẫn không hợp lệ.' } }) }, ['slug']),
    response: Landing,
    errors: [400, 404],
  },
  jobListing: { summary: 'SEO trang danh sách việc làm', query: filterQuery, response: ListingSeo },
  home: { summary: 'SEO trang chủ', response: PageSeo },
  jobseeker: { summary: 'SEO trang hồ sơ xin việc', response: PageSeo },
  candidate: { summary: 'SEO trang tìm ứng viên', response: PageSeo },
  filtersConfig: { summary: 'Cấu hình bộ lọc', response: Type.Array(FilterItem) },
  filterValues: { summary: 'Giá trị bộ lọc từ filters + q, kèm URL', query: filterQuery, response: FilterValues },
  sitemap: {
    summary: 'Các trang công khai cho sitemap và prerender',
    query: fields({ limit: { ...rules.limit, max: { value: 50_000, message: 'limit tối đa 50000.' } }, cursor: rules.cursor }),
    response: Sitemap,
  },
})

export type SeoContract = (typeof seoContract)['operations']
