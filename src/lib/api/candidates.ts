// The candidates' API calls, typed by their contract (src/domain/contract/candidates.ts, types only)
// and built from their routes (docs/decisions/0035-api-contract.md).
import { candidatesPaths } from '../../domain/contract/candidates.paths'
import type { CandidatesContract } from '../../domain/contract/candidates'
import { apiClient } from './client'

export const candidatesApi = apiClient<CandidatesContract>(candidatesPaths)
