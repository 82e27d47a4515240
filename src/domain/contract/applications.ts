// The applications' contract (docs/decisions/0035-api-contract.md, 0016-applicants.md, 0036-naming.md):
// each operation's schemas and the types derived from them. Every operation needs a token (401 before
// the body is looked at). The seeker reaches its own applications only; an employer the applications
// its organisations' jobs received: any other id is 404 or 403, never data.
import { Type, type Static } from '@sinclair/typebox'
import {
  APPLICATION_CLOSE,
  APPLICATION_RETENTION,
  APPLICATION_SOURCES,
  BOARD_COLUMN_MAX,
  MULTI_APPLY_MAX,
  STATUS_MESSAGE_MAX,
  STATUS_MOVE_RULES,
} from '../applications'
import { calendarDay, idList } from '../validation/json-schema'
import { rules, type IntegerRule } from '../validation/rules'
import { applicationsPaths } from './applications.paths'
import { CandidateProfile } from './candidates'
import { defineContract } from './define'
import { JobCard } from './job-card'
import { DateTime, Nullable, Page, StringEnum, fields } from './schema'

// ---- what the API answers ----

export const Application = Type.Object({
  id: Type.Integer(),
  job_id: Type.Integer(),
  user_id: Type.Integer(),
  jobseeker_id: Nullable(Type.Integer()),
  source: StringEnum(APPLICATION_SOURCES),
  status: Type.Integer(),
  /** APPLICATION_STATUS_LABELS of status */
  status_label: Type.String(),
  /** the employer's message with the last status change */
  status_message: Nullable(Type.String()),
  /** since when it has its status */
  status_at: DateTime,
  created_at: DateTime,
  updated_at: DateTime,
})
export type Application = Static<typeof Application>

/** One of the seeker's applications with its job card. */
export const AppliedItem = Type.Object({
  application: Application,
  job: JobCard,
  /** the job still takes applications (approved, shown, not ended) */
  is_active: Type.Boolean(),
})
export type AppliedItem = Static<typeof AppliedItem>

export const AppliedPage = Page(AppliedItem)
export type AppliedPage = Static<typeof AppliedPage>

export const AppliedIds = Type.Object({ ids: Type.Array(Type.Integer()) })
export type AppliedIds = Static<typeof AppliedIds>

/** One job of a multi-apply: the application, or why not (already_applied, job_ended, not_found ...). */
export const MultiApplyItem = Type.Object({
  classified_id: Type.Integer(),
  success: Type.Boolean(),
  application: Type.Optional(Application),
  error: Type.Optional(Type.Object({ code: Type.String(), message: Type.String() })),
})
export type MultiApplyItem = Static<typeof MultiApplyItem>

export const MultiApplyResult = Type.Object({ items: Type.Array(MultiApplyItem), applied: Type.Integer() })
export type MultiApplyResult = Static<typeof MultiApplyResult>

export const MatchingJob = Type.Object({ ...JobCard.properties, score: Type.Number() })
export type MatchingJob = Static<typeof MatchingJob>

export const MatchingPage = Type.Object({
  items: Type.Array(MatchingJob),
  total: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
  /** the snapshot (epoch ms) the next pages are asked at */
  as_of: Type.Integer(),
})
export type MatchingPage = Static<typeof MatchingPage>

export const ApplicationRetention = Type.Object({ keep_applications: Type.Boolean(), months: Type.Integer() })
export type ApplicationRetention = Static<typeof ApplicationRetention>

/** An application as its employer reads it: when it was first opened, when it closes by itself. */
export const ReceivedApplication = Type.Object({
  ...Application.properties,
  read_at: Nullable(DateTime),
  /** still waiting for the employer: when it closes automatically (APPLICATION_CLOSE); else null */
  closes_at: Nullable(DateTime),
})
export type ReceivedApplication = Static<typeof ReceivedApplication>

const JobRef = Type.Object({ id: Type.Integer(), title: Type.String(), slug: Type.String() })

/** One line of the employer's list (and a card of the pipeline). */
export const ReceivedApplicationItem = Type.Object({
  application: ReceivedApplication,
  job: JobRef,
  candidate: Nullable(Type.Pick(CandidateProfile, ['full_name', 'image_url', 'phone', 'email', 'birth_year', 'city', 'experience'])),
})
export type ReceivedApplicationItem = Static<typeof ReceivedApplicationItem>

export const ReceivedApplicationPage = Page(ReceivedApplicationItem)
export type ReceivedApplicationPage = Static<typeof ReceivedApplicationPage>

/** One job's applications as columns by status. */
export const ApplicationBoard = Type.Object({
  job: JobRef,
  /** every status, in pipeline order (APPLICATION_STATUS_ORDER), empty ones too */
  columns: Type.Array(Type.Object({ status: Type.Integer(), name: Type.String(), total: Type.Integer(), items: Type.Array(ReceivedApplicationItem) })),
})
export type ApplicationBoard = Static<typeof ApplicationBoard>

/** The application as the seeker sent it. */
export const ReceivedApplicationDetail = Type.Object({
  application: ReceivedApplication,
  job: Type.Object({ ...JobRef.properties, is_active: Type.Boolean() }),
  /** null once the seeker deleted the profile */
  profile: Nullable(CandidateProfile),
})
export type ReceivedApplicationDetail = Static<typeof ReceivedApplicationDetail>

export const ApplicationFilterOption = Type.Object({ id: Type.Union([Type.Integer(), Type.String()]), name: Type.String(), count: Type.Integer() })
export type ApplicationFilterOption = Static<typeof ApplicationFilterOption>

/** What the list can be narrowed to, with counts. */
export const ReceivedApplicationFilters = Type.Object({
  jobs: Type.Array(ApplicationFilterOption),
  statuses: Type.Array(ApplicationFilterOption),
  sources: Type.Array(ApplicationFilterOption),
  unread: Type.Integer(),
  /** waiting applications that close by themselves within APPLICATION_CLOSE.warnDays */
  closing: Type.Integer(),
})
export type ReceivedApplicationFilters = Static<typeof ReceivedApplicationFilters>

export const StatusTemplate = Type.Object({
  status: Type.Integer(),
  status_label: Type.String(),
  body: Type.String(),
  /** true: the recruiter's own text; false: the built-in one */
  custom: Type.Boolean(),
})
export type StatusTemplate = Static<typeof StatusTemplate>

export const StatusTemplates = Type.Object({ items: Type.Array(StatusTemplate) })
export type StatusTemplates = Static<typeof StatusTemplates>

export const MovedApplications = Type.Object({ items: Type.Array(Application), updated: Type.Integer() })
export type MovedApplications = Static<typeof MovedApplications>

// ---- what the API accepts ----

const ID_MESSAGE = 'Mã tin không hợp lệ.'
const classifiedRule: IntegerRule = {
  type: 'integer',
  label: 'Mã tin (classified_id)',
  required: 'Thiếu mã tin (classified_id).',
  min: { value: 1, message: ID_MESSAGE },
  max: { value: Number.MAX_SAFE_INTEGER, message: ID_MESSAGE },
}
// the move form of the site checks the same rules (STATUS_MOVE_RULES)
const statusRule = STATUS_MOVE_RULES.status
const messageRule = STATUS_MOVE_RULES.message
const IDS_MESSAGE = 'Danh sách hồ sơ không hợp lệ: cần từ 1 đến 100 mã hồ sơ ứng tuyển.'
const dayMessage = (label: string) => `${label} không hợp lệ: nhập một ngày có thật theo dạng năm-tháng-ngày (yyyy-MM-dd).`
const SOURCE_MESSAGE = `Nguồn không hợp lệ: ${APPLICATION_SOURCES.join(', ')}.`
const RETENTION_MESSAGE = 'Lựa chọn giữ hồ sơ ứng tuyển (keep_applications) là true hoặc false.'
const LIST_MESSAGE = `Danh sách tin không hợp lệ: cần từ 1 đến ${MULTI_APPLY_MAX} mã tin là số nguyên dương.`
const classifiedIds = Type.Unsafe<number[]>({
  type: 'array',
  minItems: 1,
  maxItems: MULTI_APPLY_MAX,
  items: {
    type: 'integer',
    minimum: 1,
    maximum: Number.MAX_SAFE_INTEGER,
    'x-finite': true,
    'x-messages': { type: LIST_MESSAGE, minimum: LIST_MESSAGE, maximum: LIST_MESSAGE, 'x-finite': LIST_MESSAGE },
  },
  'x-messages': { type: LIST_MESSAGE, minItems: LIST_MESSAGE, maxItems: LIST_MESSAGE },
})
const IdParams = fields({ id: rules.id }, ['id'])
const PageQuery = fields({ offset: rules.offset, limit: rules.limit })

/** The employer's list: its filters, each optional. */
export const ReceivedQuery = fields({
  job_id: rules.id,
  status: { type: 'integer', label: 'Trạng thái (status)', min: { value: 1, message: 'Trạng thái không hợp lệ (1-7).' }, max: { value: 7, message: 'Trạng thái không hợp lệ (1-7).' } },
  read: { type: 'integer', label: 'Đã xem (read)', oneOf: { values: [0, 1], message: 'Đã xem (read) là 0 hoặc 1.' } },
  closing: { type: 'integer', label: 'Sắp tự đóng (closing)', oneOf: { values: [1], message: 'Sắp tự đóng (closing) chỉ nhận 1.' } },
  offset: rules.offset,
  limit: rules.limit,
  source: StringEnum(APPLICATION_SOURCES, { 'x-messages': { type: SOURCE_MESSAGE, enum: SOURCE_MESSAGE } }),
  from: Type.Unsafe<string>(calendarDay(dayMessage('Từ ngày (from)'), 'Ứng tuyển từ ngày (yyyy-MM-dd, giờ Việt Nam)')),
  to: Type.Unsafe<string>(calendarDay(dayMessage('Đến ngày (to)'), 'Ứng tuyển đến ngày (yyyy-MM-dd, giờ Việt Nam)')),
})
export type ReceivedQuery = Static<typeof ReceivedQuery>

export const applicationsContract = defineContract('applications', ['/job/v1/candidates/'], applicationsPaths, {
  apply: {
    summary: 'Ứng tuyển một tin',
    description: 'Cần hồ sơ không vi phạm (400 profile_required, profile_rejected). Tin không tồn tại/ẩn 404; hết hạn 400 job_ended; đã ứng tuyển 409 already_applied.',
    body: fields({ classified_id: classifiedRule }, ['classified_id']),
    response: Application,
    errors: [400, 401, 404, 409],
  },
  appliedListing: {
    summary: 'Việc làm đã ứng tuyển (mới nhất trước)',
    query: PageQuery,
    response: AppliedPage,
    errors: [400, 401],
  },
  appliedIds: {
    summary: 'Mã các tin đã ứng tuyển',
    response: AppliedIds,
    errors: [401],
  },
  multiApply: {
    summary: `Ứng tuyển nhiều tin (tối đa ${MULTI_APPLY_MAX}); kết quả theo từng tin`,
    body: fields({ classified_ids: classifiedIds }, ['classified_ids'], { classified_ids: 'Thiếu danh sách tin (classified_ids).' }),
    response: MultiApplyResult,
    errors: [400, 401],
  },
  jobsMatching: {
    summary: 'Việc làm phù hợp hồ sơ (loại công việc, khu vực, lương, độ mới), trừ tin đã ứng tuyển',
    query: fields({ offset: rules.offset, limit: rules.limit, as_of: rules.asOf }),
    response: MatchingPage,
    errors: [400, 401],
  },
  retention: {
    summary: `Hồ sơ ứng tuyển không dẫn tới việc làm được xóa sau ${APPLICATION_RETENTION.months} tháng, trừ khi tôi chọn giữ lại`,
    response: ApplicationRetention,
    errors: [401],
  },
  setRetention: {
    summary: 'Chọn giữ lại (true) hay để tự xóa (false) hồ sơ ứng tuyển cũ',
    body: fields({ keep_applications: Type.Boolean({ 'x-messages': { type: RETENTION_MESSAGE } }) }, ['keep_applications'], { keep_applications: RETENTION_MESSAGE }),
    response: ApplicationRetention,
    errors: [400, 401],
  },
  received: {
    summary: 'Hồ sơ ứng tuyển vào tin của tổ chức mình (mới nhất trước), lọc theo tin, trạng thái, nguồn, đã xem, ngày',
    description: `from/to: ngày ứng tuyển yyyy-MM-dd (giờ Việt Nam), cả hai ngày đều tính. read: 0 chưa xem, 1 đã xem. closing=1: hồ sơ chưa được phản hồi sẽ tự đóng trong ${APPLICATION_CLOSE.warnDays} ngày tới.`,
    query: ReceivedQuery,
    response: ReceivedApplicationPage,
    errors: [400, 401],
  },
  receivedFilters: {
    summary: 'Các lựa chọn lọc hồ sơ ứng tuyển (tin, trạng thái, nguồn) kèm số lượng',
    response: ReceivedApplicationFilters,
    errors: [401],
  },
  board: {
    summary: 'Quy trình tuyển dụng của một tin: hồ sơ ứng tuyển theo cột trạng thái (chỉ thành viên tổ chức của tin)',
    description: `Mỗi trạng thái một cột theo thứ tự quy trình, kèm tổng số và tối đa ${BOARD_COLUMN_MAX} hồ sơ mới nhất.`,
    params: fields({ job_id: { ...rules.id, label: 'Mã tin (job_id)' } }, ['job_id']),
    response: ApplicationBoard,
    errors: [400, 401, 403, 404],
  },
  unread: {
    summary: 'Số hồ sơ ứng tuyển chưa xem',
    response: Type.Object({ total: Type.Integer() }),
    errors: [401],
  },
  hasUnread: {
    summary: 'Còn hồ sơ ứng tuyển chưa xem không',
    response: Type.Object({ has_unread: Type.Boolean() }),
    errors: [401],
  },
  templates: {
    summary: 'Lời nhắn mẫu theo từng trạng thái',
    response: StatusTemplates,
    errors: [401],
  },
  saveTemplate: {
    summary: 'Lưu lời nhắn mẫu của một trạng thái (để trống: dùng lại mẫu có sẵn)',
    body: fields(
      {
        status: statusRule,
        body: { type: 'string', label: 'Nội dung mẫu (body)', maxLength: { value: STATUS_MESSAGE_MAX, message: `Nội dung mẫu tối đa ${STATUS_MESSAGE_MAX} ký tự.` } },
      },
      ['status'],
    ),
    response: StatusTemplates,
    errors: [400, 401],
  },
  moveMany: {
    summary: 'Đổi trạng thái nhiều hồ sơ ứng tuyển cùng lúc (tối đa 100)',
    description: 'Tất cả hoặc không: một mã không thuộc tin của mình thì không hồ sơ nào đổi (403/404).',
    body: fields(
      { status: statusRule, message: messageRule, ids: Type.Unsafe<number[]>(idList(IDS_MESSAGE, 100)) },
      ['status', 'ids'],
      { ids: 'Thiếu danh sách hồ sơ (ids).' },
    ),
    response: MovedApplications,
    errors: [400, 401, 403, 404],
  },
  detail: {
    summary: 'Một hồ sơ ứng tuyển và hồ sơ xin việc như lúc gửi (chỉ thành viên tổ chức của tin)',
    params: IdParams,
    response: ReceivedApplicationDetail,
    errors: [400, 401, 403, 404],
  },
  markRead: {
    summary: 'Đánh dấu đã xem; hồ sơ "Đã gửi" chuyển sang "Nhà tuyển dụng đã xem" và ứng viên được báo',
    params: IdParams,
    response: ReceivedApplication,
    errors: [400, 401, 403, 404],
  },
  move: {
    summary: 'Nhà tuyển dụng đổi trạng thái hồ sơ ứng tuyển, kèm lời nhắn tùy chọn (id là mã hồ sơ ứng tuyển)',
    description: 'Chỉ thành viên tổ chức của tin (403); hồ sơ không tồn tại 404.',
    params: IdParams,
    body: fields({ status: statusRule, message: messageRule }, ['status']),
    response: Application,
    errors: [400, 401, 403, 404],
  },
})

export type ApplicationsContract = (typeof applicationsContract)['operations']
