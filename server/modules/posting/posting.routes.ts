// The posting flow's API (SPEC 7.3; docs/decisions/0011-job-posting.md). Posting needs a signed-in
// account with a verified phone; a route naming a job is for members of its organisation
// (memberOf('job'): anonymous 401, anyone else 403 with no data, an unknown job 404).
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { formBodySchema } from '../../../src/domain/forms/json-schema'
import { postingFields } from '../../../src/domain/posting/fields'
import type { RouteContext } from '../../context'
import { idParams, NullableString, ok, responses } from '../../lib/http'
import { enforce, RateLimitedError, release } from '../../lib/rate-limit'
import { memberOf, userOf } from '../access/access'
import { checkPosting, createPosting, POSTING_RATE, POSTING_SERVER_MSG, postingForEdit, updatePosting } from './posting.service'

const TAGS = ['posting']
const body = formBodySchema(postingFields(), {
  organization_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647, 'x-messages': { type: 'Doanh nghiệp không hợp lệ' } },
})

const Hit = Type.Object({
  rule: Type.String(),
  name: Type.String(),
  field: Type.String(),
  label: Type.String(),
  phrase: Type.String(),
  action: Type.Union([Type.Literal('block'), Type.Literal('review')]),
  message: Type.String(),
})
const Assessment = Type.Object({
  decision: Type.Union([Type.Literal('approve'), Type.Literal('review'), Type.Literal('block')]),
  hits: Type.Array(Hit),
  message: NullableString,
})
const Saved = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  review_status: Type.Integer(),
  review_reason: NullableString,
  message: Type.String(),
  assessment: Assessment,
})
const Edit = Type.Object({}, { additionalProperties: true })

export default async function postingRoutes(app: FastifyInstance, context: RouteContext) {
  const { db } = context

  app.post<{ Body: Record<string, unknown> }>(
    '/listing/v1/classifieds/posting-check-block',
    {
      config: { access: 'verified' },
      schema: { tags: TAGS, summary: 'Kiểm tra tin trước khi đăng (quy tắc chống lừa đảo)', body, response: responses(Assessment, [400, 401, 403]) },
    },
    async (request) => ok(await checkPosting(db, userOf(request), request.body)),
  )

  app.post<{ Params: { id: number }; Body: Record<string, unknown> }>(
    '/listing/v1/classifieds/:id/edit-check-block',
    {
      config: { access: memberOf('job') },
      schema: {
        tags: TAGS,
        summary: 'Kiểm tra tin trước khi lưu chỉnh sửa',
        params: idParams,
        body,
        response: responses(Assessment, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await checkPosting(db, userOf(request), request.body, request.params.id)),
  )

  app.post<{ Body: Record<string, unknown> }>(
    '/listing/v1/classifieds',
    {
      config: { access: 'verified' },
      schema: {
        tags: TAGS,
        summary: `Đăng tin tuyển dụng (tối đa ${POSTING_RATE.limit} tin được lưu mỗi giờ)`,
        body,
        response: responses(Saved, [400, 401, 403, 429]),
      },
    },
    async (request, reply) => {
      const user = userOf(request)
      // only saved posts count: a refused one gives its hit back
      try {
        await enforce(db, POSTING_RATE, String(user.id), POSTING_SERVER_MSG.rateLimited)
      } catch (error) {
        if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSec))
        throw error
      }
      try {
        return ok(await createPosting(context, user, request.body))
      } catch (error) {
        await release(db, POSTING_RATE, String(user.id))
        throw error
      }
    },
  )

  app.get<{ Params: { id: number } }>(
    '/listing/v1/classifieds/:id/edit',
    {
      config: { access: memberOf('job') },
      schema: { tags: TAGS, summary: 'Dữ liệu tin để chỉnh sửa', params: idParams, response: responses(Edit, [400, 401, 403, 404]) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return ok(await postingForEdit(db, request.params.id))
    },
  )

  app.put<{ Params: { id: number }; Body: Record<string, unknown> }>(
    '/listing/v1/classifieds/:id',
    {
      config: { access: memberOf('job') },
      schema: { tags: TAGS, summary: 'Cập nhật tin tuyển dụng', params: idParams, body, response: responses(Saved, [400, 401, 403, 404]) },
    },
    async (request) => ok(await updatePosting(context, userOf(request), request.params.id, request.body)),
  )
}
