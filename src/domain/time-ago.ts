// How long ago, as the inbox shows it. Relative to the moment it runs: for what is shown only in the
// browser, never prerendered. Apart from dates.ts so the public pages, which use dates.ts, do not carry it.
import { formatVnDate } from './dates'

/** "Vừa xong", "5 phút trước", "3 giờ trước", "2 ngày trước", then dd/MM/yyyy (Vietnam time). */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const then = new Date(iso)
  if (Number.isNaN(then.getTime())) return ''
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000)
  if (minutes < 1) return 'Vừa xong'
  if (minutes < 60) return `${minutes} phút trước`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} giờ trước`
  const days = Math.floor(hours / 24)
  if (days < 7) return `${days} ngày trước`
  return formatVnDate(iso)
}
