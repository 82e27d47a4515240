// The candidates' contract (docs/decisions/0035-api-contract.md, 0017-candidate-contact.md,
// 0032-sessions-and-private-files.md, 0036-naming.md): each operation's schemas and the types derived
// from them. The search and a candidate's page are for employers (403 otherwise) and count against
// the browsing limits (429 with Retry-After); the contact requests are the candidate's own.
import { Type, type Static } from '@sinclair/typebox'
import {
  CANDIDATE_BROWSING_LIMITS,
  CONTACT_ANSWERS,
  CONTACT_GRANT_STATUSES,
  CONTACT_SHARINGS,
  CONTACT_STATES,
  type CandidateBrowsing,
} from '../candidates'
import { LOCAL_FAVORITES_MAX } from '../constants'
import { rules, type IntegerRule } from '../validation/rules'
import { candidatesPaths } from './candidates.paths'
import { defineContract } from './define'
import { DateTime, Nullable, StringEnum, fields } from './schema'

/** A job seeker's profile as an employer reads it (an application's CV, a found candidate's page). */
export const CandidateProfile = Type.Object({
  full_name: Type.String(),
  image_url: Nullable(Type.String()),
  /** shown once the person applied to one's job (consent for that job's employer), else masked or null */
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  birth_year: Nullable(Type.Integer()),
  gender: Nullable(Type.String()),
  job_types: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  city: Nullable(Type.String()),
  district: Nullable(Type.String()),
  salary_min: Nullable(Type.Integer()),
  salary_max: Nullable(Type.Integer()),
  /** the experience option's name (601 "Chưa có kinh nghiệm") */
  experience: Nullable(Type.String()),
  experience_text: Nullable(Type.String()),
  work_history: Type.Array(
    Type.Object({ company: Type.String(), position: Type.String(), start_date: Type.String(), end_date: Nullable(Type.String()) }),
  ),
  education: Nullable(Type.String()),
  /** SPEC 9: true "Đi làm ngay", false "Cần thêm thời gian chuẩn bị" */
  readiness: Nullable(Type.Boolean()),
  description: Nullable(Type.String()),
})
export type CandidateProfile = Static<typeof CandidateProfile>

/** One profile in the employer's candidate search. */
export const CandidateCard = Type.Object({
  id: Type.Integer(),
  ...Type.Pick(CandidateProfile, ['full_name', 'image_url', 'job_types', 'city', 'district', 'salary_min', 'salary_max', 'experience', 'readiness']).properties,
  updated_at: DateTime,
  contact_state: StringEnum(CONTACT_STATES),
})
export type CandidateCard = Static<typeof CandidateCard>

export const CandidateSearchPage = Type.Object({
  items: Type.Array(CandidateCard),
  /** exact up to CANDIDATE_SEARCH.countCap, then the cap (shown as "1.000+") */
  total: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
})
export type CandidateSearchPage = Static<typeof CandidateSearchPage>

/** The profile, its contact masked unless it is shown. */
export const CandidateDetail = Type.Object({
  id: Type.Integer(),
  profile: CandidateProfile,
  contact_state: StringEnum(CONTACT_STATES),
  /** whether the candidate asks each time (the unlock becomes a request) */
  asks_each_time: Type.Boolean(),
  /** applied to one of the employer's jobs: the contact is shown without a "lượt" */
  applied: Type.Boolean(),
  updated_at: DateTime,
})
export type CandidateDetail = Static<typeof CandidateDetail>

/** What the unlock did. */
export const UnlockResult = Type.Object({
  contact_state: StringEnum(CONTACT_STATES),
  /** a "lượt" was spent (or held, for a request) by this call */
  charged: Type.Boolean(),
  /** "lượt" left */
  quantity: Type.Integer(),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  message: Type.String(),
})
export type UnlockResult = Static<typeof UnlockResult>

/** A line of the seeker's "who asked for / saw my contact" list. */
export const ContactGrant = Type.Object({
  id: Type.Integer(),
  organization: Nullable(Type.String()),
  recruiter: Nullable(Type.String()),
  job: Nullable(Type.Object({ id: Type.Integer(), title: Type.String() })),
  status: StringEnum(CONTACT_GRANT_STATUSES),
  status_label: Type.String(),
  expires_at: Nullable(DateTime),
  created_at: DateTime,
  updated_at: DateTime,
})
export type ContactGrant = Static<typeof ContactGrant>

export const ContactGrants = Type.Object({ items: Type.Array(ContactGrant), contact_sharing: StringEnum(CONTACT_SHARINGS) })
export type ContactGrants = Static<typeof ContactGrants>

export const ContactAnswered = Type.Object({ items: Type.Array(ContactGrant), message: Type.String() })
export type ContactAnswered = Static<typeof ContactAnswered>

// ---- what the API accepts ----

const LIMITS_DOC = (what: CandidateBrowsing) => {
  const { recruiter, organization } = CANDIDATE_BROWSING_LIMITS[what]
  return `Tối đa ${recruiter.minute} lượt mỗi phút và ${recruiter.day} lượt mỗi 24 giờ cho mỗi tài khoản, ${organization.minute} và ${organization.day} cho mỗi doanh nghiệp (429 kèm Retry-After).`
}
const money = (label: string): IntegerRule => ({
  type: 'integer',
  label,
  min: { value: 0, message: `${label} không hợp lệ.` },
  max: { value: 1_000_000_000, message: `${label} không hợp lệ.` },
})
const ANSWER_MESSAGE = 'Thao tác (action) là accept, decline hoặc withdraw.'
const SHARING_MESSAGE = 'Lựa chọn (contact_sharing) là share hoặc ask.'

/** The search's filters, each optional. */
export const CandidateQuery = fields({
  q: rules.keyword,
  job_type: { type: 'integer', label: 'Loại công việc (job_type)', min: { value: 1, message: 'Loại công việc không hợp lệ.' }, max: { value: 999_999, message: 'Loại công việc không hợp lệ.' } },
  city_id: rules.cityId,
  district_id: rules.districtId,
  salary_min: money('Lương từ (salary_min)'),
  salary_max: money('Lương đến (salary_max)'),
  experience_id: { type: 'integer', label: 'Kinh nghiệm (experience_id)', min: { value: 1, message: 'Kinh nghiệm không hợp lệ.' }, max: { value: 999_999, message: 'Kinh nghiệm không hợp lệ.' } },
  ids: {
    type: 'string',
    label: 'Danh sách hồ sơ (ids)',
    pattern: {
      source: `^[1-9]\\d{0,14}(,[1-9]\\d{0,14}){0,${LOCAL_FAVORITES_MAX - 1}}$`,
      message: `Danh sách hồ sơ (ids) là tối đa ${LOCAL_FAVORITES_MAX} mã số, cách nhau bởi dấu phẩy.`,
    },
  },
  readiness: { type: 'integer', label: 'Sẵn sàng (readiness)', oneOf: { values: [1, 2], message: 'Sẵn sàng (readiness) là 1 (Đi làm ngay) hoặc 2 (Cần thêm thời gian chuẩn bị).' } },
  offset: rules.offset,
  limit: rules.limit,
})
export type CandidateQuery = Static<typeof CandidateQuery>

export const candidatesContract = defineContract('candidates', ['/job/v1/jobseekers/self/contact-', '/job/v1/recruiters/available-quantity', '/job/v1/recruiters/view-jobseeker'], candidatesPaths, {
  search: {
    summary: 'Tìm ứng viên: hồ sơ đã duyệt mà ứng viên cho phép tìm, cập nhật gần nhất trước; liên hệ bị che',
    description: `Chỉ nhà tuyển dụng (403). q khớp không dấu như tìm việc; total tối đa 1000. ${LIMITS_DOC('search')}`,
    query: CandidateQuery,
    response: CandidateSearchPage,
    errors: [400, 401, 403, 429],
  },
  detail: {
    summary: 'Chi tiết ứng viên; số điện thoại và email bị che cho tới khi được mở khóa',
    description: LIMITS_DOC('view'),
    params: fields({ id: rules.id }, ['id']),
    response: CandidateDetail,
    errors: [400, 401, 403, 404, 429],
  },
  quantity: {
    summary: 'Số lượt xem liên hệ ứng viên còn lại (dịch vụ 7001)',
    response: Type.Object({ quantity: Type.Integer() }),
    errors: [401],
  },
  unlock: {
    summary: 'Mở khóa liên hệ ứng viên (1 lượt; lần sau miễn phí; ứng viên hỏi mỗi lần: gửi yêu cầu, giữ lượt tới khi trả lời)',
    description: 'Hết lượt: 400 no_credits, không thay đổi gì. Ứng viên đã ứng tuyển tin của mình: hiện miễn phí.',
    body: fields(
      {
        jobseeker_id: { ...rules.id, label: 'Mã hồ sơ (jobseeker_id)', required: 'Thiếu mã hồ sơ ứng viên (jobseeker_id).' },
        classified_id: { ...rules.id, label: 'Mã tin (classified_id)' },
      },
      ['jobseeker_id'],
    ),
    response: UnlockResult,
    errors: [400, 401, 403, 404],
  },
  contactRequests: {
    summary: 'Nhà tuyển dụng đã xem hoặc xin xem liên hệ của tôi, và lựa chọn chia sẻ liên hệ của tôi',
    response: ContactGrants,
    errors: [401],
  },
  answer: {
    summary: 'Đồng ý hoặc từ chối một yêu cầu xem liên hệ, hoặc thu hồi quyền đã cho',
    params: fields({ id: rules.id }, ['id']),
    body: fields({ action: StringEnum(CONTACT_ANSWERS, { 'x-messages': { type: ANSWER_MESSAGE, enum: ANSWER_MESSAGE } }) }, ['action'], { action: 'Thiếu thao tác (action).' }),
    response: ContactAnswered,
    errors: [400, 401, 404, 409],
  },
  sharing: {
    summary: 'Chọn cách chia sẻ liên hệ: share (cho xem khi nhà tuyển dụng mở khóa) hoặc ask (hỏi tôi mỗi lần)',
    body: fields(
      { contact_sharing: StringEnum(CONTACT_SHARINGS, { 'x-messages': { type: SHARING_MESSAGE, enum: SHARING_MESSAGE } }) },
      ['contact_sharing'],
      { contact_sharing: 'Thiếu lựa chọn (contact_sharing).' },
    ),
    response: Type.Object({ contact_sharing: StringEnum(CONTACT_SHARINGS) }),
    errors: [400, 401, 404],
  },
})

export type CandidatesContract = (typeof candidatesContract)['operations']
