// Dates as the site shows them (SPEC 9: dd/MM/yyyy, Vietnam time) and how long ago something was.
//
// Vietnam has kept UTC+7, with no daylight saving, since 1975: its wall clock is the UTC fields of
// the moment moved seven hours on. Written out instead of Intl.DateTimeFormat with a time zone,
// whose first use in a page costs 70-150 ms of main thread at Lighthouse's 4x slowdown (ICU's zone
// data): every public page imports this module (docs/decisions/0056-main-thread.md).
/** Vietnam's offset from UTC, all year. */
export const VIETNAM_OFFSET_MS = 7 * 3_600_000
const two = (n: number) => String(n).padStart(2, '0')

/** The day, month, year and clock of a moment in Vietnam, zero-padded as the site writes them. */
export function vietnamParts(date: Date): { day: string; month: string; year: string; hour: string; minute: string } {
  const wall = new Date(date.getTime() + VIETNAM_OFFSET_MS)
  return {
    day: two(wall.getUTCDate()),
    month: two(wall.getUTCMonth() + 1),
    year: String(wall.getUTCFullYear()),
    hour: two(wall.getUTCHours()),
    minute: two(wall.getUTCMinutes()),
  }
}

/** HH:mm in Vietnam time (24-hour clock). */
export function formatVnClock(value: Date | string): string {
  const parts = vietnamParts(new Date(value))
  return `${parts.hour}:${parts.minute}`
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Whether a string is a real calendar day, yyyy-MM-dd: a month from 01 to 12, a day that month has
 * (29/02 in leap years only), a year from 0001 (there is no year 0000, and PostgreSQL refuses it).
 * Every date of the API contract is checked with this (docs/decisions/0033-input-depth-and-dates.md).
 */
export function isDay(value: string): boolean {
  const match = DAY.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  if (year < 1 || month < 1 || month > 12 || day < 1) return false
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  const length = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31
  return day <= length
}

/** dd/MM/yyyy in Vietnam time; '' for an invalid date. */
export function formatVnDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const parts = vietnamParts(date)
  return `${parts.day}/${parts.month}/${parts.year}`
}

/** A span in whole units: "dưới 1 giờ", "5 giờ", "3 ngày". */
export function durationText(ms: number): string {
  const hours = Math.floor(ms / 3_600_000)
  if (!(hours >= 1)) return 'dưới 1 giờ'
  if (hours < 24) return `${hours} giờ`
  return `${Math.floor(hours / 24)} ngày`
}

/** How long since `iso`. */
export const durationSince = (iso: string, now = Date.now()) => durationText(now - new Date(iso).getTime())

/** How long until `iso`. */
export const durationUntil = (iso: string, now = Date.now()) => durationText(new Date(iso).getTime() - now)

/** A wait to the second, as a person reads it: "45 giây", "3 phút", "2 giờ 5 phút" (rounded up). */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds))
  if (s < 60) return `${s} giây`
  const minutes = Math.ceil(s / 60)
  if (minutes < 60) return `${minutes} phút`
  const hours = Math.floor(minutes / 60)
  return minutes % 60 ? `${hours} giờ ${minutes % 60} phút` : `${hours} giờ`
}

/** When a wait of `seconds` from `now` ends, in Vietnam time: "14:30", or "08:15 ngày 13/05/2026" on another day. */
export function comeBackAt(seconds: number, now = new Date()): string {
  const at = new Date(now.getTime() + Math.ceil(seconds) * 1000)
  const day = formatVnDate(at.toISOString())
  const clock = formatVnClock(at)
  return day === formatVnDate(now.toISOString()) ? clock : `${clock} ngày ${day}`
}
