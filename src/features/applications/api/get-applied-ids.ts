// GET /job/v1/candidates/applied-ids (auth): ids of every job the person applied to, newest first
// (the apply buttons' "Đã ứng tuyển" state).
import useSWR, { type ScopedMutator } from 'swr'
import type { AppliedIds } from '../../../domain/contract/applications'
import { applicationsApi } from '../../../lib/api/applications'
import { unwrap } from '../../../lib/http'

export const APPLIED_IDS_KEY = applicationsApi.appliedIds.path()

/** The envelope; never throws. */
export const getAppliedIds = () => applicationsApi.appliedIds()

/** Fetched only for a signed-in person after hydration (`enabled`), so prerendered HTML never depends on it. */
export function useAppliedIds(enabled: boolean) {
  return useSWR(enabled ? APPLIED_IDS_KEY : null, () => unwrap(getAppliedIds()), { revalidateOnFocus: false })
}

/** Jobs just applied to join the known ids at once; the applied-jobs pages refetch. `mutate` is useSWRConfig()'s. */
export function markApplied(mutate: ScopedMutator, jobIds: number[]) {
  if (!jobIds.length) return
  void mutate<AppliedIds>(
    APPLIED_IDS_KEY,
    (current) => ({ ids: [...jobIds, ...(current?.ids ?? []).filter((id) => !jobIds.includes(id))] }),
    { revalidate: false },
  )
  void mutate((key) => Array.isArray(key) && key[0] === 'applied-listing')
}
