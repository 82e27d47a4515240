// Organisations (SPEC 7.9) as their members see them. Membership is decided by the access layer
// (memberOf): a route here only runs for a member of the organisation in its path.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { objectSchema } from '../../../src/domain/validation/json-schema'
import { rules } from '../../../src/domain/validation/rules'
import type { RouteContext } from '../../context'
import { ok, responses } from '../../lib/http'
import { memberOf, membershipOf } from '../access/access'
import { ORG_ROLES, listMembers } from '../access/memberships'

const Member = Type.Object({
  user_id: Type.Integer(),
  full_name: Type.Union([Type.String(), Type.Null()]),
  role: Type.Union(ORG_ROLES.map((role) => Type.Literal(role))),
  role_name: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
})

export default async function organizationRoutes(app: FastifyInstance, { db }: RouteContext) {
  app.get<{ Params: { id: number } }>(
    '/job/v1/organizations/:id/members',
    {
      config: { access: memberOf('organization') },
      schema: {
        tags: ['organizations'],
        summary: 'Thành viên của doanh nghiệp (chỉ thành viên xem được)',
        params: objectSchema({ id: rules.id }, ['id']),
        response: responses(Type.Object({ items: Type.Array(Member) }), [401, 403, 404]),
      },
    },
    async (request) => ok({ items: await listMembers(db, membershipOf(request).organizationId) }),
  )
}
