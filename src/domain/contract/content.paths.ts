// Editor-owned content (content/, edited in the CMS): the footer, banners by position and the
// content pages. Their schemas and types: contract/content.ts.
import { routeTable } from './operation'

export const contentPaths = routeTable({
  footer: { method: 'GET', path: '/job/v1/common/footer', public: true },
  banners: { method: 'GET', path: '/cms/v1/banners/:siteId/:code', public: true },
  page: { method: 'GET', path: '/job/v1/common/pages/:slug', public: true },
})
