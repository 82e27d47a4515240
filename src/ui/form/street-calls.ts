// The street field's calls (docs/decisions/0026-streets.md): the district's streets matching what is
// typed (debounced; a signed-in poster also gets the streets they added) and "streets add".
import useSWR from 'swr'
import { STREET, type Street } from '../../domain/streets'
import { normalizeText } from '../../domain/text'
import { authHttp, unwrap, type ApiResult } from '../../lib/http'
import { api } from '../../lib/paths'
import { useDebouncedValue } from '../../lib/use-debounced-value'

const DEBOUNCE_MS = 250

/** The streets of `districtId` matching `q` (all of them, up to the list's size, for an empty q). */
export function useStreets(districtId: number | null, q: string, enabled: boolean) {
  const term = normalizeText(q).slice(0, STREET.nameMax)
  const debounced = useDebouncedValue(term, DEBOUNCE_MS)
  const { data, isLoading } = useSWR(
    enabled && districtId ? (['streets', districtId, debounced] as const) : null,
    ([, district, text]) => unwrap(authHttp.get<Street[]>(api.streets.list(district, text, STREET.listDefault))).then((rows) => rows ?? []),
    { keepPreviousData: true, revalidateOnFocus: false, revalidateOnReconnect: false, dedupingInterval: 30_000 },
  )
  return { streets: data ?? [], isLoading: enabled && (term !== debounced || isLoading) }
}

export const addStreet = (districtId: number, name: string): Promise<ApiResult<Street>> =>
  authHttp.post<Street>(api.streets.add, { district_id: districtId, name })
