// The staff console (issue 21; docs/decisions/0019-verification-and-staff.md): its queues, the
// decisions staff take on an item, and the rules a decision's reason follows. Shared by the console
// and the API so both say the same sentences.
export const STAFF_CONSOLE_PATH = '/kiem-duyet'

export const STAFF_QUEUES = [
  { key: 'jobs', label: 'Tin chờ duyệt' },
  { key: 'profiles', label: 'Hồ sơ chờ duyệt' },
  { key: 'organizations', label: 'Doanh nghiệp chờ xác thực' },
  { key: 'reports', label: 'Tin bị báo cáo' },
] as const
export type StaffQueue = (typeof STAFF_QUEUES)[number]['key']

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
export const QUEUE_DECISIONS: Record<StaffQueue, readonly StaffDecision[]> = {
  jobs: ['approve', 'reject'],
  profiles: ['approve', 'reject'],
  organizations: ['approve', 'reject', 'refuse'],
  reports: ['reject', 'dismiss'],
}

/** A decision that takes something away from its owner needs a reason they read in their inbox. */
export const needsReason = (decision: StaffDecision): boolean => decision === 'reject' || decision === 'refuse'

export const STAFF_REASON = { min: 10, max: 500 } as const
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
