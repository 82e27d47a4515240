// Applying (SPEC 7.2, 7.3, 7.5): apply, applied jobs and ids, the recruiter's status change,
// multi-apply and matching jobs. Every route needs a token (401 before the body is looked at).
import { Type, type TSchema } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { PAGINATION } from '../../../src/domain/constants'
import { calendarDay, idList, objectSchema, withProperties } from '../../../src/domain/validation/json-schema'
import { rules } from '../../../src/domain/validation/rules'
import type { RouteContext } from '../../context'
import { idParams, ok, responses } from '../../lib/http'
import { JobCard } from '../jobs/jobs.schemas'
import {
  APPLICATIONS,
  appliedJobIds,
  applyToJob,
  jobsMatching,
  listApplied,
  multiApply,
} from './applications.service'
import { memberOf, userOf } from '../access/access'
import { APPLICATION_CLOSE, APPLICATION_RETENTION, APPLICATION_SOURCE_LABELS, BOARD_COLUMN_MAX, STATUS_MESSAGE_MAX, STATUS_MOVE_RULES } from '../../../src/domain/applications'
import {
  applicantDetail,
  applicantFilters,
  applicantBoard,
  listApplicants,
  markApplicationRead,
  saveStatusTemplate,
  setApplicationStatus,
  setApplicationsStatus,
  statusTemplates,
  type ApplicantQuery,
} from './received'
import { applicationRetention, setApplicationRetention } from './retention'
import { unreadCount } from './unread'
import { CandidateProfileSchema } from '../jobseekers/candidate-profile'

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const Application = Type.Object({
  id: Type.Integer(),
  job_id: Type.Integer(),
  user_id: Type.Integer(),
  jobseeker_id: Nullable(Type.Integer()),
  source: Type.String(),
  status: Type.Integer(),
  status_label: Type.String(),
  status_message: Nullable(Type.String()),
  status_at: Type.String({ format: 'date-time' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
})
const ReceivedApplication = Type.Object({
  ...Application.properties,
  read_at: Nullable(Type.String({ format: 'date-time' })),
  closes_at: Nullable(Type.String({ format: 'date-time' })),
})
const JobRef = Type.Object({ id: Type.Integer(), title: Type.String(), slug: Type.String() })
const CandidateProfile = CandidateProfileSchema
const ReceivedApplicationPage = Type.Object({
  items: Type.Array(
    Type.Object({
      application: ReceivedApplication,
      job: JobRef,
      candidate: Nullable(
        Type.Pick(CandidateProfile, ['full_name', 'image_url', 'phone', 'email', 'birth_year', 'city', 'experience']),
      ),
    }),
  ),
  total: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
})
const ReceivedApplicationItem = ReceivedApplicationPage.properties.items.items
const ApplicationBoard = Type.Object({
  job: JobRef,
  columns: Type.Array(Type.Object({ status: Type.Integer(), name: Type.String(), total: Type.Integer(), items: Type.Array(ReceivedApplicationItem) })),
})
const ReceivedApplicationDetail = Type.Object({
  application: ReceivedApplication,
  job: Type.Object({ ...JobRef.properties, is_active: Type.Boolean() }),
  profile: Nullable(CandidateProfile),
})
const FilterOption = Type.Object({ id: Type.Union([Type.Integer(), Type.String()]), name: Type.String(), count: Type.Integer() })
const ReceivedApplicationFilters = Type.Object({
  jobs: Type.Array(FilterOption),
  statuses: Type.Array(FilterOption),
  sources: Type.Array(FilterOption),
  unread: Type.Integer(),
  closing: Type.Integer(),
})
const Templates = Type.Object({
  items: Type.Array(Type.Object({ status: Type.Integer(), status_label: Type.String(), body: Type.String(), custom: Type.Boolean() })),
})
const AppliedPage = Type.Object({
  items: Type.Array(Type.Object({ application: Application, job: JobCard, is_active: Type.Boolean() })),
  total: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
})
const Ids = Type.Object({ ids: Type.Array(Type.Integer()) })
const Retention = Type.Object({ keep_applications: Type.Boolean(), months: Type.Integer() })
const RETENTION_MESSAGE = 'Lựa chọn giữ hồ sơ ứng tuyển (keep_applications) là true hoặc false.'
const retentionBody = {
  type: 'object',
  properties: { keep_applications: { type: 'boolean', 'x-messages': { type: RETENTION_MESSAGE } } },
  required: ['keep_applications'],
  additionalProperties: false,
  'x-required-messages': { keep_applications: RETENTION_MESSAGE },
}
const MultiResult = Type.Object({
  items: Type.Array(
    Type.Object({
      classified_id: Type.Integer(),
      success: Type.Boolean(),
      application: Type.Optional(Application),
      error: Type.Optional(Type.Object({ code: Type.String(), message: Type.String() })),
    }),
  ),
  applied: Type.Integer(),
})
const MatchingPage = Type.Object({
  items: Type.Array(Type.Object({ ...JobCard.properties, score: Type.Number() })),
  total: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
  as_of: Type.Integer(),
})

const ID_MESSAGE = 'Mã tin không hợp lệ.'
const classifiedBody = objectSchema(
  {
    classified_id: {
      type: 'integer',
      label: 'Mã tin (classified_id)',
      required: 'Thiếu mã tin (classified_id).',
      min: { value: 1, message: ID_MESSAGE },
      max: { value: Number.MAX_SAFE_INTEGER, message: ID_MESSAGE },
    },
  },
  ['classified_id'],
)
const { status: statusRule, message: messageRule } = STATUS_MOVE_RULES
const statusBody = objectSchema({ status: statusRule, message: messageRule }, ['status'])
const IDS_MESSAGE = 'Danh sách hồ sơ không hợp lệ: cần từ 1 đến 100 mã hồ sơ ứng tuyển.'
const bulkStatusBody = withProperties(statusBody, { ids: idList(IDS_MESSAGE, 100) }, ['ids'], { ids: 'Thiếu danh sách hồ sơ (ids).' })
const templateBody = objectSchema(
  {
    status: statusRule,
    body: { type: 'string', label: 'Nội dung mẫu (body)', maxLength: { value: STATUS_MESSAGE_MAX, message: `Nội dung mẫu tối đa ${STATUS_MESSAGE_MAX} ký tự.` } },
  },
  ['status'],
)
const dayMessage = (label: string) => `${label} không hợp lệ: nhập một ngày có thật theo dạng năm-tháng-ngày (yyyy-MM-dd).`
const SOURCES = Object.keys(APPLICATION_SOURCE_LABELS)
const SOURCE_MESSAGE = `Nguồn không hợp lệ: ${SOURCES.join(', ')}.`
const applicantQuery = withProperties(
  objectSchema({
    job_id: rules.id,
    status: { type: 'integer', label: 'Trạng thái (status)', min: { value: 1, message: 'Trạng thái không hợp lệ (1-7).' }, max: { value: 7, message: 'Trạng thái không hợp lệ (1-7).' } },
    read: { type: 'integer', label: 'Đã xem (read)', oneOf: { values: [0, 1], message: 'Đã xem (read) là 0 hoặc 1.' } },
    closing: { type: 'integer', label: 'Sắp tự đóng (closing)', oneOf: { values: [1], message: 'Sắp tự đóng (closing) chỉ nhận 1.' } },
    offset: rules.offset,
    limit: rules.limit,
  }),
  {
    source: { type: 'string', enum: SOURCES, 'x-messages': { type: SOURCE_MESSAGE, enum: SOURCE_MESSAGE } },
    from: calendarDay(dayMessage('Từ ngày (from)'), 'Ứng tuyển từ ngày (yyyy-MM-dd, giờ Việt Nam)'),
    to: calendarDay(dayMessage('Đến ngày (to)'), 'Ứng tuyển đến ngày (yyyy-MM-dd, giờ Việt Nam)'),
  },
)

const LIST_MESSAGE = `Danh sách tin không hợp lệ: cần từ 1 đến ${APPLICATIONS.multiMax} mã tin là số nguyên dương.`
const multiBody = {
  type: 'object',
  properties: {
    classified_ids: {
      type: 'array',
      minItems: 1,
      maxItems: APPLICATIONS.multiMax,
      items: {
        type: 'integer',
        minimum: 1,
        maximum: Number.MAX_SAFE_INTEGER,
        'x-finite': true,
        'x-messages': { type: LIST_MESSAGE, minimum: LIST_MESSAGE, maximum: LIST_MESSAGE, 'x-finite': LIST_MESSAGE },
      },
      'x-messages': { type: LIST_MESSAGE, minItems: LIST_MESSAGE, maxItems: LIST_MESSAGE },
    },
  },
  required: ['classified_ids'],
  additionalProperties: false,
  'x-required-messages': { classified_ids: 'Thiếu danh sách tin (classified_ids).' },
}
const pageQuery = objectSchema({ offset: rules.offset, limit: rules.limit })
const matchingQuery = objectSchema({ offset: rules.offset, limit: rules.limit, as_of: rules.asOf })

const TAGS = ['applications']

export default async function applicationRoutes(app: FastifyInstance, context: RouteContext) {
  const { db } = context
  const page = (query: { offset?: number; limit?: number }) => ({
    offset: query.offset ?? 0,
    limit: query.limit ?? PAGINATION.limit,
  })

  app.post<{ Body: { classified_id: number } }>(
    '/job/v1/candidates/apply',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Ứng tuyển một tin',
        description:
          'Cần hồ sơ không vi phạm (400 profile_required, profile_rejected). Tin không tồn tại/ẩn 404; hết hạn 400 job_ended; đã ứng tuyển 409 already_applied.',
        body: classifiedBody,
        response: responses(Application, [400, 401, 404, 409]),
      },
    },
    async (request) => ok(await applyToJob(context, userOf(request).id, request.body.classified_id, 'manual')),
  )

  app.get<{ Querystring: { offset?: number; limit?: number } }>(
    '/job/v1/classifieds/applied-listing',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Việc làm đã ứng tuyển (mới nhất trước)',
        querystring: pageQuery,
        response: responses(AppliedPage, [400, 401]),
      },
    },
    async (request) => ok(await listApplied(db, userOf(request).id, page(request.query))),
  )

  app.get(
    '/job/v1/candidates/applied-ids',
    {
      config: { access: 'user' },
      schema: { tags: TAGS, summary: 'Mã các tin đã ứng tuyển', response: responses(Ids, [401]) },
    },
    async (request) => ok({ ids: await appliedJobIds(db, userOf(request).id) }),
  )

  // ---- the recruiter's side (recruiter.ts): applications to the jobs of one's organisations only

  app.get<{ Querystring: Omit<ApplicantQuery, 'offset' | 'limit'> & { offset?: number; limit?: number } }>(
    '/job/v1/candidates/recruiter-apply',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Hồ sơ ứng tuyển vào tin của tổ chức mình (mới nhất trước), lọc theo tin, trạng thái, nguồn, đã xem, ngày',
        description: `from/to: ngày ứng tuyển yyyy-MM-dd (giờ Việt Nam), cả hai ngày đều tính. read: 0 chưa xem, 1 đã xem. closing=1: hồ sơ chưa được phản hồi sẽ tự đóng trong ${APPLICATION_CLOSE.warnDays} ngày tới.`,
        querystring: applicantQuery,
        response: responses(ReceivedApplicationPage, [400, 401]),
      },
    },
    async (request) => ok(await listApplicants(db, userOf(request).id, { ...request.query, ...page(request.query) })),
  )

  app.get(
    '/job/v1/candidates/recruiter-apply/filter',
    {
      config: { access: 'user' },
      schema: { tags: TAGS, summary: 'Các lựa chọn lọc hồ sơ ứng tuyển (tin, trạng thái, nguồn) kèm số lượng', response: responses(ReceivedApplicationFilters, [401]) },
    },
    async (request) => ok(await applicantFilters(db, userOf(request).id)),
  )

  app.get<{ Params: { job_id: number } }>(
    '/job/v1/candidates/recruiter-apply/board/:job_id',
    {
      config: { access: memberOf('job', { param: 'job_id' }) },
      schema: {
        tags: TAGS,
        summary: 'Quy trình tuyển dụng của một tin: hồ sơ ứng tuyển theo cột trạng thái (chỉ thành viên tổ chức của tin)',
        description: `Mỗi trạng thái một cột theo thứ tự quy trình, kèm tổng số và tối đa ${BOARD_COLUMN_MAX} hồ sơ mới nhất.`,
        params: objectSchema({ job_id: { ...rules.id, label: 'Mã tin (job_id)' } }, ['job_id']),
        response: responses(ApplicationBoard, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await applicantBoard(db, userOf(request).id, request.params.job_id)),
  )

  app.get(
    '/job/v1/candidates/recruiter-unread',
    {
      config: { access: 'user' },
      schema: { tags: TAGS, summary: 'Số hồ sơ ứng tuyển chưa xem', response: responses(Type.Object({ total: Type.Integer() }), [401]) },
    },
    async (request) => ok({ total: await unreadCount(db, userOf(request).id) }),
  )

  app.get(
    '/job/v1/candidates/check-recruiter-read',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Còn hồ sơ ứng tuyển chưa xem không',
        response: responses(Type.Object({ has_unread: Type.Boolean() }), [401]),
      },
    },
    async (request) => ok({ has_unread: (await unreadCount(db, userOf(request).id)) > 0 }),
  )

  app.get(
    '/job/v1/candidates/message-templates',
    {
      config: { access: 'user' },
      schema: { tags: TAGS, summary: 'Lời nhắn mẫu theo từng trạng thái', response: responses(Templates, [401]) },
    },
    async (request) => ok({ items: await statusTemplates(db, userOf(request).id) }),
  )

  app.put<{ Body: { status: number; body?: string } }>(
    '/job/v1/candidates/message-templates',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Lưu lời nhắn mẫu của một trạng thái (để trống: dùng lại mẫu có sẵn)',
        body: templateBody,
        response: responses(Templates, [400, 401]),
      },
    },
    async (request) => ok({ items: await saveStatusTemplate(db, userOf(request).id, request.body.status, request.body.body ?? '') }),
  )

  app.put<{ Body: { ids: number[]; status: number; message?: string } }>(
    '/job/v1/candidates/status',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Đổi trạng thái nhiều hồ sơ ứng tuyển cùng lúc (tối đa 100)',
        description: 'Tất cả hoặc không: một mã không thuộc tin của mình thì không hồ sơ nào đổi (403/404).',
        body: bulkStatusBody,
        response: responses(Type.Object({ items: Type.Array(Application), updated: Type.Integer() }), [400, 401, 403, 404]),
      },
    },
    async (request) =>
      ok(await setApplicationsStatus(context, userOf(request).id, request.body.ids, request.body.status, request.body.message)),
  )

  app.get<{ Params: { id: number } }>(
    '/job/v1/candidates/:id',
    {
      config: { access: memberOf('application') },
      schema: {
        tags: TAGS,
        summary: 'Một hồ sơ ứng tuyển và hồ sơ xin việc như lúc gửi (chỉ thành viên tổ chức của tin)',
        params: idParams,
        response: responses(ReceivedApplicationDetail, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await applicantDetail(db, userOf(request).id, request.params.id)),
  )

  app.put<{ Params: { id: number } }>(
    '/job/v1/candidates/:id/read',
    {
      config: { access: memberOf('application') },
      schema: {
        tags: TAGS,
        summary: 'Đánh dấu đã xem; hồ sơ "Đã gửi" chuyển sang "Nhà tuyển dụng đã xem" và ứng viên được báo',
        params: idParams,
        response: responses(ReceivedApplication, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await markApplicationRead(context, userOf(request).id, request.params.id)),
  )

  app.put<{ Params: { id: number }; Body: { status: number; message?: string } }>(
    '/job/v1/candidates/:id/status',
    {
      config: { access: memberOf('application') },
      schema: {
        tags: TAGS,
        summary: 'Nhà tuyển dụng đổi trạng thái hồ sơ ứng tuyển, kèm lời nhắn tùy chọn (id là mã hồ sơ ứng tuyển)',
        description: 'Chỉ thành viên tổ chức của tin (403); hồ sơ không tồn tại 404.',
        params: idParams,
        body: statusBody,
        response: responses(Application, [400, 401, 403, 404]),
      },
    },
    async (request) =>
      ok(await setApplicationStatus(context, userOf(request).id, request.params.id, request.body.status, request.body.message)),
  )

  app.get(
    '/job/v1/jobseekers/self/application-retention',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: `Hồ sơ ứng tuyển không dẫn tới việc làm được xóa sau ${APPLICATION_RETENTION.months} tháng, trừ khi tôi chọn giữ lại`,
        response: responses(Retention, [401]),
      },
    },
    async (request) => ok(await applicationRetention(db, userOf(request).id)),
  )

  app.put<{ Body: { keep_applications: boolean } }>(
    '/job/v1/jobseekers/self/application-retention',
    {
      config: { access: 'user' },
      schema: { tags: TAGS, summary: 'Chọn giữ lại (true) hay để tự xóa (false) hồ sơ ứng tuyển cũ', body: retentionBody, response: responses(Retention, [400, 401]) },
    },
    async (request) => ok(await setApplicationRetention(db, userOf(request).id, request.body.keep_applications)),
  )

  app.post<{ Body: { classified_ids: number[] } }>(
    '/job/v1/jobseekers/multi-apply',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: `Ứng tuyển nhiều tin (tối đa ${APPLICATIONS.multiMax}); kết quả theo từng tin`,
        body: multiBody,
        response: responses(MultiResult, [400, 401]),
      },
    },
    async (request) => ok(await multiApply(context, userOf(request).id, request.body.classified_ids)),
  )

  app.get<{ Querystring: { offset?: number; limit?: number; as_of?: number } }>(
    '/job/v1/jobseekers/jobs-matching',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Việc làm phù hợp hồ sơ (loại công việc, khu vực, lương, độ mới), trừ tin đã ứng tuyển',
        querystring: matchingQuery,
        response: responses(MatchingPage, [400, 401]),
      },
    },
    async (request) => ok(await jobsMatching(db, userOf(request).id, { ...page(request.query), asOf: request.query.as_of })),
  )
}
