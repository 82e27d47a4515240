// The staff console's own routes (docs/decisions/0021-verification-and-staff.md, 0023-recruiter-agents.md):
// the queues' counts, the audit log, the moderation rules and the recruiter-agent register keys, and
// the review queues (staff-queues.paths.ts), which the areas whose records they decide register.
// Schemas and types: contract/staff.ts.
import { routeTable } from './operation'
import { staffQueuePaths } from './staff-queues.paths'

export const staffPaths = routeTable({
  overview: { method: 'GET', path: '/job/v1/staff/overview' },
  auditLog: { method: 'GET', path: '/job/v1/staff/audit-log' },
  rules: { method: 'GET', path: '/job/v1/staff/moderation-rules' },
  saveRule: { method: 'PUT', path: '/job/v1/staff/moderation-rules/:rule_id' },
  saveBannedPhrases: { method: 'PUT', path: '/job/v1/staff/banned-phrases' },
  registerKeys: { method: 'GET', path: '/job/v1/staff/register-keys' },
  issueRegisterKey: { method: 'POST', path: '/job/v1/staff/register-keys' },
  revokeRegisterKey: { method: 'PUT', path: '/job/v1/staff/register-keys/:id/revoke' },
  ...staffQueuePaths,
})
