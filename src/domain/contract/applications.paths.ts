// The applications' routes (SPEC 7.2, 7.3, 7.5; docs/decisions/0016-applicants.md, 0036-naming.md):
// the seeker's side (apply, applied jobs and ids, multi-apply, matching jobs, how long old
// applications are kept) and the employer's received applications (the list, its filters, a job's
// pipeline, one application, opening it, moving it, the message templates, the unread count).
// Their schemas and types: contract/applications.ts.
import { routeTable } from './operation'

export const applicationsPaths = routeTable({
  apply: { method: 'POST', path: '/job/v1/candidates/apply' },
  appliedListing: { method: 'GET', path: '/job/v1/classifieds/applied-listing' },
  appliedIds: { method: 'GET', path: '/job/v1/candidates/applied-ids' },
  multiApply: { method: 'POST', path: '/job/v1/jobseekers/multi-apply' },
  jobsMatching: { method: 'GET', path: '/job/v1/jobseekers/jobs-matching' },
  retention: { method: 'GET', path: '/job/v1/jobseekers/self/application-retention' },
  setRetention: { method: 'PUT', path: '/job/v1/jobseekers/self/application-retention' },
  received: { method: 'GET', path: '/job/v1/candidates/recruiter-apply' },
  receivedFilters: { method: 'GET', path: '/job/v1/candidates/recruiter-apply/filter' },
  board: { method: 'GET', path: '/job/v1/candidates/recruiter-apply/board/:job_id' },
  unread: { method: 'GET', path: '/job/v1/candidates/recruiter-unread' },
  hasUnread: { method: 'GET', path: '/job/v1/candidates/check-recruiter-read' },
  templates: { method: 'GET', path: '/job/v1/candidates/message-templates' },
  saveTemplate: { method: 'PUT', path: '/job/v1/candidates/message-templates' },
  moveMany: { method: 'PUT', path: '/job/v1/candidates/status' },
  detail: { method: 'GET', path: '/job/v1/candidates/:id' },
  markRead: { method: 'PUT', path: '/job/v1/candidates/:id/read' },
  move: { method: 'PUT', path: '/job/v1/candidates/:id/status' },
})
