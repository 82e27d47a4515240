// GET /job/v1/organizations/{id}/activity: who did what for the organisation (members only; what a
// member reads depends on its role, docs/decisions/0024-organisation-activity.md).
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { ACTIVITY_KINDS, ACTIVITY_PAGE, type ActivityKind } from '../../../src/domain/organizations/activity'
import { objectSchema, withProperties } from '../../../src/domain/validation/json-schema'
import { rules } from '../../../src/domain/validation/rules'
import type { RouteContext } from '../../context'
import { NullableInt, NullableString, ok, responses } from '../../lib/http'
import { memberOf, membershipOf, userOf } from '../access/access'
import { organizationActivity } from './activity'

const KIND_MESSAGE = `kind là một trong: ${ACTIVITY_KINDS.join(', ')}.`

const query = withProperties(
  objectSchema({
    page: { type: 'integer', label: 'page', min: { value: 1, message: 'page phải lớn hơn 0.' }, max: { value: 10_000, message: 'page tối đa 10000.' } },
    limit: { type: 'integer', label: 'limit', min: { value: 1, message: 'limit phải lớn hơn 0.' }, max: { value: ACTIVITY_PAGE.maxLimit, message: `limit tối đa ${ACTIVITY_PAGE.maxLimit}.` } },
    as_of: rules.asOf,
    user_id: { ...rules.id, label: 'user_id' },
  }),
  { kind: { type: 'string', enum: [...ACTIVITY_KINDS], 'x-messages': { enum: KIND_MESSAGE, type: KIND_MESSAGE } } },
)

const Item = Type.Object({
  id: Type.Integer(),
  action: Type.String(),
  label: Type.String(),
  kind: Type.String(),
  user_id: NullableInt,
  actor_name: Type.String(),
  role: NullableString,
  role_name: NullableString,
  still_member: Type.Boolean(),
  job: Type.Union([Type.Object({ id: Type.Integer(), title: Type.String() }), Type.Null()]),
  person: NullableString,
  detail: Type.String(),
  amount: NullableInt,
  created_at: Type.String({ format: 'date-time' }),
})
const Page = Type.Object({
  items: Type.Array(Item),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  as_of: Type.Integer(),
  has_more: Type.Boolean(),
  actors: Type.Array(Type.Object({ user_id: Type.Integer(), name: Type.String(), role_name: NullableString })),
  sees_all: Type.Boolean(),
})

export default async function activityRoutes(app: FastifyInstance, { db }: RouteContext) {
  app.get<{ Params: { id: number }; Querystring: { page?: number; limit?: number; as_of?: number; user_id?: number; kind?: ActivityKind } }>(
    '/job/v1/organizations/:id/activity',
    {
      config: { access: memberOf('organization') },
      schema: {
        tags: ['organizations'],
        summary: `Hoạt động của các thành viên cho doanh nghiệp, mới nhất trước (tối đa ${ACTIVITY_PAGE.maxLimit} mỗi trang)`,
        description:
          'Chủ tài khoản xem mọi hoạt động; thành viên khác xem hoạt động tin tuyển dụng và ứng viên của mọi người và mọi hoạt động của chính mình. ' +
          'Trang sau gửi lại as_of của trang đầu để không lặp hay sót dòng.',
        params: objectSchema({ id: rules.id }, ['id']),
        querystring: query,
        response: responses(Page, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const { organizationId, role } = membershipOf(request)
      const { page = 1, limit = ACTIVITY_PAGE.limit, as_of, user_id, kind } = request.query
      return ok(await organizationActivity(db, organizationId, { userId: userOf(request).id, role }, { page, limit, as_of, user_id, kind }))
    },
  )
}
