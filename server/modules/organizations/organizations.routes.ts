// Organisations (SPEC 7.9) as their members see them. Membership is decided by the access layer
// (memberOf): a route here only runs for a member of the organisation in its path.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { formBodySchema } from '../../../src/domain/forms/json-schema'
import { businessInfoFields } from '../../../src/domain/organizations/fields'
import { objectSchema } from '../../../src/domain/validation/json-schema'
import { rules } from '../../../src/domain/validation/rules'
import type { RouteContext } from '../../context'
import { NullableInt, NullableString, ok, responses } from '../../lib/http'
import { memberOf, membershipOf, userOf } from '../access/access'
import { ORG_ROLES, ORG_ROLE_LABEL, listMembers } from '../access/memberships'
import { businessInfo, myOrganizations, saveBusinessInfo } from './business-info'

const Role = Type.Union(ORG_ROLES.map((role) => Type.Literal(role)))

const BusinessInfo = Type.Object({
  organization_id: Type.Integer(),
  values: Type.Object({
    organization_type: Type.Integer(),
    name: Type.String(),
    tax_code: Type.String(),
    city_id: NullableInt,
    district_id: NullableInt,
    street: Type.String(),
    size_id: NullableInt,
    industry_id: NullableInt,
    website: NullableString,
    description: Type.String(),
  }),
  verify_status: Type.Integer(),
  is_partner: Type.Boolean(),
  can_edit: Type.Boolean(),
  updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  updated_by: NullableString,
})

const idParams = objectSchema({ id: rules.id }, ['id'])

const Member = Type.Object({
  user_id: Type.Integer(),
  full_name: Type.Union([Type.String(), Type.Null()]),
  role: Role,
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
        params: idParams,
        response: responses(Type.Object({ items: Type.Array(Member) }), [401, 403, 404]),
      },
    },
    async (request) => ok({ items: await listMembers(db, membershipOf(request).organizationId) }),
  )

  app.get(
    '/job/v1/organizations/self',
    {
      config: { access: 'recruiter' },
      schema: {
        tags: ['organizations'],
        summary: 'Các doanh nghiệp tài khoản làm việc cho, doanh nghiệp mình làm chủ trước',
        response: responses(Type.Object({ items: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), role: Role, role_name: Type.String() })) }), [401, 403]),
      },
    },
    async (request) => ok({ items: (await myOrganizations(db, userOf(request).id)).map((o) => ({ ...o, role_name: ORG_ROLE_LABEL[o.role] })) }),
  )

  app.get<{ Params: { id: number } }>(
    '/job/v1/organizations/:id/business-info',
    {
      config: { access: memberOf('organization') },
      schema: {
        tags: ['organizations'],
        summary: 'Thông tin doanh nghiệp (thành viên xem; chủ tài khoản sửa)',
        params: idParams,
        response: responses(BusinessInfo, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const { organizationId, role } = membershipOf(request)
      return ok(await businessInfo(db, organizationId, role))
    },
  )

  app.put<{ Params: { id: number }; Body: Record<string, unknown> }>(
    '/job/v1/organizations/:id/business-info',
    {
      config: { access: memberOf('organization', { roles: ['owner'] }) },
      schema: {
        tags: ['organizations'],
        summary: 'Lưu thông tin doanh nghiệp (chỉ chủ tài khoản); đổi loại hình, tên hoặc mã số thuế thì cần xác thực lại',
        params: idParams,
        body: formBodySchema(businessInfoFields()),
        response: responses(Type.Object({ info: BusinessInfo, message: Type.String() }), [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok(await saveBusinessInfo(db, membershipOf(request).organizationId, userOf(request).id, request.body)),
  )
}
