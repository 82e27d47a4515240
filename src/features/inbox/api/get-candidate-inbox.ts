// GET /mail/v1/inboxes/job-candidate (auth): one page of the candidate part, newest first. The
// server marks the inbox seen (has_new false) when it answers.
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { InboxPage } from '../types'

/** The envelope; never throws. */
export const getCandidateInbox = (offset: number, limit: number) => authHttp.get<InboxPage>(api.inbox.candidate(offset, limit))
