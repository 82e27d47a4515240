import { describe, expect, it } from 'vitest'
import {
  PUSH_SCHEDULE,
  PUSH_SCHEDULE_MSG,
  checkPushSchedule,
  describePattern,
  formatRunTime,
  slotAt,
  slotsAfter,
  untilEnd,
  upcomingRuns,
  weekOf,
  weekdayOf,
} from './push-up-schedule'

/** An instant given in Vietnam time. */
const vn = (local: string) => new Date(`${local}+07:00`)
const iso = (dates: Date[]) => dates.map((d) => d.toISOString())
const take = (gen: Generator<Date>, n: number) => {
  const out: Date[] = []
  for (const d of gen) {
    out.push(d)
    if (out.length === n) break
  }
  return out
}
const everyDay = [1, 2, 3, 4, 5, 6, 7]

describe('the Vietnamese week and its slots (GMT+7)', () => {
  it('numbers days Monday 1 to Sunday 7 and starts a week on Monday 00:00 in Vietnam', () => {
    expect(weekdayOf('2026-05-04')).toBe(1) // Thứ 2
    expect(weekdayOf('2026-05-10')).toBe(7) // Chủ nhật
    expect(weekdayOf('2026-12-31')).toBe(4)
    // Sunday 23:59:59 in Vietnam is still last week; 00:30 on Monday (Sunday 17:30 UTC) is the new one
    expect(weekOf(new Date('2026-05-10T16:59:59Z'))).toBe('2026-05-04')
    expect(weekOf(new Date('2026-05-10T17:30:00Z'))).toBe('2026-05-11')
    expect(slotAt('2026-05-04', 8).toISOString()).toBe('2026-05-04T01:00:00.000Z')
    expect(slotAt('2026-05-05', 0).toISOString()).toBe('2026-05-04T17:00:00.000Z')
  })

  it('writes run times dd/MM/yyyy HH:mm in Vietnam time', () => {
    expect(formatRunTime('2026-05-04T01:00:00Z')).toBe('04/05/2026 08:00')
    expect(formatRunTime(new Date('2026-05-04T17:30:00Z'))).toBe('05/05/2026 00:30')
  })

  it('finds the next slot strictly after now, later the same day or the next day', () => {
    const pattern = { hours: [19, 8, 12], days: everyDay }
    expect(iso(take(slotsAfter(pattern, vn('2026-05-04T09:15:00')), 3))).toEqual(
      iso([vn('2026-05-04T12:00:00'), vn('2026-05-04T19:00:00'), vn('2026-05-05T08:00:00')]),
    )
    // exactly on a slot: that slot is taken, the next one is due
    expect(take(slotsAfter(pattern, vn('2026-05-04T12:00:00')), 1)[0]).toEqual(vn('2026-05-04T19:00:00'))
    // after the last hour of the day: tomorrow's first
    expect(take(slotsAfter(pattern, vn('2026-05-04T20:30:00')), 1)[0]).toEqual(vn('2026-05-05T08:00:00'))
  })

  it('uses the Vietnamese day, not the UTC one, around midnight', () => {
    // 00:30 on Tuesday 5 May in Vietnam is still Monday 4 May in UTC
    const after = new Date('2026-05-04T17:30:00Z')
    expect(take(slotsAfter({ hours: [0, 1], days: everyDay }, after), 1)[0]).toEqual(vn('2026-05-05T01:00:00'))
    expect(take(slotsAfter({ hours: [0], days: everyDay }, after), 1)[0]).toEqual(vn('2026-05-06T00:00:00'))
    // only Tuesdays: 01:00 Tuesday in Vietnam, though UTC still says Monday
    expect(take(slotsAfter({ hours: [1], days: [2] }, after), 1)[0].toISOString()).toBe('2026-05-04T18:00:00.000Z')
  })

  it('crosses the week and the year', () => {
    // Sunday 19:00 exactly, Mondays only: next Monday 08:00
    expect(take(slotsAfter({ hours: [8], days: [1] }, vn('2026-05-10T19:00:00')), 1)[0]).toEqual(vn('2026-05-11T08:00:00'))
    // Sundays at 19:00 only, asked at that very time: a week later
    expect(take(slotsAfter({ hours: [19], days: [7] }, vn('2026-05-10T19:00:00')), 1)[0]).toEqual(vn('2026-05-17T19:00:00'))
    // Thursday 31 December 23:00, Mondays at 08:00: Monday 4 January
    expect(take(slotsAfter({ hours: [8], days: [1] }, vn('2026-12-31T23:00:00')), 1)[0]).toEqual(vn('2027-01-04T08:00:00'))
    // weekends at 21:00 from Friday night: Saturday, Sunday, then the next Saturday
    expect(iso(take(slotsAfter({ hours: [21], days: [6, 7] }, vn('2026-05-08T22:00:00')), 3))).toEqual(
      iso([vn('2026-05-09T21:00:00'), vn('2026-05-10T21:00:00'), vn('2026-05-16T21:00:00')]),
    )
  })

  it('stops at the end of the last day', () => {
    const end = untilEnd('2026-05-05')!
    expect(end.toISOString()).toBe('2026-05-05T16:59:59.999Z')
    expect(iso([...slotsAfter({ hours: [8, 23], days: everyDay }, vn('2026-05-04T09:00:00'), end)])).toEqual(
      iso([vn('2026-05-04T23:00:00'), vn('2026-05-05T08:00:00'), vn('2026-05-05T23:00:00')]),
    )
    expect([...slotsAfter({ hours: [], days: everyDay }, vn('2026-05-04T09:00:00'))]).toEqual([])
    expect([...slotsAfter({ hours: [8], days: [] }, vn('2026-05-04T09:00:00'))]).toEqual([])
  })
})

describe('upcoming runs within the weekly allowance', () => {
  const pattern = { hours: [8, 12, 19], days: everyDay }

  it('skips the rest of a week once its allowance is used, and starts again on Monday', () => {
    const runs = upcomingRuns(pattern, { after: vn('2026-05-09T20:00:00'), count: 4, perWeek: 2 })
    // Sunday 8:00 and 12:00 use the week; Sunday 19:00 is skipped; Monday starts afresh
    expect(iso(runs)).toEqual(iso([vn('2026-05-10T08:00:00'), vn('2026-05-10T12:00:00'), vn('2026-05-11T08:00:00'), vn('2026-05-11T12:00:00')]))
  })

  it('counts what the week has already used', () => {
    const runs = upcomingRuns(pattern, {
      after: vn('2026-05-06T09:00:00'),
      count: 1,
      usedInWeek: { '2026-05-04': PUSH_SCHEDULE.freePerWeek },
    })
    expect(runs).toEqual([vn('2026-05-11T08:00:00')])
    expect(upcomingRuns(pattern, { after: vn('2026-05-06T09:00:00'), count: 1, usedInWeek: { '2026-05-04': 3 } })).toEqual([vn('2026-05-06T12:00:00')])
  })

  it('ends with the schedule, and never loops without an allowance', () => {
    expect(upcomingRuns(pattern, { after: vn('2026-05-10T13:00:00'), count: 5, endsAt: untilEnd('2026-05-10') })).toEqual([vn('2026-05-10T19:00:00')])
    expect(upcomingRuns(pattern, { after: vn('2026-05-10T13:00:00'), count: 5, perWeek: 0 })).toEqual([])
    expect(upcomingRuns({ hours: [8], days: [1] }, { after: vn('2026-05-10T13:00:00'), count: 3, perWeek: 1, usedInWeek: { '2026-05-11': 1 } })).toEqual([
      vn('2026-05-18T08:00:00'),
      vn('2026-05-25T08:00:00'),
      vn('2026-06-01T08:00:00'),
    ])
  })
})

describe('checkPushSchedule', () => {
  const now = vn('2026-05-04T09:00:00')
  const deadline = vn('2026-05-20T23:59:59.999')
  const check = (draft: Parameters<typeof checkPushSchedule>[0]) => checkPushSchedule(draft, { now, deadline })

  it('accepts hours and days within the deadline', () => {
    expect(check({ hours: [8, 12, 19], days: [1, 3, 5] })).toBeNull()
    expect(check({ hours: [8], days: [1], until: '2026-05-20' })).toBeNull()
  })

  it('names what is wrong, in Vietnamese', () => {
    expect(check({ hours: [], days: [1] })).toBe(PUSH_SCHEDULE_MSG.hoursRequired)
    expect(check({ hours: [24], days: [1] })).toBe(PUSH_SCHEDULE_MSG.hoursRange)
    expect(check({ hours: [1.5], days: [1] })).toBe(PUSH_SCHEDULE_MSG.hoursRange)
    expect(check({ hours: [1, 2, 3, 4, 5, 6, 7], days: [1] })).toBe('Chọn tối đa 6 khung giờ mỗi ngày.')
    // repeats count once
    expect(check({ hours: [8, 8, 8, 8, 8, 8, 8], days: [1] })).toBeNull()
    expect(check({ hours: [8], days: [] })).toBe(PUSH_SCHEDULE_MSG.daysRequired)
    expect(check({ hours: [8], days: [0] })).toBe(PUSH_SCHEDULE_MSG.daysRange)
    expect(check({ hours: [8], days: [1], until: '2026-02-30' })).toBe(PUSH_SCHEDULE_MSG.untilFormat)
    expect(check({ hours: [8], days: [1], until: '2026-05-03' })).toBe(PUSH_SCHEDULE_MSG.untilPast)
    expect(check({ hours: [8], days: [1], until: '2026-05-21' })).toBe('Ngày kết thúc lịch phải nằm trong hạn nộp hồ sơ của tin (đến 20/05/2026).')
    // today only, and today's hours have passed
    expect(check({ hours: [8], days: everyDay, until: '2026-05-04' })).toBe(PUSH_SCHEDULE_MSG.noRuns)
  })

  it('describes a pattern in words', () => {
    expect(describePattern({ hours: [19, 8], days: everyDay })).toBe('8:00, 19:00 · hằng ngày')
    expect(describePattern({ hours: [8], days: [7, 1] })).toBe('8:00 · Thứ 2, Chủ nhật')
  })
})
