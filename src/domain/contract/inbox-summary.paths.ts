// The inbox operations every page may call: the header bell's latest messages and announcements.
// Apart from inbox.paths.ts, which adds the notification page's operations, so that a public page's
// first load carries only these routes (tests/e2e/budget.spec.ts).
import { routeTable } from './operation'

export const inboxSummaryPaths = routeTable({
  latest: { method: 'GET', path: '/mail/v1/inboxes/latest' },
  publicLatest: { method: 'GET', path: '/mail/v1/inboxes/job-latest', public: true },
})
