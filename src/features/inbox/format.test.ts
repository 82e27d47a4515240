import { describe, expect, it } from 'vitest'
import { formatUnreadBadge, inboxBellLabel } from './format'

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
})
