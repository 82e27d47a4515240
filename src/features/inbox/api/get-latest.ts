// GET /mail/v1/inboxes/latest (auth): unread count and the has-new flags of both parts.
import { inboxApi } from '../../../lib/api/inbox'

/** The envelope; never throws. */
export const getLatestInbox = () => inboxApi.latest()
