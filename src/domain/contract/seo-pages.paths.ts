// The SEO operations the site's pages call (the listing's and a landing page's metadata, the popular
// searches); seo.paths.ts adds those only the build and the server use (the sitemap, the other pages'
// metadata, the filters), so the public pages' first load carries only these routes
// (tests/e2e/budget.spec.ts).
import { routeTable } from './operation'

export const seoPagePaths = routeTable({
  popularSearches: { method: 'GET', path: '/job/v1/common/popular-searches', public: true },
  landing: { method: 'GET', path: '/job/v1/seo/landing/:slug', public: true },
  jobListing: { method: 'GET', path: '/job/v1/seo/job-listing', public: true },
})
