// Auto-apply through the queue (ARCHITECTURE.md "Background work"; SPEC 7.5 auto-apply; issue 5).
// A job that becomes active gets one matching task, dedupe key `auto-apply:<jobId>` (so it is
// matched once, whoever queues it): enqueueJobActivated() where jobs are created or approved, and a
// recurring scan every 10 minutes that queues active jobs published in the last 2 days that have no
// task yet. The task applies (source 'auto') every profile that has auto-apply on and not lapsed
// (apply_auto_until > now()), is approved (process_state 1001), wants the job's type and lives in
// its province, and has not applied already; each seeker gets at most AUTO_APPLY.dailyCap auto
// applications per Vietnamese day (UTC+7). The seeker is told of each (inbox, live); the recruiter
// gets one summary per task.
import { jobPath } from '../../../src/domain/jobs'
import { vietnamDay, vietnamDayStart as dayStart } from '../../../src/domain/manage-listing'
import { AUTO_APPLY_DAILY_CAP } from '../../../src/domain/profile/auto-apply'
import type { ServiceContext } from '../../context'
import type { Database, Queryable } from '../../db/client'
import { enqueue, type JobHandlers, type QueuedJob } from '../../lib/queue'
import type { Realtime } from '../../realtime/socket'
import { ACTIVE } from '../jobs/jobs.search'
import { jobRecruiterSql } from '../access/memberships'
import { createInboxMessage } from '../mail/mail.service'

export const AUTO_APPLY_KINDS = {
  scan: 'auto-apply:scan',
  match: 'auto-apply:job',
} as const

export const AUTO_APPLY = {
  /** Auto applications per seeker per Vietnamese calendar day. */
  dailyCap: AUTO_APPLY_DAILY_CAP,
  scanEveryMs: 10 * 60_000,
  /** The scan looks at jobs published this recently. */
  lookbackMs: 2 * 86_400_000,
  /** Jobs queued per scan at most (the next scan takes the rest). */
  scanBatch: 500,
  /** Profiles read per round of a matching task. */
  matchBatch: 200,
} as const

export const AUTO_APPLY_MSG = {
  seekerTitle: (job: string) => `Đã tự động ứng tuyển tin "${job}"`,
  seekerContent: (organization: string) =>
    `Hồ sơ của bạn đã được gửi tới ${organization} nhờ tính năng tự động ứng tuyển.`,
  recruiterTitle: (n: number, job: string) => `${n} ứng viên đã tự động ứng tuyển tin "${job}"`,
  recruiterContent: 'Các hồ sơ này phù hợp loại công việc và khu vực của tin.',
} as const

export const autoApplyKey = (jobId: number) => `auto-apply:${jobId}`

/** Queues the matching of a job that just became active (once per job). */
export const enqueueJobActivated = (db: Queryable, jobId: number) =>
  enqueue(db, AUTO_APPLY_KINDS.match, { job_id: jobId }, { dedupeKey: autoApplyKey(jobId) })

/** Queues the matching of recently published active jobs not matched yet; returns how many. */
export async function scanActivatedJobs(db: Queryable): Promise<number> {
  const rows = await db.query(
    `INSERT INTO background_jobs (kind, payload, run_at, dedupe_key, max_attempts)
     SELECT $1, jsonb_build_object('job_id', j.id), now(), 'auto-apply:' || j.id, 5
       FROM jobs j
      WHERE ${ACTIVE} AND j.published_at > now() - make_interval(secs => $2)
        AND NOT EXISTS (SELECT 1 FROM background_jobs b WHERE b.dedupe_key = 'auto-apply:' || j.id)
      ORDER BY j.published_at DESC LIMIT $3
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [AUTO_APPLY_KINDS.match, AUTO_APPLY.lookbackMs / 1000, AUTO_APPLY.scanBatch],
  )
  return rows.length
}

/** Start of the Vietnamese calendar day of an instant. */
export const vietnamDayStart = (at: Date) => dayStart(vietnamDay(at))

interface MatchJob {
  id: number
  title: string
  slug: string
  job_type_id: number
  city_id: number
  organization: string
  recruiter_id: number | null
}

/** Runs the matching of one job; returns how many applications it made. */
export async function autoApplyJob(context: { db: Database; realtime: Realtime }, jobId: number, now = new Date()): Promise<number> {
  const { db } = context
  const [job] = await db.query<MatchJob>(
    `SELECT j.id, j.title, j.slug, j.job_type_id, j.city_id, o.name AS organization,
            ${jobRecruiterSql('j')} AS recruiter_id
       FROM jobs j JOIN organizations o ON o.id = j.organization_id WHERE j.id = $1 AND ${ACTIVE}`,
    [jobId],
  )
  if (!job) return 0
  const dayStart = vietnamDayStart(now)
  const recruiter = job.recruiter_id === null ? null : Number(job.recruiter_id)
  let applied = 0
  const skipped: number[] = []
  for (let round = 0; round < 100; round++) {
    const seekers = await db.query<{ id: number; user_id: number }>(
      `SELECT s.id, s.user_id FROM jobseekers s
        WHERE s.apply_auto AND s.apply_auto_until > now() AND s.process_state = 1001
          AND s.job_types @> ARRAY[$2::int] AND s.city_id = $3
          AND s.user_id <> COALESCE($4::bigint, 0) AND NOT (s.user_id = ANY($7::bigint[]))
          AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.job_id = $1 AND a.user_id = s.user_id)
          AND (SELECT count(*) FROM applications a
                WHERE a.user_id = s.user_id AND a.source = 'auto' AND a.created_at >= $5) < $6
        ORDER BY s.id LIMIT $8`,
      [job.id, job.job_type_id, job.city_id, recruiter, dayStart, AUTO_APPLY.dailyCap, skipped, AUTO_APPLY.matchBatch],
    )
    for (const seeker of seekers) {
      const made = await db.transaction(async (tx) => {
        // the seeker's row serialises the cap between tasks running at once
        await tx.query('SELECT 1 FROM jobseekers WHERE id = $1 FOR UPDATE', [seeker.id])
        const [{ n }] = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM applications WHERE user_id = $1 AND source = 'auto' AND created_at >= $2`,
          [seeker.user_id, dayStart],
        )
        if (n >= AUTO_APPLY.dailyCap) return false
        const rows = await tx.query(
          `INSERT INTO applications (job_id, user_id, jobseeker_id, source) VALUES ($1, $2, $3, 'auto')
           ON CONFLICT (job_id, user_id) DO NOTHING RETURNING id`,
          [job.id, seeker.user_id, seeker.id],
        )
        return rows.length > 0
      })
      if (!made) {
        skipped.push(Number(seeker.user_id))
        continue
      }
      applied++
      await createInboxMessage(context, {
        userId: Number(seeker.user_id),
        part: 'candidate',
        title: AUTO_APPLY_MSG.seekerTitle(job.title),
        content: AUTO_APPLY_MSG.seekerContent(job.organization),
        url: jobPath(job),
      })
    }
    if (seekers.length < AUTO_APPLY.matchBatch) break
  }
  if (applied && recruiter !== null) {
    await createInboxMessage(context, {
      userId: recruiter,
      part: 'candidate',
      title: AUTO_APPLY_MSG.recruiterTitle(applied, job.title),
      content: AUTO_APPLY_MSG.recruiterContent,
      url: jobPath(job),
    })
  }
  return applied
}

/** The handlers and recurring task of auto-apply, for the worker's registry. */
export function autoApplyWork(context: ServiceContext): {
  handlers: JobHandlers
  recurring: Array<{ kind: string; everyMs: number }>
} {
  return {
    handlers: {
      [AUTO_APPLY_KINDS.scan]: async () => {
        await scanActivatedJobs(context.db)
      },
      [AUTO_APPLY_KINDS.match]: async (job: QueuedJob) => {
        const jobId = Number(job.payload.job_id)
        if (!Number.isSafeInteger(jobId)) return
        await autoApplyJob(context, jobId)
      },
    },
    recurring: [{ kind: AUTO_APPLY_KINDS.scan, everyMs: AUTO_APPLY.scanEveryMs }],
  }
}
