// The editor-owned content's API calls, typed by its contract (src/domain/contract/content.ts, types
// only) and built from its routes (docs/decisions/0035-api-contract.md).
import type { ContentContract } from '../../domain/contract/content'
import { contentPaths } from '../../domain/contract/content.paths'
import { apiClient } from './client'

export const contentApi = apiClient<ContentContract>(contentPaths)
