// Wire schemas of the identity endpoints: requests derived from the rules in src/domain (with the
// normalisation the rules ask for applied before validation), responses in TypeBox.
import { Type, type TSchema } from '@sinclair/typebox'
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify'
import { objectSchema, type JsonSchema } from '../../../src/domain/validation/json-schema'
import { normalizeValue, rules, type FieldRule, type IntegerRule, type StringRule } from '../../../src/domain/validation/rules'
import { OTP_MSG, OTP_PURPOSES } from './otp'

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()])

/**
 * Route input from named rules: the JSON schema for validation and /openapi.json, plus a
 * preValidation hook that normalises the values first (+84 phones -> 0..., NFC text, e-mail case).
 */
export function input(
  part: 'body' | 'query',
  properties: Record<string, FieldRule>,
  required: string[] = [],
): { schema: JsonSchema; preValidation: preValidationAsyncHookHandler } {
  const normalised = Object.entries(properties).filter(([, rule]) => rule.type === 'string' && rule.normalize)
  const optional = Object.keys(properties).filter((name) => !required.includes(name))
  return {
    schema: objectSchema(properties, required),
    preValidation: async (request: FastifyRequest) => {
      const values = request[part] as Record<string, unknown> | null | undefined
      if (!values || typeof values !== 'object' || Array.isArray(values)) return
      for (const [name, rule] of normalised) {
        const value = values[name]
        // A number such as 84912345678 is still a phone number typed without quotes.
        if (typeof value === 'string' || typeof value === 'number') values[name] = normalizeValue(rule, String(value))
      }
      // An optional field sent empty counts as not sent, rather than failing its pattern.
      for (const name of optional) if (values[name] === '') delete values[name]
    },
  }
}

const VERIFY_TOKEN: StringRule = {
  type: 'string',
  label: 'verify_token',
  required: 'Vui lòng xác thực số điện thoại bằng mã OTP trước.',
  maxLength: { value: 200, message: OTP_MSG.verifyToken },
}

export const REQUEST_ID_MSG = 'Phiên đăng nhập đã hết hạn hoặc đã được sử dụng, vui lòng đăng nhập lại.'

const REQUEST_ID: StringRule = {
  type: 'string',
  label: 'request_id',
  required: 'Thiếu mã phiên đăng nhập (request_id).',
  maxLength: { value: 200, message: REQUEST_ID_MSG },
}

const OTP_TYPE: IntegerRule = {
  type: 'integer',
  label: 'Loại mã xác thực',
  oneOf: { values: [1, 2, 3], message: 'Loại mã xác thực không hợp lệ (1: ứng dụng, 2: SMS, 3: email).' },
}

const OTP_PURPOSE: StringRule = {
  type: 'string',
  label: 'Mục đích lấy mã',
  required: 'Thiếu mục đích lấy mã xác thực (purpose).',
  pattern: {
    source: `^(${OTP_PURPOSES.join('|')})$`,
    message: `Mục đích lấy mã không hợp lệ (${OTP_PURPOSES.join(', ')}).`,
  },
}

// Optional in the schema: which of the two is needed depends on the purpose (checked in the service).
const OPTIONAL_PHONE: StringRule = { ...rules.phone, required: undefined }
const OPTIONAL_EMAIL: StringRule = { ...rules.email, required: undefined }

const OLD_PASSWORD: StringRule = {
  type: 'string',
  label: 'Mật khẩu hiện tại',
  required: 'Vui lòng nhập mật khẩu hiện tại',
  maxLength: rules.password.maxLength,
}

const FULL_NAME: StringRule = rules.fullName

export const inputs = {
  otpSend: input('body', { phone: OPTIONAL_PHONE, email: OPTIONAL_EMAIL, type: OTP_TYPE, purpose: OTP_PURPOSE }, ['purpose']),
  otpVerify: input('body', { phone: OPTIONAL_PHONE, email: OPTIONAL_EMAIL, purpose: OTP_PURPOSE, code: rules.otpCode }, [
    'purpose',
    'code',
  ]),
  register: input('body', { phone: rules.phone, password: rules.password, full_name: FULL_NAME, verify_token: VERIFY_TOKEN }, [
    'phone',
    'password',
    'full_name',
    'verify_token',
  ]),
  login: input('body', { phone: rules.phone, password: rules.password }, ['phone', 'password']),
  token: input('body', { request_id: REQUEST_ID }, ['request_id']),
  phoneExist: input('query', { phone: rules.phone }, ['phone']),
  addPhone: input('body', { phone: rules.phone, verify_token: VERIFY_TOKEN }, ['phone', 'verify_token']),
  resetPassword: input('body', { phone: rules.phone, verify_token: VERIFY_TOKEN, password: rules.password }, [
    'phone',
    'verify_token',
    'password',
  ]),
  changePassword: input('body', { old_password: OLD_PASSWORD, password: rules.password }, ['old_password', 'password']),
  fullName: input('body', { full_name: FULL_NAME }, ['full_name']),
  emailSend: input('body', { email: rules.email }, ['email']),
  emailVerify: input('body', { email: rules.email, code: rules.otpCode }, ['email', 'code']),
  recruiterAgent: input('body', { register_key: rules.registerKey }, ['register_key']),
}

export const SelfUser = Type.Object({
  id: Type.Integer(),
  user_uid: Type.String(),
  full_name: Nullable(Type.String()),
  phone: Type.String(),
  image_url: Nullable(Type.String()),
  has_deposit_reward: Type.Boolean(),
  staff_role: Nullable(Type.String()),
})

export const SelfDetail = Type.Object({
  ...SelfUser.properties,
  email: Nullable(Type.String()),
  email_verified: Type.Boolean(),
  user_type: Type.Integer(),
  user_type_name: Type.String(),
  phones: Type.Array(Type.String()),
})

export const OtpSent = Type.Object({ expires_in: Type.Integer(), resend_after: Type.Integer() })
export const VerifyToken = Type.Object({ verify_token: Type.String() })
export const RequestId = Type.Object({ request_id: Type.String() })
export const Registered = Type.Object({ request_id: Type.String(), user_id: Type.Integer() })
export const TokenIssued = Type.Object({ token: Type.String(), expires_at: Type.String({ format: 'date-time' }) })
export const Account = Type.Object({ account_amount: Type.Integer(), account_bonus: Type.Integer() })
export const Loyalty = Type.Object({ loyalty_id: Type.Integer(), name: Type.String() })
export const LoginInfo = Type.Object({
  last_login_at: Nullable(Type.String({ format: 'date-time' })),
  last_login_ip: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
  /** Sessions (signed-in devices) still valid. */
  sessions: Type.Integer(),
})
export const Guid = Type.Object({ guid: Type.String({ format: 'uuid' }) })
export const PhoneExist = Type.Object({ exist: Type.Boolean() })
export const Phones = Type.Object({ phones: Type.Array(Type.String()) })
export const RecruiterAgent = Type.Object({ user_type: Type.Literal(9), user_type_name: Type.String() })
