// The staff's review queues (docs/decisions/0021-verification-and-staff.md): GET a queue's path lists
// what waits (offset, limit, order), POST `<path>/decisions` decides on the chosen records. They are
// operations of the staff contract (contract/staff.ts; schemas in contract/staff-queues.ts), each
// registered by the area whose records it decides (server/lib/staff-decisions.ts registerStaffQueue)
// and called by the staff console (features/staff/api/console.ts).
import type { StaffQueue } from '../staff'
import { routeTable } from './operation'

export const staffQueuePaths = routeTable({
  jobsQueue: { method: 'GET', path: '/job/v1/staff/jobs' },
  jobsDecisions: { method: 'POST', path: '/job/v1/staff/jobs/decisions' },
  profilesQueue: { method: 'GET', path: '/job/v1/staff/jobseekers' },
  profilesDecisions: { method: 'POST', path: '/job/v1/staff/jobseekers/decisions' },
  organizationsQueue: { method: 'GET', path: '/job/v1/staff/organizations' },
  organizationsDecisions: { method: 'POST', path: '/job/v1/staff/organizations/decisions' },
  reportsQueue: { method: 'GET', path: '/job/v1/staff/job-reports' },
  reportsDecisions: { method: 'POST', path: '/job/v1/staff/job-reports/decisions' },
  chatsQueue: { method: 'GET', path: '/job/v1/staff/chat-reports' },
  chatsDecisions: { method: 'POST', path: '/job/v1/staff/chat-reports/decisions' },
})

/** A queue's two operations: its list and the decisions on its items. */
export const queueOperation = <Q extends StaffQueue>(queue: Q) => `${queue}Queue` as const
export const decisionsOperation = <Q extends StaffQueue>(queue: Q) => `${queue}Decisions` as const
