// Applying (SPEC 7.2, 7.3, 7.5): apply, applied jobs and ids, the recruiter's status change,
// multi-apply and matching jobs. Every route needs a token (401 before the body is looked at).
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { PAGINATION } from '../../../src/domain/constants'
import { objectSchema } from '../../../src/domain/validation/json-schema'
import { rules } from '../../../src/domain/validation/rules'
import type { RouteContext } from '../../context'
import { ok, responses } from '../../lib/http'
import { JobCard } from '../jobs/jobs.schemas'
import {
  APPLICATIONS,
  appliedJobIds,
  applyToJob,
  jobsMatching,
  listApplied,
  multiApply,
  setApplicationStatus,
} from './applications.service'
import { userOf } from '../access/access'

const Application = Type.Object({
  id: Type.Integer(),
  job_id: Type.Integer(),
  user_id: Type.Integer(),
  jobseeker_id: Type.Union([Type.Integer(), Type.Null()]),
  source: Type.String(),
  status: Type.Integer(),
  status_label: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
})
const AppliedPage = Type.Object({
  items: Type.Array(Type.Object({ application: Application, job: JobCard, is_active: Type.Boolean() })),
  total: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
})
const Ids = Type.Object({ ids: Type.Array(Type.Integer()) })
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
const STATUS_MESSAGE = 'Trạng thái không hợp lệ: 2 Nhà tuyển dụng đã xem, 3 Phù hợp, 4 Chưa phù hợp, 5 Đã mời phỏng vấn.'
const statusBody = objectSchema(
  {
    status: {
      type: 'integer',
      label: 'Trạng thái (status)',
      required: 'Thiếu trạng thái (status).',
      min: { value: 2, message: STATUS_MESSAGE },
      max: { value: 5, message: STATUS_MESSAGE },
    },
  },
  ['status'],
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
const idParams = objectSchema({ id: rules.id }, ['id'])
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

  app.put<{ Params: { id: number }; Body: { status: number } }>(
    '/job/v1/candidates/:id/status',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Nhà tuyển dụng đổi trạng thái hồ sơ ứng tuyển (id là mã hồ sơ ứng tuyển)',
        description: 'Chỉ nhà tuyển dụng của tin (403 forbidden); hồ sơ không tồn tại 404 application_not_found.',
        params: idParams,
        body: statusBody,
        response: responses(Application, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await setApplicationStatus(context, userOf(request).id, request.params.id, request.body.status)),
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
