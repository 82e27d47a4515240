// The account menus (SPEC 2.4; docs/decisions/0003-accounts.md). Their schemas and types:
// contract/menus.ts.
import { routeTable } from './operation'

export const menusPaths = routeTable({
  groups: { method: 'GET', path: '/job/v1/common/menus', public: true },
})
