// Scheduled push-ups (SPEC 7.4 job-up-settings; docs/decisions/0014-scheduled-push-ups.md),
// registered from the manager's contract (src/domain/contract/manage-listing.ts): the job's schedule,
// its next runs and this week's allowance, and saving or turning it off. Both name a job: members of
// its organisation only (memberOf('job'): anonymous 401, anyone else 403 "Bạn không thể thực hiện
// thao tác này!" with no data, an unknown job 404).
import type { FastifyInstance } from 'fastify'
import { manageListingContract } from '../../../src/domain/contract/manage-listing'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { memberOf, membershipOf, userOf } from '../access/access'
import { getPushUpSettings, savePushUpSettings, upcomingPushUps } from './push-up-schedule'

export default async function pushUpScheduleRoutes(app: FastifyInstance, { db }: RouteContext) {
  const route = contractRoutes(app, manageListingContract)
  const member = { access: memberOf('job') }

  // the employer home: the next run of each schedule over the jobs of one's organisations
  route('upcomingUps', { access: 'user' }, async (request) => upcomingPushUps(db, userOf(request).id))

  route('upSettings', member, async (request) => getPushUpSettings(db, request.params.id))

  route('saveUpSettings', member, async (request) =>
    savePushUpSettings(db, request.params.id, membershipOf(request).organizationId, userOf(request).id, request.body),
  )
}
