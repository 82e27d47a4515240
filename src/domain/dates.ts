// Dates as the site shows them (SPEC 9: dd/MM/yyyy, Vietnam time) and how long ago something was.
const DATE_PARTS = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' })

/** dd/MM/yyyy in Vietnam time; '' for an invalid date. */
export function formatVnDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const parts = Object.fromEntries(DATE_PARTS.formatToParts(date).map((p) => [p.type, p.value]))
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
