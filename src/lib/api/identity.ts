// The identity API's calls, typed by its contract (src/domain/contract/identity.ts, types only) and
// built from its routes (docs/decisions/0035-api-contract.md).
import type { IdentityContract } from '../../domain/contract/identity'
import { identityPaths } from '../../domain/contract/identity.paths'
import { apiClient } from './client'

export const identityApi = apiClient<IdentityContract>(identityPaths)
