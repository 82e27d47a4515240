// The marketplace's figures for the employer pages, typed by their contract (src/domain/contract/market.ts,
// types only) and built from their routes (docs/decisions/0035-api-contract.md).
import type { MarketContract } from '../../domain/contract/market'
import { marketPaths } from '../../domain/contract/market.paths'
import { apiClient } from './client'

export const marketApi = apiClient<MarketContract>(marketPaths)
