// DELETE /mail/v1/inboxes/{id} (auth): null (404 for another person's message).
import { inboxApi } from '../../../lib/api/inbox'

/** The envelope; never throws. */
export const deleteInbox = (id: number) => inboxApi.remove({ params: { id } })
