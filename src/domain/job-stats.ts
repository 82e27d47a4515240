// Per-job statistics (SPEC 7.4 GET /job/v1/classifieds/{id}/tracking, the manager's `manage`
// action; issue 18 item 7): the day range rules and the messages, shared by the server and the
// site (the shape the API answers: contract/manage-listing.ts). Days are Vietnamese calendar days
// (UTC+7), as tracking counts.
import { isDay } from './dates'
import { addDays, formatDay } from './manage-listing'

export const JOB_STATS = {
  /** Most days one answer covers; a longer life shows its last JOB_STATS.maxDays days by default. */
  maxDays: 90,
} as const

export const JOB_STATS_MSG = {
  fromFormat: 'Ngày bắt đầu không hợp lệ: nhập theo dạng năm-tháng-ngày (yyyy-MM-dd).',
  toFormat: 'Ngày kết thúc không hợp lệ: nhập theo dạng năm-tháng-ngày (yyyy-MM-dd).',
  order: 'Ngày bắt đầu phải trước hoặc trùng ngày kết thúc.',
  tooLong: `Chỉ xem được tối đa ${JOB_STATS.maxDays} ngày mỗi lần: hãy thu hẹp khoảng thời gian.`,
  future: (today: string) => `Chưa có số liệu của những ngày sau hôm nay (${formatDay(today)}): hãy chọn ngày đến hôm nay.`,
} as const

/** The series drawn and tabulated, in this order, with their Vietnamese names. */
export const STATS_SERIES = [
  { key: 'views', name: 'Lượt xem' },
  { key: 'impressions', name: 'Lượt hiển thị' },
  { key: 'contacts', name: 'Lượt liên hệ' },
  { key: 'applications', name: 'Hồ sơ ứng tuyển' },
] as const
export type StatsSeriesKey = (typeof STATS_SERIES)[number]['key']

/** Contacts per type (SPEC 9: call 0, chat 1, login 2). */
export const CONTACT_TYPES = [
  { key: 'contacts_call', name: 'Gọi điện' },
  { key: 'contacts_chat', name: 'Chat' },
  { key: 'contacts_login', name: 'Đăng nhập để liên hệ' },
] as const

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1

/**
 * The days to answer: by default the job's life (its first day to today, or to its last day once
 * ended), its last JOB_STATS.maxDays days when longer; `from`/`to` narrow it. Returns the range,
 * or the message to show for a day that is not one, reversed, too long or after today.
 */
export function statsRange(
  query: { from?: string; to?: string },
  life: { from: string; to: string },
  today: string,
): { from: string; to: string } | { error: string } {
  const last = JOB_STATS.maxDays - 1
  if (query.from !== undefined && !isDay(query.from)) return { error: JOB_STATS_MSG.fromFormat }
  if (query.to !== undefined && !isDay(query.to)) return { error: JOB_STATS_MSG.toFormat }
  if (query.to !== undefined && query.to > today) return { error: JOB_STATS_MSG.future(today) }
  if (query.from !== undefined && query.from > today) return { error: JOB_STATS_MSG.future(today) }
  // the life never ends after today nor starts after it ends
  const lifeTo = life.to < today ? life.to : today
  const lifeFrom = life.from < lifeTo ? life.from : lifeTo
  if (query.from !== undefined && query.to !== undefined) {
    if (query.from > query.to) return { error: JOB_STATS_MSG.order }
    if (daysBetween(query.from, query.to) > JOB_STATS.maxDays) return { error: JOB_STATS_MSG.tooLong }
    return { from: query.from, to: query.to }
  }
  if (query.from !== undefined) {
    const end = lifeTo > query.from ? lifeTo : query.from
    const cap = addDays(query.from, last)
    return { from: query.from, to: end < cap ? end : cap }
  }
  const to = query.to ?? lifeTo
  const start = lifeFrom < to ? lifeFrom : to
  const cap = addDays(to, -last)
  return { from: start > cap ? start : cap, to }
}
