// What a saved search stores: the listing filters in the one URL encoding (src/domain/url-filters),
// without the page and with the default order left out, so equal searches compare equal. The
// name rule mirrors the server's (1 to 100 characters once spaces are collapsed).
import { SORT } from '../../domain/constants'
import { filtersToQuery, type JobFilters } from '../../domain/url-filters'

export const NAME_MAX = 100

export const SEARCH_MSG = {
  empty: 'Hãy nhập từ khóa hoặc chọn ít nhất một bộ lọc trước khi lưu tìm kiếm.',
  nameRequired: 'Vui lòng nhập tên tìm kiếm',
  nameTooLong: `Tên tìm kiếm tối đa ${NAME_MAX} ký tự`,
} as const

export function searchQuery(filters: JobFilters): string {
  return filtersToQuery({ ...filters, offset: undefined, sort: filters.sort === SORT.business ? undefined : filters.sort })
}

/** Whether there is something to save: a keyword or a filter (the order alone is not a search). */
export const hasCriteria = (filters: JobFilters) =>
  Boolean(
    filters.q ||
      filters.city_id ||
      filters.district_id ||
      filters.category_id ||
      filters.subcategory_id ||
      filters.job_types?.length ||
      filters.price,
  )

export const cleanSearchName = (raw: string) => raw.normalize('NFC').replace(/\s+/g, ' ').trim()

/** The error of a name typed by the person, or null. */
export function validateSearchName(raw: string): string | null {
  const name = cleanSearchName(raw)
  if (!name) return SEARCH_MSG.nameRequired
  if ([...name].length > NAME_MAX) return SEARCH_MSG.nameTooLong
  return null
}
