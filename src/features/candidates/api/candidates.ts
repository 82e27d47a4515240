// Finding candidates (docs/decisions/0017-candidate-contact.md): GET /job/v1/jobseekers (query),
// /job/v1/jobseekers/{id}/detail, /job/v1/recruiters/available-quantity; POST view-jobseeker.
import useSWR from 'swr'
import type { CandidateQuery } from '../../../domain/contract/candidates'
import { candidatesApi } from '../../../lib/api/candidates'
import { unwrap, type ApiError } from '../../../lib/http'

// A browsing limit (429) is not retried by itself: the message says when to come back, and the page
// offers to try again.
const retryUnlessLimited = (error: unknown) => (error as ApiError | null)?.code !== 'too_many_requests'

/** null: nothing to ask yet. */
export function useCandidateSearch(query: CandidateQuery | null) {
  return useSWR(query === null ? null : candidatesApi.search.path({ query }), () => unwrap(candidatesApi.search({ query: query! })), {
    keepPreviousData: true,
    shouldRetryOnError: retryUnlessLimited,
  })
}

export function useCandidate(id: number | null) {
  return useSWR(id === null ? null : candidatesApi.detail.path({ params: { id } }), () => unwrap(candidatesApi.detail({ params: { id: id! } })), {
    shouldRetryOnError: false,
  })
}

export function useAvailableQuantity() {
  return useSWR(candidatesApi.quantity.path(), () => unwrap(candidatesApi.quantity()))
}

export const unlockCandidate = (jobseekerId: number) => unwrap(candidatesApi.unlock({ body: { jobseeker_id: jobseekerId } }))
