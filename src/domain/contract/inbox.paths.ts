// The inbox (SPEC 7.8; docs/decisions/0003-accounts.md): a person's messages and the public
// announcements. Their schemas and types: contract/inbox.ts.
import { inboxSummaryPaths } from './inbox-summary.paths'
import { routeTable } from './operation'

export const inboxPaths = {
  ...inboxSummaryPaths,
  ...routeTable({
    candidate: { method: 'GET', path: '/mail/v1/inboxes/job-candidate' },
    common: { method: 'GET', path: '/mail/v1/inboxes/job-common', public: true },
    markAllAsRead: { method: 'PUT', path: '/mail/v1/inboxes/mark-all-as-read' },
    markAsRead: { method: 'PUT', path: '/mail/v1/inboxes/:id/mark-as-read' },
    remove: { method: 'DELETE', path: '/mail/v1/inboxes/:id' },
  }),
}
