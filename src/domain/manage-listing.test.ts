import { describe, expect, it } from 'vitest'
import {
  MANAGE_MSG,
  actionsFor,
  addDays,
  checkNewDeadline,
  extendRange,
  formatVietnamDate,
  formatVietnamDateTime,
  statusOf,
  vietnamDay,
  vietnamDayEnd,
} from './manage-listing'

// 23:30 on 1 March 2026 in Hà Nội (16:30 UTC)
const NOW = new Date('2026-03-01T16:30:00Z')

describe('Vietnamese days', () => {
  it('counts days and formats dates in Vietnam time, whatever the UTC date', () => {
    expect(vietnamDay(new Date('2026-03-01T17:30:00Z'))).toBe('2026-03-02')
    expect(formatVietnamDate('2026-03-01T17:30:00Z')).toBe('02/03/2026')
    expect(formatVietnamDateTime('2026-03-01T17:30:00Z')).toBe('00:30 02/03/2026')
    expect(vietnamDayEnd('2026-03-02').toISOString()).toBe('2026-03-02T16:59:59.999Z')
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
  })
})

describe('a new deadline', () => {
  it('lies from tomorrow to 60 days ahead, after the current deadline', () => {
    expect(extendRange(NOW)).toEqual({ min: '2026-03-02', max: addDays('2026-03-01', 60) })
    const current = vietnamDayEnd('2026-03-10')
    expect(checkNewDeadline('2026-03-01', current, NOW)).toBe(MANAGE_MSG.extendNotFuture)
    expect(checkNewDeadline('2026-03-10', current, NOW)).toBe(MANAGE_MSG.extendNotLater('10/03/2026'))
    expect(checkNewDeadline('2026-03-11', current, NOW)).toBeNull()
    expect(checkNewDeadline(addDays('2026-03-01', 60), current, NOW)).toBeNull()
    expect(checkNewDeadline(addDays('2026-03-01', 61), current, NOW)).toBe(MANAGE_MSG.extendTooFar('30/04/2026'))
    expect(checkNewDeadline('30/04/2026', current, NOW)).toBe(MANAGE_MSG.extendFormat)
    // an ended job may take any day from tomorrow
    expect(checkNewDeadline('2026-03-02', vietnamDayEnd('2026-01-10'), NOW)).toBeNull()
  })
})

describe('status and actions', () => {
  it('gives each job one status and the SPEC 9 actions it allows', () => {
    expect(statusOf({ review_status: 1002, is_hidden: true, ended: true })).toBe('rejected')
    expect(statusOf({ review_status: 1000, is_hidden: false, ended: false })).toBe('waiting')
    expect(statusOf({ review_status: 1001, is_hidden: true, ended: true })).toBe('hidden')
    expect(statusOf({ review_status: 1001, is_hidden: false, ended: true })).toBe('expired')
    expect(statusOf({ review_status: 1001, is_hidden: false, ended: false })).toBe('active')
    expect(actionsFor('active', 1)[0]).toBe('up_free_now')
    expect(actionsFor('active', 0)).not.toContain('up_free_now')
    expect(actionsFor('active', 0)).not.toContain('up_now')
    expect(actionsFor('hidden', 1)).toContain('show')
    expect(actionsFor('rejected', 1)).toEqual(['edit'])
  })
})
