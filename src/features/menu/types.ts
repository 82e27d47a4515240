// Menu shapes of docs/decisions/0003-accounts.md (SPEC 2.4, SPEC 3 menu item), defined once in
// the menus' contract (src/domain/contract/menus.ts); this feature adds how the site picks groups.
import type { MenuGroup } from '../../domain/contract/menus'
import { MENU_GROUP, type MenuAudience } from '../../domain/menu'

export type { MenuGroup, MenuItem } from '../../domain/contract/menus'
export { MENU_GROUP, type MenuAudience } from '../../domain/menu'

/** The groups of the account dropdown per layout (SPEC 2.4). */
export const ACCOUNT_MENU_GROUPS: Record<MenuAudience, string[]> = {
  jobseeker: [MENU_GROUP.utilitiesJobseeker, MENU_GROUP.personalJobseeker],
  employer: [MENU_GROUP.utilitiesEmployer, MENU_GROUP.walletUtilities, MENU_GROUP.mbpayWallet, MENU_GROUP.personalEmployer],
}

/** Groups with the given codes, in the order of `codes`; missing ones are skipped. */
export function pickGroups(groups: readonly MenuGroup[] | undefined, codes: readonly string[]): MenuGroup[] {
  if (!groups) return []
  return codes.flatMap((code) => groups.filter((g) => g.code === code))
}
