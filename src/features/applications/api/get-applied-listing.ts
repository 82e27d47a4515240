// GET /job/v1/classifieds/applied-listing?offset&limit (auth): the person's applications, newest
// first, each with its job card and whether the job still takes applications.
import useSWR from 'swr'
import { PAGINATION } from '../../../domain/constants'
import { applicationsApi } from '../../../lib/api/applications'
import { unwrap } from '../../../lib/http'

export const APPLIED_PAGE_SIZE = PAGINATION.limit

/** The envelope; never throws. */
export const getAppliedListing = (offset: number, limit = APPLIED_PAGE_SIZE) => applicationsApi.appliedListing({ query: { offset, limit } })

/** One page of applications (keeps the previous page on screen while the next loads). */
export function useAppliedListing(offset: number) {
  return useSWR(['applied-listing', offset] as const, ([, from]) => unwrap(getAppliedListing(from)), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  })
}
