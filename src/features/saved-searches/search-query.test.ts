import { describe, expect, it } from 'vitest'
import { NAME_MAX, SEARCH_MSG, hasCriteria, searchQuery, validateSearchName } from './search-query'

describe('the saved search query', () => {
  it('is the url-filters encoding without the page and the default order', () => {
    expect(searchQuery({ q: 'kế toán', city_id: 1, job_types: [9, 8], offset: 40, sort: 3001 })).toBe(
      'q=k%E1%BA%BF+to%C3%A1n&city_id=1&job_types=9,8',
    )
    expect(searchQuery({ city_id: 2, sort: 3000 })).toBe('city_id=2&sort=3000')
    expect(searchQuery({ price: { min: 5_000_000, max: null } })).toBe('price=5000000-')
  })

  it('needs a keyword or a filter to be worth saving', () => {
    expect(hasCriteria({})).toBe(false)
    expect(hasCriteria({ sort: 3000, offset: 20 })).toBe(false)
    expect(hasCriteria({ q: 'lái xe' })).toBe(true)
    expect(hasCriteria({ job_types: [] })).toBe(false)
    expect(hasCriteria({ price: { min: null, max: 3_000_000 } })).toBe(true)
  })
})

describe('the name rule', () => {
  it('requires 1 to 100 characters once spaces are collapsed', () => {
    expect(validateSearchName('')).toBe(SEARCH_MSG.nameRequired)
    expect(validateSearchName('   ')).toBe(SEARCH_MSG.nameRequired)
    expect(validateSearchName('Kế toán Hà Nội')).toBeNull()
    expect(validateSearchName(`  ${'đ'.repeat(NAME_MAX)}  `)).toBeNull()
    // NFD input counts as its NFC characters
    expect(validateSearchName('ế'.normalize('NFD').repeat(NAME_MAX))).toBeNull()
    expect(validateSearchName('a'.repeat(NAME_MAX + 1))).toBe('Tên tìm kiếm tối đa 100 ký tự')
  })
})
