// GET /mail/v1/inboxes/job-candidate (auth): one page of the candidate part, newest first. The
// server marks the inbox seen (has_new false) when it answers.
import { inboxApi } from '../../../lib/api/inbox'

/** The envelope; never throws. */
export const getCandidateInbox = (offset: number, limit: number) => inboxApi.candidate({ query: { offset, limit } })
