// PUT /mail/v1/inboxes/mark-all-as-read (auth).
import { inboxApi } from '../../../lib/api/inbox'

/** The envelope; never throws. */
export const markAllInboxAsRead = () => inboxApi.markAllAsRead()
