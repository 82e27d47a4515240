// The header bell's inbox calls (inbox-summary.paths.ts), typed by the inbox contract (types only): a
// client of their own, so that a public page's first load carries these routes and not the
// notification page's (lib/api/inbox.ts).
import type { InboxContract } from '../../domain/contract/inbox'
import { inboxSummaryPaths } from '../../domain/contract/inbox-summary.paths'
import { apiClient } from './client'

export const inboxSummaryApi = apiClient<Pick<InboxContract, keyof typeof inboxSummaryPaths>>(inboxSummaryPaths)
