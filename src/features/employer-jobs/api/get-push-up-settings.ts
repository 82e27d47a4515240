// GET /listing/v1/classifieds/{id}/job-up-settings (auth, a member): the job's push-up schedule,
// its next runs (dd/MM/yyyy HH:mm), this week's allowance and whether it may be turned on.
import useSWR from 'swr'
import type { PushUpSettings } from '../../../domain/push-up-schedule'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

export const pushUpSettingsKey = (id: number) => ['manage-listing/up-settings', id] as const

/** The envelope; never throws. */
export const getPushUpSettings = (id: number) => authHttp.get<PushUpSettings>(api.manageListing.upSettings(id))

/** Fetched while the schedule of job `id` is open (null: closed). */
export function usePushUpSettings(id: number | null) {
  return useSWR(id === null ? null : pushUpSettingsKey(id), () => unwrap(getPushUpSettings(id!)), { revalidateOnFocus: false })
}
