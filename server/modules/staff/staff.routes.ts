// The staff moderation queue (platform staff only, access 'staff'): what visitors reported, newest
// first, with the job it is about. The console that acts on it comes with the organisations issue.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { REPORT_REASONS } from '../../../src/domain/jobs'
import { objectSchema } from '../../../src/domain/validation/json-schema'
import { rules } from '../../../src/domain/validation/rules'
import { PAGINATION } from '../../../src/domain/constants'
import type { RouteContext } from '../../context'
import { ok, responses } from '../../lib/http'

const Report = Type.Object({
  id: Type.Integer(),
  job_id: Type.Integer(),
  job_title: Type.String(),
  organization: Type.String(),
  reason: Type.String(),
  reason_name: Type.String(),
  note: Type.String(),
  status: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
})

const REASON_NAME = new Map<string, string>(REPORT_REASONS.map((r) => [r.code, r.name]))

export default async function staffRoutes(app: FastifyInstance, { db }: RouteContext) {
  app.get<{ Querystring: { offset?: number; limit?: number } }>(
    '/job/v1/staff/job-reports',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: 'Báo cáo tin vi phạm chờ xử lý (nhân viên kiểm duyệt)',
        querystring: objectSchema({ offset: rules.offset, limit: rules.limit }),
        response: responses(Type.Object({ items: Type.Array(Report), total: Type.Integer() }), [400, 401, 403]),
      },
    },
    async (request) => {
      const offset = request.query.offset ?? 0
      const limit = request.query.limit ?? PAGINATION.limit
      const [rows, [count]] = await Promise.all([
        db.query<{ id: number; job_id: number; job_title: string; organization: string; reason: string; note: string; status: number; created_at: Date }>(
          `SELECT r.id, r.job_id, j.title AS job_title, o.name AS organization, r.reason, r.note, r.status, r.created_at
             FROM job_reports r JOIN jobs j ON j.id = r.job_id JOIN organizations o ON o.id = j.organization_id
            WHERE r.status = 1000 ORDER BY r.created_at DESC, r.id DESC OFFSET $1 LIMIT $2`,
          [offset, limit],
        ),
        db.query<{ n: number }>('SELECT count(*)::int AS n FROM job_reports WHERE status = 1000'),
      ])
      const items = rows.map((r) => ({
        ...r,
        id: Number(r.id),
        job_id: Number(r.job_id),
        reason_name: REASON_NAME.get(r.reason) ?? r.reason,
        created_at: new Date(r.created_at).toISOString(),
      }))
      return ok({ items, total: count.n })
    },
  )
}
