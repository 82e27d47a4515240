// The inbox's API calls, typed by its contract (src/domain/contract/inbox.ts, types only) and built
// from its routes (docs/decisions/0035-api-contract.md).
import type { InboxContract } from '../../domain/contract/inbox'
import { inboxPaths } from '../../domain/contract/inbox.paths'
import { apiClient } from './client'

export const inboxApi = apiClient<InboxContract>(inboxPaths)
