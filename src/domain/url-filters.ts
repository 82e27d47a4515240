// The one encoder/decoder of listing filters in URLs (ARCHITECTURE.md, "URL filter keys"): the keys
// of SPEC 2.3 plus q and sort. Lists are comma separated (job_types=12,15); price is a đồng range
// (price=5000000-15000000, either side may be empty).
import { PAGINATION, SORT, type SortId } from './constants'
import type { FieldRule, IntegerRule } from './validation/rules'

export interface JobFilters {
  city_id?: number
  district_id?: number
  category_id?: number
  subcategory_id?: number
  job_types?: number[]
  price?: { min: number | null; max: number | null }
  q?: string
  sort?: SortId
  offset?: number
}

export const FILTER_KEYS = ['city_id', 'category_id', 'subcategory_id', 'district_id', 'job_types', 'price', 'q', 'sort', 'offset'] as const

/** The longest keyword a search keeps (the listing, the search box, saved searches and the API). */
export const KEYWORD_MAX_LENGTH = 200
/** Job types one search may hold. */
export const JOB_TYPES_MAX = 20
/** price=5000000-15000000: a đồng range, either side may be empty. */
export const PRICE_PATTERN = '^(\\d{0,12})-(\\d{0,12})$'
/** job_types=12,15: comma separated ids. */
export const JOB_TYPES_PATTERN = `^\\d{1,6}(,\\d{1,6}){0,${JOB_TYPES_MAX - 1}}$`

const idParam = (label: string, message: string): IntegerRule => ({
  type: 'integer',
  label,
  min: { value: 1, message },
  max: { value: 999_999, message },
})

/**
 * The search's parameters as the API checks them: the listing's querystring schema is made from
 * these (server/modules/jobs/jobs.schemas.ts), so a new filter is declared here once.
 */
export const FILTER_PARAM_RULES = {
  city_id: idParam('city_id', 'Tỉnh/thành phố không hợp lệ.'),
  district_id: idParam('district_id', 'Quận/huyện không hợp lệ.'),
  category_id: idParam('category_id', 'Danh mục không hợp lệ.'),
  subcategory_id: idParam('subcategory_id', 'Lĩnh vực không hợp lệ.'),
  job_types: {
    type: 'string',
    label: 'job_types',
    maxLength: { value: 7 * JOB_TYPES_MAX, message: `Chọn tối đa ${JOB_TYPES_MAX} ngành nghề.` },
    pattern: { source: JOB_TYPES_PATTERN, message: 'Danh sách ngành nghề không hợp lệ (ví dụ: 12,15).' },
  },
  price: {
    type: 'string',
    label: 'price',
    pattern: { source: PRICE_PATTERN, message: 'Khoảng lương không hợp lệ (ví dụ: 5000000-15000000).' },
  },
  q: {
    type: 'string',
    label: 'Từ khóa',
    maxLength: { value: KEYWORD_MAX_LENGTH, message: `Từ khóa tối đa ${KEYWORD_MAX_LENGTH} ký tự.` },
    normalize: 'text',
  },
  sort: {
    type: 'integer',
    label: 'sort',
    oneOf: { values: [SORT.latest, SORT.business], message: 'Kiểu sắp xếp không hợp lệ.' },
  },
} satisfies Partial<Record<(typeof FILTER_KEYS)[number], FieldRule>>

const positiveInt = (raw: string | null): number | undefined => {
  if (raw == null || !/^\d{1,9}$/.test(raw)) return undefined
  const n = Number(raw)
  return n > 0 ? n : undefined
}

export function parsePrice(raw: string | null | undefined): JobFilters['price'] {
  if (!raw) return undefined
  const match = new RegExp(PRICE_PATTERN).exec(raw)
  if (!match) return undefined
  const min = match[1] ? Number(match[1]) : null
  const max = match[2] ? Number(match[2]) : null
  if (min === null && max === null) return undefined
  return { min, max }
}

export const formatPrice = (price: NonNullable<JobFilters['price']>) => `${price.min ?? ''}-${price.max ?? ''}`

/** Reads filters from a query string, dropping anything malformed (URLs are typed by people). */
export function parseFilters(search: URLSearchParams | string): JobFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const filters: JobFilters = {}
  for (const key of ['city_id', 'district_id', 'category_id', 'subcategory_id'] as const) {
    const value = positiveInt(params.get(key))
    if (value) filters[key] = value
  }
  const types = (params.get('job_types') ?? '')
    .split(',')
    .map((v) => positiveInt(v.trim()))
    .filter((v): v is number => v !== undefined)
  if (types.length) filters.job_types = [...new Set(types)].slice(0, JOB_TYPES_MAX)
  const price = parsePrice(params.get('price'))
  if (price) filters.price = price
  const q = (params.get('q') ?? '').normalize('NFC').replace(/\s+/g, ' ').trim().slice(0, KEYWORD_MAX_LENGTH)
  if (q) filters.q = q
  const sort = Number(params.get('sort'))
  if (sort === SORT.latest || sort === SORT.business) filters.sort = sort
  const offset = Number(params.get('offset'))
  if (Number.isInteger(offset) && offset > 0) filters.offset = Math.min(offset, 10_000)
  return filters
}

/** Filters from a query already split into values (an API route's validated querystring). */
export const filtersFromQuery = (query: Record<string, string | number | undefined>): JobFilters =>
  parseFilters(
    new URLSearchParams(
      Object.entries(query)
        .filter(([, v]) => v !== undefined && v !== '')
        .map(([k, v]) => [k, String(v)]),
    ),
  )

/** Whether a search asks for anything (a saved search needs at least one criterion). */
export const hasCriteria = (f: JobFilters): boolean =>
  Boolean(f.q || f.city_id || f.district_id || f.category_id || f.subcategory_id || f.job_types?.length || f.price)

/** What the ids of a search are checked against: the reference lists, on the site or the server. */
export interface FilterReference {
  /** A place's province: 0 for a province itself, undefined for an unknown id. */
  placeParent(id: number): number | undefined
  hasCategory(id: number): boolean
  hasJobType(id: number): boolean
}

export type FilterProblem = 'unknown_city' | 'unknown_district' | 'district_mismatch' | 'unknown_category' | 'unknown_job_type'

/**
 * The one place rule of every search: a city is a province, a district belongs to a province and
 * implies it, and a district of another province than the chosen one is not part of the search.
 * Returns the filters with the district's province filled in and every id that does not exist left
 * out, and what was left out (the API refuses such a search; the site goes to the URL without it).
 */
export function resolveFilters(filters: JobFilters, ref: FilterReference): { filters: JobFilters; problems: FilterProblem[] } {
  const next: JobFilters = { ...filters }
  const problems: FilterProblem[] = []
  if (next.city_id && ref.placeParent(next.city_id) !== 0) {
    problems.push('unknown_city')
    delete next.city_id
  }
  if (next.district_id) {
    const province = ref.placeParent(next.district_id)
    if (!province) {
      problems.push('unknown_district')
      delete next.district_id
    } else if (next.city_id && next.city_id !== province) {
      problems.push('district_mismatch')
      delete next.district_id
    } else {
      next.city_id = province
    }
  }
  for (const key of ['category_id', 'subcategory_id'] as const) {
    const id = next[key]
    if (id && !ref.hasCategory(id)) {
      problems.push('unknown_category')
      delete next[key]
    }
  }
  if (next.job_types) {
    const known = next.job_types.filter((id) => ref.hasJobType(id))
    if (known.length < next.job_types.length) problems.push('unknown_job_type')
    if (known.length) next.job_types = known
    else delete next.job_types
  }
  return { filters: next, problems }
}

/** The filters as query parameters, in a stable key order, so equal filters give equal URLs (and cache keys). */
export function filtersToParams(filters: JobFilters) {
  const params: {
    q?: string
    city_id?: number
    district_id?: number
    category_id?: number
    subcategory_id?: number
    job_types?: string
    price?: string
    sort?: number
    offset?: number
  } = {}
  if (filters.q) params.q = filters.q
  for (const key of ['city_id', 'district_id', 'category_id', 'subcategory_id'] as const) {
    if (filters[key]) params[key] = filters[key]
  }
  if (filters.job_types?.length) params.job_types = filters.job_types.join(',')
  if (filters.price) params.price = formatPrice(filters.price)
  if (filters.sort && filters.sort !== SORT.business) params.sort = filters.sort
  if (filters.offset) params.offset = filters.offset
  return params
}

/** Writes filters in a stable key order, so equal filters give equal URLs (and cache keys). */
export function filtersToQuery(filters: JobFilters): string {
  const params = new URLSearchParams(Object.entries(filtersToParams(filters)).map(([key, value]) => [key, String(value)]))
  return params.toString().replace(/%2C/g, ',')
}

export const listingUrl = (filters: JobFilters, base = '/tuyen-dung') => {
  const query = filtersToQuery(filters)
  return query ? `${base}?${query}` : base
}

/** Number of active filters shown on the filter button badge (keyword, sort and page excluded). */
export function countFilters(filters: JobFilters): number {
  return (
    (filters.city_id ? 1 : 0) +
    (filters.district_id ? 1 : 0) +
    (filters.category_id ? 1 : 0) +
    (filters.subcategory_id ? 1 : 0) +
    (filters.job_types?.length ?? 0) +
    (filters.price ? 1 : 0)
  )
}

export const pageOffset = (page: number, limit: number = PAGINATION.limit) => Math.max(0, (page - 1) * limit)
