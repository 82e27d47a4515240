// GET /mail/v1/inboxes/job-common: signed in, one page of the person's common part; anonymous,
// the public inbox (announcements for everyone).
import useSWR from 'swr'
import { inboxApi } from '../../../lib/api/inbox'
import { unwrap } from '../../../lib/http'

/** Signed in: the envelope of one page of the common part; never throws. */
export const getCommonInbox = (offset: number, limit: number) => inboxApi.common({ query: { offset, limit } }, { auth: true })

/** Anonymous: the newest public announcements, or throws the ApiError. */
export const fetchPublicInbox = (limit: number) => unwrap(inboxApi.common({ query: { offset: 0, limit } }))

/** The public announcements, fetched only while `enabled` (the panel is open). */
export function usePublicInbox(enabled: boolean, limit = 10) {
  return useSWR(enabled ? ['public-inbox', limit] : null, () => fetchPublicInbox(limit), { revalidateOnFocus: false })
}
