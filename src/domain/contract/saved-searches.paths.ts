// A seeker's saved searches (issue 5). Their schemas and types: contract/saved-searches.ts.
import { routeTable } from './operation'

export const savedSearchesPaths = routeTable({
  list: { method: 'GET', path: '/job/v1/saved-searches' },
  create: { method: 'POST', path: '/job/v1/saved-searches' },
  update: { method: 'PUT', path: '/job/v1/saved-searches/:id' },
  remove: { method: 'DELETE', path: '/job/v1/saved-searches/:id' },
})
