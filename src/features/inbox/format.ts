// Display of inbox counts and times. The inbox is client-only, so relative times are fine here.
import { UNREAD_BADGE_CAP } from '../../domain/constants'

/** "" for none, the count up to 99, then "99+" (SPEC 9). */
export const formatUnreadBadge = (count: number): string =>
  count <= 0 ? '' : count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.trunc(count))

/** Accessible name of the bell: "Thông báo", "Thông báo, 3 chưa đọc", "Thông báo, 99+ chưa đọc". */
export const inboxBellLabel = (count: number): string => {
  const badge = formatUnreadBadge(count)
  return badge ? `Thông báo, ${badge} chưa đọc` : 'Thông báo'
}

const DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' })

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
  const parts = Object.fromEntries(DATE.formatToParts(then).map((p) => [p.type, p.value]))
  return `${parts.day}/${parts.month}/${parts.year}`
}
