// The organisation's e-mail on its own domain (SPEC 7.2 org-email-valid, verify-email/send,
// /identity/v1/recruiters/email-verify/login; docs/decisions/0022-organisation-email.md). The
// organisation is in the path, as for verification.routes.ts; the link's routes are public (it may
// be opened in a browser where nobody is signed in) and live here because they change organisations.
// Registered from the organisations' contract.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { organizationsContract } from '../../../src/domain/contract/organizations'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { RateLimitedError } from '../../lib/rate-limit'
import { memberOf, membershipOf, userOf } from '../access/access'
import { browserBinding, ensureBrowserBinding } from '../identity/signin-binding'
import { createMessaging } from '../messaging/messaging'
import { OrgEmailDeliveryError, checkOrgEmail, openOrgEmailLink, orgEmailState, sendOrgEmailLink, sendOrgEmailSignInCode, type OrgEmailDeps } from './org-email'

export default async function orgEmailRoutes(app: FastifyInstance, context: RouteContext) {
  const { db } = context
  const messaging = createMessaging(context)
  app.addHook('onClose', async () => messaging.close())
  const deps: OrgEmailDeps = { ...context, messaging }
  const secureCookies = context.env.publicOrigin.startsWith('https:')

  app.addHook('onError', async (request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSec))
    if (error instanceof OrgEmailDeliveryError) request.log.error({ err: error.reason }, 'organisation e-mail delivery failed')
  })

  const route = contractRoutes(app, organizationsContract)

  route('orgEmail', { access: memberOf('organization') }, async (request) => {
    const membership = membershipOf(request)
    return orgEmailState(db, membership.organizationId, membership.role)
  })

  route('checkOrgEmail', { access: memberOf('organization') }, async (request) => checkOrgEmail(db, membershipOf(request).organizationId, request.query.email))

  route('sendOrgEmailLink', { access: memberOf('organization', { roles: ['owner'] }) }, async (request) =>
    sendOrgEmailLink(deps, membershipOf(request).organizationId, userOf(request).id, request.body.email),
  )

  const linkCaller = (request: FastifyRequest, reply: FastifyReply) => ({
    ip: request.ip,
    userId: request.user?.id ?? null,
    binding: browserBinding(request),
    ensureBinding: () => ensureBrowserBinding(request, reply, secureCookies),
  })

  route('openOrgEmailLink', { access: 'public' }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return openOrgEmailLink(deps, request.body, linkCaller(request as FastifyRequest, reply as FastifyReply))
  })

  route('sendOrgEmailCode', { access: 'public' }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return sendOrgEmailSignInCode(deps, request.body.token, { ip: request.ip })
  })
}
