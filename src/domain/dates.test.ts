import { describe, expect, it } from 'vitest'
import { comeBackAt, waitText } from './dates'

describe('waitText', () => {
  it('says a wait to the second, rounded up, in words a person reads', () => {
    expect(waitText(0)).toBe('1 giây')
    expect(waitText(44.2)).toBe('45 giây')
    expect(waitText(60)).toBe('1 phút')
    expect(waitText(61)).toBe('2 phút')
    expect(waitText(3600)).toBe('1 giờ')
    expect(waitText(3 * 3600 + 20 * 60)).toBe('3 giờ 20 phút')
    expect(waitText(86_400)).toBe('24 giờ')
  })
})

describe('comeBackAt', () => {
  it('gives the Vietnam clock time, with the date when it is another day there', () => {
    const now = new Date('2026-05-12T03:00:00Z') // 10:00 in Vietnam
    expect(comeBackAt(4 * 3600 + 30 * 60, now)).toBe('14:30')
    expect(comeBackAt(14 * 3600, now)).toBe('00:00 ngày 13/05/2026')
    expect(comeBackAt(86_400, now)).toBe('10:00 ngày 13/05/2026')
  })
})
