// The account menus (SPEC 2.4, SPEC 3 menu item, docs/decisions/0003-accounts.md): the audiences
// and group codes, shared by the site and the server.
export const MENU_AUDIENCES = ['jobseeker', 'employer'] as const
export type MenuAudience = (typeof MENU_AUDIENCES)[number]

// The groups and items on the wire: contract/menus.ts.

/** Group codes served by GET /job/v1/common/menus. */
export const MENU_GROUP = {
  utilitiesJobseeker: 'utilities_jobseeker',
  personalJobseeker: 'personal_jobseeker',
  utilitiesEmployer: 'utilities_employer',
  walletUtilities: 'wallet_utilities',
  mbpayWallet: 'mbpay_wallet',
  personalEmployer: 'personal_employer',
} as const
