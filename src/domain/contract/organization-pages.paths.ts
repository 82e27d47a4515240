// The public organisation pages' operations (SPEC 7.9; docs/decisions/0020-organisation-pages.md):
// an organisation's page and its open jobs, the listing, the outstanding ones and the name
// suggestions. Apart from organizations.paths.ts, which adds the members' operations, so that a
// public page's first load carries only these routes (docs/decisions/0035-api-contract.md "Size").
import { routeTable } from './operation'

export const organizationPagesPaths = routeTable({
  detail: { method: 'GET', path: '/job/v1/organizations/:id/detail', public: true },
  jobs: { method: 'GET', path: '/job/v1/organizations/:id/jobs', public: true },
  listing: { method: 'GET', path: '/job/v1/organizations/listing', public: true },
  outstanding: { method: 'GET', path: '/job/v1/organizations/outstanding', public: true },
  suggestions: { method: 'GET', path: '/job/v1/organizations/suggestions', public: true },
})
