// One job's counters per day (SPEC 7.4 GET /job/v1/classifieds/{id}/tracking), registered from the
// manager's contract (src/domain/contract/manage-listing.ts), for the members of its organisation
// (memberOf('job'): anonymous 401 "Bạn cần đăng nhập!", anyone else 403 "Bạn không thể thực hiện
// thao tác này!" with no data, an unknown job 404).
import type { FastifyInstance } from 'fastify'
import { manageListingContract } from '../../../src/domain/contract/manage-listing'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { memberOf, membershipOf } from '../access/access'
import { jobStats } from './job-stats'

export default async function jobStatsRoutes(app: FastifyInstance, { db }: RouteContext) {
  const route = contractRoutes(app, manageListingContract)

  route('stats', { access: memberOf('job') }, async (request) => jobStats(db, request.params.id, membershipOf(request).organizationId, request.query))
}
