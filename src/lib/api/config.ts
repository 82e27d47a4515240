// The configuration's API calls, typed by its contract (src/domain/contract/config.ts, types only)
// and built from its routes (docs/decisions/0035-api-contract.md).
import type { ConfigContract } from '../../domain/contract/config'
import { configPaths } from '../../domain/contract/config.paths'
import { apiClient } from './client'

export const configApi = apiClient<ConfigContract>(configPaths)
