// The identity operations every page may call: the sign-in hand-off and the signed-in person's
// details. Apart from identity.paths.ts, which adds the account pages' operations, so that a public
// page's first load carries only these routes (tests/e2e/budget.spec.ts).
import { routeTable } from './operation'

export const sessionPaths = routeTable({
  token: { method: 'POST', path: '/identity/v1/token', public: true },
  validToken: { method: 'GET', path: '/identity/v1/valid-token' },
  logout: { method: 'POST', path: '/identity/v1/logout' },
  account: { method: 'GET', path: '/identity/v1/account' },
  loyalty: { method: 'GET', path: '/identity/v1/loyalty' },
  loginInfo: { method: 'GET', path: '/identity/v1/login-info' },
})
