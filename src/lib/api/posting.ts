// The posting flow's API calls, typed by its contract (src/domain/contract/posting.ts, types only)
// and built from its routes (docs/decisions/0035-api-contract.md).
import type { PostingContract } from '../../domain/contract/posting'
import { postingPaths } from '../../domain/contract/posting.paths'
import { apiClient } from './client'

export const postingApi = apiClient<PostingContract>(postingPaths)
