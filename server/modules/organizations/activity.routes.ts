// GET /job/v1/organizations/{id}/activity: who did what for the organisation (members only; what a
// member reads depends on its role, docs/decisions/0024-organisation-activity.md). Registered from
// the organisations' contract.
import type { FastifyInstance } from 'fastify'
import { ACTIVITY_PAGE } from '../../../src/domain/organizations/activity'
import { organizationsContract } from '../../../src/domain/contract/organizations'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { memberOf, membershipOf, userOf } from '../access/access'
import { organizationActivity } from './activity'

export default async function activityRoutes(app: FastifyInstance, { db }: RouteContext) {
  const route = contractRoutes(app, organizationsContract)

  route('activity', { access: memberOf('organization') }, async (request) => {
    const { organizationId, role } = membershipOf(request)
    const { page = 1, limit = ACTIVITY_PAGE.limit, as_of, user_id, kind } = request.query
    return organizationActivity(db, organizationId, { userId: userOf(request).id, role }, { page, limit, as_of, user_id, kind })
  })
}
