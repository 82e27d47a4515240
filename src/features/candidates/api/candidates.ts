// Finding candidates (docs/decisions/0017-candidate-contact.md): GET /job/v1/jobseekers (query),
// /job/v1/jobseekers/{id}/detail, /job/v1/recruiters/available-quantity; POST view-jobseeker.
import useSWR from 'swr'
import type { CandidateDetail, CandidateSearchPage, UnlockResult } from '../../../domain/candidates'
import { authHttp, unwrap, type ApiError } from '../../../lib/http'
import { api } from '../../../lib/paths'

// A browsing limit (429) is not retried by itself: the message says when to come back, and the page
// offers to try again.
const retryUnlessLimited = (error: unknown) => (error as ApiError | null)?.code !== 'too_many_requests'

/** null: nothing to ask yet. */
export function useCandidateSearch(query: string | null) {
  return useSWR(query === null ? null : ['candidates/search', query], () => unwrap(authHttp.get<CandidateSearchPage>(api.candidates.search(query!))), {
    keepPreviousData: true,
    shouldRetryOnError: retryUnlessLimited,
  })
}

export function useCandidate(id: number | null) {
  return useSWR(id === null ? null : ['candidates/detail', id], () => unwrap(authHttp.get<CandidateDetail>(api.candidates.detail(id!))), {
    shouldRetryOnError: false,
  })
}

export function useAvailableQuantity() {
  return useSWR('candidates/quantity', () => unwrap(authHttp.get<{ quantity: number }>(api.candidates.quantity)))
}

export const unlockCandidate = (jobseekerId: number) =>
  unwrap(authHttp.post<UnlockResult>(api.candidates.unlock, { jobseeker_id: jobseekerId }))
