// GET keyword suggestions (SPEC 7.3 "suggest", 7.9: q and limit 5, debounced 300 ms).
import useSWR from 'swr'
import { SUGGEST } from '../../../domain/constants'
import { normalizeText } from '../../../domain/text'
import type { Suggestion } from '../../../domain/contract/jobs'
import { jobsApi } from '../../../lib/api/jobs'
import { unwrap } from '../../../lib/http'
import { useDebouncedValue } from '../../../lib/use-debounced-value'

export type { Suggestion } from '../../../domain/contract/jobs'

/** Longest keyword sent; the listing keeps 200 characters, suggestions need far fewer. */
const MAX_QUERY = 100

export const suggestionTerm = (q: string): string => normalizeText(q).slice(0, MAX_QUERY)

export const fetchSuggestions = (q: string, limit: number = SUGGEST.limit): Promise<Suggestion[]> =>
  unwrap(jobsApi.suggest({ query: { q, limit } })).then((data) => data ?? [])

/**
 * Suggestions for what is being typed. Nothing is requested for empty input; typing is debounced,
 * and the previous list stays on screen while the next one loads so options do not flicker.
 */
export function useSuggestions(q: string) {
  const term = suggestionTerm(q)
  const debounced = useDebouncedValue(term, SUGGEST.debounceMs)
  const key = debounced ? (['suggest', debounced, SUGGEST.limit] as const) : null
  const { data, error, isLoading } = useSWR(key, ([, text, limit]) => fetchSuggestions(text, limit), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    dedupingInterval: 60_000,
  })
  return {
    suggestions: term && data ? data : [],
    /** True while the typed text waits for its debounce or its answer. */
    isLoading: Boolean(term) && (term !== debounced || isLoading),
    error: error as { code: string; message: string } | undefined,
  }
}
