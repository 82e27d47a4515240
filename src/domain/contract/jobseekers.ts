// The job-seeker profile's contract (SPEC 7.5, 7.9; server/modules/jobseekers/README.md,
// docs/decisions/0004-jobseeker.md, 0035-api-contract.md): the form's field configs, one's own
// profile (create, update, delete, export), the phone check, auto-apply, the self-description
// suggestion and the avatar upload. Request bodies are derived from the profile field configs of
// src/domain/profile (types, shapes and sanity caps, with the field's own messages); the exact
// SPEC 5 rules run after normalisation in the service with validateProfile, so the server and the
// form say the same sentences.
import { Type, type Static } from '@sinclair/typebox'
import { LIMITS } from '../constants'
import { AUTO_APPLY_DAYS } from '../profile/auto-apply'
import { fieldByName, type FieldConfig } from '../forms/field-config'
import { profileFields } from '../profile/fields'
import { PROFILE_MSG } from '../profile/messages'
import { SELF_DESCRIPTION_KEYS, type ProfileValues } from '../profile/validate'
import type { JsonSchema } from '../validation/json-schema'
import { fieldMessages, MONTH_MESSAGES } from '../validation/rules'
import { defineContract } from './define'
import { jobseekersPaths } from './jobseekers.paths'
import { UPLOAD_DOC } from './media'
import { DateTime, Nullable } from './schema'

const AUTH = ' (cần đăng nhập: Authorization: Bearer <token>)'

/** A profile as the form sends it: its values, and the phone's proof when it is not the account's. */
export type ProfileBody = ProfileValues & {
  /** verify_token of POST /identity/v1/otps/verify (purpose verify_phone) */
  verify_token?: string
  /** move a number another account's profile holds to this one */
  take_over_phone?: boolean | null
}

/** PUT /job/v1/jobseekers/auto-apply */
export interface AutoApplyRequest {
  apply_auto: boolean
  email?: string | null
  off_reason?: string | null
  source_code?: string | null
  /** required to turn it on: the profile is sent to the recruiters of the jobs it applies to */
  consent?: boolean | null
}

// ---------------------------------------------------------------------------------------------
// Requests

const MAX_ID = 2_147_483_647

const FIELDS = profileFields()
const field = (name: string): FieldConfig => {
  const found = fieldByName(FIELDS, name)
  if (!found) throw new Error(`profile field ${name} is not configured`)
  return found
}
const invalid = (label: string) => `${label} không hợp lệ`

/** A text value: string or null; the cap (well above the field's limit) only stops absurd input. */
function text(config: FieldConfig, cap?: number): JsonSchema {
  const limit = cap ?? (config.max_length ? config.max_length * 2 + 100 : 5000)
  const tooLong =
    config.max_length_message ?? (config.max_length ? fieldMessages.maxLength(config.label, config.max_length) : invalid(config.label))
  return {
    type: ['string', 'null'],
    description: config.label,
    maxLength: limit,
    'x-messages': { type: invalid(config.label), maxLength: tooLong },
  }
}

function id(config: FieldConfig): JsonSchema {
  return {
    type: ['integer', 'null'],
    description: config.label,
    minimum: 0,
    maximum: MAX_ID,
    'x-finite': true,
    'x-messages': { type: invalid(config.label), minimum: invalid(config.label), maximum: invalid(config.label), 'x-finite': invalid(config.label) },
  }
}

function money(config: FieldConfig): JsonSchema {
  return {
    type: ['integer', 'null'],
    description: config.label,
    minimum: config.min_value ?? 0,
    maximum: (config.max_value ?? Number.MAX_SAFE_INTEGER) - 1,
    'x-finite': true,
    'x-messages': {
      type: invalid(config.label),
      'x-finite': invalid(config.label),
      minimum: fieldMessages.minValue(config.label, config.min_value ?? 0, true),
      maximum: fieldMessages.maxValue(config.label, config.max_value ?? Number.MAX_SAFE_INTEGER, true),
    },
  }
}

const flag = (label: string): JsonSchema => ({
  type: ['boolean', 'null'],
  description: label,
  'x-messages': { type: invalid(label) },
})

const salary = field('salary')
const workHistory = field('work_history')
const workField = (name: string) => workHistory.fields?.find((f) => f.name === name) as FieldConfig
const month = (label: string): JsonSchema => ({
  type: ['string', 'null'],
  description: `${label} (MM/YYYY)`,
  maxLength: 20,
  'x-messages': { type: MONTH_MESSAGES.format, maxLength: MONTH_MESSAGES.format },
})

const profileProperties: Record<string, JsonSchema> = {
  image_url: text(field('image_url')),
  avatar: {
    type: ['string', 'null'],
    description: 'Mã ảnh (media id) do dịch vụ ảnh trả về',
    maxLength: 100,
    'x-messages': { type: invalid('Ảnh đại diện'), maxLength: invalid('Ảnh đại diện') },
  },
  full_name: text(field('full_name')),
  phone: text(field('phone'), 40),
  email: text(field('email')),
  birth_year: id(field('birth_year')),
  gender: id(field('gender')),
  job_types: {
    type: ['array', 'null'],
    description: `${field('job_types').label} (mã ngành nghề, tối đa ${LIMITS.maxJobTypes})`,
    maxItems: LIMITS.maxJobTypes,
    items: id(field('job_types')),
    'x-messages': { type: invalid(field('job_types').label), maxItems: PROFILE_MSG.maxJobTypes },
  },
  city_id: id(field('city_id')),
  district_id: id(field('district_id')),
  salary_min: money(salary.from as FieldConfig),
  salary_max: money(salary.to as FieldConfig),
  experience_id: id(field('experience_id')),
  experience_text: text(field('experience_text')),
  work_history: {
    type: ['array', 'null'],
    description: workHistory.label,
    maxItems: workHistory.max_items,
    items: {
      type: 'object',
      properties: {
        company: text(workField('company')),
        position: text(workField('position')),
        start_date: month('Thời gian bắt đầu'),
        end_date: month('Thời gian kết thúc'),
      },
      additionalProperties: false,
      'x-messages': { type: invalid(workHistory.label) },
    },
    'x-messages': { type: invalid(workHistory.label), maxItems: `${workHistory.label} có tối đa ${workHistory.max_items} mục` },
  },
  education_id: id(field('education_id')),
  // The readiness option ids 1 and 2 are accepted too (readinessIds turns them into true/false).
  readiness: {
    type: ['boolean', 'null'],
    description: 'true (id 1) "Đi làm ngay", false (id 2) "Cần thêm thời gian chuẩn bị"',
    'x-messages': { type: fieldMessages.required('chọn', field('readiness').message ?? 'thời gian có thể đi làm') },
  },
  description: text(field('description')),
  searchable: flag(field('searchable').label),
  verify_token: {
    type: 'string',
    description: 'verify_token của POST /identity/v1/otps/verify (purpose verify_phone) khi số điện thoại không phải của tài khoản',
    maxLength: 200,
    'x-messages': { type: PROFILE_MSG.phoneNotVerified, maxLength: PROFILE_MSG.phoneNotVerified },
  },
  take_over_phone: flag('Tiếp tục tạo hồ sơ mới với số điện thoại đã có hồ sơ'),
}

const body = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  properties,
  additionalProperties: false,
  'x-messages': { type: 'Nội dung gửi lên không hợp lệ.' },
})

const createBody = Type.Unsafe<ProfileBody & { consent?: boolean | null }>(body({ ...profileProperties, consent: flag('Đồng ý xử lý thông tin hồ sơ') }))
const updateBody = Type.Unsafe<ProfileBody>(body(profileProperties))

const userIdParams = Type.Unsafe<{ user_id: number }>({
  type: 'object',
  properties: {
    user_id: {
      type: 'integer',
      minimum: 1,
      maximum: Number.MAX_SAFE_INTEGER,
      'x-finite': true,
      'x-messages': { type: 'Mã người dùng không hợp lệ.', minimum: 'Mã người dùng không hợp lệ.', maximum: 'Mã người dùng không hợp lệ.', 'x-finite': 'Mã người dùng không hợp lệ.' },
    },
  },
  required: ['user_id'],
})

const phoneOwnerQuery = Type.Unsafe<{ phone: string; verify_token?: string }>({
  type: 'object',
  properties: {
    phone: { ...text(field('phone'), 40), type: 'string' },
    verify_token: profileProperties.verify_token,
  },
  required: ['phone'],
  additionalProperties: false,
  'x-required-messages': { phone: field('phone').required_message },
})

const autoApplyBody = Type.Unsafe<AutoApplyRequest>({
  type: 'object',
  properties: {
    apply_auto: { type: 'boolean', description: 'Bật (true) hoặc tắt (false)', 'x-messages': { type: 'apply_auto phải là true hoặc false.' } },
    email: text(field('email')),
    off_reason: {
      type: ['string', 'null'],
      description: 'Lý do tắt',
      maxLength: 500,
      'x-messages': { type: invalid('Lý do tắt'), maxLength: fieldMessages.maxLength('Lý do tắt', 500) },
    },
    source_code: {
      type: ['string', 'null'],
      description: 'Nơi bật/tắt (ví dụ: listing, profile, mobile_hint)',
      maxLength: 50,
      'x-messages': { type: invalid('source_code'), maxLength: invalid('source_code') },
    },
    consent: flag('Đồng ý gửi hồ sơ khi tự động ứng tuyển'),
  },
  required: ['apply_auto'],
  additionalProperties: false,
  'x-required-messages': { apply_auto: 'Thiếu apply_auto (true để bật, false để tắt).' },
})

/** Optional unsaved form values the suggestion may use instead of the stored profile. */
const selfDescriptionBody = Type.Unsafe<ProfileValues | null>({
  type: ['object', 'null'],
  properties: Object.fromEntries(SELF_DESCRIPTION_KEYS.map((name) => [name, profileProperties[name]])),
  additionalProperties: false,
})

// ---------------------------------------------------------------------------------------------
// Answers

const Named = Type.Object({ id: Type.Integer(), name: Type.String() })

const WorkHistoryItem = Type.Object({
  company: Type.String(),
  position: Type.String(),
  start_date: Type.String(),
  end_date: Nullable(Type.String()),
})

/** A job-seeker profile (SPEC 3 "Jobseeker"): GET self, and the answer of create and update. */
export const Jobseeker = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  full_name: Type.String(),
  /** null when a newer profile of another account took the number over */
  phone: Nullable(Type.String()),
  phone_verified: Type.Boolean(),
  email: Nullable(Type.String()),
  /** media id of the avatar, when the media service gave one */
  avatar: Nullable(Type.String()),
  image_url: Nullable(Type.String()),
  birth_year: Nullable(Type.Integer()),
  gender: Nullable(Type.Integer()),
  /** chosen job types resolved through the job config; is_deleted: no longer offered */
  job_types: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), is_deleted: Type.Boolean() })),
  /** a chosen job type was deleted: the site opens the edit form (SPEC 2.5) */
  is_job_type_delete: Type.Boolean(),
  city_id: Nullable(Type.Integer()),
  district_id: Nullable(Type.Integer()),
  city: Nullable(Named),
  district: Nullable(Named),
  salary_min: Nullable(Type.Integer()),
  salary_max: Nullable(Type.Integer()),
  experience_id: Nullable(Type.Integer()),
  has_experience: Type.Boolean(),
  experience_text: Nullable(Type.String()),
  work_history: Type.Array(WorkHistoryItem),
  education_id: Nullable(Type.Integer()),
  readiness: Nullable(Type.Boolean()),
  description: Nullable(Type.String()),
  searchable: Type.Boolean(),
  consent_at: DateTime,
  /** 1000 waiting, 1001 approved, 1002 rejected (REVIEW_STATUS) */
  process_state: Type.Integer(),
  reject_reason: Nullable(Type.String()),
  /** on now (turned on and not lapsed) */
  apply_auto: Type.Boolean(),
  apply_auto_email: Nullable(Type.String()),
  apply_auto_until: Nullable(DateTime),
  /** when on: until when; when it lapsed: that it lapsed; otherwise null */
  expired_message: Nullable(Type.String()),
  /** 0 to 1, two decimals */
  complete_percentage: Type.Number(),
  missing_fields: Type.Array(Type.Object({ name: Type.String(), label: Type.String() })),
  /** nothing a good profile needs is missing ("Hồ sơ tốt") */
  is_satisfied: Type.Boolean(),
  created_at: DateTime,
  updated_at: DateTime,
})
export type Jobseeker = Static<typeof Jobseeker>

// Field configs are open-ended data (SPEC 3 lists many optional keys); they are sent as they are.
export const ProfileFieldsResponse = Type.Object({
  fields: Type.Unsafe<FieldConfig[]>(Type.Array(Type.Object({}, { additionalProperties: true }))),
  /** days auto-apply stays on */
  auto_apply_days: Type.Integer(),
})
export type ProfileFieldsResponse = Static<typeof ProfileFieldsResponse>

export const PhoneOwner = Type.Object({
  phone: Type.String(),
  /** some profile carries this verified number */
  has_profile: Type.Boolean(),
  /** that profile is the caller's own */
  is_own: Type.Boolean(),
})
export type PhoneOwner = Static<typeof PhoneOwner>

export const AutoApplyResult = Type.Object({
  apply_auto: Type.Boolean(),
  apply_auto_email: Nullable(Type.String()),
  apply_auto_until: Nullable(DateTime),
  expired_message: Nullable(Type.String()),
  message: Type.String(),
})
export type AutoApplyResult = Static<typeof AutoApplyResult>

export const SelfDescription = Type.Object({ text: Type.String(), source: Type.Union([Type.Literal('openai'), Type.Literal('local')]) })
export type SelfDescription = Static<typeof SelfDescription>

const Inbox = Type.Object({
  id: Type.Integer(),
  part: Type.String(),
  title: Type.String(),
  content: Type.String(),
  url: Nullable(Type.String()),
  is_read: Type.Boolean(),
  created_at: Type.String(),
})

export const PersonalDataExport = Type.Object({
  exported_at: DateTime,
  /** every file held for the person (uploaded images), in use or waiting to be cleaned up */
  files: Type.Array(
    Type.Object({
      id: Type.Integer(),
      kind: Type.String(),
      url: Type.String(),
      width: Type.Integer(),
      height: Type.Integer(),
      bytes: Type.Integer(),
      in_use: Type.Boolean(),
      created_at: Type.String(),
    }),
  ),
  account: Type.Object({
    id: Type.Integer(),
    user_uid: Type.String(),
    phone: Type.String(),
    phones: Type.Array(Type.String()),
    full_name: Nullable(Type.String()),
    email: Nullable(Type.String()),
    email_verified_at: Nullable(Type.String()),
    image_url: Nullable(Type.String()),
    user_type: Type.Integer(),
    created_at: Type.String(),
    last_login_at: Nullable(Type.String()),
    last_login_ip: Nullable(Type.String()),
  }),
  sessions: Type.Array(
    Type.Object({
      created_at: Type.String(),
      last_used_at: Type.String(),
      expires_at: Type.String(),
      revoked_at: Nullable(Type.String()),
      ip: Nullable(Type.String()),
      user_agent: Nullable(Type.String()),
    }),
  ),
  profile: Nullable(
    Type.Composite([
      Jobseeker,
      Type.Object({
        apply_auto_consent_at: Nullable(Type.String()),
        apply_auto_off_reason: Nullable(Type.String()),
        apply_auto_source: Nullable(Type.String()),
        phone_verified_at: Nullable(Type.String()),
        moderated_at: Nullable(Type.String()),
      }),
    ]),
  ),
  inbox: Type.Array(Inbox),
  applications: Type.Array(
    Type.Object({
      job_id: Type.Integer(),
      job_title: Type.String(),
      source: Type.String(),
      status: Type.Integer(),
      created_at: Type.String(),
      updated_at: Type.String(),
    }),
  ),
  favorites: Type.Array(Type.Object({ job_id: Type.Integer(), job_title: Type.String(), created_at: Type.String() })),
  saved_searches: Type.Array(
    Type.Object({ name: Type.String(), query: Type.String(), alerts_enabled: Type.Boolean(), created_at: Type.String() }),
  ),
})

export type PersonalDataExport = Static<typeof PersonalDataExport>

const OWNS = [
  '/job/v1/jobseekers/fields',
  '/job/v1/jobseekers/auto-apply',
  '/job/v1/jobseekers/phone-owner',
  '/job/v1/jobseekers/self-description',
  '/job/v1/jobseekers/self/export',
  '/job/v1/jobseekers/upload-avatar',
]

export const jobseekersContract = defineContract('jobseekers', OWNS, jobseekersPaths, {
  fields: {
    summary: 'Cấu hình các trường của form hồ sơ xin việc (SPEC 3 "Form field config")',
    response: ProfileFieldsResponse,
    errors: [],
  },
  self: {
    summary: `Hồ sơ xin việc của tôi (null khi chưa có)${AUTH}`,
    response: Nullable(Jobseeker),
    errors: [401],
  },
  create: {
    summary: `Tạo hồ sơ xin việc (mỗi tài khoản một hồ sơ; cần consent: true)${AUTH}`,
    description:
      'Số điện thoại của tài khoản được coi là đã xác thực; số khác cần verify_token (purpose verify_phone). ' +
      'Số đã có hồ sơ của tài khoản khác: 409 phone_has_profile, gửi lại với take_over_phone: true để chuyển số sang hồ sơ mới.',
    body: createBody,
    response: Jobseeker,
    errors: [400, 401, 409],
  },
  autoApply: {
    summary: `Bật/tắt tự động ứng tuyển${AUTH}`,
    description: `Bật cần hồ sơ, consent: true và email (không có: 400 email_is_required). Bật trong ${AUTO_APPLY_DAYS} ngày.`,
    body: autoApplyBody,
    response: AutoApplyResult,
    errors: [400, 401],
  },
  update: {
    summary: `Cập nhật hồ sơ xin việc của tôi (chỉ các trường gửi lên)${AUTH}`,
    params: userIdParams,
    body: updateBody,
    response: Jobseeker,
    errors: [400, 401, 403, 404, 409],
  },
  phoneOwner: {
    summary: `Số điện thoại (đã xác thực) đã có hồ sơ chưa${AUTH}`,
    description: 'Số không thuộc tài khoản cần verify_token (purpose verify_phone); token chỉ được kiểm tra, không bị dùng.',
    query: phoneOwnerQuery,
    response: PhoneOwner,
    errors: [400, 401],
  },
  selfDescription: {
    summary: `Gợi ý phần giới thiệu bản thân từ thông tin hồ sơ${AUTH}`,
    description: 'Dùng hồ sơ đã lưu, ghi đè bằng các giá trị form chưa lưu gửi kèm (nếu có).',
    body: selfDescriptionBody,
    response: SelfDescription,
    errors: [400, 401, 429],
  },
  exportSelf: {
    summary: `Tải về mọi dữ liệu cá nhân chúng tôi lưu về tôi (JSON)${AUTH}`,
    response: PersonalDataExport,
    errors: [401],
  },
  removeSelf: {
    summary: `Xóa hẳn hồ sơ xin việc của tôi${AUTH}`,
    response: Type.Null(),
    errors: [401],
  },
  uploadAvatar: {
    summary: 'Tải lên ảnh đại diện (cắt vuông 300x300)',
    description: UPLOAD_DOC,
    consumes: ['multipart/form-data'],
    response: Type.Object({ success: Type.Literal(true), url: Type.String() }),
    errors: [400, 401, 413, 415, 429],
  },
})

export type JobseekersContract = (typeof jobseekersContract)['operations']
