// Counting views, impressions and contacts, and the contact phone shown on request (SPEC 7.3, 9;
// docs/decisions/0012-tracking.md). Their schemas and types: contract/tracking.ts.
import { routeTable } from './operation'

export const trackingPaths = routeTable({
  view: { method: 'POST', path: '/job/v1/classifieds/tracking-view', public: true },
  impression: { method: 'POST', path: '/job/v1/classifieds/tracking-impression', public: true },
  contact: { method: 'POST', path: '/job/v1/classifieds/tracking-contact', public: true },
  phoneShow: { method: 'POST', path: '/listing/v1/phone/show', public: true },
})
