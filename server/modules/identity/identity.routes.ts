// Routes of the identity service (SPEC 7.6), contract in docs/decisions/0003-accounts.md.
import { randomUUID } from 'node:crypto'
import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { RouteContext } from '../../app'
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
import { optionalUser, requireUser, type AuthUser } from './tokens'
import { unauthorized } from '../../lib/errors'

const TAGS = ['identity']
const AUTH = ' (cần đăng nhập: Authorization: Bearer <token>)'

type Body<T> = { Body: T }

export default async function identityRoutes(app: FastifyInstance, context: RouteContext) {
  const { db } = context
  const messaging = createMessaging(context)
  app.addHook('onClose', async () => messaging.close())
  const deps: IdentityDeps = { db, env: context.env, messaging, realtime: context.realtime }
  const login = createAuthenticator(deps)
  const caller = (request: FastifyRequest): Caller => ({ ip: request.ip, userAgent: request.headers['user-agent'] })

  // Signed-in routes check the token first (onRequest), so an anonymous caller gets 401, not a 400
  // about a body it should not have sent.
  const signedIn = new WeakMap<FastifyRequest, AuthUser>()
  const authenticate = async (request: FastifyRequest) => {
    signedIn.set(request, await requireUser(db, request))
  }
  const userOf = (request: FastifyRequest): AuthUser => {
    const user = signedIn.get(request)
    if (!user) throw unauthorized()
    return user
  }

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
      schema: {
        tags: TAGS,
        summary: 'Gửi mã xác thực (OTP) qua SMS hoặc email',
        description: 'add_phone và verify_email cần đăng nhập. Giới hạn 1 lần/60 giây và 5 lần/giờ cho mỗi số hoặc email, 20 lần/giờ cho mỗi IP.',
        body: inputs.otpSend.schema,
        response: responses(OtpSent, [400, 401, 409, 429, 503]),
      },
      preValidation: inputs.otpSend.preValidation,
    },
    async (request) => {
      const user = await optionalUser(db, request)
      return ok(await sendOtp(deps, request.body, { ...caller(request), user }))
    },
  )

  app.post<Body<OtpBody & { code: string }>>(
    '/identity/v1/otps/verify',
    {
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
      schema: {
        tags: TAGS,
        summary: 'Đăng ký tài khoản bằng số điện thoại đã xác thực',
        body: inputs.register.schema,
        response: responses(Registered, [400, 409]),
      },
      preValidation: inputs.register.preValidation,
    },
    async (request) => ok(await register(deps, request.body, caller(request))),
  )

  app.post<Body<{ phone: string; password: string }>>(
    '/identity/v1/login',
    {
      schema: {
        tags: TAGS,
        summary: 'Đăng nhập, trả về request_id để đổi lấy token',
        body: inputs.login.schema,
        response: responses(RequestId, [400, 429]),
      },
      preValidation: inputs.login.preValidation,
    },
    async (request) => ok(await login(request.body, caller(request))),
  )

  app.post<Body<{ request_id: string }>>(
    '/identity/v1/token',
    {
      schema: {
        tags: TAGS,
        summary: 'Đổi request_id (dùng một lần, 2 phút) lấy token đăng nhập',
        body: inputs.token.schema,
        response: responses(TokenIssued),
      },
    },
    async (request) => ok(await exchangeToken(deps, request.body.request_id, caller(request))),
  )

  app.get(
    '/identity/v1/valid-token',
    {
      onRequest: authenticate,
      schema: { tags: TAGS, summary: `Kiểm tra token, trả về người dùng${AUTH}`, response: responses(SelfUser, [401]) },
    },
    async (request) => ok(toSelfUser(userOf(request))),
  )

  app.post(
    '/identity/v1/logout',
    {
      onRequest: authenticate,
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
      onRequest: authenticate,
      schema: { tags: TAGS, summary: `Thông tin tài khoản${AUTH}`, response: responses(SelfDetail, [401]) },
    },
    async (request) => ok(await selfDetail(deps, userOf(request))),
  )

  app.get(
    '/identity/v1/account',
    {
      onRequest: authenticate,
      schema: { tags: TAGS, summary: `Số dư tài khoản chính và khuyến mãi (đồng)${AUTH}`, response: responses(Account, [401]) },
    },
    async (request) => ok(await account(deps, userOf(request))),
  )

  app.get(
    '/identity/v1/loyalty',
    {
      onRequest: authenticate,
      schema: { tags: TAGS, summary: `Hạng thành viên${AUTH}`, response: responses(Loyalty, [401]) },
    },
    async (request) => ok(await loyalty(deps, userOf(request))),
  )

  app.get(
    '/identity/v1/login-info',
    {
      onRequest: authenticate,
      schema: { tags: TAGS, summary: `Lần đăng nhập gần nhất và số phiên đăng nhập${AUTH}`, response: responses(LoginInfo, [401]) },
    },
    async (request) => ok(await loginInfo(deps, userOf(request))),
  )

  app.get(
    '/identity/v1/new-guid',
    { schema: { tags: TAGS, summary: 'Tạo một GUID mới', response: responses(Guid, []) } },
    async () => ok({ guid: randomUUID() }),
  )

  app.get<{ Querystring: { phone: string } }>(
    '/identity/v1/phone-exist',
    {
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
      onRequest: authenticate,
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
      schema: {
        tags: TAGS,
        summary: 'Đặt lại mật khẩu bằng số điện thoại đã xác thực; đăng xuất mọi phiên cũ',
        body: inputs.resetPassword.schema,
        response: responses(RequestId),
      },
      preValidation: inputs.resetPassword.preValidation,
    },
    async (request) => ok(await resetPassword(deps, request.body, caller(request))),
  )

  app.put<Body<{ old_password: string; password: string }>>(
    '/identity/v1/change-password',
    {
      onRequest: authenticate,
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
      onRequest: authenticate,
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
      onRequest: authenticate,
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
      onRequest: authenticate,
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
      onRequest: authenticate,
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
