// The streets' API calls, typed by their contract (src/domain/contract/streets.ts, types only) and
// built from their routes (docs/decisions/0035-api-contract.md).
import type { StreetsContract } from '../../domain/contract/streets'
import { streetsPaths } from '../../domain/contract/streets.paths'
import { apiClient } from './client'

export const streetsApi = apiClient<StreetsContract>(streetsPaths)
