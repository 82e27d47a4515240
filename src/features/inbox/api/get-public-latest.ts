// GET /mail/v1/inboxes/job-latest?since=: size of the public inbox and whether it has messages
// newer than the visitor's last look.
import { inboxSummaryApi } from '../../../lib/api/inbox-summary'

/** The envelope; never throws. */
export const getPublicLatest = (since: string | null) => inboxSummaryApi.publicLatest({ query: { since: since ?? undefined } })
