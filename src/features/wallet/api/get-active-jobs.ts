// The caller's jobs that show (the manager's list, tab `active`), to pick one on the buy page, found
// by a keyword (title or job code, the manager's own search).
import useSWR from 'swr'
import { manageListingApi } from '../../../lib/api/manage-listing'
import { unwrap } from '../../../lib/http'

const active = (q: string) => ({ query: { tab: 'active', sort: 'newest', offset: 0, limit: 20, ...(q ? { q } : {}) } }) as const

export function useActiveJobs(enabled: boolean, q = '') {
  return useSWR(enabled ? manageListingApi.list.path(active(q)) : null, () => unwrap(manageListingApi.list(active(q))), { keepPreviousData: true })
}
