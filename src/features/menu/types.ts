// Menu shapes of docs/decisions/0003-accounts.md (SPEC 2.4, SPEC 3 menu item), defined once in
// src/domain/menu.ts with the server; this feature adds how the site picks groups.
import { MENU_GROUP, type MenuAudience, type MenuGroup } from '../../domain/menu'

export { MENU_GROUP, type MenuAudience, type MenuGroup, type MenuItem } from '../../domain/menu'

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
