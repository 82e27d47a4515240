// Menu shapes of docs/decisions/0003-accounts.md (SPEC 2.4, SPEC 3 menu item).
export type MenuAudience = 'jobseeker' | 'employer'

export interface MenuItem {
  id: number
  code: string
  name: string
  url: string | null
  icon_url: string | null
  /** 'sign_out' for the sign-out entry; otherwise null. */
  action: string | null
  /** Hidden from anonymous visitors. */
  is_auth: boolean
  /** False: an anonymous visitor is sent to login, returning to the entry's URL. */
  is_anonymous: boolean
}

export interface MenuGroup {
  code: string
  name: string
  audience: MenuAudience
  items: MenuItem[]
}

/** Group codes served by GET /job/v1/common/menus. */
export const MENU_GROUP = {
  utilitiesJobseeker: 'utilities_jobseeker',
  personalJobseeker: 'personal_jobseeker',
  utilitiesEmployer: 'utilities_employer',
  walletUtilities: 'wallet_utilities',
  mbpayWallet: 'mbpay_wallet',
  personalEmployer: 'personal_employer',
} as const

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
