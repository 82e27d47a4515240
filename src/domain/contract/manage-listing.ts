// The own-job manager's contract (SPEC 7.4; docs/decisions/0010-own-job-manager.md,
// 0014-scheduled-push-ups.md, 0035-api-contract.md): each operation's schemas and the types derived
// from them. The lists are the caller's own ('user': every query is scoped by the caller's
// organisation memberships); an operation naming a job is for members of the job's organisation
// (anonymous 401, anyone else 403 "Bạn không thể thực hiện thao tác này!" with no data, an unknown
// job 404). The wallet's buy-service page shows the same row (MyClassified).
import { Type, type Static } from '@sinclair/typebox'
import { MANAGE_LISTING_ACTIONS, PAGINATION, TRACKING } from '../constants'
import { JOB_STATS, JOB_STATS_MSG } from '../job-stats'
import { LISTING_SORT_KEYS, LISTING_STATUSES, LISTING_TAB_KEYS, MANAGE_LISTING, MANAGE_MSG, PUSH_SOURCES } from '../manage-listing'
import { PUSH_SCHEDULE, PUSH_SCHEDULE_MSG, PUSH_SCHEDULE_STATES, PUSH_STOP_REASONS } from '../push-up-schedule'
import { calendarDay } from '../validation/json-schema'
import { rules } from '../validation/rules'
import { defineContract } from './define'
import { manageListingPaths } from './manage-listing.paths'
import { DateTime, Nullable, Page, StringEnum, fields } from './schema'

// ---- what the API answers ----

const Tab = StringEnum(LISTING_TAB_KEYS)
const Sort = StringEnum(LISTING_SORT_KEYS)

export const ListingFilters = Type.Object({
  tabs: Type.Array(Type.Object({ key: Tab, name: Type.String(), description: Type.String() })),
  sorts: Type.Array(Type.Object({ key: Sort, name: Type.String() })),
  default_tab: Tab,
  default_sort: Sort,
  free_ups_per_day: Type.Integer(),
  extend_max_days: Type.Integer(),
})
export type ListingFilters = Static<typeof ListingFilters>


/** A service of a job and the day it ends. */
export const ListingService = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  ends_at: DateTime,
  /** dd/MM/yyyy, Vietnam time */
  end_date: Type.String(),
  is_running: Type.Boolean(),
})
export type ListingService = Static<typeof ListingService>

/**
 * A job's last 14 Vietnamese days (today last): views and applications per day, `from` being the
 * first day (yyyy-mm-dd). Applications counted as everywhere (server/modules/listings/job-counters.ts).
 */
export const JobTrend = Type.Object({
  from: Type.String({ format: 'date' }),
  views: Type.Array(Type.Integer()),
  applications: Type.Array(Type.Integer()),
})
export type JobTrend = Static<typeof JobTrend>

export const ListingStatistic = Type.Object({
  tabs: Type.Array(Type.Object({ key: Tab, name: Type.String(), total: Type.Integer() })),
  /** the last 14 days of views and applications summed over the jobs counted (the employer overview's trend) */
  trend: JobTrend,
})
export type ListingStatistic = Static<typeof ListingStatistic>

/** A row of the manager. Dates are ISO 8601; *_date are dd/MM/yyyy (Vietnam time). */
export const MyClassified = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  status: StringEnum(LISTING_STATUSES),
  status_name: Type.String(),
  review_status: Type.Integer(),
  is_hidden: Type.Boolean(),
  /** why it waits for review or was rejected; null otherwise */
  review_reason: Nullable(Type.String()),
  organization: Type.Object({ id: Type.Integer(), name: Type.String() }),
  created_at: DateTime,
  published_at: DateTime,
  expires_at: DateTime,
  pushed_at: DateTime,
  created_date: Type.String(),
  published_date: Type.String(),
  expires_date: Type.String(),
  services: Type.Array(ListingService),
  /** every application the job has received (the same count as its statistics page) */
  applications: Type.Integer(),
  /** the last 14 days of views and applications, read for the whole page in one query */
  trend: JobTrend,
  /** free push-ups left today (MANAGE_LISTING.freeUpsPerDay a day) */
  free_ups_left: Type.Integer(),
  /** bought push-ups left (buy-job-up), spent once the free one of the day is used */
  paid_ups_left: Type.Integer(),
  /** who posted it ("Người đăng"), only when the organisation has more than one member */
  posted_by: Nullable(Type.String()),
  /** SPEC 9 action keys allowed for this row */
  actions: Type.Array(StringEnum(MANAGE_LISTING_ACTIONS)),
})
export type MyClassified = Static<typeof MyClassified>

export const MyClassifiedPage = Page(MyClassified)
export type MyClassifiedPage = Static<typeof MyClassifiedPage>

/** The answer of a change (hide, show, extend): the server's message and the row as it now is. */
export const ManageChanged = Type.Object({ message: Type.String(), item: MyClassified })
export type ManageChanged = Static<typeof ManageChanged>

export const ManagePushed = Type.Object({ message: Type.String(), item: MyClassified, pushed_at: DateTime, free_ups_left: Type.Integer() })
export type ManagePushed = Static<typeof ManagePushed>

export const JobTracking = Type.Object({ id: Type.Integer(), views: Type.Integer(), impressions: Type.Integer(), contacts: Type.Integer(), applications: Type.Integer() })
export type JobTracking = Static<typeof JobTracking>

export const PushUp = Type.Object({
  id: Type.Integer(),
  source: StringEnum(PUSH_SOURCES),
  source_name: Type.String(),
  pushed_at: DateTime,
  /** HH:mm dd/MM/yyyy, Vietnam time */
  pushed_text: Type.String(),
  by_name: Nullable(Type.String()),
})
export type PushUp = Static<typeof PushUp>

export const PushUpHistory = Type.Object({
  items: Type.Array(PushUp),
  total: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
  free_ups_per_day: Type.Integer(),
  free_ups_left: Type.Integer(),
})
export type PushUpHistory = Static<typeof PushUpHistory>

export const PushUpRun = Type.Object({ at: DateTime, text: Type.String({ description: 'dd/MM/yyyy HH:mm, giờ Việt Nam' }) })
export type PushUpRun = Static<typeof PushUpRun>

export const PushUpAllowance = Type.Object({
  per_week: Type.Integer(),
  used_this_week: Type.Integer(),
  left_this_week: Type.Integer(),
  /** when the allowance starts again: next Monday 00:00 (GMT+7), ISO 8601 and dd/MM/yyyy HH:mm */
  renews_at: DateTime,
  renews_text: Type.String(),
})
export type PushUpAllowance = Static<typeof PushUpAllowance>

export const PushUpSettings = Type.Object({
  job_id: Type.Integer(),
  enabled: Type.Boolean(),
  /** 0-23, sorted */
  hours: Type.Array(Type.Integer({ minimum: 0, maximum: 23 })),
  /** 1 (Thứ 2) ... 7 (Chủ nhật), sorted */
  days: Type.Array(Type.Integer({ minimum: 1, maximum: 7, description: '1 Thứ 2 ... 7 Chủ nhật' })),
  /** last day of the schedule, yyyy-MM-dd (Vietnam time); null: until the job's deadline */
  until: Nullable(Type.String()),
  until_date: Nullable(Type.String()),
  state: StringEnum(PUSH_SCHEDULE_STATES),
  state_text: Type.String(),
  stopped_reason: Nullable(StringEnum(PUSH_STOP_REASONS)),
  /** why it stopped, for the owner; null unless stopped */
  stopped_text: Nullable(Type.String()),
  /** the next runs (at most PUSH_SCHEDULE.previewRuns), none after the job's deadline */
  next_runs: Type.Array(PushUpRun),
  allowance: PushUpAllowance,
  max_hours_per_day: Type.Integer(),
  /** the job's deadline (the latest `until`), ISO 8601 and dd/MM/yyyy */
  deadline: DateTime,
  deadline_date: Type.String(),
  /** the job is showing, so the schedule may be turned on */
  can_enable: Type.Boolean(),
  updated_at: Nullable(DateTime),
})
export type PushUpSettings = Static<typeof PushUpSettings>

export const PushUpSettingsSaved = Type.Object({ message: Type.String(), settings: PushUpSettings })
export type PushUpSettingsSaved = Static<typeof PushUpSettingsSaved>

/** The next scheduled push-ups over the jobs of one's organisations (the employer home). */
export const UpcomingPushUps = Type.Object({
  total: Type.Integer({ description: 'Số lịch đang bật' }),
  /** the soonest next run of each, soonest first (at most PUSH_SCHEDULE.upcomingShown) */
  items: Type.Array(Type.Composite([Type.Object({ job_id: Type.Integer(), title: Type.String() }), PushUpRun])),
})
export type UpcomingPushUps = Static<typeof UpcomingPushUps>

const Day = Type.String({ format: 'date' })
const counts = {
  views: Type.Integer(),
  impressions: Type.Integer(),
  contacts: Type.Integer(),
  contacts_call: Type.Integer(),
  contacts_chat: Type.Integer(),
  contacts_login: Type.Integer(),
  applications: Type.Integer(),
}
export const JobStatsCounts = Type.Object(counts)
export type JobStatsCounts = Static<typeof JobStatsCounts>

/** One Vietnamese day's counts: yyyy-mm-dd and dd/MM/yyyy. */
export const JobStatsDay = Type.Object({ day: Day, date: Type.String(), ...counts })
export type JobStatsDay = Static<typeof JobStatsDay>

export const JobStats = Type.Object({
  job: Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    url: Type.String(),
    status: StringEnum(LISTING_STATUSES),
    status_name: Type.String(),
    organization: Type.Object({ id: Type.Integer(), name: Type.String() }),
    published_at: DateTime,
    expires_at: DateTime,
    /** dd/MM/yyyy, Vietnam time */
    published_date: Type.String(),
    expires_date: Type.String(),
  }),
  /** the days answered (yyyy-mm-dd, inclusive) and the job's life: its first day to today or its last day */
  range: Type.Object({ from: Day, to: Day, life_from: Day, life_to: Day, max_days: Type.Integer() }),
  /** one entry per day from `from` to `to`, days without counts as zeros */
  days: Type.Array(JobStatsDay),
  /** the sums of `days` */
  totals: JobStatsCounts,
  /** the job's totals over its whole life, as the manager's list counts them */
  overall: Type.Object({ views: Type.Integer(), impressions: Type.Integer(), contacts: Type.Integer(), applications: Type.Integer() }),
})
export type JobStats = Static<typeof JobStats>

// ---- what the API accepts ----

const IdParams = fields({ id: rules.id }, ['id'])
const KEYWORD_MESSAGE = `Từ khóa tối đa ${MANAGE_LISTING.keywordMax} ký tự.`
const keyword = Type.String({ maxLength: MANAGE_LISTING.keywordMax, 'x-messages': { maxLength: KEYWORD_MESSAGE, type: KEYWORD_MESSAGE } })
const TAB_MESSAGE = `Mục tin không hợp lệ (${LISTING_TAB_KEYS.join(', ')}).`
const SORT_MESSAGE = `Kiểu sắp xếp không hợp lệ (${LISTING_SORT_KEYS.join(', ')}).`
const IDS_MESSAGE = `Danh sách tin không hợp lệ: từ 1 đến ${TRACKING.maxBatch} mã tin là số nguyên dương.`
const trackedIds = Type.Array(
  Type.Integer({
    minimum: 1,
    maximum: Number.MAX_SAFE_INTEGER,
    'x-finite': true,
    'x-messages': { type: IDS_MESSAGE, minimum: IDS_MESSAGE, maximum: IDS_MESSAGE, 'x-finite': IDS_MESSAGE },
  }),
  { minItems: 1, maxItems: TRACKING.maxBatch, 'x-messages': { type: IDS_MESSAGE, minItems: MANAGE_MSG.trackingNone, maxItems: MANAGE_MSG.trackingTooMany } },
)
/** A checked calendar day, yyyy-MM-dd (calendarDay: no 30/02, month 13 or year 0000; docs/decisions/0033-input-depth-and-dates.md). */
const dayText = (message: string, description: string) => Type.Unsafe<string>(calendarDay(message, description))
const integerList = (min: number, max: number, maxItems: number, message: string, countMessage: string, description: string) =>
  Type.Array(Type.Integer({ minimum: min, maximum: max, 'x-messages': { type: message, minimum: message, maximum: message } }), {
    maxItems,
    description,
    'x-messages': { type: message, maxItems: countMessage },
  })

export const PushUpSettingsBody = fields(
  {
    enabled: Type.Boolean({ description: 'true: bật (lưu) lịch; false: tắt lịch', 'x-messages': { type: PUSH_SCHEDULE_MSG.enabledRequired } }),
    hours: integerList(0, 23, 24, PUSH_SCHEDULE_MSG.hoursRange, PUSH_SCHEDULE_MSG.hoursTooMany, `Giờ trong ngày (0-23, giờ Việt Nam), tối đa ${PUSH_SCHEDULE.maxHoursPerDay} giờ; bắt buộc khi bật`),
    days: integerList(1, 7, 7, PUSH_SCHEDULE_MSG.daysRange, PUSH_SCHEDULE_MSG.daysRange, 'Ngày trong tuần: 1 Thứ 2 ... 7 Chủ nhật; ít nhất một ngày khi bật'),
    // one schema with `nullable` (not a union), so a wrong value gets this field's own message
    until: Type.Unsafe<string | null>(
      calendarDay(PUSH_SCHEDULE_MSG.untilFormat, 'Ngày cuối lịch chạy (yyyy-MM-dd, giờ Việt Nam), trong hạn nộp hồ sơ của tin; bỏ trống: đến hết hạn tin', { nullable: true }),
    ),
  },
  ['enabled'],
  { enabled: PUSH_SCHEDULE_MSG.enabledRequired },
)
export type PushUpSettingsBody = Static<typeof PushUpSettingsBody>

const JOB_ERRORS = [400, 401, 403, 404]

export const manageListingContract = defineContract(
  'manage-listing',
  ['/listing/v1/classifieds/my-classified', '/listing/v1/job-up-settings/'],
  manageListingPaths,
  {
    filters: {
      summary: 'Các mục (tab) và kiểu sắp xếp của trang quản lý tin',
      response: ListingFilters,
      errors: [401],
    },
    statistic: {
      summary: 'Số tin theo từng mục, trong các doanh nghiệp của người gọi (lọc theo từ khóa q nếu có)',
      query: fields({ q: keyword }),
      response: ListingStatistic,
      errors: [400, 401],
    },
    list: {
      summary: 'Tin của các doanh nghiệp của người gọi, theo mục, từ khóa và thứ tự',
      description: `tab mặc định all, sort mặc định newest; limit mặc định ${PAGINATION.limit}, tối đa ${PAGINATION.max}.`,
      query: fields({
        offset: rules.offset,
        limit: rules.limit,
        tab: StringEnum(LISTING_TAB_KEYS, { 'x-messages': { enum: TAB_MESSAGE, type: TAB_MESSAGE } }),
        sort: StringEnum(LISTING_SORT_KEYS, { 'x-messages': { enum: SORT_MESSAGE, type: SORT_MESSAGE } }),
        q: keyword,
      }),
      response: MyClassifiedPage,
      errors: [400, 401],
    },
    tracking: {
      summary: `Lượt xem, hiển thị, liên hệ và hồ sơ ứng tuyển của tối đa ${TRACKING.maxBatch} tin (chỉ tin của mình; mã khác bị bỏ qua)`,
      body: fields({ ids: trackedIds }, ['ids'], { ids: MANAGE_MSG.trackingNone }),
      response: Type.Object({ items: Type.Array(JobTracking) }),
      errors: [400, 401],
    },
    hide: {
      summary: 'Ẩn tin (chỉ tin đã duyệt); tin rời khỏi tìm kiếm',
      params: IdParams,
      response: ManageChanged,
      errors: JOB_ERRORS,
    },
    show: {
      summary: 'Hiển thị lại tin đã ẩn; tin còn hạn trở lại tìm kiếm',
      params: IdParams,
      response: ManageChanged,
      errors: JOB_ERRORS,
    },
    extend: {
      summary: `Gia hạn tin: hạn nộp hồ sơ mới tối đa ${MANAGE_LISTING.extendMaxDays} ngày kể từ hôm nay`,
      params: IdParams,
      body: fields(
        { expires_at: dayText(MANAGE_MSG.extendFormat, 'Hạn nộp hồ sơ mới (yyyy-MM-dd, giờ Việt Nam): sau hôm nay và hạn hiện tại, tối đa 60 ngày kể từ hôm nay') },
        ['expires_at'],
        { expires_at: MANAGE_MSG.extendFormat },
      ),
      response: ManageChanged,
      errors: JOB_ERRORS,
    },
    upNow: {
      summary: `Đẩy tin lên đầu ngay, dùng lượt miễn phí (${MANAGE_LISTING.freeUpsPerDay} lượt mỗi tin mỗi ngày); hết lượt: 429 free_up_used`,
      params: IdParams,
      // no field yet: an empty object
      body: fields({}),
      response: ManagePushed,
      errors: [...JOB_ERRORS, 429],
    },
    upHistory: {
      summary: 'Lịch sử đẩy tin (mới nhất trước) và lượt miễn phí còn lại hôm nay',
      params: IdParams,
      query: fields({ offset: rules.offset, limit: rules.limit }),
      response: PushUpHistory,
      errors: JOB_ERRORS,
    },
    upSettings: {
      summary: 'Lịch đẩy tin tự động của tin: giờ, ngày, các lần đẩy tiếp theo và lượt còn lại tuần này',
      params: IdParams,
      response: PushUpSettings,
      errors: JOB_ERRORS,
    },
    saveUpSettings: {
      summary: `Lưu hoặc tắt lịch đẩy tin tự động (giờ Việt Nam); mỗi tin ${PUSH_SCHEDULE.freePerWeek} lượt miễn phí mỗi tuần`,
      description: 'Bật: tin phải đang hiển thị (400 job_not_active); lịch sai: 400 invalid_schedule với lý do.',
      params: IdParams,
      body: PushUpSettingsBody,
      response: PushUpSettingsSaved,
      errors: JOB_ERRORS,
    },
    upcomingUps: {
      summary: `Các lần đẩy tin theo lịch sắp tới (tối đa ${PUSH_SCHEDULE.upcomingShown} tin, sớm nhất trước) trên các tin của doanh nghiệp mình`,
      description: 'Tài khoản chưa thuộc doanh nghiệp nào nhận danh sách rỗng.',
      response: UpcomingPushUps,
      errors: [401],
    },
    stats: {
      summary: 'Thống kê từng ngày của một tin: lượt xem, hiển thị, liên hệ (theo loại) và hồ sơ ứng tuyển, kèm tổng',
      description: `Mặc định cả thời gian tin hiển thị (từ ngày đăng đến hôm nay hoặc ngày tin hết hạn), tối đa ${JOB_STATS.maxDays} ngày gần nhất; ngày không có số liệu là 0.`,
      params: IdParams,
      query: fields({
        from: dayText(JOB_STATS_MSG.fromFormat, 'Ngày đầu (yyyy-MM-dd, giờ Việt Nam); mặc định ngày tin bắt đầu hiển thị'),
        to: dayText(JOB_STATS_MSG.toFormat, 'Ngày cuối (yyyy-MM-dd), không sau hôm nay; mặc định hôm nay hoặc ngày tin hết hạn'),
      }),
      response: JobStats,
      errors: JOB_ERRORS,
    },
  },
)

export type ManageListingContract = (typeof manageListingContract)['operations']
