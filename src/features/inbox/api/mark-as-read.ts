// PUT /mail/v1/inboxes/{id}/mark-as-read (auth): the updated message (404 for another person's).
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { Inbox } from '../types'

/** The envelope; never throws. */
export const markInboxAsRead = (id: number) => authHttp.put<Inbox>(api.inbox.markAsRead(id))
