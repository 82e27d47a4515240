// Saved jobs (SPEC 6, 7.7): a signed-in person's list, the sign-in merge of a guest's, and the
// public cards-by-ids the guests' saved-jobs page reads. Their schemas and types: contract/favorites.ts.
import { routeTable } from './operation'

export const favoritesPaths = routeTable({
  list: { method: 'GET', path: '/tracking/v1/favorites' },
  ids: { method: 'GET', path: '/tracking/v1/favorites/ids' },
  add: { method: 'POST', path: '/tracking/v1/favorites' },
  remove: { method: 'DELETE', path: '/tracking/v1/favorites/:id' },
  merge: { method: 'POST', path: '/tracking/v1/favorites/merge' },
  jobsByIds: { method: 'GET', path: '/job/v1/classifieds/by-ids', public: true },
})
