// GET /mail/v1/inboxes/latest (auth): unread count and the has-new flags of both parts.
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { PrivateInboxSummary } from '../types'

/** The envelope; never throws. */
export const getLatestInbox = () => authHttp.get<PrivateInboxSummary>(api.inbox.latest)
