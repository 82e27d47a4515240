// The staff's review queues (docs/decisions/0021-verification-and-staff.md): GET a queue's path lists
// what waits (offset, limit, order), POST `<path>/decisions` decides on the chosen records. Each is
// registered by the area whose records it decides (server/lib/staff-decisions.ts registerStaffQueue)
// and read by the staff console (features/staff/api/console.ts).
import type { StaffQueue } from '../staff'

export const STAFF_QUEUE_PATHS = {
  jobs: '/job/v1/staff/jobs',
  profiles: '/job/v1/staff/jobseekers',
  organizations: '/job/v1/staff/organizations',
  reports: '/job/v1/staff/job-reports',
  chats: '/job/v1/staff/chat-reports',
} as const satisfies Record<StaffQueue, string>

/** Where a queue's decisions are posted. */
export const staffDecisionsPath = (queue: StaffQueue) => `${STAFF_QUEUE_PATHS[queue]}/decisions`
