// What every box that suggests as one types shares (SPEC 7.9: debounced 300 ms): nothing is
// requested for an empty term, and the previous list stays on screen while the next one loads so
// the options do not flicker.
import useSWR from 'swr'
import { SUGGEST } from '../domain/constants'
import { useDebouncedValue } from './use-debounced-value'

/** Suggestions for `term` (already folded and cut), fetched under the SWR key [name, debounced term]. */
export function useDebouncedSuggestions<T>(name: string, term: string, fetch: (text: string) => Promise<T[]>) {
  const debounced = useDebouncedValue(term, SUGGEST.debounceMs)
  const { data, error, isLoading } = useSWR(debounced ? ([name, debounced] as const) : null, ([, text]) => fetch(text), {
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
