import { describe, expect, it } from 'vitest'
import { formatUnreadBadge, inboxBellLabel, timeAgo } from './format'

describe('inbox formats', () => {
  it('caps the unread badge at 99+', () => {
    expect(formatUnreadBadge(0)).toBe('')
    expect(formatUnreadBadge(-2)).toBe('')
    expect(formatUnreadBadge(1)).toBe('1')
    expect(formatUnreadBadge(99)).toBe('99')
    expect(formatUnreadBadge(100)).toBe('99+')
    expect(formatUnreadBadge(12345)).toBe('99+')
  })

  it('names the bell with the unread count', () => {
    expect(inboxBellLabel(0)).toBe('Thông báo')
    expect(inboxBellLabel(3)).toBe('Thông báo, 3 chưa đọc')
    expect(inboxBellLabel(250)).toBe('Thông báo, 99+ chưa đọc')
  })

  it('says how long ago, then the date in Vietnam time', () => {
    const now = new Date('2026-03-10T12:00:00Z')
    expect(timeAgo('2026-03-10T11:59:30Z', now)).toBe('Vừa xong')
    expect(timeAgo('2026-03-10T11:15:00Z', now)).toBe('45 phút trước')
    expect(timeAgo('2026-03-10T07:00:00Z', now)).toBe('5 giờ trước')
    expect(timeAgo('2026-03-08T12:00:00Z', now)).toBe('2 ngày trước')
    expect(timeAgo('2026-02-01T18:00:00Z', now)).toBe('02/02/2026')
    expect(timeAgo('không phải ngày', now)).toBe('')
  })
})
