// The account menus' API call, typed by their contract (src/domain/contract/menus.ts, types only)
// and built from their routes (docs/decisions/0035-api-contract.md).
import type { MenusContract } from '../../domain/contract/menus'
import { menusPaths } from '../../domain/contract/menus.paths'
import { apiClient } from './client'

export const menusApi = apiClient<MenusContract>(menusPaths)
