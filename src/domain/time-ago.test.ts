import { describe, expect, it } from 'vitest'
import { timeAgo } from './time-ago'

describe('timeAgo', () => {
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
