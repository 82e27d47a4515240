// PUT /mail/v1/inboxes/mark-all-as-read (auth).
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'

/** The envelope; never throws. */
export const markAllInboxAsRead = () => authHttp.put<{ total_unreads: number }>(api.inbox.markAllAsRead)
