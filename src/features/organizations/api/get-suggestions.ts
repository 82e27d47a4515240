// GET /job/v1/organizations/suggestions (SPEC 7.9: q and limit 5, debounced 300 ms): organisation
// names matching what is typed, folded ("cong ty" finds "Công ty").
import { SUGGEST } from '../../../domain/constants'
import { normalizeText } from '../../../domain/text'
import { KEYWORD_MAX_LENGTH } from '../../../domain/url-filters'
import { organizationPagesApi } from '../../../lib/api/organization-pages'
import { unwrap } from '../../../lib/http'
import { useDebouncedSuggestions } from '../../../lib/use-suggestions'

export const fetchOrganizationSuggestions = (q: string, limit: number = SUGGEST.limit) =>
  unwrap(organizationPagesApi.suggestions({ query: { q, limit } })).then((data) => data ?? [])

/** Suggestions for the typed name: nothing for an empty box; the previous list stays while the next loads. */
export function useOrganizationSuggestions(q: string) {
  return useDebouncedSuggestions('organization-suggestions', normalizeText(q).slice(0, KEYWORD_MAX_LENGTH), fetchOrganizationSuggestions)
}
