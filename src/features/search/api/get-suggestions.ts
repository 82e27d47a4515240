// GET keyword suggestions (SPEC 7.3 "suggest", 7.9: q and limit 5, debounced 300 ms).
import { SUGGEST } from '../../../domain/constants'
import { normalizeText } from '../../../domain/text'
import type { Suggestion } from '../../../domain/contract/jobs'
import { jobsApi } from '../../../lib/api/jobs'
import { unwrap } from '../../../lib/http'
import { useDebouncedSuggestions } from '../../../lib/use-suggestions'

export type { Suggestion } from '../../../domain/contract/jobs'

/** Longest keyword sent; the listing keeps 200 characters, suggestions need far fewer. */
const MAX_QUERY = 100

export const suggestionTerm = (q: string): string => normalizeText(q).slice(0, MAX_QUERY)

export const fetchSuggestions = (q: string, limit: number = SUGGEST.limit): Promise<Suggestion[]> =>
  unwrap(jobsApi.suggest({ query: { q, limit } })).then((data) => data ?? [])

/** Suggestions for what is being typed (src/lib/use-suggestions.ts). */
export function useSuggestions(q: string) {
  return useDebouncedSuggestions('suggest', suggestionTerm(q), fetchSuggestions)
}
