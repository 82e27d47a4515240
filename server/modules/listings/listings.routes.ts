// The own-job manager's API, registered from its contract (src/domain/contract/manage-listing.ts;
// SPEC 7.4; docs/decisions/0010-own-job-manager.md, 0035-api-contract.md). The lists are the caller's
// own ('user': every query is scoped by the caller's organisation memberships); a route naming a job
// is for members of the job's organisation (memberOf('job'): anonymous 401, anyone else 403 "Bạn
// không thể thực hiện thao tác này!" with no data, an unknown job 404).
import type { FastifyInstance } from 'fastify'
import { PAGINATION } from '../../../src/domain/constants'
import { manageListingContract } from '../../../src/domain/contract/manage-listing'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { memberOf, membershipOf, userOf } from '../access/access'
import {
  extendJob,
  hideJob,
  jobTracking,
  listMyClassifieds,
  listingFilters,
  listingStatistic,
  pushUpHistory,
  pushUpNow,
  showJob,
} from './listings.service'

export default async function listingRoutes(app: FastifyInstance, { db }: RouteContext) {
  const route = contractRoutes(app, manageListingContract)
  const member = { access: memberOf('job') }

  route('filters', { access: 'user' }, async () => listingFilters())

  route('statistic', { access: 'user' }, async (request) => listingStatistic(db, userOf(request).id, request.query.q))

  route('list', { access: 'user' }, async (request) => {
    const { tab = 'all', sort = 'newest', q, offset = 0, limit = PAGINATION.limit } = request.query
    return listMyClassifieds(db, userOf(request).id, { tab, sort, q, offset, limit })
  })

  route('tracking', { access: 'user' }, async (request) => jobTracking(db, userOf(request).id, request.body.ids))

  route('hide', member, async (request) => hideJob(db, request.params.id, membershipOf(request).organizationId, userOf(request).id))

  route('show', member, async (request) => showJob(db, request.params.id, membershipOf(request).organizationId, userOf(request).id))

  route('extend', member, async (request) =>
    extendJob(db, request.params.id, membershipOf(request).organizationId, userOf(request).id, request.body.expires_at),
  )

  route('upNow', member, async (request) => pushUpNow(db, request.params.id, membershipOf(request).organizationId, userOf(request).id))

  route('upHistory', member, async (request) =>
    pushUpHistory(db, request.params.id, { offset: request.query.offset ?? 0, limit: request.query.limit ?? PAGINATION.limit }),
  )
}
