// The configuration the site reads (SPEC 7.1): categories, places, the job config lists and the
// listing's common config with the posting form. Their schemas and types: contract/config.ts.
import { routeTable } from './operation'

export const configPaths = routeTable({
  categories: { method: 'GET', path: '/job/v1/categories/config', public: true },
  cities: { method: 'GET', path: '/job/v1/cities/config', public: true },
  jobConfig: { method: 'GET', path: '/job/v1/common/config', public: true },
  listingConfig: { method: 'GET', path: '/listing/v1/common/config', public: true },
})
