import { describe, expect, it } from 'vitest'
import { comeBackAt, formatVnClock, formatVnDate, isDay, waitText } from './dates'

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

describe('isDay: a real calendar day, yyyy-MM-dd (issue 35 item 10)', () => {
  it('takes the days calendars have, leap days in leap years only', () => {
    for (const day of ['2026-01-31', '2026-04-30', '2028-02-29', '2000-02-29', '0001-01-01', '9999-12-31']) expect(isDay(day), day).toBe(true)
  })

  it('refuses impossible days, year 0000 and anything not yyyy-MM-dd', () => {
    const refused = ['0000-00-00', '0000-01-01', '2026-13-01', '2026-00-10', '2026-01-00', '2026-02-29', '1900-02-29', '2026-02-30', '2026-04-31', '2026-01-32']
    const notTheFormat = ['2026-1-01', '31/12/2026', '2026-01-01T00:00:00Z', ' 2026-01-01', '20260101', '+02026-01-01', '２０２６-01-01', '']
    for (const day of [...refused, ...notTheFormat]) expect(isDay(day), day).toBe(false)
  })
})

describe('formatVnDate and formatVnClock: Vietnam time without Intl', () => {
  it('moves to the next day at 17:00 UTC', () => {
    expect(formatVnDate('2026-05-12T16:59:00Z')).toBe('12/05/2026')
    expect(formatVnDate('2026-05-12T17:00:00Z')).toBe('13/05/2026')
    expect(formatVnClock('2026-12-31T17:05:00Z')).toBe('00:05')
    expect(formatVnDate('not a date')).toBe('')
  })

  it('agrees with Intl for Asia/Ho_Chi_Minh from 1976 on', () => {
    const zone = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Ho_Chi_Minh' })
    const from = Date.UTC(1976, 0, 1)
    for (let i = 0; i < 500; i++) {
      const at = new Date(from + Math.floor(((Date.UTC(2100, 0, 1) - from) * i) / 500) + i * 60_000)
      expect(`${formatVnDate(at.toISOString())}, ${formatVnClock(at)}`, at.toISOString()).toBe(zone.format(at))
    }
  })
})
