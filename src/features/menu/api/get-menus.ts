// GET /job/v1/common/menus: the menu groups of the header dropdown, the drawer and the sidebars.
// The same for everyone (visibility rules are applied on the client), so cached in memory.
import useSWR from 'swr'
import { http, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { MenuGroup } from '../types'

/** The envelope; never throws. */
export const getMenus = () => http.get<{ groups: MenuGroup[] }>(api.menus, { cache: true })

/** The groups, or throws the ApiError. */
export const fetchMenus = async () => (await unwrap(getMenus())).groups

/** Fetched only while `enabled` (after hydration, or when a menu opens). */
export function useMenus(enabled = true) {
  return useSWR(enabled ? api.menus : null, fetchMenus, { revalidateOnFocus: false, dedupingInterval: 60_000 })
}
