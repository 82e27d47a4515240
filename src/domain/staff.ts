// The staff console (issue 21; docs/decisions/0021-verification-and-staff.md): its queues, the
// decisions staff take on an item, and the rules a decision's reason follows. Shared by the console
// and the API so both say the same sentences.
import type { IntegerRule, StringRule } from './validation/rules'
export { STAFF_CONSOLE_PATH } from './site-paths.ts'

export const STAFF_QUEUES = [
  { key: 'jobs', label: 'Tin chờ duyệt' },
  { key: 'profiles', label: 'Hồ sơ chờ duyệt' },
  { key: 'organizations', label: 'Doanh nghiệp chờ xác thực' },
  { key: 'reports', label: 'Tin bị báo cáo' },
  { key: 'chats', label: 'Trò chuyện bị báo cáo' },
] as const
export type StaffQueue = (typeof STAFF_QUEUES)[number]['key']

/** Oldest first is how a queue is worked through; newest first finds what just came in. */
export const QUEUE_ORDER_KEYS = ['oldest', 'newest'] as const
export type QueueOrder = (typeof QUEUE_ORDER_KEYS)[number]
export const QUEUE_ORDERS: Record<QueueOrder, string> = { oldest: 'Cũ nhất trước', newest: 'Mới nhất trước' }
/** SQL direction of an order. */
export const orderDirection = (order: QueueOrder) => (order === 'newest' ? 'DESC' : 'ASC')

/**
 * approve: publish / verify; reject: send back with a reason the owner can act on; refuse (an
 * organisation only): not a genuine organisation, no new request; dismiss (a report only): the job
 * breaks no rule, the report is closed and the job stays.
 */
export type StaffDecision = 'approve' | 'reject' | 'refuse' | 'dismiss'

export const STAFF_DECISION_LABELS: Record<StaffDecision, string> = {
  approve: 'Duyệt',
  reject: 'Từ chối',
  refuse: 'Không xác thực',
  dismiss: 'Bỏ qua báo cáo',
}

/** What each queue's items may get. */
export const QUEUE_DECISIONS = {
  jobs: ['approve', 'reject'],
  profiles: ['approve', 'reject'],
  organizations: ['approve', 'reject', 'refuse'],
  reports: ['reject', 'dismiss'],
  chats: ['reject', 'dismiss'],
} as const satisfies Record<StaffQueue, readonly StaffDecision[]>
export type QueueDecision<Q extends StaffQueue = StaffQueue> = (typeof QUEUE_DECISIONS)[Q][number]

/** A decision that takes something away from its owner needs a reason they read in their inbox. */
export const needsReason = (decision: StaffDecision): boolean => decision === 'reject' || decision === 'refuse'

export const STAFF_REASON = { min: 10, max: 500 } as const

/**
 * Why an owner's edit of a job or profile staff took down waits for staff again: only staff put it
 * back (docs/decisions/0031-staff-decisions-stand.md). The owner reads it as the reason it waits.
 */
export const STAFF_HELD_MSG = {
  job: 'Tin đã bị nhân viên kiểm duyệt gỡ xuống hoặc từ chối, nên bản sửa cần được nhân viên duyệt lại.',
  profile: 'Hồ sơ đã bị nhân viên kiểm duyệt từ chối, nên bản sửa cần được nhân viên duyệt lại trước khi nhà tuyển dụng tìm thấy.',
} as const
/** At most this many items in one bulk decision. */
export const STAFF_BULK_MAX = 50

export const STAFF_MSG = {
  reasonRequired: `Hãy ghi lý do (từ ${STAFF_REASON.min} đến ${STAFF_REASON.max} ký tự) để người nhận biết vì sao và cần sửa gì.`,
  nothingSelected: 'Hãy chọn ít nhất một mục.',
  tooMany: `Mỗi lần chỉ xử lý tối đa ${STAFF_BULK_MAX} mục.`,
  decisionNotAllowed: 'Thao tác này không áp dụng cho hàng đợi này.',
  done: (count: number) => `Đã xử lý ${count} mục.`,
  skipped: (count: number) => `${count} mục đã được người khác xử lý hoặc không còn chờ duyệt nên được bỏ qua.`,
} as const

/** Reasons staff pick from and edit, per queue (the owner reads the reason in the inbox). */
export const STAFF_REASON_TEMPLATES: Record<StaffQueue, readonly string[]> = {
  jobs: [
    'Tin yêu cầu ứng viên đóng phí, đặt cọc hoặc mua hàng, trái quy định của trang và pháp luật lao động.',
    'Tin mời ứng viên trao đổi qua Zalo, Telegram hay tài khoản cá nhân; hãy để ứng viên liên hệ qua số điện thoại của tin.',
    'Mức lương hoặc mô tả công việc không đúng thực tế; hãy ghi đúng công việc và mức lương của vị trí.',
  ],
  profiles: [
    'Hồ sơ là tin quảng cáo hoặc tuyển người, không phải hồ sơ xin việc của bạn.',
    'Hồ sơ có nội dung yêu cầu chuyển tiền hoặc dẫn người đọc sang ứng dụng khác.',
  ],
  organizations: [
    'Giấy chứng nhận đăng ký không rõ hoặc không khớp tên, mã số thuế đã khai.',
    'Mã số thuế không khớp với tên doanh nghiệp trên Cổng thông tin quốc gia về đăng ký doanh nghiệp.',
    'Thiếu giấy chứng nhận đăng ký doanh nghiệp hoặc hộ kinh doanh.',
  ],
  reports: [
    'Tin bị ứng viên báo cáo yêu cầu đóng phí hoặc đặt cọc; kiểm tra xác nhận tin vi phạm.',
    'Tin mạo danh doanh nghiệp hoặc thông tin tuyển dụng sai sự thật.',
  ],
  chats: [
    'Tin nhắn yêu cầu ứng viên đóng phí, đặt cọc hoặc chuyển tiền, trái quy định của trang và pháp luật lao động.',
    'Tin nhắn dẫn người nhận sang Zalo, Telegram hay ứng dụng khác để tránh kiểm duyệt.',
    'Tin nhắn có lời lẽ quấy rối, xúc phạm người nhận.',
  ],
}

// What each queue's items carry (the API's answers, read by the console): contract/staff-queues.ts.
export type { AuditDocument, EarlierDecision, ReportedChat, ReportedJob, WaitingAudit, WaitingJob, WaitingProfile } from './contract/staff-queues'

// The audit log's rows and the register keys on the wire: contract/staff.ts.
export type { AuditLogRow, RegisterKeyRow } from './contract/staff'

/** Recruiter-agent register keys staff issue (docs/decisions/0023-recruiter-agents.md). */
export const REGISTER_KEY_LIMITS = { labelMin: 3, labelMax: 120, daysMin: 1, daysMax: 90, defaultDays: 14 } as const

export const REGISTER_KEY_MSG = {
  label: `Ghi chú cho mã (người nhận, nơi giao) dài từ ${REGISTER_KEY_LIMITS.labelMin} đến ${REGISTER_KEY_LIMITS.labelMax} ký tự.`,
  days: `Thời hạn của mã từ ${REGISTER_KEY_LIMITS.daysMin} đến ${REGISTER_KEY_LIMITS.daysMax} ngày.`,
  issued: 'Đã tạo mã đăng ký đại lý. Mã chỉ hiện một lần: hãy chép và gửi cho người nhận ngay.',
  notFound: 'Không tìm thấy mã đăng ký này.',
  notRevocable: 'Mã này đã được dùng, đã hết hạn hoặc đã bị thu hồi: không còn gì để thu hồi.',
  revoked: 'Đã thu hồi mã đăng ký đại lý.',
} as const

/** The fields of a new register key: the server's schema and the staff console's form check these. */
export const REGISTER_KEY_RULES = {
  label: {
    type: 'string',
    label: 'Ghi chú',
    required: REGISTER_KEY_MSG.label,
    minLength: { value: REGISTER_KEY_LIMITS.labelMin, message: REGISTER_KEY_MSG.label },
    maxLength: { value: REGISTER_KEY_LIMITS.labelMax, message: REGISTER_KEY_MSG.label },
    normalize: 'text',
  },
  valid_days: {
    type: 'integer',
    label: 'Thời hạn',
    required: REGISTER_KEY_MSG.days,
    min: { value: REGISTER_KEY_LIMITS.daysMin, message: REGISTER_KEY_MSG.days },
    max: { value: REGISTER_KEY_LIMITS.daysMax, message: REGISTER_KEY_MSG.days },
  },
} as const satisfies { label: StringRule; valid_days: IntegerRule }

export const REGISTER_KEY_STATES = ['unused', 'used', 'expired', 'revoked'] as const
export type RegisterKeyState = (typeof REGISTER_KEY_STATES)[number]
export const REGISTER_KEY_STATE_LABELS: Record<RegisterKeyState, string> = {
  unused: 'Chưa dùng',
  used: 'Đã dùng',
  expired: 'Hết hạn',
  revoked: 'Đã thu hồi',
}

