// GET /listing/v1/classifieds/{id}/job-up-history (auth, a member): the job's push-ups, newest first,
// with today's free allowance.
import useSWR from 'swr'
import type { PushUpHistory } from '../../../domain/manage-listing'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

export const HISTORY_LIMIT = 20

/** The envelope; never throws. */
export const getPushUpHistory = (id: number, offset = 0) => authHttp.get<PushUpHistory>(api.manageListing.upHistory(id, offset, HISTORY_LIMIT))

/** Fetched while the history of job `id` is open (null: closed). */
export function usePushUpHistory(id: number | null) {
  return useSWR(id === null ? null : ['manage-listing/up-history', id], () => unwrap(getPushUpHistory(id!)))
}
