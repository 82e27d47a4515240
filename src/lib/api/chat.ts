// The chat's API calls, typed by its contract (src/domain/contract/chat.ts, types only) and built
// from its routes (docs/decisions/0035-api-contract.md).
import { chatPaths } from '../../domain/contract/chat.paths'
import type { ChatContract } from '../../domain/contract/chat'
import { apiClient } from './client'

export const chatApi = apiClient<ChatContract>(chatPaths)
