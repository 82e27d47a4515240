// The caller's jobs that show (the manager's list, tab `active`), to pick one on the buy page.
import useSWR from 'swr'
import { manageListingApi } from '../../../lib/api/manage-listing'
import { unwrap } from '../../../lib/http'

const ACTIVE = { query: { tab: 'active', sort: 'newest', offset: 0, limit: 50 } } as const

export function useActiveJobs(enabled: boolean) {
  return useSWR(enabled ? manageListingApi.list.path(ACTIVE) : null, () => unwrap(manageListingApi.list(ACTIVE)))
}
