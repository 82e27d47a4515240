// Display of inbox counts (times: timeAgo in domain/dates.ts).
import { UNREAD_BADGE_CAP } from '../../domain/constants'

/** "" for none, the count up to 99, then "99+" (SPEC 9). */
export const formatUnreadBadge = (count: number): string =>
  count <= 0 ? '' : count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(Math.trunc(count))

/** Accessible name of the bell: "Thông báo", "Thông báo, 3 chưa đọc", "Thông báo, 99+ chưa đọc". */
export const inboxBellLabel = (count: number): string => {
  const badge = formatUnreadBadge(count)
  return badge ? `Thông báo, ${badge} chưa đọc` : 'Thông báo'
}
