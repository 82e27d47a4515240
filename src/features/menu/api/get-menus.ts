// GET /job/v1/common/menus: the menu groups of the header dropdown, the drawer and the sidebars.
// The same for everyone (visibility rules are applied on the client), so cached in memory.
import useSWR from 'swr'
import { unwrap } from '../../../lib/http'
import { menusApi } from '../../../lib/api/menus'

/** The envelope; never throws. */
export const getMenus = () => menusApi.groups({}, { cache: true })

/** The groups, or throws the ApiError. */
export const fetchMenus = async () => (await unwrap(getMenus())).groups

/** Fetched only while `enabled` (after hydration, or when a menu opens). */
export function useMenus(enabled = true) {
  return useSWR(enabled ? menusApi.groups.path() : null, fetchMenus, { revalidateOnFocus: false, dedupingInterval: 60_000 })
}
