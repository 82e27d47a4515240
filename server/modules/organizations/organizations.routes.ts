// Organisations (SPEC 7.9) as their members see them. Membership is decided by the access layer
// (memberOf): a route here only runs for a member of the organisation in its path. Registered from
// the organisations' contract (src/domain/contract/organizations.ts; docs/decisions/0035-api-contract.md);
// the public pages, the licence documents, the organisation's e-mail and the activity log are
// plugins of their own, registered from here (verification is registered by the app).
import type { FastifyInstance } from 'fastify'
import { organizationsContract } from '../../../src/domain/contract/organizations'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { memberOf, membershipOf, userOf } from '../access/access'
import { ORG_ROLE_LABEL, listMembers } from '../access/memberships'
import activityRoutes from './activity.routes'
import { businessInfo, createOwnOrganization, myOrganizations, saveBusinessInfo } from './business-info'
import { onboarding } from './onboarding'
import documentRoutes from './documents.routes'
import logoRoutes from './logo.routes'
import { answerInvitation, inviteMember, MEMBER_MSG, myInvitations, organizationInvitations, removeMember, revokeInvitation, setMemberRole } from './members'
import orgEmailRoutes from './org-email.routes'
import publicOrganizationRoutes from './public.routes'

const ownerOnly = memberOf('organization', { roles: ['owner'] })

export default async function organizationRoutes(app: FastifyInstance, context: RouteContext) {
  const { db } = context
  // licence documents: a plugin of their own (the multipart parser is in force there only)
  await app.register(documentRoutes, context)
  // the logo: an image upload, in a plugin of its own too (decision 0050)
  await app.register(logoRoutes, context)
  // the public pages' endpoints (detail, jobs, listing, outstanding, suggestions)
  await app.register(publicOrganizationRoutes, context)
  // the organisation's e-mail on its own domain and its verification link (decision 0022)
  await app.register(orgEmailRoutes, context)
  // who did what for the organisation (decision 0024)
  await app.register(activityRoutes, context)

  const route = contractRoutes(app, organizationsContract)

  route('members', { access: memberOf('organization') }, async (request) => ({ items: await listMembers(db, membershipOf(request).organizationId) }))

  // any account: one acting for none gets an empty list rather than an error its pages must explain away
  route('mine', { access: 'user' }, async (request) => ({
    items: (await myOrganizations(db, userOf(request).id)).map((o) => ({ ...o, role_name: ORG_ROLE_LABEL[o.role] })),
  }))

  // the company first: an account in no organisation makes its own with the information (decision 0052)
  route('createMine', { access: 'verified' }, async (request) => createOwnOrganization(db, userOf(request).id, request.body))

  route('onboarding', { access: 'user' }, async (request) => onboarding(db, userOf(request).id))

  route('businessInfo', { access: memberOf('organization') }, async (request) => {
    const { organizationId, role } = membershipOf(request)
    return businessInfo(db, organizationId, role)
  })

  route('saveBusinessInfo', { access: ownerOnly }, async (request) => saveBusinessInfo(db, membershipOf(request).organizationId, userOf(request).id, request.body))

  route('invitations', { access: memberOf('organization') }, async (request) => ({ items: await organizationInvitations(db, membershipOf(request).organizationId) }))

  route('invite', { access: ownerOnly }, async (request) => ({
    invitation: await inviteMember(context, membershipOf(request).organizationId, userOf(request), request.body),
    message: MEMBER_MSG.invited,
  }))

  route('revokeInvitation', { access: ownerOnly }, async (request) => {
    await revokeInvitation(db, membershipOf(request).organizationId, request.params.invitation_id, userOf(request).id)
    return { message: MEMBER_MSG.revoked }
  })

  route('setMemberRole', { access: ownerOnly }, async (request) => {
    await setMemberRole(db, membershipOf(request).organizationId, request.params.user_id, request.body.role, userOf(request).id)
    return { message: MEMBER_MSG.roleSet }
  })

  route('removeMember', { access: ownerOnly }, async (request) => {
    await removeMember(context, membershipOf(request).organizationId, request.params.user_id, userOf(request).id)
    return { message: MEMBER_MSG.removed }
  })

  route('myInvitations', { access: 'user' }, async (request) => ({ items: await myInvitations(db, userOf(request).id) }))

  route('answerInvitation', { access: 'user' }, async (request) => answerInvitation(context, userOf(request), request.params.invitation_id, request.body.accept))
}
