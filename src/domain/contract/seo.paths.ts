// SEO and the editor-owned listing data (SPEC 7.1): popular searches and their landing pages, page
// metadata, the filters' config and values, and the public pages for the sitemap and the prerender.
// Their schemas and types: contract/seo.ts.
import { routeTable } from './operation'
import { seoPagePaths } from './seo-pages.paths'

export const seoPaths = {
  ...seoPagePaths,
  ...routeTable({
    home: { method: 'GET', path: '/job/v1/seo/job-home', public: true },
    jobseeker: { method: 'GET', path: '/job/v1/seo/job-jobseeker', public: true },
    candidate: { method: 'GET', path: '/job/v1/seo/job-candidate', public: true },
    filtersConfig: { method: 'GET', path: '/job/v1/filters/config', public: true },
    filterValues: { method: 'GET', path: '/job/v1/filters/values', public: true },
    sitemap: { method: 'GET', path: '/job/v1/seo/sitemap', public: true },
  }),
}
