// GET /job/v1/classifieds/{id}/tracking (SPEC 7.4): one job's counters per day, for the members of
// its organisation (memberOf('job'): anonymous 401 "Bạn cần đăng nhập!", anyone else 403 "Bạn
// không thể thực hiện thao tác này!" with no data, an unknown job 404).
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { JOB_STATS, JOB_STATS_MSG } from '../../../src/domain/job-stats'
import { calendarDay, objectSchema } from '../../../src/domain/validation/json-schema'
import { rules } from '../../../src/domain/validation/rules'
import type { RouteContext } from '../../context'
import { ok, responses } from '../../lib/http'
import { memberOf, membershipOf } from '../access/access'
import { jobStats } from './job-stats'

const Counts = {
  views: Type.Integer(),
  impressions: Type.Integer(),
  contacts: Type.Integer(),
  contacts_call: Type.Integer(),
  contacts_chat: Type.Integer(),
  contacts_login: Type.Integer(),
  applications: Type.Integer(),
}
const Day = Type.String({ format: 'date' })

const Stats = Type.Object({
  job: Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    url: Type.String(),
    status: Type.Union(['active', 'waiting', 'rejected', 'hidden', 'expired'].map((s) => Type.Literal(s))),
    status_name: Type.String(),
    organization: Type.Object({ id: Type.Integer(), name: Type.String() }),
    published_at: Type.String({ format: 'date-time' }),
    expires_at: Type.String({ format: 'date-time' }),
    published_date: Type.String(),
    expires_date: Type.String(),
  }),
  range: Type.Object({ from: Day, to: Day, life_from: Day, life_to: Day, max_days: Type.Integer() }),
  days: Type.Array(Type.Object({ day: Day, date: Type.String(), ...Counts })),
  totals: Type.Object(Counts),
})

const statsQuery = {
  type: 'object',
  properties: {
    from: calendarDay(JOB_STATS_MSG.fromFormat, 'Ngày đầu (yyyy-MM-dd, giờ Việt Nam); mặc định ngày tin bắt đầu hiển thị'),
    to: calendarDay(JOB_STATS_MSG.toFormat, 'Ngày cuối (yyyy-MM-dd), không sau hôm nay; mặc định hôm nay hoặc ngày tin hết hạn'),
  },
}

export default async function jobStatsRoutes(app: FastifyInstance, { db }: RouteContext) {
  app.get<{ Params: { id: number }; Querystring: { from?: string; to?: string } }>(
    '/job/v1/classifieds/:id/tracking',
    {
      config: { access: memberOf('job') },
      schema: {
        tags: ['own-jobs'],
        summary: 'Thống kê từng ngày của một tin: lượt xem, hiển thị, liên hệ (theo loại) và hồ sơ ứng tuyển, kèm tổng',
        description: `Mặc định cả thời gian tin hiển thị (từ ngày đăng đến hôm nay hoặc ngày hết hạn), tối đa ${JOB_STATS.maxDays} ngày gần nhất; ngày không có số liệu là 0.`,
        params: objectSchema({ id: rules.id }, ['id']),
        querystring: statsQuery,
        response: responses(Stats, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await jobStats(db, request.params.id, membershipOf(request).organizationId, request.query)),
  )
}
