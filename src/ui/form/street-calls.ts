// The street field's calls (docs/decisions/0026-streets.md): the district's streets matching what is
// typed (debounced; a signed-in poster also gets the streets they added) and "streets add".
import useSWR from 'swr'
import { STREET } from '../../domain/streets'
import { normalizeText } from '../../domain/text'
import { streetsApi } from '../../lib/api/streets'
import { unwrap } from '../../lib/http'
import { useDebouncedValue } from '../../lib/use-debounced-value'

const DEBOUNCE_MS = 250

/** The streets of `districtId` matching `q` (all of them, up to the list's size, for an empty q). */
export function useStreets(districtId: number | null, q: string, enabled: boolean) {
  const term = normalizeText(q).slice(0, STREET.nameMax)
  const debounced = useDebouncedValue(term, DEBOUNCE_MS)
  const input = { query: { district_id: districtId ?? 0, q: debounced || undefined, limit: STREET.listDefault } }
  const { data, isLoading } = useSWR(
    enabled && districtId ? streetsApi.list.path(input) : null,
    // signed in, the list holds the streets one added too
    () => unwrap(streetsApi.list(input, { auth: true })).then((rows) => rows ?? []),
    { keepPreviousData: true, revalidateOnFocus: false, revalidateOnReconnect: false, dedupingInterval: 30_000 },
  )
  return { streets: data ?? [], isLoading: enabled && (term !== debounced || isLoading) }
}

export const addStreet = (districtId: number, name: string) => streetsApi.add({ body: { district_id: districtId, name } })
