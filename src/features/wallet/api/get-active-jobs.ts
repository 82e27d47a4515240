// The caller's jobs that show (the manager's list, tab `active`), to pick one on the buy page.
import useSWR from 'swr'
import type { MyClassifiedPage } from '../../../domain/manage-listing'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

export function useActiveJobs(enabled: boolean) {
  return useSWR(enabled ? 'wallet/active-jobs' : null, () =>
    unwrap(authHttp.get<MyClassifiedPage>(api.manageListing.list({ tab: 'active', sort: 'newest', q: '', offset: 0, limit: 50 }))),
  )
}
