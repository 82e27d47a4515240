// The organisation's e-mail on its own domain (SPEC 7.2 org-email-valid, verify-email/send,
// /identity/v1/recruiters/email-verify/login; docs/decisions/0022-organisation-email.md). The
// organisation is in the path, as for verification.routes.ts; the link's routes are public (it may
// be opened in a browser where nobody is signed in) and live here because they change organisations.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ORG_EMAIL_MSG } from '../../../src/domain/organizations/org-email'
import type { RouteContext } from '../../context'
import { idParams, NullableString, ok, responses } from '../../lib/http'
import { RateLimitedError } from '../../lib/rate-limit'
import { memberOf, membershipOf, userOf } from '../access/access'
import { browserBinding, ensureBrowserBinding } from '../identity/signin-binding'
import { createMessaging } from '../messaging/messaging'
import {
  ORG_EMAIL_SERVER_MSG,
  OrgEmailDeliveryError,
  checkOrgEmail,
  openOrgEmailLink,
  orgEmailState,
  sendOrgEmailLink,
  sendOrgEmailSignInCode,
  type OrgEmailDeps,
} from './org-email'

const TAGS = ['organizations']
const DateTime = Type.String({ format: 'date-time' })
const NullableDateTime = Type.Union([DateTime, Type.Null()])

// An address is checked by the domain rule (200 with why not); the schema only bounds its size.
const emailProperty = { type: 'string', maxLength: 320, 'x-messages': { maxLength: ORG_EMAIL_MSG.tooLong, type: ORG_EMAIL_MSG.invalid } }
const emailInput = (extra = {}) => ({
  type: 'object',
  properties: { email: emailProperty },
  required: ['email'],
  'x-required-messages': { email: ORG_EMAIL_MSG.required },
  ...extra,
})
const tokenProperty = {
  type: 'string',
  minLength: 1,
  maxLength: 200,
  'x-messages': { minLength: ORG_EMAIL_SERVER_MSG.linkUnknown, maxLength: ORG_EMAIL_SERVER_MSG.linkUnknown, type: ORG_EMAIL_SERVER_MSG.linkUnknown },
}
const CODE_MESSAGE = 'Mã xác thực gồm 6 chữ số.'
const tokenInput = (withCode: boolean) => ({
  type: 'object',
  properties: {
    token: tokenProperty,
    ...(withCode ? { code: { type: 'string', pattern: '^\\d{6}$', 'x-messages': { pattern: CODE_MESSAGE, type: CODE_MESSAGE } } } : {}),
  },
  required: ['token'],
  'x-required-messages': { token: ORG_EMAIL_SERVER_MSG.linkUnknown },
})

const State = Type.Object({
  organization_id: Type.Integer(),
  email: NullableString,
  verified: Type.Boolean(),
  verified_at: NullableDateTime,
  verified_by: NullableString,
  domain: NullableString,
  link: Type.Union([Type.Object({ sent_at: DateTime, expires_at: DateTime, expired: Type.Boolean() }), Type.Null()]),
  website: NullableString,
  verify_status: Type.Integer(),
  verify_status_name: Type.String(),
  can_edit: Type.Boolean(),
})

const Check = Type.Object({
  email: Type.String(),
  valid: Type.Boolean(),
  code: NullableString,
  message: NullableString,
  warning: NullableString,
})

const Sent = Type.Object({
  message: Type.String(),
  email: Type.String(),
  expires_at: DateTime,
  resend_after: Type.Integer(),
  warning: NullableString,
})

const Opened = Type.Object({
  message: Type.String(),
  organization_id: Type.Integer(),
  organization_name: Type.String(),
  email: Type.String(),
  verify_status: Type.Integer(),
  verify_status_name: Type.String(),
  sign_in: Type.Union([Type.Literal('key'), Type.Literal('already'), Type.Literal('code')]),
  request_id: NullableString,
  phone_hint: NullableString,
})

const CodeSent = Type.Object({ expires_in: Type.Integer(), resend_after: Type.Integer(), phone_hint: Type.String() })

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

  app.get<{ Params: { id: number } }>(
    '/job/v1/recruiters/:id/org-email',
    {
      config: { access: memberOf('organization') },
      schema: {
        tags: TAGS,
        summary: 'Email doanh nghiệp: địa chỉ, đã xác thực chưa, liên kết gửi gần nhất',
        params: idParams,
        response: responses(State, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const membership = membershipOf(request)
      return ok(await orgEmailState(db, membership.organizationId, membership.role))
    },
  )

  app.get<{ Params: { id: number }; Querystring: { email: string } }>(
    '/job/v1/recruiters/:id/org-email-valid',
    {
      config: { access: memberOf('organization') },
      schema: {
        tags: TAGS,
        summary: 'Email có dùng được làm email doanh nghiệp không, và vì sao (không nhận hộp thư miễn phí như gmail.com)',
        params: idParams,
        querystring: emailInput(),
        response: responses(Check, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await checkOrgEmail(db, membershipOf(request).organizationId, request.query.email)),
  )

  app.post<{ Params: { id: number }; Body: { email: string } }>(
    '/job/v1/recruiters/:id/verify-email/send',
    {
      config: { access: memberOf('organization', { roles: ['owner'] }) },
      schema: {
        tags: TAGS,
        summary: 'Gửi liên kết xác thực (dùng một lần, hiệu lực 24 giờ) tới email doanh nghiệp (chỉ chủ tài khoản)',
        description: 'Mỗi doanh nghiệp 1 lần/60 giây và 5 lần/giờ; mỗi địa chỉ 10 lần/ngày. Đổi sang địa chỉ khác thì trạng thái "Đã xác thực" (5) trở về "Đã duyệt" (2) đến khi địa chỉ mới được xác thực.',
        params: idParams,
        body: emailInput(),
        response: responses(Sent, [400, 401, 403, 404, 409, 429, 503]),
      },
    },
    async (request) => ok(await sendOrgEmailLink(deps, membershipOf(request).organizationId, userOf(request).id, request.body.email)),
  )

  const linkCaller = (request: FastifyRequest, reply: FastifyReply) => ({
    ip: request.ip,
    userId: request.user?.id ?? null,
    binding: browserBinding(request),
    ensureBinding: () => ensureBrowserBinding(request, reply, secureCookies),
  })

  app.post<{ Body: { token: string; code?: string } }>(
    '/identity/v1/recruiters/email-verify/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'Mở liên kết xác thực email doanh nghiệp: xác thực email và đăng nhập cho chủ tài khoản đã gửi',
        description:
          'sign_in "key": đổi request_id lấy token (POST /identity/v1/token) như sau khi đăng nhập; "already": trình duyệt đang đăng nhập đúng tài khoản đó; ' +
          '"code": trình duyệt này chưa từng đăng nhập tài khoản đó, cần mã gửi qua SMS tới số của chủ tài khoản (POST /identity/v1/recruiters/email-verify/code) rồi gọi lại với { token, code }.',
        body: tokenInput(true),
        response: responses(Opened, [400, 410, 429]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return ok(await openOrgEmailLink(deps, request.body, linkCaller(request, reply)))
    },
  )

  app.post<{ Body: { token: string } }>(
    '/identity/v1/recruiters/email-verify/code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'Gửi mã đăng nhập qua SMS tới chủ tài khoản đã gửi liên kết xác thực email doanh nghiệp',
        body: tokenInput(false),
        response: responses(CodeSent, [400, 410, 429, 503]),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return ok(await sendOrgEmailSignInCode(deps, request.body.token, { ip: request.ip }))
    },
  )
}
