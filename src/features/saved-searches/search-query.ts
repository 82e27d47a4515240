// What a saved search stores: the listing filters in the one URL encoding (src/domain/url-filters),
// without the page and with the default order left out, so equal searches compare equal. The rules
// (criteria, name) are the domain's, shared with the API.
import { SORT } from '../../domain/constants'
import { SEARCH_NAME_MAX, SEARCH_NAME_MSG, cleanSearchName, searchNameProblem } from '../../domain/saved-searches'
import { filtersToQuery, type JobFilters } from '../../domain/url-filters'

export { hasCriteria } from '../../domain/url-filters'
export { cleanSearchName }
export const NAME_MAX = SEARCH_NAME_MAX
export const SEARCH_MSG = SEARCH_NAME_MSG

export function searchQuery(filters: JobFilters): string {
  return filtersToQuery({ ...filters, offset: undefined, sort: filters.sort === SORT.business ? undefined : filters.sort })
}

/** The error of a name typed by the person, or null. */
export const validateSearchName = (raw: string): string | null => searchNameProblem(raw)?.message ?? null
