import { describe, expect, it } from 'vitest'
import { filtersFromQuery, hasCriteria, parseFilters, resolveFilters, type FilterReference } from './url-filters'

// Hà Nội (1) with Ba Đình (101); TP. Hồ Chí Minh (2) with Quận 1 (201); category 302; job type 8
const places = new Map([
  [1, 0],
  [2, 0],
  [101, 1],
  [201, 2],
])
const ref: FilterReference = {
  placeParent: (id) => places.get(id),
  hasCategory: (id) => id === 302,
  hasJobType: (id) => id === 8,
}

describe('resolveFilters (the one place and id rule of a search)', () => {
  it('fills in the province of a district', () => {
    expect(resolveFilters({ district_id: 101 }, ref)).toEqual({ filters: { city_id: 1, district_id: 101 }, problems: [] })
  })

  it('leaves out ids that do not exist and says which', () => {
    const { filters, problems } = resolveFilters({ city_id: 999, district_id: 1001, category_id: 999, job_types: [8, 77], q: 'kế toán' }, ref)
    expect(filters).toEqual({ job_types: [8], q: 'kế toán' })
    expect(problems).toEqual(['unknown_city', 'unknown_district', 'unknown_category', 'unknown_job_type'])
  })

  it('does not take a district as a province, nor a district of another province', () => {
    expect(resolveFilters({ city_id: 101 }, ref).problems).toEqual(['unknown_city'])
    expect(resolveFilters({ city_id: 1, district_id: 201 }, ref)).toEqual({ filters: { city_id: 1 }, problems: ['district_mismatch'] })
  })
})

describe('filters from a query', () => {
  it('reads an API querystring like a URL and knows an empty search', () => {
    const filters = filtersFromQuery({ q: '  kế   toán ', city_id: 1, job_types: '8,8,9', price: '-15000000', district_id: undefined, sort: '' })
    expect(filters).toEqual({ q: 'kế toán', city_id: 1, job_types: [8, 9], price: { min: null, max: 15_000_000 } })
    expect(hasCriteria(filters)).toBe(true)
    expect(hasCriteria(parseFilters('sort=2&offset=20'))).toBe(false)
  })
})
