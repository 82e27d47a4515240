// GET /job/v1/jobseekers/jobs-matching?offset&limit&as_of (auth): active jobs matching the profile
// (job types, place, salary, recency), best first, without those already applied to. 400
// profile_required without a profile. Pages after the first are read at the first one's snapshot
// (as_of), so applying from one page does not shift the next.
import { useRef } from 'react'
import useSWR from 'swr'
import { PAGINATION } from '../../../domain/constants'
import { applicationsApi } from '../../../lib/api/applications'
import { unwrap } from '../../../lib/http'

export const MATCHING_PAGE_SIZE = PAGINATION.limit

/** The envelope; never throws. */
export const getJobsMatching = (offset: number, asOf?: number, limit = MATCHING_PAGE_SIZE) =>
  applicationsApi.jobsMatching({ query: { offset, limit, as_of: asOf } })

/** One page of matching jobs; `enabled` false while the person has no profile. */
export function useJobsMatching(offset: number, enabled: boolean) {
  // the snapshot of the first page this visit loaded; read when a page is fetched, not part of its key
  const snapshot = useRef<number | undefined>(undefined)
  return useSWR(
    enabled ? (['jobs-matching', offset] as const) : null,
    async ([, from]) => {
      const page = await unwrap(getJobsMatching(from, snapshot.current))
      snapshot.current ??= page.as_of
      return page
    },
    { revalidateOnFocus: false, keepPreviousData: true },
  )
}
