// The staff queues of jobs (docs/decisions/0021-verification-and-staff.md): posts waiting for
// review and posts visitors reported, and the decisions on them. Staff only.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import type { RouteContext } from '../../context'
import { NullableInt, NullableString } from '../../lib/http'
import { EarlierDecisionSchema, NoteHit, registerStaffQueue } from '../../lib/staff-decisions'
import { decideJobs, decideReports, waitingJobs, waitingReports } from './review'

const DateTime = Type.String({ format: 'date-time' })
const Hit = Type.Object({
  rule: Type.String(),
  name: Type.String(),
  field: Type.String(),
  label: Type.String(),
  phrase: Type.String(),
  action: Type.String(),
  message: Type.String(),
})
const WaitingJob = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  organization_id: Type.Integer(),
  organization: Type.String(),
  is_partner: Type.Boolean(),
  posted_by: NullableString,
  created_at: DateTime,
  salary_min: NullableInt,
  salary_max: NullableInt,
  description: Type.String(),
  requirements: Type.String(),
  benefits: Type.String(),
  review_reason: NullableString,
  hits: Type.Array(Hit),
  /** staff's earlier take-down, when the owner edited a job staff had taken down */
  earlier_decision: EarlierDecisionSchema,
})
const Report = Type.Object({
  id: Type.Integer(),
  job_id: Type.Integer(),
  job_title: Type.String(),
  job_url: Type.String(),
  organization: Type.String(),
  reason: Type.String(),
  reason_name: Type.String(),
  note: Type.String(),
  note_hits: Type.Array(NoteHit),
  reports_on_job: Type.Integer(),
  created_at: DateTime,
})

export default async function reviewRoutes(app: FastifyInstance, context: RouteContext) {
  const { db } = context
  registerStaffQueue<'approve' | 'reject'>(app, {
    queue: 'jobs',
    listSummary: 'Tin chờ duyệt, cũ nhất trước, kèm quy tắc đã phát hiện',
    decideSummary: 'Duyệt hoặc từ chối (kèm lý do) các tin đã chọn',
    item: WaitingJob,
    list: (page) => waitingJobs(db, page),
    decide: (staff, ids, decision, reason) => decideJobs(context, staff, ids, decision, reason),
  })
  registerStaffQueue<'reject' | 'dismiss'>(app, {
    queue: 'reports',
    listSummary: 'Báo cáo tin vi phạm chờ xử lý, mới nhất trước',
    decideSummary: 'Gỡ tin bị báo cáo (kèm lý do cho người đăng) hoặc bỏ qua báo cáo',
    item: Report,
    defaultOrder: 'newest',
    list: (page) => waitingReports(db, page),
    decide: (staff, ids, decision, reason) => decideReports(context, staff, ids, decision, reason),
  })
}
