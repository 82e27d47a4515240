// The own-job manager's routes (SPEC 7.4: my-classifieds, hide/show/extend, the free push-up and its
// history, job-up-settings, one job's tracking; docs/decisions/0010-own-job-manager.md,
// 0014-scheduled-push-ups.md). Their schemas and types: contract/manage-listing.ts.
import { routeTable } from './operation'

export const manageListingPaths = routeTable({
  filters: { method: 'GET', path: '/listing/v1/classifieds/my-classified-filters' },
  statistic: { method: 'GET', path: '/listing/v1/classifieds/my-classifieds-statistic' },
  list: { method: 'GET', path: '/listing/v1/classifieds/my-classifieds' },
  tracking: { method: 'POST', path: '/listing/v1/classifieds/my-classifieds/job-tracking' },
  hide: { method: 'PUT', path: '/listing/v1/classifieds/:id/hide' },
  show: { method: 'PUT', path: '/listing/v1/classifieds/:id/show' },
  extend: { method: 'PUT', path: '/listing/v1/classifieds/:id/extend' },
  upNow: { method: 'POST', path: '/listing/v1/classifieds/:id/job-up-now' },
  upHistory: { method: 'GET', path: '/listing/v1/classifieds/:id/job-up-history' },
  upSettings: { method: 'GET', path: '/listing/v1/classifieds/:id/job-up-settings' },
  saveUpSettings: { method: 'POST', path: '/listing/v1/classifieds/:id/job-up-settings' },
  upcomingUps: { method: 'GET', path: '/listing/v1/job-up-settings/upcoming' },
  stats: { method: 'GET', path: '/job/v1/classifieds/:id/tracking' },
})
