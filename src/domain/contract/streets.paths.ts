// The streets of a district (issue 18, SPEC 7.9 "streets add"; docs/decisions/0026-streets.md). Their
// schemas and types: contract/streets.ts.
import { routeTable } from './operation'

export const streetsPaths = routeTable({
  list: { method: 'GET', path: '/listing/v1/streets', public: true },
  add: { method: 'POST', path: '/listing/v1/streets' },
})
