// Organisations (SPEC 7.9) as their members see them. Membership is decided by the access layer
// (memberOf): a route here only runs for a member of the organisation in its path. The public
// pages' endpoints are public.routes.ts, registered from here.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { formBodySchema } from '../../../src/domain/forms/json-schema'
import { businessInfoFields } from '../../../src/domain/organizations/fields'
import { objectSchema } from '../../../src/domain/validation/json-schema'
import { rules } from '../../../src/domain/validation/rules'
import type { RouteContext } from '../../context'
import { idParams, NullableInt, NullableString, ok, responses } from '../../lib/http'
import { memberOf, membershipOf, userOf } from '../access/access'
import { ORG_ROLES, ORG_ROLE_LABEL, listMembers, type OrgRole } from '../access/memberships'
import { businessInfo, myOrganizations, saveBusinessInfo } from './business-info'
import activityRoutes from './activity.routes'
import documentRoutes from './documents.routes'
import publicOrganizationRoutes from './public.routes'
import orgEmailRoutes from './org-email.routes'
import { answerInvitation, inviteMember, MEMBER_MSG, myInvitations, organizationInvitations, removeMember, revokeInvitation, setMemberRole } from './members'

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


const Invitation = Type.Object({
  id: Type.Integer(),
  organization_id: Type.Integer(),
  organization: Type.String(),
  phone: NullableString,
  email: NullableString,
  role: Role,
  role_name: Type.String(),
  invited_by: NullableString,
  created_at: Type.String({ format: 'date-time' }),
  expires_at: Type.String({ format: 'date-time' }),
})
const Invitations = Type.Object({ items: Type.Array(Invitation) })
const Done = Type.Object({ message: Type.String() })
const roleBody = {
  type: 'string',
  label: 'Vai trò',
  pattern: { source: `^(${ORG_ROLES.join('|')})$`, message: 'Vai trò là chủ tài khoản (owner), nhà tuyển dụng (recruiter) hoặc đại lý (agent).' },
} as const
const ownerOnly = memberOf('organization', { roles: ['owner'] })

const Member = Type.Object({
  user_id: Type.Integer(),
  full_name: Type.Union([Type.String(), Type.Null()]),
  role: Role,
  role_name: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
})

export default async function organizationRoutes(app: FastifyInstance, context: RouteContext) {
  const { db } = context
  // licence documents: a plugin of their own (the multipart parser is in force there only)
  await app.register(documentRoutes, context)
  // the public pages' endpoints (detail, jobs, listing, outstanding, suggestions)
  await app.register(publicOrganizationRoutes, context)
  // the organisation's e-mail on its own domain and its verification link (decision 0022)
  await app.register(orgEmailRoutes, context)
  // who did what for the organisation (decision 0024)
  await app.register(activityRoutes, context)

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
      // any account: one acting for none gets an empty list rather than an error its pages must explain away
      config: { access: 'user' },
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

  app.get<{ Params: { id: number } }>(
    '/job/v1/organizations/:id/invitations',
    {
      config: { access: memberOf('organization') },
      schema: { tags: ['organizations'], summary: 'Lời mời tham gia doanh nghiệp đang chờ trả lời', params: idParams, response: responses(Invitations, [400, 401, 403, 404]) },
    },
    async (request) => ok({ items: await organizationInvitations(db, membershipOf(request).organizationId) }),
  )

  app.post<{ Params: { id: number }; Body: { contact?: string; role?: OrgRole } }>(
    '/job/v1/organizations/:id/invitations',
    {
      config: { access: ownerOnly },
      schema: {
        tags: ['organizations'],
        summary: 'Mời một số điện thoại hoặc email cùng tuyển dụng cho doanh nghiệp (chỉ chủ tài khoản)',
        params: idParams,
        body: objectSchema({ contact: { type: 'string', label: 'Số điện thoại hoặc email', maxLength: { value: 150, message: MEMBER_MSG.email } }, role: roleBody }, ['contact']),
        response: responses(Type.Object({ invitation: Invitation, message: Type.String() }), [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok({ invitation: await inviteMember(context, membershipOf(request).organizationId, userOf(request), request.body), message: MEMBER_MSG.invited }),
  )

  app.delete<{ Params: { id: number; invitation_id: number } }>(
    '/job/v1/organizations/:id/invitations/:invitation_id',
    {
      config: { access: ownerOnly },
      schema: {
        tags: ['organizations'],
        summary: 'Hủy một lời mời chưa được trả lời (chỉ chủ tài khoản)',
        params: objectSchema({ id: rules.id, invitation_id: rules.id }, ['id', 'invitation_id']),
        response: responses(Done, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      await revokeInvitation(db, membershipOf(request).organizationId, request.params.invitation_id, userOf(request).id)
      return ok({ message: MEMBER_MSG.revoked })
    },
  )

  app.put<{ Params: { id: number; user_id: number }; Body: { role: OrgRole } }>(
    '/job/v1/organizations/:id/members/:user_id',
    {
      config: { access: ownerOnly },
      schema: {
        tags: ['organizations'],
        summary: 'Đổi vai trò của một thành viên (chỉ chủ tài khoản; doanh nghiệp luôn còn ít nhất một chủ)',
        params: objectSchema({ id: rules.id, user_id: rules.id }, ['id', 'user_id']),
        body: objectSchema({ role: roleBody }, ['role']),
        response: responses(Done, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      await setMemberRole(db, membershipOf(request).organizationId, request.params.user_id, request.body.role, userOf(request).id)
      return ok({ message: MEMBER_MSG.roleSet })
    },
  )

  app.delete<{ Params: { id: number; user_id: number } }>(
    '/job/v1/organizations/:id/members/:user_id',
    {
      config: { access: ownerOnly },
      schema: {
        tags: ['organizations'],
        summary: 'Xóa một thành viên khỏi doanh nghiệp (chỉ chủ tài khoản; doanh nghiệp luôn còn ít nhất một chủ)',
        params: objectSchema({ id: rules.id, user_id: rules.id }, ['id', 'user_id']),
        response: responses(Done, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      await removeMember(context, membershipOf(request).organizationId, request.params.user_id, userOf(request).id)
      return ok({ message: MEMBER_MSG.removed })
    },
  )

  app.get(
    '/job/v1/organizations/invitations/self',
    {
      config: { access: 'user' },
      schema: { tags: ['organizations'], summary: 'Lời mời tham gia doanh nghiệp gửi tới số điện thoại hoặc email đã xác thực của tài khoản', response: responses(Invitations, [401]) },
    },
    async (request) => ok({ items: await myInvitations(db, userOf(request).id) }),
  )

  app.put<{ Params: { invitation_id: number }; Body: { accept: boolean } }>(
    '/job/v1/organizations/invitations/:invitation_id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['organizations'],
        summary: 'Đồng ý hoặc từ chối lời mời tham gia doanh nghiệp',
        params: objectSchema({ invitation_id: rules.id }, ['invitation_id']),
        body: {
          type: 'object',
          properties: { accept: { type: 'boolean', description: 'true: đồng ý; false: từ chối', 'x-messages': { type: 'accept phải là true hoặc false.' } } },
          required: ['accept'],
          additionalProperties: false,
          'x-required-messages': { accept: 'Thiếu câu trả lời (accept).' },
        },
        response: responses(Type.Object({ message: Type.String(), organization_id: Type.Integer() }), [400, 401, 404]),
      },
    },
    async (request) => ok(await answerInvitation(context, userOf(request), request.params.invitation_id, request.body.accept)),
  )
}
