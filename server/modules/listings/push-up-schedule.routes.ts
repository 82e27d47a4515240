// Scheduled push-ups (SPEC 7.4 job-up-settings; docs/decisions/0014-scheduled-push-ups.md): the
// job's schedule, its next runs and this week's allowance (GET), and saving or turning it off
// (POST). Both name a job: members of its organisation only (memberOf('job'): anonymous 401,
// anyone else 403 "Bạn không thể thực hiện thao tác này!" with no data, an unknown job 404).
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { PUSH_SCHEDULE, PUSH_SCHEDULE_MSG, type PushUpSettingsBody } from '../../../src/domain/push-up-schedule'
import { calendarDay } from '../../../src/domain/validation/json-schema'
import type { RouteContext } from '../../context'
import { idParams, NullableString, ok, responses } from '../../lib/http'
import { memberOf, membershipOf, userOf } from '../access/access'
import { getPushUpSettings, savePushUpSettings, upcomingPushUps } from './push-up-schedule'

const TAGS = ['own-jobs']
const DateTime = Type.String({ format: 'date-time' })
const Run = Type.Object({ at: DateTime, text: Type.String({ description: 'dd/MM/yyyy HH:mm, giờ Việt Nam' }) })

const Settings = Type.Object({
  job_id: Type.Integer(),
  enabled: Type.Boolean(),
  hours: Type.Array(Type.Integer({ minimum: 0, maximum: 23 })),
  days: Type.Array(Type.Integer({ minimum: 1, maximum: 7, description: '1 Thứ 2 ... 7 Chủ nhật' })),
  until: NullableString,
  until_date: NullableString,
  state: Type.Union(['off', 'running', 'paused', 'stopped'].map((s) => Type.Literal(s))),
  state_text: Type.String(),
  stopped_reason: Type.Union([...['hidden', 'expired', 'not_approved', 'finished'].map((s) => Type.Literal(s)), Type.Null()]),
  stopped_text: NullableString,
  next_runs: Type.Array(Run),
  allowance: Type.Object({
    per_week: Type.Integer(),
    used_this_week: Type.Integer(),
    left_this_week: Type.Integer(),
    renews_at: DateTime,
    renews_text: Type.String(),
  }),
  max_hours_per_day: Type.Integer(),
  deadline: DateTime,
  deadline_date: Type.String(),
  can_enable: Type.Boolean(),
  updated_at: Type.Union([DateTime, Type.Null()]),
})
const Saved = Type.Object({ message: Type.String(), settings: Settings })
const Upcoming = Type.Object({
  total: Type.Integer({ description: 'Số lịch đang bật' }),
  items: Type.Array(Type.Composite([Type.Object({ job_id: Type.Integer(), title: Type.String() }), Run])),
})

const integerList = (min: number, max: number, maxItems: number, message: string, countMessage: string) => ({
  type: 'array',
  maxItems,
  items: {
    type: 'integer',
    minimum: min,
    maximum: max,
    'x-messages': { type: message, minimum: message, maximum: message },
  },
  'x-messages': { type: message, maxItems: countMessage },
})

const settingsBody = {
  type: 'object',
  properties: {
    enabled: { type: 'boolean', description: 'true: bật (lưu) lịch; false: tắt lịch', 'x-messages': { type: PUSH_SCHEDULE_MSG.enabledRequired } },
    hours: {
      ...integerList(0, 23, 24, PUSH_SCHEDULE_MSG.hoursRange, PUSH_SCHEDULE_MSG.hoursTooMany),
      description: `Giờ trong ngày (0-23, giờ Việt Nam), tối đa ${PUSH_SCHEDULE.maxHoursPerDay} giờ; bắt buộc khi bật`,
    },
    days: {
      ...integerList(1, 7, 7, PUSH_SCHEDULE_MSG.daysRange, PUSH_SCHEDULE_MSG.daysRange),
      description: 'Ngày trong tuần: 1 Thứ 2 ... 7 Chủ nhật; ít nhất một ngày khi bật',
    },
    until: calendarDay(
      PUSH_SCHEDULE_MSG.untilFormat,
      'Ngày cuối lịch chạy (yyyy-MM-dd, giờ Việt Nam), trong hạn nộp hồ sơ của tin; bỏ trống: đến hết hạn tin',
      { nullable: true },
    ),
  },
  required: ['enabled'],
  additionalProperties: false,
  'x-required-messages': { enabled: PUSH_SCHEDULE_MSG.enabledRequired },
}


export default async function pushUpScheduleRoutes(app: FastifyInstance, { db }: RouteContext) {
  const path = '/listing/v1/classifieds/:id/job-up-settings'
  const config = { access: memberOf('job') }

  // the employer home: the next run of each schedule over the jobs of one's organisations
  app.get(
    '/listing/v1/job-up-settings/upcoming',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: `Các lần đẩy tin theo lịch sắp tới (tối đa ${PUSH_SCHEDULE.upcomingShown} tin, sớm nhất trước) trên các tin của doanh nghiệp mình`,
        description: 'Tài khoản chưa thuộc doanh nghiệp nào nhận danh sách rỗng.',
        response: responses(Upcoming, [401]),
      },
    },
    async (request) => ok(await upcomingPushUps(db, userOf(request).id)),
  )

  app.get<{ Params: { id: number } }>(
    path,
    {
      config,
      schema: {
        tags: TAGS,
        summary: 'Lịch đẩy tin tự động của tin: giờ, ngày, các lần đẩy tiếp theo và lượt còn lại tuần này',
        params: idParams,
        response: responses(Settings, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await getPushUpSettings(db, request.params.id)),
  )

  app.post<{ Params: { id: number }; Body: PushUpSettingsBody }>(
    path,
    {
      config,
      schema: {
        tags: TAGS,
        summary: `Lưu hoặc tắt lịch đẩy tin tự động (giờ Việt Nam); mỗi tin ${PUSH_SCHEDULE.freePerWeek} lượt miễn phí mỗi tuần`,
        description: 'Bật: tin phải đang hiển thị (400 job_not_active); lịch sai: 400 invalid_schedule với lý do.',
        params: idParams,
        body: settingsBody,
        response: responses(Saved, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const { organizationId } = membershipOf(request)
      return ok(await savePushUpSettings(db, request.params.id, organizationId, userOf(request).id, request.body))
    },
  )
}
