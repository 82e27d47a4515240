// The staff queues of jobs (docs/decisions/0021-verification-and-staff.md): posts waiting for
// review and posts visitors reported, and the decisions on them. Staff only. Their operations and
// answers are the staff contract's (src/domain/contract/staff-queues.ts).
import type { FastifyInstance } from 'fastify'
import type { RouteContext } from '../../context'
import { registerStaffQueue } from '../../lib/staff-decisions'
import { decideJobs, decideReports, waitingJobs, waitingReports } from './review'

export default async function reviewRoutes(app: FastifyInstance, context: RouteContext) {
  const { db } = context
  registerStaffQueue(app, {
    queue: 'jobs',
    list: (page) => waitingJobs(db, page),
    decide: (staff, ids, decision, reason) => decideJobs(context, staff, ids, decision, reason),
  })
  registerStaffQueue(app, {
    queue: 'reports',
    defaultOrder: 'newest',
    list: (page) => waitingReports(db, page),
    decide: (staff, ids, decision, reason) => decideReports(context, staff, ids, decision, reason),
  })
}
