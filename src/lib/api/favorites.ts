// The saved jobs' API calls, typed by their contract (src/domain/contract/favorites.ts, types only)
// and built from their routes (docs/decisions/0035-api-contract.md).
import type { FavoritesContract } from '../../domain/contract/favorites'
import { favoritesPaths } from '../../domain/contract/favorites.paths'
import { apiClient } from './client'

export const favoritesApi = apiClient<FavoritesContract>(favoritesPaths)
