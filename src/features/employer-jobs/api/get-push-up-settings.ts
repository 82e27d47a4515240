// A job's push-up schedule (a member): its next runs (dd/MM/yyyy HH:mm), this week's allowance and
// whether it may be turned on.
import useSWR from 'swr'
import { manageListingApi } from '../../../lib/api/manage-listing'
import { unwrap } from '../../../lib/http'

export const pushUpSettingsKey = (id: number) => manageListingApi.upSettings.path({ params: { id } })

/** The envelope; never throws. */
export const getPushUpSettings = (id: number) => manageListingApi.upSettings({ params: { id } })

/** Fetched while the schedule of job `id` is open (null: closed). */
export function usePushUpSettings(id: number | null) {
  return useSWR(id === null ? null : pushUpSettingsKey(id), () => unwrap(getPushUpSettings(id!)), { revalidateOnFocus: false })
}
