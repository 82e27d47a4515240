// Scheduled push-ups (SPEC 7.4 job-up-settings; docs/decisions/0014-scheduled-push-ups.md).
//
// A schedule (job_push_up_schedules) names hours of the day and days of the Vietnamese week; its
// next slot is both a column (next_run_at) and a task of the durable queue (run_at = the slot,
// dedupe key push-up:<job>:<slot ms>), written in one transaction, so a restart finds both. A run
// locks the job row, checks that the schedule still points at its slot (a task left from an older
// schedule does nothing), stops the schedule when the job no longer shows, claims the slot by
// inserting its 'scheduled' history row (unique per job and slot: a slot is pushed once, whatever
// runs it twice), moves jobs.pushed_at (the search index follows it through changed_at), and
// queues the next slot. The weekly allowance (PUSH_SCHEDULE.freePerWeek) skips the rest of a week
// once used; the owner is told in the inbox once when the schedule stops and once a week when the
// allowance runs out.
import { REVIEW_STATUS } from '../../../src/domain/constants'
import { isDay } from '../../../src/domain/dates'
import { addDays, formatVietnamDate } from '../../../src/domain/manage-listing'
import {
  PUSH_SCHEDULE,
  PUSH_SCHEDULE_MSG,
  PUSH_STATE_TEXT,
  PUSH_STOP_TEXT,
  checkPushSchedule,
  formatRunTime,
  slotAt,
  slotsAfter,
  uniqueSorted,
  untilEnd,
  upcomingRuns,
  weekOf,
  type PushScheduleState,
  type PushStopReason,
} from '../../../src/domain/push-up-schedule'
import type { ServiceContext } from '../../context'
import type { Database, Queryable } from '../../db/client'
import { badRequest, notFound } from '../../lib/errors'
import { recordActivity, recordJobActivity } from '../../lib/activity'
import { enqueue, type JobHandlers, type QueuedJob } from '../../lib/queue'
import { jobRecruiterSql } from '../access/memberships'
import { createInboxMessage } from '../mail/mail.service'
import type { PushUpSettings, PushUpSettingsBody, PushUpSettingsSaved, UpcomingPushUps } from '../../../src/domain/contract/manage-listing'

export const PUSH_UP_KINDS = {
  run: 'push-up-schedule:run',
  sweep: 'push-up-schedule:sweep',
} as const

/** The sweep re-queues a running schedule's lost task and moves one whose task gave up. */
export const SWEEP_EVERY_MS = 15 * 60_000

/** Where the inbox notices lead: the manager, filtered to the job (its id is a keyword there). */
const managerUrl = (jobId: number) => `/dashboard/manage-listing?q=${jobId}`

/** One task per job and slot, whoever queues it (the save, the previous run, the sweep). */
export const slotKey = (jobId: number, slot: Date) => `push-up:${jobId}:${slot.getTime()}`

export interface RunPayload {
  job_id: number
  /** ISO 8601 */
  slot: string
}

/** Queues the run of one slot (inside the caller's transaction when given one). */
export const queueRun = (db: Queryable, jobId: number, slot: Date, runAt: Date = slot) =>
  enqueue(db, PUSH_UP_KINDS.run, { job_id: jobId, slot: slot.toISOString() } satisfies RunPayload, { runAt, dedupeKey: slotKey(jobId, slot) })

interface JobState {
  review_status: number
  is_hidden: boolean
  expires_at: Date
}

const isShowing = (job: JobState, now: Date) =>
  job.review_status === REVIEW_STATUS.approved && !job.is_hidden && new Date(job.expires_at).getTime() > now.getTime()

function stopReasonOf(job: JobState, now: Date): PushStopReason | null {
  if (job.review_status !== REVIEW_STATUS.approved) return 'not_approved'
  if (job.is_hidden) return 'hidden'
  if (new Date(job.expires_at).getTime() <= now.getTime()) return 'expired'
  return null
}

const toNumbers = (values: unknown): number[] => (Array.isArray(values) ? values.map(Number) : [])

/** Scheduled push-ups per Vietnamese week (keyed by its Monday) from the week holding `from` on. */
async function usedByWeek(db: Queryable, jobId: number, from: Date): Promise<Record<string, number>> {
  const rows = await db.query<{ week: string; n: number }>(
    `SELECT to_char(date_trunc('week', (slot_at AT TIME ZONE 'UTC') + interval '7 hours'), 'YYYY-MM-DD') AS week, count(*)::int AS n
       FROM job_push_ups WHERE job_id = $1 AND source = 'scheduled' AND slot_at >= $2
      GROUP BY 1`,
    [jobId, slotAt(weekOf(from), 0)],
  )
  return Object.fromEntries(rows.map((r) => [r.week, Number(r.n)]))
}

// ---- Reading ----

interface SettingsRow extends JobState {
  id: number
  enabled: boolean | null
  hours: number[] | null
  days: number[] | null
  until: string | null
  next_run_at: Date | null
  stopped_reason: PushStopReason | null
  updated_at: Date | null
}

/** The job's schedule (or the defaults), its next runs, the allowance of this week and whether it may be turned on. */
export async function getPushUpSettings(db: Queryable, jobId: number, now = new Date()): Promise<PushUpSettings> {
  const [row] = await db.query<SettingsRow>(
    `SELECT j.id, j.review_status, j.is_hidden, j.expires_at, s.enabled, s.hours, s.days, to_char(s.until, 'YYYY-MM-DD') AS until,
            s.next_run_at, s.stopped_reason, s.updated_at
       FROM jobs j LEFT JOIN job_push_up_schedules s ON s.job_id = j.id WHERE j.id = $1`,
    [jobId],
  )
  if (!row) throw notFound()
  const week = weekOf(now)
  const usedInWeek = await usedByWeek(db, jobId, now)
  const used = usedInWeek[week] ?? 0
  const perWeek = PUSH_SCHEDULE.freePerWeek
  const deadline = new Date(row.expires_at)
  const pattern = { hours: uniqueSorted(toNumbers(row.hours)), days: uniqueSorted(toNumbers(row.days)) }
  const enabled = Boolean(row.enabled)

  let runs: Date[] = []
  if (enabled && row.next_run_at) {
    const first = new Date(row.next_run_at)
    const counted = { ...usedInWeek, [weekOf(first)]: (usedInWeek[weekOf(first)] ?? 0) + 1 }
    const rest = upcomingRuns(pattern, { after: first, count: PUSH_SCHEDULE.previewRuns - 1, endsAt: untilEnd(row.until), usedInWeek: counted })
    // a slot after the deadline runs only if the job is extended meanwhile: not promised here
    runs = [first, ...rest].filter((run) => run.getTime() <= deadline.getTime())
  }
  const state: PushScheduleState = enabled ? (used >= perWeek ? 'paused' : 'running') : row.stopped_reason ? 'stopped' : 'off'
  const renews = slotAt(addDays(week, 7), 0)
  return {
    job_id: Number(row.id),
    enabled,
    hours: pattern.hours,
    days: pattern.days,
    until: row.until,
    until_date: row.until ? row.until.split('-').reverse().join('/') : null,
    state,
    state_text: PUSH_STATE_TEXT[state],
    stopped_reason: enabled ? null : row.stopped_reason,
    stopped_text: !enabled && row.stopped_reason ? PUSH_STOP_TEXT[row.stopped_reason] : null,
    next_runs: runs.map((run) => ({ at: run.toISOString(), text: formatRunTime(run) })),
    allowance: {
      per_week: perWeek,
      used_this_week: used,
      left_this_week: Math.max(0, perWeek - used),
      renews_at: renews.toISOString(),
      renews_text: formatRunTime(renews),
    },
    max_hours_per_day: PUSH_SCHEDULE.maxHoursPerDay,
    deadline: deadline.toISOString(),
    deadline_date: formatVietnamDate(deadline),
    can_enable: isShowing(row, now),
    updated_at: row.updated_at ? new Date(row.updated_at).toISOString() : null,
  }
}

/**
 * The soonest next run of every schedule turned on over the jobs of the organisations `userId` is a
 * member of (none for an account outside any organisation), and how many schedules are on.
 */
export async function upcomingPushUps(db: Queryable, userId: number): Promise<UpcomingPushUps> {
  const mine = `FROM job_push_up_schedules s JOIN jobs j ON j.id = s.job_id
     WHERE s.enabled AND j.organization_id IN (SELECT organization_id FROM organization_members WHERE user_id = $1)`
  const [rows, [count]] = await Promise.all([
    db.query<{ job_id: number; title: string; next_run_at: Date }>(
      `SELECT s.job_id, j.title, s.next_run_at ${mine} AND s.next_run_at IS NOT NULL ORDER BY s.next_run_at, s.job_id LIMIT $2`,
      [userId, PUSH_SCHEDULE.upcomingShown],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n ${mine}`, [userId]),
  ])
  return {
    total: count.n,
    items: rows.map((row) => {
      const at = new Date(row.next_run_at)
      return { job_id: Number(row.job_id), title: row.title, at: at.toISOString(), text: formatRunTime(at) }
    }),
  }
}

// ---- Saving ----

/**
 * Turns a job's schedule on (validated, its first slot queued) or off. Turning off keeps the hours
 * and days for next time. The job row is locked, as every change to a schedule does (the runs too).
 */
export async function savePushUpSettings(
  db: Database,
  jobId: number,
  organizationId: number,
  userId: number,
  body: PushUpSettingsBody,
  now = new Date(),
): Promise<PushUpSettingsSaved> {
  const message = await db.transaction(async (tx) => {
    const [job] = await tx.query<JobState>(
      'SELECT review_status, is_hidden, expires_at FROM jobs WHERE id = $1 AND organization_id = $2 FOR UPDATE',
      [jobId, organizationId],
    )
    if (!job) throw notFound()
    const hours = body.hours ? uniqueSorted(body.hours) : null
    const days = body.days ? uniqueSorted(body.days) : null
    const until = body.until ?? null

    if (!body.enabled) {
      if (until !== null && !isDay(until)) throw badRequest(PUSH_SCHEDULE_MSG.untilFormat, 'invalid_schedule')
      await tx.query(
        `INSERT INTO job_push_up_schedules (job_id, user_id, enabled, hours, days, until)
         VALUES ($1, $2, false, COALESCE($3::smallint[], '{}'), COALESCE($4::smallint[], '{}'), $5::date)
         ON CONFLICT (job_id) DO UPDATE SET user_id = EXCLUDED.user_id, enabled = false, next_run_at = NULL,
           hours = COALESCE($3::smallint[], job_push_up_schedules.hours), days = COALESCE($4::smallint[], job_push_up_schedules.days),
           until = CASE WHEN $6::boolean THEN $5::date ELSE job_push_up_schedules.until END,
           stopped_reason = NULL, stopped_at = NULL, updated_at = now()`,
        [jobId, userId, hours, days, until, body.until !== undefined],
      )
      await recordActivity(tx, { organizationId, userId, action: 'job.schedule_off', jobId })
      return PUSH_SCHEDULE_MSG.turnedOff
    }

    if (!isShowing(job, now)) throw badRequest(PUSH_SCHEDULE_MSG.notActive, 'job_not_active')
    const problem = checkPushSchedule({ hours, days, until }, { now, deadline: job.expires_at })
    if (problem) throw badRequest(problem, 'invalid_schedule')
    const pattern = { hours: hours!, days: days! }
    const [next] = upcomingRuns(pattern, { after: now, count: 1, endsAt: untilEnd(until), usedInWeek: await usedByWeek(tx, jobId, now) })
    // the allowance of this week is used and the schedule ends (or the job does) before the next
    if (!next || next.getTime() > new Date(job.expires_at).getTime()) throw badRequest(PUSH_SCHEDULE_MSG.noRuns, 'invalid_schedule')
    await tx.query(
      `INSERT INTO job_push_up_schedules (job_id, user_id, enabled, hours, days, until, next_run_at)
       VALUES ($1, $2, true, $3::smallint[], $4::smallint[], $5::date, $6)
       ON CONFLICT (job_id) DO UPDATE SET user_id = EXCLUDED.user_id, enabled = true, hours = EXCLUDED.hours, days = EXCLUDED.days,
         until = EXCLUDED.until, next_run_at = EXCLUDED.next_run_at, stopped_reason = NULL, stopped_at = NULL, updated_at = now()`,
      [jobId, userId, pattern.hours, pattern.days, until, next],
    )
    // a task still queued for an earlier schedule's slot finds the schedule moved on and does nothing
    await queueRun(tx, jobId, next)
    await recordActivity(tx, { organizationId, userId, action: 'job.schedule_on', jobId, details: { next_run: formatRunTime(next) } })
    return PUSH_SCHEDULE_MSG.saved(formatRunTime(next))
  })
  return { message, settings: await getPushUpSettings(db, jobId, now) }
}

// ---- Running (the durable queue) ----

interface RunRow extends JobState {
  id: number
  title: string
  enabled: boolean
  hours: number[]
  days: number[]
  until: string | null
  next_run_at: Date | null
  allowance_notice_week: string | null
  notify_user_id: number | null
  /** who set the schedule (its runs are that member's push-ups) */
  schedule_user_id: number | null
  /** bought push-ups of the job (buy-job-up): they carry a schedule past the week's included ones */
  paid_ups_left: number
}

/** The schedule of a job with its job, the job row locked (the lock every schedule change takes). */
async function lockSchedule(tx: Queryable, jobId: number): Promise<RunRow | undefined> {
  const [row] = await tx.query<RunRow>(
    `SELECT j.id, j.title, j.review_status, j.is_hidden, j.expires_at, j.paid_ups_left, s.user_id AS schedule_user_id, s.enabled, s.hours, s.days,
            to_char(s.until, 'YYYY-MM-DD') AS until, s.next_run_at, to_char(s.allowance_notice_week, 'YYYY-MM-DD') AS allowance_notice_week,
            COALESCE((SELECT m.user_id FROM organization_members m WHERE m.organization_id = j.organization_id AND m.user_id = s.user_id),
                     ${jobRecruiterSql('j')}) AS notify_user_id
       FROM jobs j JOIN job_push_up_schedules s ON s.job_id = j.id
      WHERE j.id = $1 FOR UPDATE OF j`,
    [jobId],
  )
  return row
}

/** Leaves a notice for the job's owner in the inbox, inside the run's transaction (told once, exactly when the schedule changed). */
export type Notify = (tx: Queryable, userId: number | null, title: string, content: string, jobId: number) => Promise<void>

async function stopSchedule(tx: Queryable, row: RunRow, reason: PushStopReason, now: Date, notify: Notify) {
  await tx.query(
    `UPDATE job_push_up_schedules SET enabled = false, next_run_at = NULL, stopped_reason = $2, stopped_at = $3, updated_at = now()
      WHERE job_id = $1`,
    [row.id, reason, now],
  )
  const content =
    reason === 'finished' && row.until ? `Lịch đẩy tin đã chạy đến hết ngày ${row.until.split('-').reverse().join('/')} bạn chọn.` : PUSH_STOP_TEXT[reason]
  await notify(tx, row.notify_user_id, `Lịch đẩy tin của tin "${row.title}" đã dừng`, content, Number(row.id))
}

/** Moves a running schedule to its next slot after `after` and queues it, or stops it when none is left. */
async function advance(tx: Queryable, row: RunRow, after: Date, now: Date, notify: Notify) {
  const jobId = Number(row.id)
  const pattern = { hours: toNumbers(row.hours), days: toNumbers(row.days) }
  const endsAt = untilEnd(row.until)
  // while bought push-ups are left no slot is skipped for the allowance (a run spends one past it)
  const usedInWeek = Number(row.paid_ups_left) > 0 ? {} : await usedByWeek(tx, jobId, after)
  const [next] = upcomingRuns(pattern, { after, count: 1, endsAt, usedInWeek })
  if (!next) return stopSchedule(tx, row, 'finished', now, notify)
  await tx.query('UPDATE job_push_up_schedules SET next_run_at = $2, updated_at = now() WHERE job_id = $1', [jobId, next])
  await queueRun(tx, jobId, next)
  // a slot skipped for the allowance: the owner learns it once a week
  const skipped = slotsAfter(pattern, after, endsAt).next().value
  if (skipped && skipped.getTime() < next.getTime() && row.allowance_notice_week !== weekOf(skipped)) {
    await tx.query('UPDATE job_push_up_schedules SET allowance_notice_week = $2::date WHERE job_id = $1', [jobId, weekOf(skipped)])
    await notify(
      tx,
      row.notify_user_id,
      `Tin "${row.title}" đã dùng hết lượt đẩy tin tự động tuần này`,
      `Mỗi tin được ${PUSH_SCHEDULE.freePerWeek} lượt đẩy tin tự động miễn phí mỗi tuần (Thứ 2 đến Chủ nhật). ` +
        `Lịch tạm dừng và tiếp tục lúc ${formatRunTime(next)}.`,
      jobId,
    )
  }
}

export interface PushUpRunResult {
  pushed: boolean
  /** Nothing done: the schedule was turned off or moved on since this slot was queued. */
  stale?: boolean
  stopped?: PushStopReason
}

/** Runs one queued slot of a job's schedule (see the file's header). */
export async function runScheduledPush(db: Database, payload: RunPayload, now: Date, notify: Notify): Promise<PushUpRunResult> {
  const slot = new Date(payload.slot)
  const jobId = Number(payload.job_id)
  if (!Number.isSafeInteger(jobId) || Number.isNaN(slot.getTime())) return { pushed: false, stale: true }
  return db.transaction(async (tx) => {
    const row = await lockSchedule(tx, jobId)
    if (!row || !row.enabled || !row.next_run_at || new Date(row.next_run_at).getTime() !== slot.getTime()) return { pushed: false, stale: true }
    const reason = stopReasonOf(row, now)
    if (reason) {
      await stopSchedule(tx, row, reason, now, notify)
      return { pushed: false, stopped: reason }
    }
    let pushed = false
    const used = (await usedByWeek(tx, jobId, slot))[weekOf(slot)] ?? 0
    // past the week's included push-ups, a bought one is spent (taken only if the slot is claimed below)
    const paid = used >= PUSH_SCHEDULE.freePerWeek && Number(row.paid_ups_left) > 0
    if (used < PUSH_SCHEDULE.freePerWeek || paid) {
      // the history row is the claim on the slot: a second run of the same slot inserts nothing
      const claimed = await tx.query(
        `INSERT INTO job_push_ups (job_id, user_id, source, pushed_at, slot_at) VALUES ($1, NULL, 'scheduled', $2, $3)
         ON CONFLICT (job_id, slot_at) WHERE source = 'scheduled' DO NOTHING RETURNING id`,
        [jobId, now, slot],
      )
      if (claimed.length) {
        await tx.query(`UPDATE jobs SET pushed_at = $2${paid ? ', paid_ups_left = paid_ups_left - 1' : ''} WHERE id = $1`, [jobId, now])
        if (paid) row.paid_ups_left = Number(row.paid_ups_left) - 1
        pushed = true
        // on behalf of the member who set the schedule
        await recordJobActivity(tx, jobId, row.schedule_user_id === null ? null : Number(row.schedule_user_id), 'job.scheduled_push', { details: paid ? { source: 'paid' } : {} })
      }
    }
    // late after a restart: one push for the missed slot, then the next one from now
    await advance(tx, row, now.getTime() > slot.getTime() ? now : slot, now, notify)
    return { pushed }
  })
}

/**
 * The safety net, every SWEEP_EVERY_MS: a running schedule whose task is missing gets it again (the
 * dedupe key keeps it once), and one whose task gave up after its retries moves on to its next slot.
 */
export async function sweepPushUpSchedules(db: Database, now: Date, notify: Notify): Promise<{ requeued: number; moved: number }> {
  const requeued = await db.query(
    `INSERT INTO background_jobs (kind, payload, run_at, dedupe_key, max_attempts)
     SELECT $1, jsonb_build_object('job_id', s.job_id, 'slot', to_char(s.next_run_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
            s.next_run_at, 'push-up:' || s.job_id || ':' || (extract(epoch FROM s.next_run_at) * 1000)::bigint, 5
       FROM job_push_up_schedules s WHERE s.enabled
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [PUSH_UP_KINDS.run],
  )
  const dead = await db.query<{ job_id: number; next_run_at: Date }>(
    `SELECT s.job_id, s.next_run_at FROM job_push_up_schedules s
       JOIN background_jobs b ON b.dedupe_key = 'push-up:' || s.job_id || ':' || (extract(epoch FROM s.next_run_at) * 1000)::bigint
      WHERE s.enabled AND b.finished_at IS NULL AND b.attempts >= b.max_attempts`,
  )
  let moved = 0
  for (const { job_id: jobId, next_run_at: slot } of dead) {
    await db.transaction(async (tx) => {
      const row = await lockSchedule(tx, Number(jobId))
      if (!row || !row.enabled || !row.next_run_at || new Date(row.next_run_at).getTime() !== new Date(slot).getTime()) return
      const reason = stopReasonOf(row, now)
      if (reason) await stopSchedule(tx, row, reason, now, notify)
      else await advance(tx, row, now, now, notify)
      moved++
    })
  }
  return { requeued: requeued.length, moved }
}

/** The inbox notice of a schedule's owner (in the caller's transaction); nobody to tell: nothing. */
export const inboxNotify =
  (realtime: ServiceContext['realtime']): Notify =>
  async (tx, userId, title, content, jobId) => {
    if (userId === null || userId === undefined) return
    await createInboxMessage({ db: tx, realtime }, { userId: Number(userId), part: 'common', title, content, url: managerUrl(jobId) })
  }

/** The handlers and recurring task of scheduled push-ups, for the background worker. */
export function pushUpScheduleWork(context: ServiceContext, deps: { now?: () => Date } = {}) {
  const clock = deps.now ?? (() => new Date())
  const notify = inboxNotify(context.realtime)
  const handlers: JobHandlers = {
    [PUSH_UP_KINDS.run]: async (job: QueuedJob, db: Database) => {
      await runScheduledPush(db, job.payload as unknown as RunPayload, clock(), notify)
    },
    [PUSH_UP_KINDS.sweep]: async (_job: QueuedJob, db: Database) => {
      await sweepPushUpSchedules(db, clock(), notify)
    },
  }
  return { handlers, recurring: [{ kind: PUSH_UP_KINDS.sweep, everyMs: SWEEP_EVERY_MS }] }
}
