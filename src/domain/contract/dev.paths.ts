// Development tools (not in production): the outbox of sent SMS and e-mail, and test notifications.
// Their schemas and types: contract/dev.ts. The pages /dev/outbox and /dev/pay are HTML, outside it.
import { routeTable } from './operation'

export const devPaths = routeTable({
  outbox: { method: 'GET', path: '/dev/api/outbox', public: true },
  notify: { method: 'POST', path: '/dev/api/inboxes', public: true },
})
