// GET /job/v1/organizations/suggestions (SPEC 7.9: q and limit 5, debounced 300 ms): organisation
// names matching what is typed, folded ("cong ty" finds "Công ty").
import useSWR from 'swr'
import { SUGGEST } from '../../../domain/constants'
import { normalizeText } from '../../../domain/text'
import { KEYWORD_MAX_LENGTH } from '../../../domain/url-filters'
import { organizationPagesApi } from '../../../lib/api/organization-pages'
import { unwrap } from '../../../lib/http'
import { useDebouncedValue } from '../../../lib/use-debounced-value'

export const fetchOrganizationSuggestions = (q: string, limit: number = SUGGEST.limit) =>
  unwrap(organizationPagesApi.suggestions({ query: { q, limit } })).then((data) => data ?? [])

/** Suggestions for the typed name: nothing for an empty box; the previous list stays while the next loads. */
export function useOrganizationSuggestions(q: string) {
  const term = normalizeText(q).slice(0, KEYWORD_MAX_LENGTH)
  const debounced = useDebouncedValue(term, SUGGEST.debounceMs)
  const { data, isLoading } = useSWR(debounced ? (['organization-suggestions', debounced] as const) : null, ([, text]) => fetchOrganizationSuggestions(text), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    dedupingInterval: 60_000,
  })
  return {
    suggestions: term && data ? data : [],
    /** True while the typed text waits for its debounce or its answer. */
    isLoading: Boolean(term) && (term !== debounced || isLoading),
  }
}
