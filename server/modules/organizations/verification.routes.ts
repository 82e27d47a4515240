// Verification of organisations (SPEC 7.2 org-audit-infor, org-audit/detail, org-unlink,
// org-restore) and the staff queue of requests (docs/decisions/0021-verification-and-staff.md).
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { RouteContext } from '../../context'
import { idParams, NullableString, ok, responses } from '../../lib/http'
import { registerStaffQueue } from '../../lib/staff-decisions'
import { memberOf, membershipOf, userOf } from '../access/access'
import { auditDetail, decideAudits, restoreOrganization, submitAudit, unlinkOrganization, waitingAudits } from './verification'

const Done = Type.Object({ message: Type.String() })
const ownerOnly = memberOf('organization', { roles: ['owner'] })
const DateTime = Type.String({ format: 'date-time' })

const AuditDetail = Type.Object({
  organization_id: Type.Integer(),
  verify_status: Type.Integer(),
  verify_status_name: Type.String(),
  is_partner: Type.Boolean(),
  can_submit: Type.Boolean(),
  audit: Type.Union([
    Type.Object({
      id: Type.Integer(),
      business_status: Type.Integer(),
      business_status_name: Type.String(),
      submitted_at: DateTime,
      reviewed_at: Type.Union([DateTime, Type.Null()]),
      reason: NullableString,
    }),
    Type.Null(),
  ]),
  unlinked: Type.Union([Type.Object({ at: DateTime, tax_code: Type.String(), restorable_until: DateTime }), Type.Null()]),
})

export default async function verificationRoutes(app: FastifyInstance, context: RouteContext) {
  const { db } = context

  app.post<{ Params: { id: number } }>(
    '/job/v1/recruiters/:id/org-audit-infor',
    {
      config: { access: ownerOnly },
      schema: {
        tags: ['organizations'],
        summary: 'Gửi thông tin doanh nghiệp để nhân viên xác thực (chỉ chủ tài khoản)',
        params: idParams,
        response: responses(Done, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok(await submitAudit(db, membershipOf(request).organizationId, userOf(request).id)),
  )

  app.get<{ Params: { id: number } }>(
    '/job/v1/recruiters/:id/org-audit/detail',
    {
      config: { access: memberOf('organization') },
      schema: {
        tags: ['organizations'],
        summary: 'Trạng thái xác thực doanh nghiệp và lý do của người duyệt',
        params: idParams,
        response: responses(AuditDetail, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await auditDetail(db, membershipOf(request).organizationId)),
  )

  app.put<{ Params: { id: number } }>(
    '/job/v1/recruiters/:id/org-unlink',
    {
      config: { access: ownerOnly },
      schema: {
        tags: ['organizations'],
        summary: 'Gỡ mã số thuế khỏi doanh nghiệp (khôi phục được trong 30 ngày)',
        params: idParams,
        response: responses(Done, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok(await unlinkOrganization(db, membershipOf(request).organizationId, userOf(request).id)),
  )

  app.put<{ Params: { id: number } }>(
    '/job/v1/recruiters/:id/org-restore',
    {
      config: { access: ownerOnly },
      schema: {
        tags: ['organizations'],
        summary: 'Khôi phục mã số thuế đã gỡ (trong 30 ngày)',
        params: idParams,
        response: responses(Done, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok(await restoreOrganization(db, membershipOf(request).organizationId, userOf(request).id)),
  )

  registerStaffQueue(app, {
    queue: 'organizations',
    list: (page) => waitingAudits(db, page),
    decide: (staff, ids, decision, reason) => decideAudits(context, staff, ids, decision, reason),
  })
}
