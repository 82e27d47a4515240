// Verification of organisations (SPEC 7.2 org-audit-infor, org-audit/detail, org-unlink,
// org-restore), registered from the organisations' contract, and the staff queue of requests
// (docs/decisions/0021-verification-and-staff.md).
import type { FastifyInstance } from 'fastify'
import { organizationsContract } from '../../../src/domain/contract/organizations'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { registerStaffQueue } from '../../lib/staff-decisions'
import { memberOf, membershipOf, userOf } from '../access/access'
import { auditDetail, decideAudits, restoreOrganization, submitAudit, unlinkOrganization, waitingAudits } from './verification'

const ownerOnly = memberOf('organization', { roles: ['owner'] })

export default async function verificationRoutes(app: FastifyInstance, context: RouteContext) {
  const { db } = context

  // the staff's queue of requests (its routes are the staff's, not the organisations' contract's):
  // registered before the registrar, which refuses any route of this plugin outside its contract
  registerStaffQueue(app, {
    queue: 'organizations',
    list: (page) => waitingAudits(db, page),
    decide: (staff, ids, decision, reason) => decideAudits(context, staff, ids, decision, reason),
  })

  const route = contractRoutes(app, organizationsContract)

  route('submitAudit', { access: ownerOnly }, async (request) => submitAudit(db, membershipOf(request).organizationId, userOf(request).id))

  route('auditDetail', { access: memberOf('organization') }, async (request) => auditDetail(db, membershipOf(request).organizationId))

  route('unlink', { access: ownerOnly }, async (request) => unlinkOrganization(db, membershipOf(request).organizationId, userOf(request).id))

  route('restore', { access: ownerOnly }, async (request) => restoreOrganization(db, membershipOf(request).organizationId, userOf(request).id))
}
