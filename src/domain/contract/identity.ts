// The identity API's contract (SPEC 7.6; docs/decisions/0003-accounts.md, 0035-api-contract.md):
// one-time codes, sign-up, sign-in and its token, the account's details, phones, password, name and
// e-mail, and becoming a recruiter agent. Requests are made of the validation rules, which the
// server applies after normalising what they ask (ruledFields).
import { Type, type Static } from '@sinclair/typebox'
import { IDENTITY_INPUT_MSG, OTP_PURPOSES, type OtpPurpose } from '../identity'
import { rules, type IntegerRule, type StringRule } from '../validation/rules'
import { defineContract } from './define'
import { identityPaths } from './identity.paths'
import { DateTime, Nullable, ruled, ruledFields } from './schema'

const AUTH = ' (cần đăng nhập: Authorization: Bearer <token>)'

// ---------------------------------------------------------------------------------------------
// Requests

const VERIFY_TOKEN: StringRule = {
  type: 'string',
  label: 'verify_token',
  required: 'Vui lòng xác thực số điện thoại bằng mã OTP trước.',
  maxLength: { value: 200, message: IDENTITY_INPUT_MSG.verifyToken },
}

const REQUEST_ID: StringRule = {
  type: 'string',
  label: 'request_id',
  required: 'Thiếu mã phiên đăng nhập (request_id).',
  maxLength: { value: 200, message: IDENTITY_INPUT_MSG.requestId },
}

const OTP_TYPE: IntegerRule = {
  type: 'integer',
  label: 'Loại mã xác thực',
  oneOf: { values: [1, 2, 3], message: 'Loại mã xác thực không hợp lệ (1: ứng dụng, 2: SMS, 3: email).' },
}

const OTP_PURPOSE_RULE: StringRule = {
  type: 'string',
  label: 'Mục đích lấy mã',
  required: 'Thiếu mục đích lấy mã xác thực (purpose).',
  pattern: {
    source: `^(${OTP_PURPOSES.join('|')})$`,
    message: `Mục đích lấy mã không hợp lệ (${OTP_PURPOSES.join(', ')}).`,
  },
}
const OTP_PURPOSE = ruled<OtpPurpose>(OTP_PURPOSE_RULE)
const PURPOSE_REQUIRED = { purpose: OTP_PURPOSE_RULE.required as string }

// Optional in the schema: which of the two is needed depends on the purpose (checked in the service).
const OPTIONAL_PHONE: StringRule = { ...rules.phone, required: undefined }
const OPTIONAL_EMAIL: StringRule = { ...rules.email, required: undefined }

const OLD_PASSWORD: StringRule = {
  type: 'string',
  label: 'Mật khẩu hiện tại',
  required: 'Vui lòng nhập mật khẩu hiện tại',
  maxLength: rules.password.maxLength,
}

/** Each request's rules and schema; the server normalises the values before validating them. */
export const identityInputs = {
  otpSend: ruledFields({ phone: OPTIONAL_PHONE, email: OPTIONAL_EMAIL, type: OTP_TYPE, purpose: OTP_PURPOSE }, ['purpose'], PURPOSE_REQUIRED),
  otpVerify: ruledFields({ phone: OPTIONAL_PHONE, email: OPTIONAL_EMAIL, purpose: OTP_PURPOSE, code: rules.otpCode }, ['purpose', 'code'], PURPOSE_REQUIRED),
  register: ruledFields({ phone: rules.phone, password: rules.password, full_name: rules.fullName, verify_token: VERIFY_TOKEN }, [
    'phone',
    'password',
    'full_name',
    'verify_token',
  ]),
  login: ruledFields({ phone: rules.phone, password: rules.password }, ['phone', 'password']),
  token: ruledFields({ request_id: REQUEST_ID }, ['request_id']),
  phoneExist: ruledFields({ phone: rules.phone }, ['phone']),
  addPhone: ruledFields({ phone: rules.phone, verify_token: VERIFY_TOKEN }, ['phone', 'verify_token']),
  resetPassword: ruledFields({ phone: rules.phone, verify_token: VERIFY_TOKEN, password: rules.password }, ['phone', 'verify_token', 'password']),
  changePassword: ruledFields({ old_password: OLD_PASSWORD, password: rules.password }, ['old_password', 'password']),
  fullName: ruledFields({ full_name: rules.fullName }, ['full_name']),
  emailSend: ruledFields({ email: rules.email }, ['email']),
  emailVerify: ruledFields({ email: rules.email, code: rules.otpCode }, ['email', 'code']),
  recruiterAgent: ruledFields({ register_key: rules.registerKey }, ['register_key']),
}

// ---------------------------------------------------------------------------------------------
// Answers

/** The signed-in person as every page knows them. */
export const SelfUser = Type.Object({
  id: Type.Integer(),
  user_uid: Type.String(),
  full_name: Nullable(Type.String()),
  phone: Type.String(),
  image_url: Nullable(Type.String()),
  has_deposit_reward: Type.Boolean(),
  /** platform staff (moderator, admin): the moderation console is theirs */
  staff_role: Nullable(Type.String()),
})
export type SelfUser = Static<typeof SelfUser>

export const SelfDetail = Type.Object({
  ...SelfUser.properties,
  email: Nullable(Type.String()),
  email_verified: Type.Boolean(),
  user_type: Type.Integer(),
  user_type_name: Type.String(),
  phones: Type.Array(Type.String()),
})
export type SelfDetail = Static<typeof SelfDetail>

export const OtpSent = Type.Object({
  expires_in: Type.Integer(),
  /** seconds before another code may be sent */
  resend_after: Type.Integer(),
})
export type OtpSent = Static<typeof OtpSent>

export const VerifyToken = Type.Object({ verify_token: Type.String() })
export type VerifyToken = Static<typeof VerifyToken>

/** A single-use request id the site exchanges for a token (SPEC 4.1). */
export const SignInKey = Type.Object({ request_id: Type.String() })
export type SignInKey = Static<typeof SignInKey>

export const Registered = Type.Object({ request_id: Type.String(), user_id: Type.Integer() })
export type Registered = Static<typeof Registered>

export const TokenIssued = Type.Object({ token: Type.String(), expires_at: DateTime })
export type TokenIssued = Static<typeof TokenIssued>

/** Main and promotion balances, integer đồng. */
export const Account = Type.Object({ account_amount: Type.Integer(), account_bonus: Type.Integer() })
export type Account = Static<typeof Account>

/** loyalty_id 1 Thường ... 6 Kim Cương (SPEC 3). */
export const Loyalty = Type.Object({ loyalty_id: Type.Integer(), name: Type.String() })
export type Loyalty = Static<typeof Loyalty>

export const LoginInfo = Type.Object({
  last_login_at: Nullable(DateTime),
  last_login_ip: Nullable(Type.String()),
  created_at: DateTime,
  /** sessions (signed-in devices) still valid */
  sessions: Type.Integer(),
})
export type LoginInfo = Static<typeof LoginInfo>

export const Guid = Type.Object({ guid: Type.String({ format: 'uuid' }) })
export const PhoneExist = Type.Object({ exist: Type.Boolean() })
export const Phones = Type.Object({ phones: Type.Array(Type.String()) })
export const RecruiterAgent = Type.Object({ user_type: Type.Literal(9), user_type_name: Type.String() })
export type RecruiterAgent = Static<typeof RecruiterAgent>

const OWNS = [
  '/identity/v1/otps/',
  '/identity/v1/register',
  '/identity/v1/login',
  '/identity/v1/token',
  '/identity/v1/valid-token',
  '/identity/v1/logout',
  '/identity/v1/self',
  '/identity/v1/account',
  '/identity/v1/loyalty',
  '/identity/v1/new-guid',
  '/identity/v1/phone',
  '/identity/v1/reset-password',
  '/identity/v1/change-password',
  '/identity/v1/full-name',
  '/identity/v1/email/',
  '/identity/v1/recruiter_agent/',
]

export const identityContract = defineContract('identity', OWNS, identityPaths, {
  otpSend: {
    summary: 'Gửi mã xác thực (OTP) qua SMS hoặc email',
    description:
      'add_phone và verify_email cần đăng nhập. Giới hạn theo từng mục đích: 1 lần/60 giây và 5 lần/giờ cho mỗi số hoặc email từ một IP, 10 lần/giờ cho mỗi số hoặc email, 20 lần/giờ cho mỗi IP.',
    body: identityInputs.otpSend.schema,
    response: OtpSent,
    errors: [400, 401, 409, 429, 503],
  },
  otpVerify: {
    summary: 'Kiểm tra mã xác thực, trả về verify_token dùng một lần',
    body: identityInputs.otpVerify.schema,
    response: VerifyToken,
  },
  register: {
    summary: 'Đăng ký tài khoản bằng số điện thoại đã xác thực',
    body: identityInputs.register.schema,
    response: Registered,
    errors: [400, 409],
  },
  login: {
    summary: 'Đăng nhập, trả về request_id để đổi lấy token',
    body: identityInputs.login.schema,
    response: SignInKey,
    errors: [400, 429],
  },
  token: {
    summary: 'Đổi request_id (dùng một lần, 2 phút) lấy token đăng nhập',
    description:
      'Chỉ trình duyệt đã đăng nhập mới đổi được: request_id gắn với cookie vl_signin (HttpOnly, SameSite=Strict) mà đăng nhập, đăng ký hoặc đặt lại mật khẩu đặt cho trình duyệt đó.',
    body: identityInputs.token.schema,
    response: TokenIssued,
  },
  validToken: { summary: `Kiểm tra token, trả về người dùng${AUTH}`, response: SelfUser, errors: [401] },
  logout: { summary: `Đăng xuất (thu hồi token)${AUTH}`, response: Type.Null(), errors: [401] },
  self: { summary: `Thông tin tài khoản${AUTH}`, response: SelfDetail, errors: [401] },
  account: { summary: `Số dư tài khoản chính và khuyến mãi (đồng)${AUTH}`, response: Account, errors: [401] },
  loyalty: { summary: `Hạng thành viên${AUTH}`, response: Loyalty, errors: [401] },
  loginInfo: { summary: `Lần đăng nhập gần nhất và số phiên đăng nhập${AUTH}`, response: LoginInfo, errors: [401] },
  newGuid: { summary: 'Tạo một GUID mới', response: Guid, errors: [] },
  phoneExist: {
    summary: 'Số điện thoại đã có tài khoản chưa',
    description: 'Giới hạn 30 lần/15 phút cho mỗi IP.',
    query: identityInputs.phoneExist.schema,
    response: PhoneExist,
    errors: [400, 429],
  },
  addPhone: {
    summary: `Thêm số điện thoại đã xác thực (OTP add_phone)${AUTH}`,
    body: identityInputs.addPhone.schema,
    response: Phones,
    errors: [400, 401, 409],
  },
  resetPassword: {
    summary: 'Đặt lại mật khẩu bằng số điện thoại đã xác thực; đăng xuất mọi phiên cũ',
    body: identityInputs.resetPassword.schema,
    response: SignInKey,
  },
  changePassword: {
    summary: `Đổi mật khẩu; đăng xuất các phiên khác${AUTH}`,
    body: identityInputs.changePassword.schema,
    response: Type.Null(),
    errors: [400, 401, 429],
  },
  fullName: {
    summary: `Cập nhật họ tên${AUTH}`,
    body: identityInputs.fullName.schema,
    response: SelfUser,
    errors: [400, 401],
  },
  emailSend: {
    summary: `Gửi mã xác thực đến email${AUTH}`,
    body: identityInputs.emailSend.schema,
    response: OtpSent,
    errors: [400, 401, 409, 429, 503],
  },
  emailVerify: {
    summary: `Xác thực email bằng mã đã gửi${AUTH}`,
    body: identityInputs.emailVerify.schema,
    response: SelfUser,
    errors: [400, 401],
  },
  recruiterAgent: {
    summary: `Đăng ký làm đại lý tuyển dụng bằng mã đăng ký${AUTH}`,
    body: identityInputs.recruiterAgent.schema,
    response: RecruiterAgent,
    errors: [400, 401, 409, 429],
  },
})

export type IdentityContract = (typeof identityContract)['operations']
