// GET /job/v1/candidates/recruiter-unread (auth): applications to one's jobs nobody has opened yet,
// for the badge of the employer menu's candidates entry. A live `applicants` notification sets it
// at once and refreshes the applicants list, so neither waits for a reload.
import useSWR, { mutate } from 'swr'
import type { ApplicationsNotification } from '../../../domain/applications'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'
import { refreshApplicants } from './received-applications'

const UNREAD_KEY = 'applicants/unread'

export function useApplicantsUnread(enabled: boolean): number {
  const { data } = useSWR(enabled ? UNREAD_KEY : null, () => unwrap(authHttp.get<{ total: number }>(api.applicants.unread)), {
    revalidateOnFocus: false,
  })
  return enabled ? (data?.total ?? 0) : 0
}

const isApplicantsNotification = (payload: unknown): payload is ApplicationsNotification =>
  typeof payload === 'object' && payload !== null && (payload as { type?: unknown }).type === 'applicants' &&
  typeof (payload as { recruiter_unread?: unknown }).recruiter_unread === 'number'

/** Applies a realtime notification when it is about applicants; anything else is left alone. */
export function receiveApplicantsNotification(payload: unknown): void {
  if (!isApplicantsNotification(payload)) return
  void mutate(UNREAD_KEY, { total: payload.recruiter_unread }, { revalidate: false })
  void refreshApplicants()
}

/** After the page itself opened or moved applications: read the count again. */
export const refreshApplicantsUnread = () => mutate(UNREAD_KEY)
