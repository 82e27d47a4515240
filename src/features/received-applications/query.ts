// The applicants page's URL (?job=&status=&read=&source=&from=&to=&closing=&page=) and the API query it
// asks for. Values that cannot be right are dropped rather than sent, so a hand-edited address
// shows the unfiltered list instead of an error.
import { APPLICATION_SOURCE_LABELS } from '../../domain/applications'
import { PAGINATION } from '../../domain/constants'

export const FILTER_KEYS = ['job', 'status', 'read', 'source', 'from', 'to', 'closing'] as const
export type FilterKey = (typeof FILTER_KEYS)[number]

const positive = (raw: string | null, max: number) => {
  const n = Number(raw)
  return raw && /^\d+$/.test(raw) && n >= 1 && n <= max ? n : null
}
const day = (raw: string | null) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) ? raw : null)

export function applicantQuery(params: URLSearchParams): { api: string; page: number } {
  const page = positive(params.get('page'), 10_000) ?? 1
  const api = new URLSearchParams()
  const job = positive(params.get('job'), Number.MAX_SAFE_INTEGER)
  if (job) api.set('job_id', String(job))
  const status = positive(params.get('status'), 7)
  if (status) api.set('status', String(status))
  const read = params.get('read')
  if (read === '0' || read === '1') api.set('read', read)
  if (params.get('closing') === '1') api.set('closing', '1')
  const source = params.get('source')
  if (source && source in APPLICATION_SOURCE_LABELS) api.set('source', source)
  const from = day(params.get('from'))
  const to = day(params.get('to'))
  if (from) api.set('from', from)
  if (to) api.set('to', to)
  api.set('offset', String((page - 1) * PAGINATION.limit))
  api.set('limit', String(PAGINATION.limit))
  return { api: api.toString(), page }
}
