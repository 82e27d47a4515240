// Scheduled push-ups (SPEC 7.4 job-up-settings, service 7002 "Đẩy tin"; docs/decisions/
// 0014-scheduled-push-ups.md): the employer picks hours of the day and days of the Vietnamese week
// (1 Thứ 2 ... 7 Chủ nhật); the job is pushed at those times, GMT+7, within a weekly allowance.
// The rules, messages and the next-slot computation, shared by the site (the dialog's preview and
// its checks before sending) and the server (validation, the queue's runs); the API's shapes are in
// contract/manage-listing.ts.
import { formatVnClock, isDay } from './dates'
import { addDays, formatVietnamDate, vietnamDay } from './manage-listing'

export const PUSH_SCHEDULE = {
  /** Hours of the day one may pick (0-23, on the hour). */
  maxHoursPerDay: 6,
  /**
   * Scheduled push-ups included free per job per Vietnamese week (Monday 00:00 to Sunday 24:00,
   * GMT+7). Once used, the schedule pauses until the next Monday; bought push-ups (service 7002,
   * the wallet issue) will continue it then.
   */
  freePerWeek: 14,
  /** Next runs shown in the dialog and answered by GET job-up-settings. */
  previewRuns: 5,
  /** Next scheduled push-ups listed on the employer home (one per job). */
  upcomingShown: 5,
} as const

export const WEEKDAYS = [
  { day: 1, name: 'Thứ 2', short: 'T2' },
  { day: 2, name: 'Thứ 3', short: 'T3' },
  { day: 3, name: 'Thứ 4', short: 'T4' },
  { day: 4, name: 'Thứ 5', short: 'T5' },
  { day: 5, name: 'Thứ 6', short: 'T6' },
  { day: 6, name: 'Thứ 7', short: 'T7' },
  { day: 7, name: 'Chủ nhật', short: 'CN' },
] as const

export const HOURS = Array.from({ length: 24 }, (_, hour) => hour)

/** Why the system turned a schedule off (the owner is told once, in the inbox). */
export const PUSH_STOP_REASONS = ['hidden', 'expired', 'not_approved', 'finished'] as const
export type PushStopReason = (typeof PUSH_STOP_REASONS)[number]
/** off: never on or turned off by the owner; running; paused: this week's allowance is used; stopped: by the system. */
export const PUSH_SCHEDULE_STATES = ['off', 'running', 'paused', 'stopped'] as const
export type PushScheduleState = (typeof PUSH_SCHEDULE_STATES)[number]

export const PUSH_SCHEDULE_MSG = {
  enabledRequired: 'Vui lòng cho biết bật hay tắt lịch đẩy tin (enabled).',
  hoursRequired: 'Vui lòng chọn ít nhất một khung giờ đẩy tin.',
  hoursRange: 'Giờ đẩy tin phải là số nguyên từ 0 đến 23.',
  hoursTooMany: `Chọn tối đa ${PUSH_SCHEDULE.maxHoursPerDay} khung giờ mỗi ngày.`,
  daysRequired: 'Vui lòng chọn ít nhất một ngày trong tuần.',
  daysRange: 'Ngày trong tuần phải từ 1 (Thứ 2) đến 7 (Chủ nhật).',
  untilFormat: 'Ngày kết thúc lịch không hợp lệ (ngày/tháng/năm).',
  untilPast: 'Ngày kết thúc lịch không được trước hôm nay.',
  untilAfterDeadline: (deadline: string) => `Ngày kết thúc lịch phải nằm trong hạn nộp hồ sơ của tin (đến ${deadline}).`,
  noRuns: 'Lịch này không còn lần đẩy nào trước khi kết thúc: hãy chọn thêm giờ, thêm ngày hoặc ngày kết thúc muộn hơn.',
  notActive: 'Chỉ hẹn giờ đẩy tin được cho tin đang hiển thị.',
  saved: (next: string) => `Đã lưu lịch đẩy tin. Lần đẩy tiếp theo: ${next}.`,
  turnedOff: 'Đã tắt lịch đẩy tin tự động.',
} as const

export const PUSH_STATE_TEXT: Record<PushScheduleState, string> = {
  off: 'Chưa bật lịch đẩy tin',
  running: 'Đang chạy',
  paused: 'Tạm dừng: đã dùng hết lượt đẩy tự động của tuần này',
  stopped: 'Đã dừng',
}

export const PUSH_STOP_TEXT: Record<PushStopReason, string> = {
  hidden: 'Tin đang ẩn nên lịch đẩy tin đã dừng. Hiện tin rồi bật lại lịch.',
  expired: 'Tin đã hết hạn nộp hồ sơ nên lịch đẩy tin đã dừng. Gia hạn tin rồi bật lại lịch.',
  not_approved: 'Tin chưa được duyệt hoặc bị từ chối nên lịch đẩy tin đã dừng. Lịch bật lại được khi tin hiển thị.',
  finished: 'Lịch đẩy tin đã chạy đến hết ngày kết thúc bạn chọn.',
}

// ---- Vietnamese time (GMT+7 all year) ----

/** Slots are looked for at most this far ahead (a schedule with no end and no allowance left never loops). */
const HORIZON_DAYS = 400

const pad = (n: number) => String(n).padStart(2, '0')

/** 1 Monday ... 7 Sunday, of a yyyy-mm-dd day (the Vietnamese week starts on Monday, Thứ 2). */
export const weekdayOf = (day: string): number => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1

/** The Monday (yyyy-mm-dd) of the Vietnamese week holding an instant. */
export const weekOf = (at: Date): string => {
  const day = vietnamDay(at)
  return addDays(day, 1 - weekdayOf(day))
}

/** The instant of `hour`:00 on a Vietnamese day. */
export const slotAt = (day: string, hour: number): Date => new Date(`${day}T${pad(hour)}:00:00+07:00`)

/** dd/MM/yyyy HH:mm of an instant, Vietnam time. */
export const formatRunTime = (at: Date | string): string => `${formatVietnamDate(at)} ${formatVnClock(at)}`

/** Sorted, without repeats. */
export const uniqueSorted = (values: readonly number[]): number[] => [...new Set(values)].sort((a, b) => a - b)

export interface PushPattern {
  hours: readonly number[]
  days: readonly number[]
}

/** The end of a schedule: the last millisecond of its `until` day (Vietnam time), or none. */
export const untilEnd = (until: string | null | undefined): Date | null =>
  until ? new Date(slotAt(addDays(until, 1), 0).getTime() - 1) : null

/**
 * The pattern's slots strictly after `after`, in order, none later than `endsAt` (when given) nor
 * HORIZON_DAYS ahead.
 */
export function* slotsAfter(pattern: PushPattern, after: Date, endsAt: Date | null = null): Generator<Date> {
  const hours = uniqueSorted(pattern.hours).filter((h) => Number.isInteger(h) && h >= 0 && h <= 23)
  const days = new Set(pattern.days)
  if (!hours.length || !days.size) return
  const first = vietnamDay(after)
  for (let i = 0; i <= HORIZON_DAYS; i++) {
    const day = addDays(first, i)
    if (!days.has(weekdayOf(day))) continue
    for (const hour of hours) {
      const slot = slotAt(day, hour)
      if (slot.getTime() <= after.getTime()) continue
      if (endsAt && slot.getTime() > endsAt.getTime()) return
      yield slot
    }
  }
}

export interface RunOptions {
  after: Date
  /** How many runs at most. */
  count: number
  endsAt?: Date | null
  /** Push-ups already used per week, keyed by the week's Monday (yyyy-mm-dd); a week not named has none. */
  usedInWeek?: Record<string, number>
  /** Default PUSH_SCHEDULE.freePerWeek. */
  perWeek?: number
}

/**
 * The next runs of a schedule: its slots after `after`, skipping the rest of a week whose allowance
 * is used (the schedule pauses until the next Monday).
 */
export function upcomingRuns(pattern: PushPattern, options: RunOptions): Date[] {
  const perWeek = options.perWeek ?? PUSH_SCHEDULE.freePerWeek
  if (perWeek <= 0 || options.count <= 0) return []
  const used = { ...options.usedInWeek }
  const runs: Date[] = []
  for (const slot of slotsAfter(pattern, options.after, options.endsAt ?? null)) {
    const week = weekOf(slot)
    if ((used[week] ?? 0) >= perWeek) continue
    used[week] = (used[week] ?? 0) + 1
    runs.push(slot)
    if (runs.length >= options.count) break
  }
  return runs
}

export interface PushScheduleDraft {
  hours?: readonly number[] | null
  days?: readonly number[] | null
  until?: string | null
}

/**
 * Checks a schedule to be turned on against today and the job's deadline; the message to show, or
 * null. The dialog checks before sending, the server again before saving.
 */
export function checkPushSchedule(draft: PushScheduleDraft, context: { now: Date; deadline: Date | string }): string | null {
  const hours = draft.hours ?? []
  const days = draft.days ?? []
  if (!hours.length) return PUSH_SCHEDULE_MSG.hoursRequired
  if (hours.some((h) => !Number.isInteger(h) || h < 0 || h > 23)) return PUSH_SCHEDULE_MSG.hoursRange
  if (uniqueSorted(hours).length > PUSH_SCHEDULE.maxHoursPerDay) return PUSH_SCHEDULE_MSG.hoursTooMany
  if (!days.length) return PUSH_SCHEDULE_MSG.daysRequired
  if (days.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) return PUSH_SCHEDULE_MSG.daysRange
  const deadline = new Date(context.deadline)
  if (draft.until) {
    if (!isDay(draft.until)) return PUSH_SCHEDULE_MSG.untilFormat
    if (draft.until < vietnamDay(context.now)) return PUSH_SCHEDULE_MSG.untilPast
    if (draft.until > vietnamDay(deadline)) return PUSH_SCHEDULE_MSG.untilAfterDeadline(formatVietnamDate(deadline))
  }
  const end = untilEnd(draft.until)
  const endsAt = end && end < deadline ? end : deadline
  if (slotsAfter({ hours, days }, context.now, endsAt).next().done) return PUSH_SCHEDULE_MSG.noRuns
  return null
}

/** A short Vietnamese description: "8:00, 12:00, 19:00 · Thứ 2, Thứ 4" or "hằng ngày". */
export function describePattern(pattern: PushPattern): string {
  const hours = uniqueSorted(pattern.hours).map((h) => `${h}:00`).join(', ')
  const days = uniqueSorted(pattern.days)
  const dayText = days.length === 7 ? 'hằng ngày' : days.map((d) => WEEKDAYS[d - 1]?.name ?? String(d)).join(', ')
  return `${hours} · ${dayText}`
}

