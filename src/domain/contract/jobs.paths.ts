// The public job endpoints (SPEC 7.3): listing and search, keyword suggestions, the home page's
// lists, similar and an organisation's jobs, partners, a job's page and reports. Their schemas and
// types: contract/jobs.ts. Tracking and the contact phone: contract/tracking.paths.ts.
import { routeTable } from './operation'

export const jobsPaths = routeTable({
  listing: { method: 'GET', path: '/job/v1/classifieds/listing', public: true },
  suggest: { method: 'GET', path: '/job/v1/classifieds/suggest', public: true },
  quicklinks: { method: 'GET', path: '/job/v1/classifieds/quicklinks', public: true },
  latest: { method: 'GET', path: '/job/v1/classifieds/latest', public: true },
  topAds: { method: 'GET', path: '/listing/v1/jobclassifieds/topads', public: true },
  similar: { method: 'GET', path: '/job/v1/classifieds/similar', public: true },
  organizationJobs: { method: 'GET', path: '/job/v1/classifieds/organization-recruiting', public: true },
  enterprises: { method: 'GET', path: '/job/v1/classifieds/enterprise', public: true },
  detail: { method: 'GET', path: '/listing/v1/classifieds/:id/job', public: true },
  report: { method: 'POST', path: '/job/v1/classifieds/:id/reports', public: true },
})
