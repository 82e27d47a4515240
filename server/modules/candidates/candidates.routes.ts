// Finding candidates and unlocking their contact (SPEC 7.2 available-quantity, view-jobseeker; 7.5
// jobseekers list and {id}/detail; docs/decisions/0017-candidate-contact.md), and the candidate's
// side: who asked for or saw the contact, accept, decline, withdraw, and the sharing choice.
import { Type, type TSchema } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { CANDIDATE_BROWSING_LIMITS, type CandidateBrowsing } from '../../../src/domain/candidates'
import { LOCAL_FAVORITES_MAX, PAGINATION } from '../../../src/domain/constants'
import { objectSchema } from '../../../src/domain/validation/json-schema'
import { rules } from '../../../src/domain/validation/rules'
import type { RouteContext } from '../../context'
import { idParams, ok, responses } from '../../lib/http'
import { RateLimitedError } from '../../lib/rate-limit'
import { userOf } from '../access/access'
import { CandidateProfileSchema } from '../jobseekers/candidate-profile'
import {
  answerContact,
  availableQuantity,
  candidateDetail,
  contactGrants,
  searchCandidates,
  setContactSharing,
  unlockCandidate,
  type CandidateQuery,
  type ContactAnswer,
} from './candidates.service'

const TAGS = ['candidates']
const LIMITS_DOC = (what: CandidateBrowsing) => {
  const { recruiter, organization } = CANDIDATE_BROWSING_LIMITS[what]
  return `Tối đa ${recruiter.minute} lượt mỗi phút và ${recruiter.day} lượt mỗi 24 giờ cho mỗi tài khoản, ${organization.minute} và ${organization.day} cho mỗi doanh nghiệp (429 kèm Retry-After).`
}
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const ContactState = Type.Union([Type.Literal('shown'), Type.Literal('pending'), Type.Literal('masked')])
const Card = Type.Object({
  id: Type.Integer(),
  ...Type.Pick(CandidateProfileSchema, ['full_name', 'image_url', 'job_types', 'city', 'district', 'salary_min', 'salary_max', 'experience', 'readiness']).properties,
  updated_at: Type.String({ format: 'date-time' }),
  contact_state: ContactState,
})
const SearchPage = Type.Object({ items: Type.Array(Card), total: Type.Integer(), offset: Type.Integer(), limit: Type.Integer() })
const Detail = Type.Object({
  id: Type.Integer(),
  profile: CandidateProfileSchema,
  contact_state: ContactState,
  asks_each_time: Type.Boolean(),
  applied: Type.Boolean(),
  updated_at: Type.String({ format: 'date-time' }),
})
const Unlock = Type.Object({
  contact_state: ContactState,
  charged: Type.Boolean(),
  quantity: Type.Integer(),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  message: Type.String(),
})
const Grant = Type.Object({
  id: Type.Integer(),
  organization: Nullable(Type.String()),
  recruiter: Nullable(Type.String()),
  job: Nullable(Type.Object({ id: Type.Integer(), title: Type.String() })),
  status: Type.String(),
  status_label: Type.String(),
  expires_at: Nullable(Type.String({ format: 'date-time' })),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
})
const Grants = Type.Object({ items: Type.Array(Grant), contact_sharing: Type.String() })

const money = (label: string) => ({
  type: 'integer',
  label,
  min: { value: 0, message: `${label} không hợp lệ.` },
  max: { value: 1_000_000_000, message: `${label} không hợp lệ.` },
}) as const
const searchQuery = objectSchema({
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
      message: `Danh sách hồ sơ (ids) là tối đa ${LOCAL_FAVORITES_MAX} mã số, cách nhau bởi dấu phẩy.` },
  },
  readiness: { type: 'integer', label: 'Sẵn sàng (readiness)', oneOf: { values: [1, 2], message: 'Sẵn sàng (readiness) là 1 (Đi làm ngay) hoặc 2 (Cần thêm thời gian chuẩn bị).' } },
  offset: rules.offset,
  limit: rules.limit,
})
const unlockBody = objectSchema(
  {
    jobseeker_id: { ...rules.id, label: 'Mã hồ sơ (jobseeker_id)', required: 'Thiếu mã hồ sơ ứng viên (jobseeker_id).' },
    classified_id: { ...rules.id, label: 'Mã tin (classified_id)' },
  },
  ['jobseeker_id'],
)
const ANSWER_MESSAGE = 'Thao tác (action) là accept, decline hoặc withdraw.'
const answerBody = {
  type: 'object',
  properties: { action: { type: 'string', enum: ['accept', 'decline', 'withdraw'], 'x-messages': { type: ANSWER_MESSAGE, enum: ANSWER_MESSAGE } } },
  required: ['action'],
  additionalProperties: false,
  'x-required-messages': { action: 'Thiếu thao tác (action).' },
}
const SHARING_MESSAGE = 'Lựa chọn (contact_sharing) là share hoặc ask.'
const sharingBody = {
  type: 'object',
  properties: { contact_sharing: { type: 'string', enum: ['share', 'ask'], 'x-messages': { type: SHARING_MESSAGE, enum: SHARING_MESSAGE } } },
  required: ['contact_sharing'],
  additionalProperties: false,
  'x-required-messages': { contact_sharing: 'Thiếu lựa chọn (contact_sharing).' },
}

export default async function candidateRoutes(app: FastifyInstance, context: RouteContext) {
  const { db, candidateIndex, reference } = context

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSec))
  })

  app.get<{ Querystring: Partial<CandidateQuery> }>(
    '/job/v1/jobseekers',
    {
      config: { access: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: 'Tìm ứng viên: hồ sơ đã duyệt mà ứng viên cho phép tìm, cập nhật gần nhất trước; liên hệ bị che',
        description: `Chỉ nhà tuyển dụng (403). q khớp không dấu như tìm việc; total tối đa 1000. ${LIMITS_DOC('search')}`,
        querystring: searchQuery,
        response: responses(SearchPage, [400, 401, 403, 429]),
      },
    },
    async (request) =>
      ok(await searchCandidates(db, candidateIndex, await reference.get(), userOf(request).id, { ...request.query, offset: request.query.offset ?? 0, limit: request.query.limit ?? PAGINATION.limit })),
  )

  app.get<{ Params: { id: number } }>(
    '/job/v1/jobseekers/:id/detail',
    {
      config: { access: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: 'Chi tiết ứng viên; số điện thoại và email bị che cho tới khi được mở khóa',
        description: LIMITS_DOC('view'),
        params: idParams,
        response: responses(Detail, [400, 401, 403, 404, 429]),
      },
    },
    async (request) => ok(await candidateDetail(db, userOf(request).id, request.params.id)),
  )

  app.get(
    '/job/v1/recruiters/available-quantity',
    {
      config: { access: 'user' },
      schema: { tags: TAGS, summary: 'Số lượt xem liên hệ ứng viên còn lại (dịch vụ 7001)', response: responses(Type.Object({ quantity: Type.Integer() }), [401]) },
    },
    async (request) => ok({ quantity: await availableQuantity(db, userOf(request).id) }),
  )

  app.post<{ Body: { jobseeker_id: number; classified_id?: number } }>(
    '/job/v1/recruiters/view-jobseeker',
    {
      config: { access: 'recruiter' },
      schema: {
        tags: TAGS,
        summary: 'Mở khóa liên hệ ứng viên (1 lượt; lần sau miễn phí; ứng viên hỏi mỗi lần: gửi yêu cầu, giữ lượt tới khi trả lời)',
        description: 'Hết lượt: 400 no_credits, không thay đổi gì. Ứng viên đã ứng tuyển tin của mình: hiện miễn phí.',
        body: unlockBody,
        response: responses(Unlock, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await unlockCandidate(context, userOf(request).id, request.body)),
  )

  app.get(
    '/job/v1/jobseekers/self/contact-requests',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Nhà tuyển dụng đã xem hoặc xin xem liên hệ của tôi, và lựa chọn chia sẻ liên hệ của tôi',
        response: responses(Grants, [401]),
      },
    },
    async (request) => {
      const user = userOf(request)
      const [row] = await db.query<{ contact_sharing: string }>('SELECT contact_sharing FROM jobseekers WHERE user_id = $1', [user.id])
      return ok({ items: await contactGrants(db, user.id), contact_sharing: row?.contact_sharing ?? 'ask' })
    },
  )

  app.put<{ Params: { id: number }; Body: { action: ContactAnswer } }>(
    '/job/v1/jobseekers/self/contact-requests/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Đồng ý hoặc từ chối một yêu cầu xem liên hệ, hoặc thu hồi quyền đã cho',
        params: idParams,
        body: answerBody,
        response: responses(Type.Object({ items: Type.Array(Grant), message: Type.String() }), [400, 401, 404, 409]),
      },
    },
    async (request) => {
      const { grants, message } = await answerContact(context, userOf(request).id, request.params.id, request.body.action)
      return ok({ items: grants, message })
    },
  )

  app.put<{ Body: { contact_sharing: 'share' | 'ask' } }>(
    '/job/v1/jobseekers/self/contact-sharing',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Chọn cách chia sẻ liên hệ: share (cho xem khi nhà tuyển dụng mở khóa) hoặc ask (hỏi tôi mỗi lần)',
        body: sharingBody,
        response: responses(Type.Object({ contact_sharing: Type.String() }), [400, 401, 404]),
      },
    },
    async (request) => ok({ contact_sharing: await setContactSharing(db, userOf(request).id, request.body.contact_sharing) }),
  )
}
