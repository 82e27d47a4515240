// Account menu shapes on the wire (SPEC 2.4, SPEC 3 menu item, docs/decisions/0003-accounts.md),
// shared by the site and the server.
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
