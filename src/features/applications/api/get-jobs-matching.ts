// GET /job/v1/jobseekers/jobs-matching?offset&limit (auth): active jobs matching the profile (job
// types, place, salary, recency), best first, without those already applied to. 400
// profile_required without a profile.
import useSWR from 'swr'
import { PAGINATION } from '../../../domain/constants'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { MatchingPage } from '../types'

export const MATCHING_PAGE_SIZE = PAGINATION.limit

/** The envelope; never throws. */
export const getJobsMatching = (offset: number, limit = MATCHING_PAGE_SIZE) =>
  authHttp.get<MatchingPage>(api.applications.jobsMatching(offset, limit))

/** One page of matching jobs; `enabled` false while the person has no profile. */
export function useJobsMatching(offset: number, enabled: boolean) {
  return useSWR(enabled ? (['jobs-matching', offset] as const) : null, ([, from]) => unwrap(getJobsMatching(from)), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  })
}
