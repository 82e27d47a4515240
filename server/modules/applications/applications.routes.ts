// Applying (SPEC 7.2, 7.3, 7.5) and the applications a job received (docs/decisions/0016-applicants.md,
// 0036-naming.md), registered from their contract (src/domain/contract/applications.ts;
// docs/decisions/0035-api-contract.md). Every route needs a token (401 before the body is looked at).
import type { FastifyInstance } from 'fastify'
import { applicationsContract } from '../../../src/domain/contract/applications'
import { PAGINATION } from '../../../src/domain/constants'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { memberOf, userOf } from '../access/access'
import { appliedJobIds, applyToJob, jobsMatching, listApplied, multiApply } from './applications.service'
import {
  applicantBoard,
  applicantDetail,
  applicantFilters,
  listApplicants,
  markApplicationRead,
  saveStatusTemplate,
  setApplicationStatus,
  setApplicationsStatus,
  statusTemplates,
} from './received'
import { applicationRetention, setApplicationRetention } from './retention'
import { unreadCount } from './unread'

export default async function applicationRoutes(app: FastifyInstance, context: RouteContext) {
  const { db } = context
  const route = contractRoutes(app, applicationsContract)
  const page = (query: { offset?: number; limit?: number }) => ({
    offset: query.offset ?? 0,
    limit: query.limit ?? PAGINATION.limit,
  })

  route('apply', { access: 'user' }, async (request) => applyToJob(context, userOf(request).id, request.body.classified_id, 'manual'))

  route('appliedListing', { access: 'user' }, async (request) => listApplied(db, userOf(request).id, page(request.query)))

  route('appliedIds', { access: 'user' }, async (request) => ({ ids: await appliedJobIds(db, userOf(request).id) }))

  route('multiApply', { access: 'user' }, async (request) => multiApply(context, userOf(request).id, request.body.classified_ids))

  route('jobsMatching', { access: 'user' }, async (request) =>
    jobsMatching(db, userOf(request).id, { ...page(request.query), asOf: request.query.as_of }),
  )

  route('retention', { access: 'user' }, async (request) => applicationRetention(db, userOf(request).id))

  route('setRetention', { access: 'user' }, async (request) => setApplicationRetention(db, userOf(request).id, request.body.keep_applications))

  // ---- the applications one's jobs received (received.ts): the jobs of one's organisations only

  route('received', { access: 'user' }, async (request) => listApplicants(db, userOf(request).id, { ...request.query, ...page(request.query) }))

  route('receivedFilters', { access: 'user' }, async (request) => applicantFilters(db, userOf(request).id))

  route('board', { access: memberOf('job', { param: 'job_id' }) }, async (request) => applicantBoard(db, userOf(request).id, request.params.job_id))

  route('unread', { access: 'user' }, async (request) => ({ total: await unreadCount(db, userOf(request).id) }))

  route('hasUnread', { access: 'user' }, async (request) => ({ has_unread: (await unreadCount(db, userOf(request).id)) > 0 }))

  route('templates', { access: 'user' }, async (request) => ({ items: await statusTemplates(db, userOf(request).id) }))

  route('saveTemplate', { access: 'user' }, async (request) => ({
    items: await saveStatusTemplate(db, userOf(request).id, request.body.status, request.body.body ?? ''),
  }))

  route('moveMany', { access: 'user' }, async (request) =>
    setApplicationsStatus(context, userOf(request).id, request.body.ids, request.body.status, request.body.message),
  )

  route('detail', { access: memberOf('application') }, async (request) => applicantDetail(db, userOf(request).id, request.params.id))

  route('markRead', { access: memberOf('application') }, async (request) => markApplicationRead(context, userOf(request).id, request.params.id))

  route('move', { access: memberOf('application') }, async (request) =>
    setApplicationStatus(context, userOf(request).id, request.params.id, request.body.status, request.body.message),
  )
}
