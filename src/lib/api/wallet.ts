// The wallet's API calls, typed by its contract (src/domain/contract/wallet.ts, types only) and
// built from its routes (docs/decisions/0035-api-contract.md).
import type { WalletContract } from '../../domain/contract/wallet'
import { walletPaths } from '../../domain/contract/wallet.paths'
import { apiClient } from './client'

export const walletApi = apiClient<WalletContract>(walletPaths)
