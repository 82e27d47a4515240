// The own-job manager (SPEC 2.1 /dashboard/manage-listing, 7.4, 9; docs/decisions/0010-own-job-manager.md):
// its tabs, sorts, statuses, action keys and limits, shared by the server and the site; the shapes
// its API answers are in contract/manage-listing.ts.
import { MANAGE_LISTING_ACTIONS, REVIEW_STATUS, SERVICE } from './constants'
import { formatVnClock, isDay, VIETNAM_OFFSET_MS } from './dates'

export type ManageAction = (typeof MANAGE_LISTING_ACTIONS)[number]

/** One status per job, in this order of precedence: rejected, waiting, hidden, expired, active. */
export const LISTING_STATUSES = ['active', 'waiting', 'rejected', 'hidden', 'expired'] as const
export type ListingStatus = (typeof LISTING_STATUSES)[number]

export const LISTING_STATUS_NAME: Record<ListingStatus, string> = {
  active: 'Đang hiển thị',
  waiting: 'Chờ duyệt',
  rejected: 'Bị từ chối',
  hidden: 'Đang ẩn',
  expired: 'Hết hạn',
}

/** The manager's tabs; `expiring` and `has_applications` are subsets of the others. */
export const LISTING_TABS = [
  { key: 'all', name: 'Tất cả', description: 'Mọi tin của doanh nghiệp bạn' },
  { key: 'active', name: 'Đang hiển thị', description: 'Ứng viên đang thấy và ứng tuyển được' },
  { key: 'expiring', name: 'Sắp hết hạn', description: 'Đang hiển thị, hết hạn trong 3 ngày tới' },
  { key: 'waiting', name: 'Chờ duyệt', description: 'Đang chờ kiểm duyệt, chưa hiển thị' },
  { key: 'rejected', name: 'Bị từ chối', description: 'Không được duyệt: sửa tin theo lý do rồi lưu để gửi duyệt lại' },
  { key: 'hidden', name: 'Đang ẩn', description: 'Bạn đã ẩn, ứng viên không thấy' },
  { key: 'expired', name: 'Hết hạn', description: 'Đã qua hạn nộp hồ sơ: gia hạn để hiển thị lại' },
  { key: 'has_applications', name: 'Có ứng viên', description: 'Tin đã nhận hồ sơ ứng tuyển' },
] as const
export type ListingTab = (typeof LISTING_TABS)[number]['key']
export const LISTING_TAB_KEYS = LISTING_TABS.map((t) => t.key) as ListingTab[]

export const LISTING_SORTS = [
  { key: 'newest', name: 'Mới đăng nhất' },
  { key: 'oldest', name: 'Cũ nhất' },
  { key: 'most_applications', name: 'Nhiều hồ sơ ứng tuyển nhất' },
  { key: 'expiring_soon', name: 'Sắp hết hạn trước' },
] as const
export type ListingSort = (typeof LISTING_SORTS)[number]['key']
export const LISTING_SORT_KEYS = LISTING_SORTS.map((s) => s.key) as ListingSort[]

export const MANAGE_LISTING = {
  /** Free push-ups per job per Vietnamese day (UTC+7); the allowance starts again at 00:00. */
  freeUpsPerDay: 1,
  /** A new deadline lies at most this many days after today (Vietnam time). */
  extendMaxDays: 60,
  /** The "Sắp hết hạn" tab: active jobs ending within this many days. */
  expiringDays: 3,
  /** Longest keyword searched within one's own jobs. */
  keywordMax: 100,
} as const

/** A job's one status, from its review status, hidden flag and whether its deadline has passed. */
export const statusOf = (job: { review_status: number; is_hidden: boolean; ended: boolean }): ListingStatus =>
  job.review_status === REVIEW_STATUS.rejected
    ? 'rejected'
    : job.review_status === REVIEW_STATUS.waiting
      ? 'waiting'
      : job.is_hidden
        ? 'hidden'
        : job.ended
          ? 'expired'
          : 'active'

/**
 * SPEC 9's action keys for a job. `up_now` pushes with a bought push-up (buy-job-up) once the free
 * one of the day is used; `service` and `up_buy` open the buy page for the job.
 * `manage` names the per-job statistics page; the site shows it once that page exists.
 */
export function actionsFor(status: ListingStatus, freeUpsLeft: number, paidUpsLeft = 0): ManageAction[] {
  switch (status) {
    case 'active':
      return [...(freeUpsLeft > 0 ? (['up_free_now'] as const) : paidUpsLeft > 0 ? (['up_now'] as const) : []), 'up_buy', 'up_history', 'hide', 'edit', 'extend', 'service', 'manage']
    case 'hidden':
      return ['show', 'edit', 'extend', 'up_history', 'manage']
    case 'expired':
      return ['extend', 'edit', 'up_history', 'manage']
    default:
      return ['edit']
  }
}

export const SERVICE_NAME: Record<number, string> = {
  [SERVICE.buyCandidate]: 'Mua ứng viên',
  [SERVICE.push]: 'Đẩy tin',
  [SERVICE.display]: 'Hiển thị tin',
  [SERVICE.topads]: 'Top Ads',
  [SERVICE.urgent]: 'Tuyển gấp',
}

export const PUSH_SOURCE_NAME: Record<PushSource, string> = {
  free: 'Đẩy tin miễn phí',
  paid: 'Đẩy tin trả phí',
  scheduled: 'Đẩy tin tự động theo lịch',
}
export const PUSH_SOURCES = ['free', 'paid', 'scheduled'] as const
export type PushSource = (typeof PUSH_SOURCES)[number]

export const MANAGE_MSG = {
  hidden: 'Đã ẩn tin. Ứng viên sẽ không còn thấy tin này.',
  shown: 'Tin đã hiển thị lại.',
  shownExpired: 'Đã bỏ ẩn tin, nhưng tin đã hết hạn: hãy gia hạn để ứng viên thấy lại.',
  hideNotApproved: 'Chỉ ẩn được tin đã được duyệt.',
  showNotApproved: 'Chỉ hiển thị lại được tin đã được duyệt.',
  extended: (date: string) => `Đã gia hạn tin đến hết ngày ${date}.`,
  extendRejected: 'Tin bị từ chối cần được sửa và duyệt lại trước khi gia hạn.',
  extendFormat: 'Vui lòng chọn hạn nộp hồ sơ mới (ngày/tháng/năm).',
  extendNotFuture: 'Hạn nộp hồ sơ mới phải sau ngày hôm nay.',
  extendTooFar: (max: string) => `Hạn nộp hồ sơ tối đa ${MANAGE_LISTING.extendMaxDays} ngày kể từ hôm nay (đến ${max}).`,
  extendNotLater: (current: string) => `Hạn nộp hồ sơ mới phải sau hạn hiện tại (${current}).`,
  pushed: 'Đẩy tin thành công: tin của bạn đã lên đầu danh sách.',
  pushNotActive: 'Chỉ đẩy được tin đang hiển thị.',
  freeUpUsed: `Tin này đã dùng hết lượt đẩy tin miễn phí hôm nay (${MANAGE_LISTING.freeUpsPerDay} lượt mỗi ngày). Lượt miễn phí mới có từ 00:00 ngày mai.`,
  trackingTooMany: 'Xem số liệu tối đa 10 tin mỗi lần.',
  trackingNone: 'Thiếu danh sách tin (ids).',
} as const

// ---- Vietnam calendar days (UTC+7 all year) ----

const DAY_MS = 86_400_000

/** The Vietnamese calendar day of an instant, yyyy-mm-dd. */
export const vietnamDay = (at: Date): string => new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10)

/** A yyyy-mm-dd day plus n days. */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)

/** 00:00 of a Vietnamese day. */
export const vietnamDayStart = (day: string): Date => new Date(`${day}T00:00:00+07:00`)

/** The last millisecond of a Vietnamese day: a deadline "until the end of dd/MM/yyyy". */
export const vietnamDayEnd = (day: string): Date => new Date(vietnamDayStart(day).getTime() + DAY_MS - 1)

/** dd/MM/yyyy of an instant, Vietnam time (SPEC 9's service-expiry format). */
export const formatVietnamDate = (at: Date | string): string => {
  const [y, m, d] = vietnamDay(new Date(at)).split('-')
  return `${d}/${m}/${y}`
}

/** dd/MM/yyyy of a yyyy-mm-dd day. */
export const formatDay = (day: string): string => day.split('-').reverse().join('/')

/** HH:mm dd/MM/yyyy of an instant, Vietnam time. */
export const formatVietnamDateTime = (at: Date | string): string => `${formatVnClock(at)} ${formatVietnamDate(at)}`

/** The range of new deadlines on a given day: from tomorrow to today + extendMaxDays (yyyy-mm-dd). */
export function extendRange(now: Date = new Date()): { min: string; max: string } {
  const today = vietnamDay(now)
  return { min: addDays(today, 1), max: addDays(today, MANAGE_LISTING.extendMaxDays) }
}

/**
 * Checks a new deadline (yyyy-mm-dd) against today and the current deadline; returns the message
 * to show, or null. The site checks before sending, the server again before saving.
 */
export function checkNewDeadline(day: string, currentExpiresAt: Date | string, now: Date = new Date()): string | null {
  if (!isDay(day)) return MANAGE_MSG.extendFormat
  const { min, max } = extendRange(now)
  if (day < min) return MANAGE_MSG.extendNotFuture
  if (day > max) return MANAGE_MSG.extendTooFar(formatDay(max))
  const current = new Date(currentExpiresAt)
  if (vietnamDayEnd(day).getTime() <= current.getTime()) return MANAGE_MSG.extendNotLater(formatVietnamDate(current))
  return null
}
