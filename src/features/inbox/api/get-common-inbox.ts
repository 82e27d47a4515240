// GET /mail/v1/inboxes/job-common: signed in, one page of the person's common part; anonymous,
// the public inbox (announcements for everyone).
import useSWR from 'swr'
import { authHttp, http, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { InboxPage } from '../types'

/** Signed in: the envelope of one page of the common part; never throws. */
export const getCommonInbox = (offset: number, limit: number) => authHttp.get<InboxPage>(api.inbox.common(offset, limit))

/** Anonymous: the newest public announcements, or throws the ApiError. */
export const fetchPublicInbox = (limit: number) => unwrap(http.get<InboxPage>(api.inbox.common(0, limit)))

/** The public announcements, fetched only while `enabled` (the panel is open). */
export function usePublicInbox(enabled: boolean, limit = 10) {
  return useSWR(enabled ? ['public-inbox', limit] : null, () => fetchPublicInbox(limit), { revalidateOnFocus: false })
}
