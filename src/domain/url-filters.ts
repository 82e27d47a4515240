// The one encoder/decoder of listing filters in URLs (ARCHITECTURE.md, "URL filter keys"): the keys
// of SPEC 2.3 plus q and sort. Lists are comma separated (job_types=12,15); price is a đồng range
// (price=5000000-15000000, either side may be empty).
import { PAGINATION, SORT, type SortId } from './constants'

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

const positiveInt = (raw: string | null): number | undefined => {
  if (raw == null || !/^\d{1,9}$/.test(raw)) return undefined
  const n = Number(raw)
  return n > 0 ? n : undefined
}

export function parsePrice(raw: string | null | undefined): JobFilters['price'] {
  if (!raw) return undefined
  const match = /^(\d{0,12})-(\d{0,12})$/.exec(raw)
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
  if (types.length) filters.job_types = [...new Set(types)].slice(0, 20)
  const price = parsePrice(params.get('price'))
  if (price) filters.price = price
  const q = (params.get('q') ?? '').normalize('NFC').replace(/\s+/g, ' ').trim().slice(0, 200)
  if (q) filters.q = q
  const sort = Number(params.get('sort'))
  if (sort === SORT.latest || sort === SORT.business) filters.sort = sort
  const offset = Number(params.get('offset'))
  if (Number.isInteger(offset) && offset > 0) filters.offset = Math.min(offset, 10_000)
  return filters
}

/** Writes filters in a stable key order, so equal filters give equal URLs (and cache keys). */
export function filtersToQuery(filters: JobFilters): string {
  const params = new URLSearchParams()
  if (filters.q) params.set('q', filters.q)
  for (const key of ['city_id', 'district_id', 'category_id', 'subcategory_id'] as const) {
    if (filters[key]) params.set(key, String(filters[key]))
  }
  if (filters.job_types?.length) params.set('job_types', filters.job_types.join(','))
  if (filters.price) params.set('price', formatPrice(filters.price))
  if (filters.sort && filters.sort !== SORT.business) params.set('sort', String(filters.sort))
  if (filters.offset) params.set('offset', String(filters.offset))
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
