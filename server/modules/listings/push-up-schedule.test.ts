import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_MSG } from '../../../src/domain/api-messages'
import { addDays, formatVietnamDate, vietnamDay } from '../../../src/domain/manage-listing'
import { PUSH_SCHEDULE, PUSH_SCHEDULE_MSG, PUSH_STOP_TEXT, formatRunTime, slotAt, slotsAfter, weekOf } from '../../../src/domain/push-up-schedule'
import { buildApp } from '../../app'
import type { ServiceContext } from '../../context'
import { runDueJobs } from '../../lib/queue'
import { callAs, createEmployerCast, type EmployerCast, createTestContext, createTestOrganization, createTestUser, insertOpenJob, insertTestJob, recordingRealtime, testCaller, type TestContext, type TestUser } from '../../testing'
import { backgroundWork } from '../../worker'
import {
  PUSH_UP_KINDS,
  getPushUpSettings,
  inboxNotify,
  pushUpScheduleWork,
  queueRun,
  runScheduledPush,
  slotKey,
  sweepPushUpSchedules,
} from './push-up-schedule'
import type { PushUpSettings } from '../../../src/domain/contract/manage-listing'

let t: TestContext
let cast: EmployerCast
const DAY = 86_400_000
const BASE = '/listing/v1/classifieds'
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7]
const settingsUrl = (id: number) => `${BASE}/${id}/job-up-settings`

const call = testCaller(() => t)

const realtime = recordingRealtime()
const { delivered } = realtime
const context = (): ServiceContext => ({ db: t.db, env: t.env, realtime, reference: t.app.reference })

const job = (title: string, overrides: Parameters<typeof insertTestJob>[1] = {}) => insertOpenJob(t.db, cast.orgId, { title, ...overrides }, 25)

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 4, jobs: 20 } })
  cast = await createEmployerCast(t.db, 'Công ty Hẹn Giờ')
})
afterAll(() => t.close())

const scheduleOf = async (jobId: number) =>
  (
    await t.db.query<{ enabled: boolean; next_run_at: Date | null; stopped_reason: string | null; hours: number[] }>(
      'SELECT enabled, next_run_at, stopped_reason, hours FROM job_push_up_schedules WHERE job_id = $1',
      [jobId],
    )
  )[0]
const scheduledPushes = (jobId: number) =>
  t.db.query<{ slot_at: Date; pushed_at: Date; user_id: number | null }>(
    `SELECT slot_at, pushed_at, user_id FROM job_push_ups WHERE job_id = $1 AND source = 'scheduled' ORDER BY slot_at`,
    [jobId],
  )
const pushedAt = async (jobId: number) => new Date((await t.db.query<{ pushed_at: Date }>('SELECT pushed_at FROM jobs WHERE id = $1', [jobId]))[0].pushed_at)
const task = async (jobId: number, slot: Date) =>
  (
    await t.db.query<{ run_at: Date; finished_at: Date | null; attempts: number }>(
      'SELECT run_at, finished_at, attempts FROM background_jobs WHERE dedupe_key = $1',
      [slotKey(jobId, slot)],
    )
  )[0]
const tasksOf = (jobId: number) =>
  t.db.query<{ dedupe_key: string; finished_at: Date | null }>(`SELECT dedupe_key, finished_at FROM background_jobs WHERE kind = $1 AND payload->>'job_id' = $2 ORDER BY id`, [
    PUSH_UP_KINDS.run,
    String(jobId),
  ])
const inboxOf = (userId: number) =>
  t.db.query<{ part: string; title: string; content: string; url: string }>('SELECT part, title, content, url FROM inboxes WHERE user_id = $1 ORDER BY id', [
    userId,
  ])

/** The task of a slot is due now (as if its time had come), not finished, with no lease. */
const makeDue = (jobId: number, slot: Date) =>
  t.db.query(
    `UPDATE background_jobs SET run_at = now() - interval '1 second', finished_at = NULL, locked_until = NULL, attempts = 0 WHERE dedupe_key = $1`,
    [slotKey(jobId, slot)],
  )

/** A worker whose clock reads `at` (the queue itself runs what is due in the database). */
const workerAt = (at: Date) => pushUpScheduleWork(context(), { now: () => at }).handlers

const save = async (jobId: number, body: Record<string, unknown>, user: TestUser = cast.owner) => {
  const res = await call('POST', settingsUrl(jobId), user, body)
  return res as { status: number; body: { success: boolean; data: { message: string; settings: PushUpSettings }; error?: { code: string; message: string } } }
}

describe('GET job-up-settings', () => {
  it('answers the defaults for a job with no schedule: off, this week’s allowance, the deadline', async () => {
    const id = await job('Kế toán chưa hẹn giờ')
    const res = await call('GET', settingsUrl(id), cast.owner)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    const data = res.body.data as PushUpSettings
    expect(data).toMatchObject({
      job_id: id,
      enabled: false,
      hours: [],
      days: [],
      until: null,
      state: 'off',
      state_text: 'Chưa bật lịch đẩy tin',
      stopped_reason: null,
      next_runs: [],
      max_hours_per_day: 6,
      can_enable: true,
      updated_at: null,
    })
    expect(data.allowance).toMatchObject({ per_week: PUSH_SCHEDULE.freePerWeek, used_this_week: 0, left_this_week: PUSH_SCHEDULE.freePerWeek })
    // the allowance starts again next Monday at 00:00, Vietnam time
    expect(data.allowance.renews_at).toBe(slotAt(addDays(weekOf(new Date()), 7), 0).toISOString())
    expect(data.allowance.renews_text).toMatch(/^\d{2}\/\d{2}\/\d{4} 00:00$/)
    expect(data.deadline_date).toBe(formatVietnamDate(data.deadline))
  })

  it('is for members of the job’s organisation only, on both routes', async () => {
    const id = await job('Thu ngân theo lịch')
    const foreign = await job('Tin bên cạnh', { organizationId: cast.otherOrgId })
    for (const method of ['GET', 'POST'] as const) {
      const body = method === 'POST' ? { enabled: true, hours: [8], days: [1] } : undefined
      const anonymous = await call(method, settingsUrl(id), null, body)
      expect(anonymous.status, `${method} anonymous`).toBe(401)
      expect(anonymous.body).toEqual({ success: false, error: { code: 'unauthorized', message: API_MSG.needLogin } })
      for (const user of [cast.otherEmployer, cast.seeker]) {
        const res = await call(method, settingsUrl(id), user, body)
        expect(res.status, `${method} ${user.id}`).toBe(403)
        expect(res.body).toEqual({ success: false, error: { code: 'forbidden', message: API_MSG.forbidden } })
      }
      // the owner of another organisation's job is refused there too
      expect((await call(method, settingsUrl(foreign), cast.owner, body)).status).toBe(403)
      expect((await call(method, settingsUrl(99_999_999), cast.owner, body)).status).toBe(404)
      // any member of the organisation manages it (a recruiter as well as the owner)
      expect((await call(method, settingsUrl(id), cast.recruiter, body)).status, `${method} recruiter`).toBe(200)
    }
    // nobody refused changed anything
    expect((await scheduleOf(foreign)) ?? null).toBeNull()
  })
})

describe('POST job-up-settings', () => {
  it('refuses a bad schedule with a Vietnamese message and saves nothing', async () => {
    const id = await job('Nhân viên kho kiểm tra')
    const deadline = new Date(Date.now() + 25 * DAY)
    await t.db.query('UPDATE jobs SET expires_at = $2 WHERE id = $1', [id, deadline])
    const today = vietnamDay(new Date())
    const cases: Array<[unknown, string]> = [
      [{}, PUSH_SCHEDULE_MSG.enabledRequired],
      [{ enabled: 'yes', hours: [8], days: [1] }, PUSH_SCHEDULE_MSG.enabledRequired],
      [{ enabled: true, days: [1] }, PUSH_SCHEDULE_MSG.hoursRequired],
      [{ enabled: true, hours: [], days: [1] }, PUSH_SCHEDULE_MSG.hoursRequired],
      [{ enabled: true, hours: [24], days: [1] }, PUSH_SCHEDULE_MSG.hoursRange],
      [{ enabled: true, hours: [-1], days: [1] }, PUSH_SCHEDULE_MSG.hoursRange],
      [{ enabled: true, hours: ['8'], days: [1] }, PUSH_SCHEDULE_MSG.hoursRange],
      [{ enabled: true, hours: [7.5], days: [1] }, PUSH_SCHEDULE_MSG.hoursRange],
      [{ enabled: true, hours: 8, days: [1] }, PUSH_SCHEDULE_MSG.hoursRange],
      [{ enabled: true, hours: [6, 8, 10, 12, 14, 16, 18], days: [1] }, 'Chọn tối đa 6 khung giờ mỗi ngày.'],
      [{ enabled: true, hours: [8] }, PUSH_SCHEDULE_MSG.daysRequired],
      [{ enabled: true, hours: [8], days: [] }, PUSH_SCHEDULE_MSG.daysRequired],
      [{ enabled: true, hours: [8], days: [0] }, PUSH_SCHEDULE_MSG.daysRange],
      [{ enabled: true, hours: [8], days: [8] }, PUSH_SCHEDULE_MSG.daysRange],
      [{ enabled: true, hours: [8], days: [1], until: '01/06/2026' }, PUSH_SCHEDULE_MSG.untilFormat],
      [{ enabled: true, hours: [8], days: [1], until: '2026-02-30' }, PUSH_SCHEDULE_MSG.untilFormat],
      [{ enabled: true, hours: [8], days: [1], until: addDays(today, -1) }, PUSH_SCHEDULE_MSG.untilPast],
      [{ enabled: true, hours: [8], days: [1], until: addDays(today, 40) }, PUSH_SCHEDULE_MSG.untilAfterDeadline(formatVietnamDate(deadline))],
      [{ enabled: true, hours: [0], days: EVERY_DAY, until: today }, PUSH_SCHEDULE_MSG.noRuns],
    ]
    for (const [body, message] of cases) {
      const res = await save(id, body as Record<string, unknown>)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.error?.message, JSON.stringify(body)).toBe(message)
    }
    expect((await scheduleOf(id)) ?? null).toBeNull()
    expect(await tasksOf(id)).toEqual([])
  })

  it('turns on only for a job that shows', async () => {
    const hidden = await job('Lái xe đang ẩn', { isHidden: true })
    const waiting = await job('Tin chờ duyệt', { reviewStatus: 1000 })
    const expired = await job('Tin hết hạn', { expiresAt: new Date(Date.now() - DAY) })
    for (const id of [hidden, waiting, expired]) {
      const res = await save(id, { enabled: true, hours: [8], days: EVERY_DAY })
      expect(res.status).toBe(400)
      expect(res.body.error).toEqual({ code: 'job_not_active', message: PUSH_SCHEDULE_MSG.notActive })
      expect((await call('GET', settingsUrl(id), cast.owner)).body.data.can_enable).toBe(false)
    }
    // turning off is always possible
    expect((await save(hidden, { enabled: false })).status).toBe(200)
  })

  it('saves a schedule, queues its first slot and shows the next runs dd/MM/yyyy HH:mm; turns it off and on again', async () => {
    const id = await job('Bán hàng theo giờ')
    const res = await save(id, { enabled: true, hours: [19, 8, 12, 8], days: [7, 1, 2, 3, 4, 5, 6] })
    expect(res.status).toBe(200)
    const { message, settings } = res.body.data
    const first = slotsAfter({ hours: [8, 12, 19], days: EVERY_DAY }, new Date()).next().value!
    expect(message).toBe(PUSH_SCHEDULE_MSG.saved(formatRunTime(first)))
    expect(settings).toMatchObject({ enabled: true, hours: [8, 12, 19], days: EVERY_DAY, until: null, state: 'running', state_text: 'Đang chạy' })
    expect(settings.next_runs).toHaveLength(PUSH_SCHEDULE.previewRuns)
    expect(settings.next_runs[0]).toEqual({ at: first.toISOString(), text: formatRunTime(first) })
    for (const run of settings.next_runs) expect(run.text).toMatch(/^\d{2}\/\d{2}\/\d{4} (08|12|19):00$/)
    expect((await scheduleOf(id)).next_run_at).toEqual(first)
    expect(await task(id, first)).toMatchObject({ run_at: first, finished_at: null })

    const off = await save(id, { enabled: false })
    expect(off.status).toBe(200)
    expect(off.body.data.message).toBe(PUSH_SCHEDULE_MSG.turnedOff)
    expect(off.body.data.settings).toMatchObject({ enabled: false, state: 'off', hours: [8, 12, 19], next_runs: [] })

    // on again with the same first slot: still one task for it
    expect((await save(id, { enabled: true, hours: [8, 12, 19], days: EVERY_DAY })).status).toBe(200)
    expect((await tasksOf(id)).map((row) => row.dedupe_key)).toEqual([slotKey(id, first)])

    // a schedule ending on a chosen day within the deadline
    const until = addDays(vietnamDay(new Date()), 3)
    const limited = await save(id, { enabled: true, hours: [8], days: EVERY_DAY, until })
    expect(limited.status).toBe(200)
    expect(limited.body.data.settings).toMatchObject({ until, until_date: until.split('-').reverse().join('/') })
    expect(limited.body.data.settings.next_runs.length).toBeLessThanOrEqual(4)
  })
})

describe('GET job-up-settings/upcoming (the employer home)', () => {
  it('lists the next run of each schedule that is on over one’s organisations, soonest first; others see none of it', async () => {
    const boss = await createTestUser(t.db, 'Chủ quán Hẹn Giờ')
    const org = await createTestOrganization(t.db, 'Quán Cà Phê Lịch Đẩy', [{ user: boss }])
    const ofOrg = (title: string) => job(title, { organizationId: org })
    const [evening, morning, off] = [await ofOrg('Pha chế ca tối'), await ofOrg('Phục vụ ca sáng'), await ofOrg('Thu ngân')]
    expect((await save(evening, { enabled: true, hours: [21], days: EVERY_DAY }, boss)).status).toBe(200)
    expect((await save(morning, { enabled: true, hours: [6], days: EVERY_DAY }, boss)).status).toBe(200)
    expect((await save(off, { enabled: true, hours: [12], days: EVERY_DAY }, boss)).status).toBe(200)
    expect((await save(off, { enabled: false }, boss)).status).toBe(200)
    // another employer's schedule never shows here
    const theirs = await job('Tin của doanh nghiệp khác', { organizationId: cast.otherOrgId })
    expect((await save(theirs, { enabled: true, hours: [5], days: EVERY_DAY }, cast.otherEmployer)).status).toBe(200)

    const res = await call('GET', '/listing/v1/job-up-settings/upcoming', boss)
    expect(res.status).toBe(200)
    const next = (hour: number) => slotsAfter({ hours: [hour], days: EVERY_DAY }, new Date()).next().value!
    const expected = [
      { job_id: evening, title: 'Pha chế ca tối', at: next(21) },
      { job_id: morning, title: 'Phục vụ ca sáng', at: next(6) },
    ].sort((a, b) => a.at.getTime() - b.at.getTime())
    expect(res.body.data).toEqual({
      total: 2,
      items: expected.map((item) => ({ ...item, at: item.at.toISOString(), text: formatRunTime(item.at) })),
    })

    expect((await call('GET', '/listing/v1/job-up-settings/upcoming', cast.seeker)).body.data).toEqual({ total: 0, items: [] })
    expect((await call('GET', '/listing/v1/job-up-settings/upcoming', null)).status).toBe(401)
  })
})

describe('running from the durable queue', () => {
  it('pushes the job at its slot once: pushed_at moves, a scheduled history row appears, the next slot is queued', async () => {
    const id = await job('Kế toán đẩy theo lịch')
    const before = await pushedAt(id)
    const { settings } = (await save(id, { enabled: true, hours: [8, 12, 19], days: EVERY_DAY })).body.data
    const slot = new Date(settings.next_runs[0].at)
    const clock = new Date(slot.getTime() + 30_000)

    // not yet due: the queue leaves it
    expect(await runDueJobs(t.db, workerAt(clock))).toBe(0)
    await makeDue(id, slot)
    expect(await runDueJobs(t.db, workerAt(clock))).toBe(1)

    expect(await pushedAt(id)).toEqual(clock)
    expect((await pushedAt(id)).getTime()).toBeGreaterThan(before.getTime())
    expect(await scheduledPushes(id)).toEqual([{ slot_at: slot, pushed_at: clock, user_id: null }])
    const history = await call('GET', `${BASE}/${id}/job-up-history`, cast.owner)
    expect(history.body.data.items[0]).toMatchObject({ source: 'scheduled', source_name: 'Đẩy tin tự động theo lịch', by_name: null })
    const next = slotsAfter({ hours: [8, 12, 19], days: EVERY_DAY }, clock).next().value!
    expect((await scheduleOf(id)).next_run_at).toEqual(next)
    expect(await task(id, next)).toMatchObject({ run_at: next, finished_at: null })

    // the same slot again (a retried task): nothing happens
    await makeDue(id, slot)
    expect(await runDueJobs(t.db, workerAt(new Date(clock.getTime() + 60_000)))).toBe(1)
    expect(await scheduledPushes(id)).toHaveLength(1)
    expect(await pushedAt(id)).toEqual(clock)
    expect(await runScheduledPush(t.db, { job_id: id, slot: slot.toISOString() }, clock, inboxNotify(realtime))).toEqual({ pushed: false, stale: true })
    // and the history refuses a second row for one slot whatever writes it
    await expect(
      t.db.query(`INSERT INTO job_push_ups (job_id, source, slot_at) VALUES ($1, 'scheduled', $2)`, [id, slot]),
    ).rejects.toThrow()
  })

  it('survives a restart: a new app and worker on the same database push a leased slot once', async () => {
    const id = await job('Phục vụ sau khởi động lại')
    const { settings } = (await save(id, { enabled: true, hours: [9, 21], days: EVERY_DAY })).body.data
    const slot = new Date(settings.next_runs[0].at)
    const clock = new Date(slot.getTime() + 5 * 60_000)
    await makeDue(id, slot)
    // the first worker claims the task and dies before finishing it: its lease still holds
    await t.db.query(`UPDATE background_jobs SET locked_until = now() + interval '5 minutes', attempts = 1 WHERE dedupe_key = $1`, [slotKey(id, slot)])

    const app = await buildApp({ db: t.db, env: t.env })
    await app.ready()
    try {
      const restarted = pushUpScheduleWork({ db: t.db, env: t.env, realtime, reference: app.reference }, { now: () => clock }).handlers
      expect(await runDueJobs(t.db, restarted)).toBe(0)
      // the lease runs out: the new worker takes the task over
      await t.db.query(`UPDATE background_jobs SET locked_until = now() - interval '1 second' WHERE dedupe_key = $1`, [slotKey(id, slot)])
      expect(await runDueJobs(t.db, restarted)).toBe(1)
      expect(await runDueJobs(t.db, restarted)).toBe(0)
      expect(await scheduledPushes(id)).toHaveLength(1)
      expect(await pushedAt(id)).toEqual(clock)
      // the schedule read through the new app shows the next run
      const read = await callAs(app, 'GET', settingsUrl(id), cast.owner)
      expect(new Date(read.body.data.next_runs[0].at).getTime()).toBeGreaterThan(clock.getTime())
    } finally {
      await app.close()
    }
  })

  it('a worker that pushed and died before marking its task done does not push again after the restart', async () => {
    const id = await job('Bảo vệ ca đêm')
    const { settings } = (await save(id, { enabled: true, hours: [22], days: EVERY_DAY })).body.data
    const slot = new Date(settings.next_runs[0].at)
    const clock = new Date(slot.getTime() + 1000)
    // the push committed, the task was never marked finished
    expect(await runScheduledPush(t.db, { job_id: id, slot: slot.toISOString() }, clock, inboxNotify(realtime))).toEqual({ pushed: true })
    await makeDue(id, slot)
    expect(await runDueJobs(t.db, workerAt(clock))).toBe(1)
    expect(await scheduledPushes(id)).toHaveLength(1)
  })

  it('stops for a hidden job and tells the owner once', async () => {
    const id = await job('Giao hàng sẽ ẩn')
    const { settings } = (await save(id, { enabled: true, hours: [10], days: EVERY_DAY })).body.data
    const slot = new Date(settings.next_runs[0].at)
    expect((await call('PUT', `${BASE}/${id}/hide`, cast.owner)).status).toBe(200)
    const before = await pushedAt(id)
    const inboxBefore = (await inboxOf(cast.owner.id)).length

    await makeDue(id, slot)
    expect(await runDueJobs(t.db, workerAt(new Date(slot.getTime() + 1000)))).toBe(1)
    expect(await scheduledPushes(id)).toEqual([])
    expect(await pushedAt(id)).toEqual(before)
    expect(await scheduleOf(id)).toMatchObject({ enabled: false, next_run_at: null, stopped_reason: 'hidden' })
    const inbox = await inboxOf(cast.owner.id)
    expect(inbox.slice(inboxBefore)).toEqual([
      { part: 'common', title: 'Lịch đẩy tin của tin "Giao hàng sẽ ẩn" đã dừng', content: PUSH_STOP_TEXT.hidden, url: `/dashboard/manage-listing?q=${id}` },
    ])
    expect(delivered.some((d) => d.userId === cast.owner.id && d.event === 'notification')).toBe(true)
    const read = (await call('GET', settingsUrl(id), cast.owner)).body.data as PushUpSettings
    expect(read).toMatchObject({ enabled: false, state: 'stopped', stopped_reason: 'hidden', stopped_text: PUSH_STOP_TEXT.hidden, next_runs: [], can_enable: false })

    // the same slot again: no second notice, no push
    await makeDue(id, slot)
    expect(await runDueJobs(t.db, workerAt(new Date(slot.getTime() + 2000)))).toBe(1)
    expect((await inboxOf(cast.owner.id)).length).toBe(inboxBefore + 1)
    expect(await tasksOf(id)).toHaveLength(1)
  })

  it('stops for an expired job, telling the recruiter who saved it', async () => {
    const id = await job('Tin sắp hết hạn')
    const { settings } = (await save(id, { enabled: true, hours: [8, 20], days: EVERY_DAY }, cast.recruiter)).body.data
    const slot = new Date(settings.next_runs[0].at)
    await t.db.query(`UPDATE jobs SET expires_at = $2 WHERE id = $1`, [id, new Date(slot.getTime() - 1000)])
    await makeDue(id, slot)
    expect(await runDueJobs(t.db, workerAt(new Date(slot.getTime() + 1000)))).toBe(1)
    expect(await scheduleOf(id)).toMatchObject({ enabled: false, stopped_reason: 'expired' })
    expect((await inboxOf(cast.recruiter.id)).at(-1)).toMatchObject({ content: PUSH_STOP_TEXT.expired })
  })

  it('pauses for the rest of the week once the allowance is used, telling the owner once, and goes on on Monday', async () => {
    const id = await job('Kinh doanh hết lượt')
    expect((await save(id, { enabled: true, hours: [8, 12, 19], days: EVERY_DAY })).status).toBe(200)
    // next week's Wednesday at 12:00, with 13 of the week's 14 already used on Monday and Tuesday
    const monday = addDays(weekOf(new Date()), 7)
    const slot = slotAt(addDays(monday, 2), 12)
    for (let i = 0; i < PUSH_SCHEDULE.freePerWeek - 1; i++) {
      const at = slotAt(addDays(monday, Math.floor(i / 7)), 6 + (i % 7))
      await t.db.query(`INSERT INTO job_push_ups (job_id, source, pushed_at, slot_at) VALUES ($1, 'scheduled', $2, $2)`, [id, at])
    }
    await t.db.query('UPDATE job_push_up_schedules SET next_run_at = $2 WHERE job_id = $1', [id, slot])
    await queueRun(t.db, id, slot, new Date(Date.now() - 1000))
    const inboxBefore = (await inboxOf(cast.owner.id)).length

    expect(await runDueJobs(t.db, workerAt(new Date(slot.getTime() + 1000)))).toBe(1)
    expect(await scheduledPushes(id)).toHaveLength(PUSH_SCHEDULE.freePerWeek)
    // Wednesday 19:00 to Sunday are skipped: the following Monday at 08:00 is next
    const resume = slotAt(addDays(monday, 7), 8)
    expect((await scheduleOf(id)).next_run_at).toEqual(resume)
    const notices = (await inboxOf(cast.owner.id)).slice(inboxBefore)
    expect(notices).toEqual([
      {
        part: 'common',
        title: 'Tin "Kinh doanh hết lượt" đã dùng hết lượt đẩy tin tự động tuần này',
        content: `Mỗi tin được 14 lượt đẩy tin tự động miễn phí mỗi tuần (Thứ 2 đến Chủ nhật). Lịch tạm dừng và tiếp tục lúc ${formatRunTime(resume)}.`,
        url: `/dashboard/manage-listing?q=${id}`,
      },
    ])

    const paused = await getPushUpSettings(t.db, id, new Date(slot.getTime() + 60_000))
    expect(paused).toMatchObject({ state: 'paused', allowance: { used_this_week: 14, left_this_week: 0 } })
    expect(paused.next_runs[0].at).toBe(resume.toISOString())

    // a slot of the same week run anyway (a schedule saved before the count changed): no push, no second notice
    const thursday = slotAt(addDays(monday, 3), 8)
    await t.db.query('UPDATE job_push_up_schedules SET next_run_at = $2 WHERE job_id = $1', [id, thursday])
    await queueRun(t.db, id, thursday, new Date(Date.now() - 1000))
    expect(await runDueJobs(t.db, workerAt(new Date(thursday.getTime() + 1000)))).toBe(1)
    expect(await scheduledPushes(id)).toHaveLength(PUSH_SCHEDULE.freePerWeek)
    expect((await scheduleOf(id)).next_run_at).toEqual(resume)
    expect((await inboxOf(cast.owner.id)).length).toBe(inboxBefore + 1)
  })
})

describe('bought push-ups', () => {
  it('carry a schedule past the week\'s included ones, one per slot, then it pauses as before', async () => {
    const id = await job('Kinh doanh mua lượt')
    expect((await save(id, { enabled: true, hours: [8, 12, 19], days: EVERY_DAY })).status).toBe(200)
    const monday = addDays(weekOf(new Date()), 14)
    for (let i = 0; i < PUSH_SCHEDULE.freePerWeek; i++) {
      const at = slotAt(addDays(monday, Math.floor(i / 7)), 6 + (i % 7))
      await t.db.query(`INSERT INTO job_push_ups (job_id, source, pushed_at, slot_at) VALUES ($1, 'scheduled', $2, $2)`, [id, at])
    }
    await t.db.query('UPDATE jobs SET paid_ups_left = 2 WHERE id = $1', [id])
    const wednesday = slotAt(addDays(monday, 2), 12)
    await t.db.query('UPDATE job_push_up_schedules SET next_run_at = $2 WHERE job_id = $1', [id, wednesday])
    await queueRun(t.db, id, wednesday, new Date(Date.now() - 1000))
    expect(await runDueJobs(t.db, workerAt(new Date(wednesday.getTime() + 1000)))).toBe(1)
    expect(await scheduledPushes(id)).toHaveLength(PUSH_SCHEDULE.freePerWeek + 1)
    // one bought push-up left: the next slot of the same day, not next Monday
    const evening = slotAt(addDays(monday, 2), 19)
    expect((await scheduleOf(id)).next_run_at).toEqual(evening)
    // its task is queued for that evening: make it due now
    await t.db.query(`UPDATE background_jobs SET run_at = now() - interval '1 second' WHERE payload->>'job_id' = $1 AND payload->>'slot' = $2`, [String(id), evening.toISOString()])
    expect(await runDueJobs(t.db, workerAt(new Date(evening.getTime() + 1000)))).toBe(1)
    expect(await scheduledPushes(id)).toHaveLength(PUSH_SCHEDULE.freePerWeek + 2)
    const [{ paid_ups_left }] = await t.db.query<{ paid_ups_left: number }>('SELECT paid_ups_left FROM jobs WHERE id = $1', [id])
    expect(paid_ups_left).toBe(0)
    // none left: it pauses until the next week's first slot
    expect((await scheduleOf(id)).next_run_at).toEqual(slotAt(addDays(monday, 7), 8))
  })
})

describe('the sweep and the worker', () => {
  it('re-queues a running schedule whose task is missing, once', async () => {
    const id = await job('Tạp vụ mất tác vụ')
    const { settings } = (await save(id, { enabled: true, hours: [7], days: EVERY_DAY })).body.data
    const slot = new Date(settings.next_runs[0].at)
    await t.db.query('DELETE FROM background_jobs WHERE dedupe_key = $1', [slotKey(id, slot)])
    const { requeued } = await sweepPushUpSchedules(t.db, new Date(), inboxNotify(realtime))
    expect(requeued).toBeGreaterThanOrEqual(1)
    expect(await task(id, slot)).toMatchObject({ run_at: slot, finished_at: null, attempts: 0 })
    const again = await sweepPushUpSchedules(t.db, new Date(), inboxNotify(realtime))
    expect(again.requeued).toBe(0)
    // the re-queued task carries the same slot the run checks against
    await makeDue(id, slot)
    expect(await runDueJobs(t.db, workerAt(new Date(slot.getTime() + 1000)))).toBe(1)
    expect(await scheduledPushes(id)).toHaveLength(1)
  })

  it('moves on a schedule whose task gave up after its retries', async () => {
    const id = await job('Bếp phụ thử lại')
    const { settings } = (await save(id, { enabled: true, hours: [6, 18], days: EVERY_DAY })).body.data
    const slot = new Date(settings.next_runs[0].at)
    await t.db.query(`UPDATE background_jobs SET attempts = max_attempts, last_error = 'lỗi' WHERE dedupe_key = $1`, [slotKey(id, slot)])
    const now = new Date(slot.getTime() + 3 * 3600_000)
    expect((await sweepPushUpSchedules(t.db, now, inboxNotify(realtime))).moved).toBe(1)
    const next = (await scheduleOf(id)).next_run_at!
    expect(next.getTime()).toBeGreaterThan(now.getTime())
    expect(await task(id, next)).toMatchObject({ finished_at: null })
  })

  it('is registered with the background worker, the sweep as a recurring task', () => {
    const work = backgroundWork(context())
    expect(Object.keys(work.handlers)).toEqual(expect.arrayContaining([PUSH_UP_KINDS.run, PUSH_UP_KINDS.sweep]))
    expect(work.recurring).toContainEqual({ kind: PUSH_UP_KINDS.sweep, everyMs: 15 * 60_000 })
  })
})
