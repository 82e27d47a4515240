// DELETE /mail/v1/inboxes/{id} (auth): null (404 for another person's message).
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'

/** The envelope; never throws. */
export const deleteInbox = (id: number) => authHttp.delete<null>(api.inbox.remove(id))
