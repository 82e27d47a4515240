// The organisations' contract (SPEC 7.2, 7.9, 7.10; docs/decisions/0018-business-info.md,
// 0019-licence-documents.md, 0020-organisation-pages.md, 0021-verification-and-staff.md,
// 0022-organisation-email.md, 0024-organisation-activity.md, 0035-api-contract.md): each operation's
// schemas and the types derived from them. Membership is the access layer's: a route naming an
// organisation runs only for its members (403 otherwise), some for its owners only; the public
// pages and the e-mail link's two routes are open to anyone.
import { Type, type Static } from '@sinclair/typebox'
import { PAGINATION } from '../constants'
import { formBodySchema } from '../forms/json-schema'
import { ACTIVITY_KINDS, ACTIVITY_PAGE } from '../organizations/activity'
import { LICENCE_CONTENT_TYPE, LICENCE_DOCUMENTS, LICENCE_TYPES } from '../organizations/documents'
import { businessInfoFields } from '../organizations/fields'
import { INVITE_MSG } from '../organizations/invite'
import { ORG_EMAIL_MSG, ORG_EMAIL_PROBLEMS } from '../organizations/org-email'
import { ORGANIZATION_PAGES } from '../organizations/public'
import { ORG_ROLES, type OrgRole } from '../organizations/statuses'
import { rules, type IntegerRule, type StringRule } from '../validation/rules'
import { defineContract } from './define'
import { JobCard } from './job-card'
import { UPLOAD_DOC } from './media'
import { organizationsPaths } from './organizations.paths'
import { DateTime, Nullable, Page, StringEnum, fields, ruled } from './schema'

// ---- the public pages ----

export const Named = Type.Object({ id: Type.Integer(), name: Type.String() })
export type Named = Static<typeof Named>

const summaryProperties = {
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  url: Type.String({ description: 'Trang của nhà tuyển dụng, /cong-ty/{slug}-{id}' }),
  logo_url: Nullable(Type.String()),
  initials: Type.String({ description: 'Chữ cái đầu của tên riêng (bỏ "Công ty TNHH"...), hiện trên ô logo khi chưa có logo' }),
  is_partner: Type.Boolean({ description: 'Đã được xác thực: huy hiệu "Đối tác"' }),
  type: Type.Object({ id: Type.Integer(), name: Type.String() }, { description: 'Loại hình: 1 Doanh nghiệp, 2 Hộ kinh doanh' }),
  city: Nullable(Named),
  job_count: Type.Integer({ description: 'Số tin đang tuyển (đã duyệt, đang hiện, còn hạn)' }),
}

/** An organisation as lists show it (listing, outstanding). */
export const OrganizationSummary = Type.Object(summaryProperties)
export type OrganizationSummary = Static<typeof OrganizationSummary>

/** One organisation's public page. */
export const OrganizationDetail = Type.Object({
  ...summaryProperties,
  size: Type.String({ description: 'Quy mô như trang tin hiển thị ("25 - 99 nhân viên"); rỗng khi chưa khai' }),
  industry: Nullable(Named),
  website: Nullable(Type.String()),
  district: Nullable(Named),
  address: Type.String(),
  description: Type.String(),
  tax_code: Type.Union([Type.String(), Type.Null()], {
    description: 'Chỉ với doanh nghiệp đã xác thực (thông tin công khai); không bao giờ với hộ kinh doanh (số định danh cá nhân của chủ hộ)',
  }),
  email_domain: Type.Union([Type.String(), Type.Null()], {
    description: 'Tên miền email doanh nghiệp đã xác thực qua liên kết (chỉ với doanh nghiệp đã xác thực); không bao giờ là địa chỉ đầy đủ',
  }),
  updated_at: DateTime,
})
export type OrganizationDetail = Static<typeof OrganizationDetail>

export const OrganizationJobs = Page(JobCard)
export type OrganizationJobs = Static<typeof OrganizationJobs>

export const OrganizationListing = Type.Object({
  items: Type.Array(OrganizationSummary),
  total: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
  provinces: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), count: Type.Integer() }), {
    description: 'Các tỉnh/thành phố có nhà tuyển dụng khớp tên đang lọc',
  }),
})
export type OrganizationListing = Static<typeof OrganizationListing>

export const OrganizationSuggestion = Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String(), is_partner: Type.Boolean() })
export type OrganizationSuggestion = Static<typeof OrganizationSuggestion>

// ---- members, invitations, business information ----

const Role = StringEnum(ORG_ROLES)

export const MyOrganization = Type.Object({ id: Type.Integer(), name: Type.String(), role: Role, role_name: Type.String() })
export type MyOrganization = Static<typeof MyOrganization>

export const Member = Type.Object({
  user_id: Type.Integer(),
  full_name: Nullable(Type.String()),
  role: Role,
  role_name: Type.String(),
  created_at: DateTime,
})
export type Member = Static<typeof Member>

export const Invitation = Type.Object({
  id: Type.Integer(),
  organization_id: Type.Integer(),
  organization: Type.String(),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  role: Role,
  role_name: Type.String(),
  invited_by: Nullable(Type.String()),
  created_at: DateTime,
  expires_at: DateTime,
})
export type Invitation = Static<typeof Invitation>

/** The form's values as the business information carries them. */
export const BusinessInfoValues = Type.Object({
  organization_type: Type.Integer(),
  name: Type.String(),
  tax_code: Type.String(),
  city_id: Nullable(Type.Integer()),
  district_id: Nullable(Type.Integer()),
  street: Type.String(),
  size_id: Nullable(Type.Integer()),
  industry_id: Nullable(Type.Integer()),
  website: Nullable(Type.String()),
  description: Type.String(),
})
export type BusinessInfoValues = Static<typeof BusinessInfoValues>

/** What the form sends: its fields (src/domain/organizations/fields.ts), each checked by its own rules. */
export type BusinessInfoInput = { [K in keyof BusinessInfoValues]?: BusinessInfoValues[K] | null }

export const BusinessInfo = Type.Object({
  organization_id: Type.Integer(),
  values: BusinessInfoValues,
  verify_status: Type.Integer(),
  is_partner: Type.Boolean(),
  /** the logo (a square image), or null for the letter tile */
  logo_url: Nullable(Type.String()),
  /** the letter tile's initials (src/domain/organizations/initials.ts) */
  initials: Type.String(),
  /** only the owner changes it */
  can_edit: Type.Boolean(),
  updated_at: Nullable(DateTime),
  /** the name of the member who changed it last */
  updated_by: Nullable(Type.String()),
})
export type BusinessInfo = Static<typeof BusinessInfo>

/** A new employer's first steps, each done or not from what is stored (the employer home's checklist). */
export const Onboarding = Type.Object({
  /** the organisation the steps are about (the one owned first), null for an account in none */
  organization_id: Nullable(Type.Integer()),
  /** the caller owns it (only an owner enters the information and sends the documents) */
  is_owner: Type.Boolean(),
  /** the business information was saved */
  company: Type.Boolean(),
  /** the verification request was sent, or the organisation is verified */
  documents: Type.Boolean(),
  /** a job was posted for one of the account's organisations */
  first_job: Type.Boolean(),
  /** the account has paid money into its wallet */
  deposit: Type.Boolean(),
})
export type Onboarding = Static<typeof Onboarding>

// ---- activity ----

export const ActivityItem = Type.Object({
  id: Type.Integer(),
  action: Type.String(),
  label: Type.String(),
  kind: StringEnum(ACTIVITY_KINDS),
  /** the actor: null once the account was deleted */
  user_id: Nullable(Type.Integer()),
  actor_name: Type.String(),
  /** the actor's role when it acted, and whether it is still a member */
  role: Nullable(Type.String()),
  role_name: Nullable(Type.String()),
  still_member: Type.Boolean(),
  job: Nullable(Type.Object({ id: Type.Integer(), title: Type.String() })),
  /** the applicant or candidate concerned, when there is one and it still exists */
  person: Nullable(Type.String()),
  /** the words after the label (activityDetailText) */
  detail: Type.String(),
  /** đồng, for wallet actions (shown to owners and to the actor) */
  amount: Nullable(Type.Integer()),
  created_at: DateTime,
})
export type ActivityItem = Static<typeof ActivityItem>

export const ActivityPage = Type.Object({
  items: Type.Array(ActivityItem),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  /** the newest row id the paging is anchored at: pass it back with the next pages */
  as_of: Type.Integer(),
  has_more: Type.Boolean(),
  /** the accounts the reader may filter by (everyone who appears in what it may read) */
  actors: Type.Array(Type.Object({ user_id: Type.Integer(), name: Type.String(), role_name: Nullable(Type.String()) })),
  /** owners see every kind; other members see jobs and applicants, and their own actions of any kind */
  sees_all: Type.Boolean(),
})
export type ActivityPage = Static<typeof ActivityPage>

// ---- verification ----

export const AuditDetail = Type.Object({
  organization_id: Type.Integer(),
  verify_status: Type.Integer(),
  verify_status_name: Type.String(),
  is_partner: Type.Boolean(),
  can_submit: Type.Boolean(),
  audit: Nullable(
    Type.Object({
      id: Type.Integer(),
      business_status: Type.Integer(),
      business_status_name: Type.String(),
      submitted_at: DateTime,
      reviewed_at: Nullable(DateTime),
      reason: Nullable(Type.String()),
    }),
  ),
  unlinked: Nullable(Type.Object({ at: DateTime, tax_code: Type.String(), restorable_until: DateTime })),
})
export type AuditDetail = Static<typeof AuditDetail>

// ---- the organisation's e-mail ----

/** Why not: a problem of the address, or already the verified one. */
export const ORG_EMAIL_CHECK_CODES = [...ORG_EMAIL_PROBLEMS, 'already_verified'] as const

export const OrgEmailState = Type.Object({
  organization_id: Type.Integer(),
  email: Nullable(Type.String()),
  verified: Type.Boolean(),
  verified_at: Nullable(DateTime),
  verified_by: Nullable(Type.String()),
  /** the registered domain of the verified address, shown on the page (e.g. senvang.com.vn) */
  domain: Nullable(Type.String()),
  /** the last link sent to an address not verified yet */
  link: Nullable(Type.Object({ sent_at: DateTime, expires_at: DateTime, expired: Type.Boolean() })),
  website: Nullable(Type.String()),
  verify_status: Type.Integer(),
  verify_status_name: Type.String(),
  can_edit: Type.Boolean(),
})
export type OrgEmailState = Static<typeof OrgEmailState>

export const OrgEmailCheck = Type.Object({
  email: Type.String(),
  valid: Type.Boolean(),
  code: Nullable(StringEnum(ORG_EMAIL_CHECK_CODES)),
  message: Nullable(Type.String()),
  /** the address may be used, but its domain is not the website's */
  warning: Nullable(Type.String()),
})
export type OrgEmailCheck = Static<typeof OrgEmailCheck>

export const OrgEmailSent = Type.Object({
  message: Type.String(),
  email: Type.String(),
  expires_at: DateTime,
  resend_after: Type.Integer(),
  warning: Nullable(Type.String()),
})
export type OrgEmailSent = Static<typeof OrgEmailSent>

export const ORG_EMAIL_SIGN_INS = ['key', 'already', 'code'] as const

export const OrgEmailOpened = Type.Object({
  message: Type.String(),
  organization_id: Type.Integer(),
  organization_name: Type.String(),
  email: Type.String(),
  verify_status: Type.Integer(),
  verify_status_name: Type.String(),
  /**
   * key: exchange request_id for a token (POST /identity/v1/token) as after a login;
   * already: this browser is signed in as the owner who asked;
   * code: a code sent by SMS to that owner's phone signs in here (sendOrgEmailCode, then this with { token, code }).
   */
  sign_in: StringEnum(ORG_EMAIL_SIGN_INS),
  request_id: Nullable(Type.String()),
  phone_hint: Nullable(Type.String()),
})
export type OrgEmailOpened = Static<typeof OrgEmailOpened>

export const OrgEmailCodeSent = Type.Object({ expires_in: Type.Integer(), resend_after: Type.Integer(), phone_hint: Type.String() })
export type OrgEmailCodeSent = Static<typeof OrgEmailCodeSent>

// ---- licence documents ----

export const LicenceDocument = Type.Object({
  id: Type.Integer(),
  file_name: Type.String(),
  file_type: StringEnum(LICENCE_TYPES),
  content_type: Type.String(),
  bytes: Type.Integer(),
  created_at: DateTime,
  uploaded_by: Nullable(Type.String()),
  file_url: Type.String({ description: 'Đọc tệp (cần đăng nhập: chủ tài khoản hoặc nhân viên kiểm duyệt)' }),
})
export type LicenceDocument = Static<typeof LicenceDocument>

export const LicenceDocumentList = Type.Object({
  items: Type.Array(LicenceDocument),
  count: Type.Integer({ description: 'Số giấy tờ doanh nghiệp đang có (bước xác thực đọc số này)' }),
  max_count: Type.Integer(),
  max_bytes: Type.Integer(),
})
export type LicenceDocumentList = Static<typeof LicenceDocumentList>

export const SignedUpload = Type.Object({
  upload_url: Type.String({ description: 'POST multipart/form-data, tệp trong trường "file", kèm ba header dưới đây' }),
  method: Type.Literal('POST'),
  field: Type.Literal('file'),
  headers: Type.Object({ 'file-key': Type.String(), 'file-time': Type.String(), 'file-mac': Type.String() }),
  expires_at: DateTime,
  max_bytes: Type.Integer(),
  max_count: Type.Integer(),
  count: Type.Integer(),
})
export type SignedUpload = Static<typeof SignedUpload>

export const DocumentUploaded = Type.Object({ document: LicenceDocument, count: Type.Integer(), message: Type.String() })
export type DocumentUploaded = Static<typeof DocumentUploaded>

// ---- requests ----

const Message = Type.Object({ message: Type.String() })
const IdParams = fields({ id: rules.id }, ['id'])
const limitRule = (max: number): IntegerRule => ({ ...rules.limit, max: { value: max, message: `limit tối đa ${max}.` } })

/** {slug}-{id} or the bare id: the id decides (a slug is neither unique nor renamed with the organisation). */
const KeyParams = fields(
  {
    id: Type.String({
      maxLength: 220,
      pattern: '^(?:[a-z0-9]+-)*[0-9]{1,15}$',
      description: 'Mã doanh nghiệp, hoặc {slug}-{mã} như trong đường dẫn trang',
      'x-messages': { pattern: 'Mã doanh nghiệp không hợp lệ.', maxLength: 'Mã doanh nghiệp không hợp lệ.' },
    }),
  },
  ['id'],
)

const roleRule: StringRule = {
  type: 'string',
  label: 'Vai trò',
  pattern: { source: `^(${ORG_ROLES.join('|')})$`, message: 'Vai trò là chủ tài khoản (owner), nhà tuyển dụng (recruiter) hoặc đại lý (agent).' },
}
const MemberParams = fields({ id: rules.id, user_id: rules.id }, ['id', 'user_id'])
const DocumentParams = fields({ id: rules.id, document_id: rules.id }, ['id', 'document_id'])

const KIND_MESSAGE = `kind là một trong: ${ACTIVITY_KINDS.join(', ')}.`

// An address is checked by the domain rule (200 with why not); the schema only bounds its size.
const emailInput = fields(
  { email: Type.String({ maxLength: 320, 'x-messages': { maxLength: ORG_EMAIL_MSG.tooLong, type: ORG_EMAIL_MSG.invalid } }) },
  ['email'],
  { email: ORG_EMAIL_MSG.required },
)
// a malformed token reads as an unknown link
const ORG_EMAIL_LINK_UNKNOWN = ORG_EMAIL_MSG.linkUnknown
const token = Type.String({
  minLength: 1,
  maxLength: 200,
  'x-messages': { minLength: ORG_EMAIL_LINK_UNKNOWN, maxLength: ORG_EMAIL_LINK_UNKNOWN, type: ORG_EMAIL_LINK_UNKNOWN },
})
const CODE_MESSAGE = 'Mã xác thực gồm 6 chữ số.'

const FILE_TYPES = LICENCE_TYPES.map((type) => LICENCE_CONTENT_TYPE[type])

const UPLOAD_DESCRIPTION =
  `multipart/form-data với đúng một tệp trong trường "file": ${LICENCE_DOCUMENTS.typesText} (nhận biết theo nội dung tệp), tối đa ${LICENCE_DOCUMENTS.maxText}, ` +
  `tối đa ${LICENCE_DOCUMENTS.maxCount} giấy tờ mỗi doanh nghiệp. Header file-key, file-time, file-mac lấy từ POST /job/v1/organizations/{id}/document-uploads, ` +
  `hiệu lực ${LICENCE_DOCUMENTS.uploadValidityMs / 60_000} phút, dùng một lần.`

export const organizationsContract = defineContract(
  'organizations',
  ['/job/v1/organizations/', '/media/v1/orgs/', '/identity/v1/recruiters/email-verify/'],
  organizationsPaths,
  {
    // the public pages (organization-pages.paths.ts)
    detail: {
      summary: 'Trang giới thiệu nhà tuyển dụng (đã xác thực, hoặc đang có tin tuyển dụng)',
      params: KeyParams,
      response: OrganizationDetail,
      errors: [400, 404],
    },
    jobs: {
      summary: 'Việc làm đang tuyển của nhà tuyển dụng, mới nhất trước',
      params: KeyParams,
      query: fields({ offset: rules.offset, limit: limitRule(PAGINATION.max) }),
      response: OrganizationJobs,
      errors: [400, 404],
    },
    listing: {
      summary: 'Danh sách nhà tuyển dụng: lọc theo tên (không dấu, đầu từ) và tỉnh/thành phố; Đối tác trước, rồi theo tên',
      query: fields({ q: rules.keyword, city_id: rules.cityId, offset: rules.offset, limit: limitRule(PAGINATION.max) }),
      response: OrganizationListing,
    },
    outstanding: {
      summary: 'Nhà tuyển dụng nổi bật: Đối tác đang tuyển trước, nhiều tin nhất trước',
      query: fields({ limit: limitRule(ORGANIZATION_PAGES.outstandingMax) }),
      response: Type.Array(OrganizationSummary),
    },
    suggestions: {
      summary: 'Gợi ý tên nhà tuyển dụng theo chữ đang gõ (không dấu, đầu từ; SPEC 7.9: q và limit 5)',
      query: fields({ q: rules.keyword, limit: limitRule(ORGANIZATION_PAGES.suggestionsMax) }),
      response: Type.Array(OrganizationSuggestion),
    },

    mine: {
      summary: 'Các doanh nghiệp tài khoản làm việc cho, doanh nghiệp mình làm chủ trước',
      response: Type.Object({ items: Type.Array(MyOrganization) }),
      errors: [401, 403],
    },
    createMine: {
      summary: 'Tạo doanh nghiệp của mình bằng thông tin doanh nghiệp, trước tin đăng đầu tiên (tài khoản chưa thuộc doanh nghiệp nào)',
      body: Type.Unsafe<BusinessInfoInput>(formBodySchema(businessInfoFields())),
      response: Type.Object({ info: BusinessInfo, message: Type.String() }),
      errors: [400, 401, 403, 409],
    },
    onboarding: {
      summary: 'Các bước đầu của nhà tuyển dụng mới: thông tin doanh nghiệp, giấy tờ xác thực, tin đầu tiên, nạp tiền',
      response: Onboarding,
      errors: [401, 403],
    },
    businessInfo: {
      summary: 'Thông tin doanh nghiệp (thành viên xem; chủ tài khoản sửa)',
      params: IdParams,
      response: BusinessInfo,
      errors: [400, 401, 403, 404],
    },
    saveBusinessInfo: {
      summary: 'Lưu thông tin doanh nghiệp (chỉ chủ tài khoản); đổi loại hình, tên hoặc mã số thuế thì cần xác thực lại',
      params: IdParams,
      body: Type.Unsafe<BusinessInfoInput>(formBodySchema(businessInfoFields())),
      response: Type.Object({ info: BusinessInfo, message: Type.String() }),
      errors: [400, 401, 403, 404, 409],
    },
    uploadLogo: {
      summary: 'Tải lên logo của doanh nghiệp (chỉ chủ tài khoản; cắt vuông 300x300)',
      description: UPLOAD_DOC,
      consumes: ['multipart/form-data'],
      params: IdParams,
      response: Type.Object({ logo_url: Type.String(), message: Type.String() }),
      errors: [400, 401, 403, 404, 413, 415, 429],
    },
    removeLogo: {
      summary: 'Xóa logo của doanh nghiệp (chỉ chủ tài khoản): các trang hiện lại ô chữ cái',
      params: IdParams,
      response: Type.Object({ logo_url: Type.Null(), message: Type.String() }),
      errors: [400, 401, 403, 404],
    },
    members: {
      summary: 'Thành viên của doanh nghiệp (chỉ thành viên xem được)',
      params: IdParams,
      response: Type.Object({ items: Type.Array(Member) }),
      errors: [400, 401, 403, 404],
    },
    setMemberRole: {
      summary: 'Đổi vai trò của một thành viên (chỉ chủ tài khoản; doanh nghiệp luôn còn ít nhất một chủ)',
      params: MemberParams,
      body: fields({ role: ruled<OrgRole>(roleRule) }, ['role']),
      response: Message,
      errors: [400, 401, 403, 404],
    },
    removeMember: {
      summary: 'Xóa một thành viên khỏi doanh nghiệp (chỉ chủ tài khoản; doanh nghiệp luôn còn ít nhất một chủ)',
      params: MemberParams,
      response: Message,
      errors: [400, 401, 403, 404],
    },
    invitations: {
      summary: 'Lời mời tham gia doanh nghiệp đang chờ trả lời',
      params: IdParams,
      response: Type.Object({ items: Type.Array(Invitation) }),
      errors: [400, 401, 403, 404],
    },
    invite: {
      summary: 'Mời một số điện thoại hoặc email cùng tuyển dụng cho doanh nghiệp (chỉ chủ tài khoản)',
      params: IdParams,
      body: fields(
        {
          contact: { type: 'string', label: 'Số điện thoại hoặc email', maxLength: { value: 150, message: INVITE_MSG.email } },
          role: ruled<OrgRole>(roleRule),
        },
        ['contact'],
      ),
      response: Type.Object({ invitation: Invitation, message: Type.String() }),
      errors: [400, 401, 403, 404, 409],
    },
    revokeInvitation: {
      summary: 'Hủy một lời mời chưa được trả lời (chỉ chủ tài khoản)',
      params: fields({ id: rules.id, invitation_id: rules.id }, ['id', 'invitation_id']),
      response: Message,
      errors: [400, 401, 403, 404],
    },
    myInvitations: {
      summary: 'Lời mời tham gia doanh nghiệp gửi tới số điện thoại hoặc email đã xác thực của tài khoản',
      response: Type.Object({ items: Type.Array(Invitation) }),
      errors: [401],
    },
    answerInvitation: {
      summary: 'Đồng ý hoặc từ chối lời mời tham gia doanh nghiệp',
      params: fields({ invitation_id: rules.id }, ['invitation_id']),
      body: fields(
        { accept: Type.Boolean({ description: 'true: đồng ý; false: từ chối', 'x-messages': { type: 'accept phải là true hoặc false.' } }) },
        ['accept'],
        { accept: 'Thiếu câu trả lời (accept).' },
      ),
      response: Type.Object({ message: Type.String(), organization_id: Type.Integer() }),
      errors: [400, 401, 404],
    },
    activity: {
      summary: `Hoạt động của các thành viên cho doanh nghiệp, mới nhất trước (tối đa ${ACTIVITY_PAGE.maxLimit} mỗi trang)`,
      description:
        'Chủ tài khoản xem mọi hoạt động; thành viên khác xem hoạt động tin tuyển dụng và ứng viên của mọi người và mọi hoạt động của chính mình. ' +
        'Trang sau gửi lại as_of của trang đầu để không lặp hay sót dòng.',
      params: IdParams,
      query: fields({
        page: { type: 'integer', label: 'page', min: { value: 1, message: 'page phải lớn hơn 0.' }, max: { value: 10_000, message: 'page tối đa 10000.' } },
        limit: limitRule(ACTIVITY_PAGE.maxLimit),
        as_of: rules.asOf,
        user_id: { ...rules.id, label: 'user_id' },
        kind: StringEnum(ACTIVITY_KINDS, { 'x-messages': { enum: KIND_MESSAGE, type: KIND_MESSAGE } }),
      }),
      response: ActivityPage,
      errors: [400, 401, 403, 404],
    },

    submitAudit: {
      summary: 'Gửi thông tin doanh nghiệp để nhân viên xác thực (chỉ chủ tài khoản)',
      description: 'Cần đủ thông tin doanh nghiệp và ít nhất một giấy phép kinh doanh; 409 nói rõ còn thiếu gì, hoặc vì sao chưa gửi được.',
      params: IdParams,
      response: Message,
      errors: [400, 401, 403, 404, 409],
    },
    auditDetail: {
      summary: 'Trạng thái xác thực doanh nghiệp và lý do của người duyệt',
      params: IdParams,
      response: AuditDetail,
      errors: [400, 401, 403, 404],
    },
    unlink: {
      summary: 'Gỡ mã số thuế khỏi doanh nghiệp (khôi phục được trong 30 ngày)',
      params: IdParams,
      response: Message,
      errors: [400, 401, 403, 404, 409],
    },
    restore: {
      summary: 'Khôi phục mã số thuế đã gỡ (trong 30 ngày)',
      params: IdParams,
      response: Message,
      errors: [400, 401, 403, 404, 409],
    },

    orgEmail: {
      summary: 'Email doanh nghiệp: địa chỉ, đã xác thực chưa, liên kết gửi gần nhất',
      params: IdParams,
      response: OrgEmailState,
      errors: [400, 401, 403, 404],
    },
    checkOrgEmail: {
      summary: 'Email có dùng được làm email doanh nghiệp không, và vì sao (không nhận hộp thư miễn phí như gmail.com)',
      params: IdParams,
      query: emailInput,
      response: OrgEmailCheck,
      errors: [400, 401, 403, 404],
    },
    sendOrgEmailLink: {
      summary: 'Gửi liên kết xác thực (dùng một lần, hiệu lực 24 giờ) tới email doanh nghiệp (chỉ chủ tài khoản)',
      description:
        'Mỗi doanh nghiệp 1 lần/60 giây và 5 lần/giờ; mỗi địa chỉ 10 lần/ngày. Đổi sang địa chỉ khác thì trạng thái "Đã xác thực" (5) trở về "Đã duyệt" (2) đến khi địa chỉ mới được xác thực.',
      params: IdParams,
      body: emailInput,
      response: OrgEmailSent,
      errors: [400, 401, 403, 404, 409, 429, 503],
    },
    openOrgEmailLink: {
      summary: 'Mở liên kết xác thực email doanh nghiệp: xác thực email và đăng nhập cho chủ tài khoản đã gửi',
      description:
        'sign_in "key": đổi request_id lấy token (POST /identity/v1/token) như sau khi đăng nhập; "already": trình duyệt đang đăng nhập đúng tài khoản đó; ' +
        '"code": trình duyệt này chưa từng đăng nhập tài khoản đó, cần mã gửi qua SMS tới số của chủ tài khoản (POST /identity/v1/recruiters/email-verify/code) rồi gọi lại với { token, code }.',
      body: fields({ token, code: Type.String({ pattern: '^\\d{6}$', 'x-messages': { pattern: CODE_MESSAGE, type: CODE_MESSAGE } }) }, ['token'], {
        token: ORG_EMAIL_LINK_UNKNOWN,
      }),
      response: OrgEmailOpened,
      errors: [400, 410, 429],
    },
    sendOrgEmailCode: {
      summary: 'Gửi mã đăng nhập qua SMS tới chủ tài khoản đã gửi liên kết xác thực email doanh nghiệp',
      body: fields({ token }, ['token'], { token: ORG_EMAIL_LINK_UNKNOWN }),
      response: OrgEmailCodeSent,
      errors: [400, 410, 429, 503],
    },

    documentUpload: {
      summary: 'Cấp một phiên tải giấy phép kinh doanh lên (chủ tài khoản; ký, 5 phút, dùng một lần)',
      params: IdParams,
      response: SignedUpload,
      errors: [400, 401, 403, 404, 409, 429],
    },
    uploadDocument: {
      summary: 'Tải một giấy phép kinh doanh lên (chủ tài khoản, phiên tải lên đã ký)',
      description: UPLOAD_DESCRIPTION,
      consumes: ['multipart/form-data'],
      params: fields({ organization_id: rules.id }, ['organization_id']),
      response: DocumentUploaded,
      errors: [400, 401, 403, 404, 409, 413, 415],
    },
    documents: {
      summary: 'Giấy phép kinh doanh của doanh nghiệp (chỉ chủ tài khoản)',
      params: IdParams,
      response: LicenceDocumentList,
      errors: [400, 401, 403, 404],
    },
    documentFile: {
      summary: 'Tệp của một giấy phép (chỉ chủ tài khoản; tải về, không lưu cache)',
      params: DocumentParams,
      produces: FILE_TYPES,
      response: Type.String({ format: 'binary' }),
      errors: [400, 401, 403, 404],
    },
    deleteDocument: {
      summary: 'Xóa một giấy phép (chỉ chủ tài khoản)',
      params: DocumentParams,
      response: Type.Object({ count: Type.Integer(), message: Type.String() }),
      errors: [400, 401, 403, 404, 409],
    },
    staffDocuments: {
      summary: 'Giấy phép kinh doanh của một doanh nghiệp (nhân viên kiểm duyệt)',
      params: IdParams,
      response: LicenceDocumentList,
      errors: [400, 401, 403, 404],
    },
    staffDocumentFile: {
      summary: 'Tệp của một giấy phép (nhân viên kiểm duyệt)',
      params: DocumentParams,
      produces: FILE_TYPES,
      response: Type.String({ format: 'binary' }),
      errors: [400, 401, 403, 404],
    },
  },
)

export type OrganizationsContract = (typeof organizationsContract)['operations']
