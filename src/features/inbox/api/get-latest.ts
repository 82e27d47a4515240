// GET /mail/v1/inboxes/latest (auth): unread count and the has-new flags of both parts.
import { inboxSummaryApi } from '../../../lib/api/inbox-summary'

/** The envelope; never throws. */
export const getLatestInbox = () => inboxSummaryApi.latest()
