// Routes of the identity service (SPEC 7.6), contract in docs/decisions/0003-accounts.md.
import { randomUUID } from 'node:crypto'
import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { browserBinding, ensureBrowserBinding } from './signin-binding'
import type { RouteContext } from '../../context'
import { ok, responses } from '../../lib/http'
import { RateLimitedError } from '../../lib/rate-limit'
import { createMessaging } from '../messaging/messaging'
import {
  Account,
  Guid,
  LoginInfo,
  Loyalty,
  OtpSent,
  PhoneExist,
  Phones,
  RecruiterAgent,
  Registered,
  RequestId,
  SelfDetail,
  SelfUser,
  TokenIssued,
  VerifyToken,
  inputs,
} from './identity.schemas'
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
import type { OtpPurpose } from './otp'
import { userOf } from '../access/access'

const TAGS = ['identity']
const AUTH = ' (cần đăng nhập: Authorization: Bearer <token>)'

type Body<T> = { Body: T }

export default async function identityRoutes(app: FastifyInstance, context: RouteContext) {
  const { db } = context
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

  type OtpBody = { phone?: string; email?: string; type?: number; purpose: OtpPurpose }
  app.post<Body<OtpBody>>(
    '/identity/v1/otps/send',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Gửi mã xác thực (OTP) qua SMS hoặc email',
        description:
          'add_phone và verify_email cần đăng nhập. Giới hạn theo từng mục đích: 1 lần/60 giây và 5 lần/giờ cho mỗi số hoặc email từ một IP, 10 lần/giờ cho mỗi số hoặc email, 20 lần/giờ cho mỗi IP.',
        body: inputs.otpSend.schema,
        response: responses(OtpSent, [400, 401, 409, 429, 503]),
      },
      preValidation: inputs.otpSend.preValidation,
    },
    async (request) => ok(await sendOtp(deps, request.body, { ...caller(request), user: request.user })),
  )

  app.post<Body<OtpBody & { code: string }>>(
    '/identity/v1/otps/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Kiểm tra mã xác thực, trả về verify_token dùng một lần',
        body: inputs.otpVerify.schema,
        response: responses(VerifyToken),
      },
      preValidation: inputs.otpVerify.preValidation,
    },
    async (request) => ok(await verifyOtpCode(deps, request.body)),
  )

  app.post<Body<{ phone: string; password: string; full_name: string; verify_token: string }>>(
    '/identity/v1/register',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Đăng ký tài khoản bằng số điện thoại đã xác thực',
        body: inputs.register.schema,
        response: responses(Registered, [400, 409]),
      },
      preValidation: inputs.register.preValidation,
    },
    async (request, reply) => ok(await register(deps, request.body, signingIn(request, reply))),
  )

  app.post<Body<{ phone: string; password: string }>>(
    '/identity/v1/login',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Đăng nhập, trả về request_id để đổi lấy token',
        body: inputs.login.schema,
        response: responses(RequestId, [400, 429]),
      },
      preValidation: inputs.login.preValidation,
    },
    async (request, reply) => ok(await login(request.body, signingIn(request, reply))),
  )

  app.post<Body<{ request_id: string }>>(
    '/identity/v1/token',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Đổi request_id (dùng một lần, 2 phút) lấy token đăng nhập',
        description:
          'Chỉ trình duyệt đã đăng nhập mới đổi được: request_id gắn với cookie vl_signin (HttpOnly, SameSite=Strict) mà đăng nhập, đăng ký hoặc đặt lại mật khẩu đặt cho trình duyệt đó.',
        body: inputs.token.schema,
        response: responses(TokenIssued),
      },
    },
    async (request) => ok(await exchangeToken(deps, request.body.request_id, caller(request))),
  )

  app.get(
    '/identity/v1/valid-token',
    {
      config: { access: 'user' },
      schema: { tags: TAGS, summary: `Kiểm tra token, trả về người dùng${AUTH}`, response: responses(SelfUser, [401]) },
    },
    async (request) => ok(toSelfUser(userOf(request))),
  )

  app.post(
    '/identity/v1/logout',
    {
      config: { access: 'user' },
      schema: { tags: TAGS, summary: `Đăng xuất (thu hồi token)${AUTH}`, response: responses(Type.Null(), [401]) },
    },
    async (request) => {
      await logout(deps, userOf(request))
      return ok(null)
    },
  )

  app.get(
    '/identity/v1/self',
    {
      config: { access: 'user' },
      schema: { tags: TAGS, summary: `Thông tin tài khoản${AUTH}`, response: responses(SelfDetail, [401]) },
    },
    async (request) => ok(await selfDetail(deps, userOf(request))),
  )

  app.get(
    '/identity/v1/account',
    {
      config: { access: 'user' },
      schema: { tags: TAGS, summary: `Số dư tài khoản chính và khuyến mãi (đồng)${AUTH}`, response: responses(Account, [401]) },
    },
    async (request) => ok(await account(deps, userOf(request))),
  )

  app.get(
    '/identity/v1/loyalty',
    {
      config: { access: 'user' },
      schema: { tags: TAGS, summary: `Hạng thành viên${AUTH}`, response: responses(Loyalty, [401]) },
    },
    async (request) => ok(await loyalty(deps, userOf(request))),
  )

  app.get(
    '/identity/v1/login-info',
    {
      config: { access: 'user' },
      schema: { tags: TAGS, summary: `Lần đăng nhập gần nhất và số phiên đăng nhập${AUTH}`, response: responses(LoginInfo, [401]) },
    },
    async (request) => ok(await loginInfo(deps, userOf(request))),
  )

  app.get(
    '/identity/v1/new-guid',
    { config: { access: 'public' }, schema: { tags: TAGS, summary: 'Tạo một GUID mới', response: responses(Guid, []) } },
    async () => ok({ guid: randomUUID() }),
  )

  app.get<{ Querystring: { phone: string } }>(
    '/identity/v1/phone-exist',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Số điện thoại đã có tài khoản chưa',
        description: 'Giới hạn 30 lần/15 phút cho mỗi IP.',
        querystring: inputs.phoneExist.schema,
        response: responses(PhoneExist, [400, 429]),
      },
      preValidation: inputs.phoneExist.preValidation,
    },
    async (request) => ok(await phoneExist(deps, request.query.phone, caller(request))),
  )

  app.post<Body<{ phone: string; verify_token: string }>>(
    '/identity/v1/phones',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: `Thêm số điện thoại đã xác thực (OTP add_phone)${AUTH}`,
        body: inputs.addPhone.schema,
        response: responses(Phones, [400, 401, 409]),
      },
      preValidation: inputs.addPhone.preValidation,
    },
    async (request) => ok(await addPhone(deps, userOf(request), request.body)),
  )

  app.put<Body<{ phone: string; verify_token: string; password: string }>>(
    '/identity/v1/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Đặt lại mật khẩu bằng số điện thoại đã xác thực; đăng xuất mọi phiên cũ',
        body: inputs.resetPassword.schema,
        response: responses(RequestId),
      },
      preValidation: inputs.resetPassword.preValidation,
    },
    async (request, reply) => ok(await resetPassword(deps, request.body, signingIn(request, reply))),
  )

  app.put<Body<{ old_password: string; password: string }>>(
    '/identity/v1/change-password',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: `Đổi mật khẩu; đăng xuất các phiên khác${AUTH}`,
        body: inputs.changePassword.schema,
        response: responses(Type.Null(), [400, 401, 429]),
      },
      preValidation: inputs.changePassword.preValidation,
    },
    async (request) => {
      await changePassword(deps, userOf(request), request.body)
      return ok(null)
    },
  )

  app.put<Body<{ full_name: string }>>(
    '/identity/v1/full-name',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: `Cập nhật họ tên${AUTH}`,
        body: inputs.fullName.schema,
        response: responses(SelfUser, [400, 401]),
      },
      preValidation: inputs.fullName.preValidation,
    },
    async (request) => ok(await updateFullName(deps, userOf(request), request.body.full_name)),
  )

  app.post<Body<{ email: string }>>(
    '/identity/v1/email/send',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: `Gửi mã xác thực đến email${AUTH}`,
        body: inputs.emailSend.schema,
        response: responses(OtpSent, [400, 401, 409, 429, 503]),
      },
      preValidation: inputs.emailSend.preValidation,
    },
    async (request) => ok(await sendEmailCode(deps, userOf(request), request.body.email, caller(request))),
  )

  app.post<Body<{ email: string; code: string }>>(
    '/identity/v1/email/verify',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: `Xác thực email bằng mã đã gửi${AUTH}`,
        body: inputs.emailVerify.schema,
        response: responses(SelfUser, [400, 401]),
      },
      preValidation: inputs.emailVerify.preValidation,
    },
    async (request) => ok(await verifyEmail(deps, userOf(request), request.body)),
  )

  app.post<Body<{ register_key: string }>>(
    '/identity/v1/recruiter_agent/register',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: `Đăng ký làm đại lý tuyển dụng bằng mã đăng ký${AUTH}`,
        body: inputs.recruiterAgent.schema,
        response: responses(RecruiterAgent, [400, 401, 409, 429]),
      },
      preValidation: inputs.recruiterAgent.preValidation,
    },
    async (request) => ok(await registerRecruiterAgent(deps, userOf(request), request.body.register_key)),
  )
}
