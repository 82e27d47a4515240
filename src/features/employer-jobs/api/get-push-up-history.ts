// A job's push-ups (a member), newest first, with today's free allowance.
import useSWR from 'swr'
import { manageListingApi } from '../../../lib/api/manage-listing'
import { unwrap } from '../../../lib/http'

export const HISTORY_LIMIT = 20

const historyInput = (id: number, offset: number) => ({ params: { id }, query: { offset, limit: HISTORY_LIMIT } })

/** The envelope; never throws. */
export const getPushUpHistory = (id: number, offset = 0) => manageListingApi.upHistory(historyInput(id, offset))

/** Fetched while the history of job `id` is open (null: closed). */
export function usePushUpHistory(id: number | null) {
  return useSWR(id === null ? null : manageListingApi.upHistory.path(historyInput(id, 0)), () => unwrap(getPushUpHistory(id!)))
}
