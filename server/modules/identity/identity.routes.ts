// Routes of the identity service (SPEC 7.6; docs/decisions/0003-accounts.md), registered from their
// contract (src/domain/contract/identity.ts; docs/decisions/0035-api-contract.md). Requests are
// normalised as their rules ask (+84 phones to 0..., NFC text) before they are validated.
import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { identityContract, identityInputs } from '../../../src/domain/contract/identity'
import { browserBinding, ensureBrowserBinding } from './signin-binding'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { normalizeInput } from '../../lib/normalize-input'
import { RateLimitedError } from '../../lib/rate-limit'
import { createMessaging } from '../messaging/messaging'
import {
  DeliveryError,
  account,
  addPhone,
  changePassword,
  createAuthenticator,
  exchangeToken,
  loginInfo,
  logout,
  loyalty,
  phoneExist,
  register,
  registerRecruiterAgent,
  resetPassword,
  selfDetail,
  sendEmailCode,
  sendOtp,
  toSelfUser,
  updateFullName,
  verifyEmail,
  verifyOtpCode,
  type Caller,
  type IdentityDeps,
} from './identity.service'
import { userOf } from '../access/access'

const body = (input: keyof typeof identityInputs) => normalizeInput('body', identityInputs[input])

export default async function identityRoutes(app: FastifyInstance, context: RouteContext) {
  const { db } = context
  const route = contractRoutes(app, identityContract)
  const messaging = createMessaging(context)
  app.addHook('onClose', async () => messaging.close())
  const deps: IdentityDeps = { db, env: context.env, messaging, realtime: context.realtime }
  const login = createAuthenticator(deps)
  const caller = (request: FastifyRequest): Caller => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    browserBinding: browserBinding(request),
  })
  const secureCookies = context.env.publicOrigin.startsWith('https:')
  /** Who signs in: the caller, with this browser's sign-in binding (created on its first sign-in). */
  const signingIn = (request: FastifyRequest, reply: FastifyReply): Caller => ({
    ...caller(request),
    browserBinding: ensureBrowserBinding(request, reply, secureCookies),
  })


  // Answers about a person are never stored by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
  app.addHook('onError', async (request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSec))
    if (error instanceof DeliveryError) request.log.error({ err: error.reason }, 'OTP delivery failed')
  })

  route('otpSend', { access: 'public', preValidation: body('otpSend') }, async (request) =>
    sendOtp(deps, request.body, { ...caller(request), user: request.user }),
  )

  route('otpVerify', { access: 'public', preValidation: body('otpVerify') }, async (request) => verifyOtpCode(deps, request.body))

  route('register', { access: 'public', preValidation: body('register') }, async (request, reply) =>
    register(deps, request.body, signingIn(request, reply)),
  )

  route('login', { access: 'public', preValidation: body('login') }, async (request, reply) => login(request.body, signingIn(request, reply)))

  route('token', { access: 'public' }, async (request) => exchangeToken(deps, request.body.request_id, caller(request)))

  route('validToken', { access: 'user' }, async (request) => toSelfUser(userOf(request)))

  route('logout', { access: 'user' }, async (request) => {
    await logout(deps, userOf(request))
    return null
  })

  route('self', { access: 'user' }, async (request) => selfDetail(deps, userOf(request)))

  route('account', { access: 'user' }, async (request) => account(deps, userOf(request)))

  route('loyalty', { access: 'user' }, async (request) => loyalty(deps, userOf(request)))

  route('loginInfo', { access: 'user' }, async (request) => loginInfo(deps, userOf(request)))

  route('newGuid', { access: 'public' }, async () => ({ guid: randomUUID() }))

  route('phoneExist', { access: 'public', preValidation: normalizeInput('query', identityInputs.phoneExist) }, async (request) =>
    phoneExist(deps, request.query.phone, caller(request)),
  )

  route('addPhone', { access: 'user', preValidation: body('addPhone') }, async (request) => addPhone(deps, userOf(request), request.body))

  route('resetPassword', { access: 'public', preValidation: body('resetPassword') }, async (request, reply) =>
    resetPassword(deps, request.body, signingIn(request, reply)),
  )

  route('changePassword', { access: 'user', preValidation: body('changePassword') }, async (request) => {
    await changePassword(deps, userOf(request), request.body)
    return null
  })

  route('fullName', { access: 'user', preValidation: body('fullName') }, async (request) =>
    updateFullName(deps, userOf(request), request.body.full_name),
  )

  route('emailSend', { access: 'user', preValidation: body('emailSend') }, async (request) =>
    sendEmailCode(deps, userOf(request), request.body.email, caller(request)),
  )

  route('emailVerify', { access: 'user', preValidation: body('emailVerify') }, async (request) => verifyEmail(deps, userOf(request), request.body))

  route('recruiterAgent', { access: 'user', preValidation: body('recruiterAgent') }, async (request) =>
    registerRecruiterAgent(deps, userOf(request), request.body.register_key),
  )
}
