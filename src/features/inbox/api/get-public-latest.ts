// GET /mail/v1/inboxes/job-latest?since=: size of the public inbox and whether it has messages
// newer than the visitor's last look.
import { http } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { PublicInboxSummary } from '../types'

/** The envelope; never throws. */
export const getPublicLatest = (since: string | null) => http.get<PublicInboxSummary>(api.inbox.publicLatest(since))
