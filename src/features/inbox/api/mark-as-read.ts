// PUT /mail/v1/inboxes/{id}/mark-as-read (auth): the updated message (404 for another person's).
import { inboxApi } from '../../../lib/api/inbox'

/** The envelope; never throws. */
export const markInboxAsRead = (id: number) => inboxApi.markAsRead({ params: { id } })
