// The account menus' contract (SPEC 2.4, SPEC 3 menu item; docs/decisions/0003-accounts.md,
// 0035-api-contract.md): the groups of the header dropdown, the drawer and the sidebars, the same
// for everyone (visibility is applied by the site from is_auth/is_anonymous).
import { Type, type Static } from '@sinclair/typebox'
import { MENU_AUDIENCES } from '../menu'
import { defineContract } from './define'
import { menusPaths } from './menus.paths'
import { Nullable, StringEnum } from './schema'

export const MenuItem = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  /** a site path or an address; null for an entry that only acts (SPEC 3: every entry here has one) */
  url: Nullable(Type.String()),
  icon_url: Nullable(Type.String()),
  /** 'sign_out' for the sign-out entry; otherwise null */
  action: Nullable(Type.Literal('sign_out')),
  /** hidden from anonymous visitors */
  is_auth: Type.Boolean(),
  /** false: an anonymous visitor is sent to login, returning to the entry's URL */
  is_anonymous: Type.Boolean(),
})
export type MenuItem = Static<typeof MenuItem>

export const MenuGroup = Type.Object({
  code: Type.String(),
  name: Type.String(),
  audience: StringEnum(MENU_AUDIENCES),
  items: Type.Array(MenuItem),
})
export type MenuGroup = Static<typeof MenuGroup>

export const menusContract = defineContract('menus', ['/job/v1/common/menus'], menusPaths, {
  groups: {
    summary: 'Nhóm menu tài khoản (ứng viên và nhà tuyển dụng)',
    response: Type.Object({ groups: Type.Array(MenuGroup) }),
    errors: [],
  },
})

export type MenusContract = (typeof menusContract)['operations']
