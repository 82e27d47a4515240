// The posting flow's routes (SPEC 7.3: POST/PUT /listing/v1/classifieds, posting-check-block,
// edit-check-block, a post's values for editing; docs/decisions/0011-job-posting.md). Their schemas
// and types: contract/posting.ts.
import { routeTable } from './operation'

export const postingPaths = routeTable({
  check: { method: 'POST', path: '/listing/v1/classifieds/posting-check-block' },
  create: { method: 'POST', path: '/listing/v1/classifieds' },
  edit: { method: 'GET', path: '/listing/v1/classifieds/:id/edit' },
  editCheck: { method: 'POST', path: '/listing/v1/classifieds/:id/edit-check-block' },
  update: { method: 'PUT', path: '/listing/v1/classifieds/:id' },
})
