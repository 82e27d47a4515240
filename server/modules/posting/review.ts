// Staff review of jobs (issue 21; docs/decisions/0021-verification-and-staff.md): posts the scam
// rules sent to the queue (1000), with the rules that fired, or that staff took down before and
// their owner edited, with staff's earlier reason (0031-staff-decisions-stand.md), and posts
// visitors reported. Staff
// approve or reject them with a reason the poster reads in the inbox; reports are closed either by
// rejecting the job or by dismissing them. Every decision is written to the staff audit log.
import { publishJobStreet } from '../streets/streets.service'
import { REPORT_REASONS, jobPath } from '../../../src/domain/jobs'
import { REVIEW_STATUS } from '../../../src/domain/constants'
import type { PostingHit } from '../../../src/domain/contract/posting'
import { noteHits } from '../../../src/domain/moderation/public-text'
import { STAFF_MSG, type StaffDecision, type ReportedJob, type WaitingJob } from '../../../src/domain/staff'
import type { ServiceContext } from '../../context'
import type { Queryable } from '../../db/client'
import { moderationRules } from '../../lib/moderation-settings'
import { standingTakeDowns, type QueuePage } from '../../lib/staff-decisions'
import { writeStaffAudit, type StaffActor } from '../../lib/staff-audit'
import { jobRecruiterSql } from '../access/memberships'
import { enqueueJobActivated } from '../applications/auto-apply'
import { createInboxMessage } from '../mail/mail.service'

export const REVIEW_NOTICE = {
  approvedTitle: (title: string) => `Tin "${title}" đã được duyệt`,
  approvedContent: 'Tin đã hiển thị với ứng viên.',
  rejectedTitle: (title: string) => `Tin "${title}" không được duyệt`,
  rejectedContent: (reason: string) => `Lý do: ${reason} Hãy sửa tin theo lý do trên rồi lưu lại để được duyệt lại.`,
} as const

const REPORT_STATUS = { waiting: 1000, upheld: 1001, dismissed: 1002 } as const
const REASON_NAME = new Map<string, string>(REPORT_REASONS.map((r) => [r.code, r.name]))


const page = <T>(items: T[], total: number) => ({ items, total })

/** GET /job/v1/staff/jobs: posts waiting for staff (oldest first unless asked), with why they wait. */
export async function waitingJobs(db: Queryable, { offset, limit, direction }: QueuePage): Promise<{ items: WaitingJob[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<Omit<WaitingJob, 'url' | 'created_at' | 'hits' | 'earlier_decision'> & { slug: string; created_at: Date; review_hits: PostingHit[] | null }>(
      `SELECT j.id::int AS id, j.title, j.slug, o.id::int AS organization_id, o.name AS organization, o.is_partner,
              coalesce(u.full_name, u.phone) AS posted_by, j.created_at, j.salary_min, j.salary_max, j.description, j.requirements,
              j.benefits, j.review_reason, j.review_hits
         FROM jobs j JOIN organizations o ON o.id = j.organization_id LEFT JOIN users u ON u.id = j.owner_user_id
        WHERE j.review_status = 1000 ORDER BY j.created_at ${direction}, j.id ${direction} OFFSET $1 LIMIT $2`,
      [offset, limit],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs WHERE review_status = 1000'),
  ])
  const earlier = await standingTakeDowns(db, 'job', rows.map((row) => row.id))
  return page(
    rows.map(({ slug, review_hits, created_at, ...row }) => ({
      ...row,
      url: jobPath({ slug, id: row.id }),
      created_at: new Date(created_at).toISOString(),
      hits: review_hits ?? [],
      earlier_decision: earlier.get(row.id) ?? null,
    })),
    count.n,
  )
}


/** GET /job/v1/staff/job-reports: reports waiting, newest first, with the job and how often it was reported. */
export async function waitingReports(db: Queryable, { offset, limit, direction }: QueuePage): Promise<{ items: ReportedJob[]; total: number }> {
  const rules = await moderationRules(db)
  const [rows, [count]] = await Promise.all([
    db.query<Omit<ReportedJob, 'job_url' | 'reason_name' | 'created_at' | 'note_hits'> & { slug: string; created_at: Date }>(
      `SELECT r.id::int AS id, j.id::int AS job_id, j.title AS job_title, j.slug, o.name AS organization, r.reason, r.note, r.created_at,
              (SELECT count(*)::int FROM job_reports w WHERE w.job_id = r.job_id AND w.status = 1000) AS reports_on_job
         FROM job_reports r JOIN jobs j ON j.id = r.job_id JOIN organizations o ON o.id = j.organization_id
        WHERE r.status = 1000 ORDER BY r.created_at ${direction}, r.id ${direction} OFFSET $1 LIMIT $2`,
      [offset, limit],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM job_reports WHERE status = 1000'),
  ])
  return page(
    rows.map(({ slug, created_at, ...row }) => ({
      ...row,
      note_hits: noteHits(row.note, rules),
      job_url: jobPath({ slug, id: row.job_id }),
      reason_name: REASON_NAME.get(row.reason) ?? row.reason,
      created_at: new Date(created_at).toISOString(),
    })),
    count.n,
  )
}

interface DecidedJob {
  id: number
  title: string
  notify_user_id: number | null
}

async function notifyPosters(context: ServiceContext, tx: Queryable, jobs: DecidedJob[], approved: boolean, reason: string | null) {
  for (const job of jobs) {
    if (job.notify_user_id === null) continue
    await createInboxMessage(
      { db: tx, realtime: context.realtime },
      {
        userId: Number(job.notify_user_id),
        part: 'common',
        title: approved ? REVIEW_NOTICE.approvedTitle(job.title) : REVIEW_NOTICE.rejectedTitle(job.title),
        content: approved ? REVIEW_NOTICE.approvedContent : REVIEW_NOTICE.rejectedContent(reason ?? ''),
        url: '/dashboard/manage-listing',
      },
    )
  }
}

const outcome = (asked: number, decided: number) =>
  ({ decided, message: [STAFF_MSG.done(decided), asked > decided ? STAFF_MSG.skipped(asked - decided) : ''].filter(Boolean).join(' ') })

/** POST /job/v1/staff/jobs/decisions: approve (published now) or reject waiting posts; others are skipped. */
export async function decideJobs(
  context: ServiceContext,
  staff: StaffActor,
  ids: readonly number[],
  decision: Extract<StaffDecision, 'approve' | 'reject'>,
  reason: string | null,
) {
  const approved = decision === 'approve'
  const decided = await context.db.transaction(async (tx) => {
    const jobs = await tx.query<DecidedJob>(
      `UPDATE jobs j SET review_status = $2, review_reason = $3, review_hits = NULL,
              published_at = CASE WHEN $4 THEN now() ELSE published_at END, pushed_at = CASE WHEN $4 THEN now() ELSE pushed_at END,
              updated_at = now()
        WHERE j.id = ANY($1::bigint[]) AND j.review_status = 1000
        RETURNING j.id::int AS id, j.title, ${jobRecruiterSql('j')} AS notify_user_id`,
      [ids, approved ? REVIEW_STATUS.approved : REVIEW_STATUS.rejected, approved ? null : reason, approved],
    )
    if (approved) {
      for (const job of jobs) {
        await enqueueJobActivated(tx, job.id)
        await publishJobStreet(tx, job.id)
      }
    }
    await notifyPosters(context, tx, jobs, approved, reason)
    await writeStaffAudit(tx, staff, jobs.map((job) => ({ action: `job.${decision}`, subject: 'job', subjectId: job.id, reason, details: { title: job.title } })))
    return jobs.length
  })
  return outcome(ids.length, decided)
}

/**
 * POST /job/v1/staff/job-reports/decisions: reject the reported jobs (taken down with a reason the
 * poster reads; every waiting report on them is upheld) or dismiss the reports (the jobs stay).
 */
export async function decideReports(
  context: ServiceContext,
  staff: StaffActor,
  ids: readonly number[],
  decision: Extract<StaffDecision, 'reject' | 'dismiss'>,
  reason: string | null,
) {
  const decided = await context.db.transaction(async (tx) => {
    const reports = await tx.query<{ id: number; job_id: number }>(
      `SELECT id::int AS id, job_id::int AS job_id FROM job_reports WHERE id = ANY($1::bigint[]) AND status = 1000 ORDER BY id FOR UPDATE`,
      [ids],
    )
    if (!reports.length) return 0
    if (decision === 'dismiss') {
      await tx.query(`UPDATE job_reports SET status = $2, decided_by = $3, decided_at = now() WHERE id = ANY($1::bigint[])`, [
        reports.map((r) => r.id),
        REPORT_STATUS.dismissed,
        staff.id,
      ])
      await writeStaffAudit(tx, staff, reports.map((r) => ({ action: 'job_report.dismiss', subject: 'job_report', subjectId: r.id, details: { job_id: r.job_id } })))
      return reports.length
    }
    const jobIds = [...new Set(reports.map((r) => r.job_id))]
    const jobs = await tx.query<DecidedJob>(
      `UPDATE jobs j SET review_status = $2, review_reason = $3, review_hits = NULL, updated_at = now()
        WHERE j.id = ANY($1::bigint[]) RETURNING j.id::int AS id, j.title, ${jobRecruiterSql('j')} AS notify_user_id`,
      [jobIds, REVIEW_STATUS.rejected, reason],
    )
    const upheld = await tx.query<{ id: number }>(
      `UPDATE job_reports SET status = $2, decided_by = $3, decided_at = now() WHERE job_id = ANY($1::bigint[]) AND status = 1000 RETURNING id::int AS id`,
      [jobIds, REPORT_STATUS.upheld, staff.id],
    )
    await notifyPosters(context, tx, jobs, false, reason)
    await writeStaffAudit(tx, staff, [
      ...jobs.map((job) => ({ action: 'job.reject', subject: 'job' as const, subjectId: job.id, reason, details: { title: job.title, reported: true } })),
      ...upheld.map((r) => ({ action: 'job_report.uphold', subject: 'job_report' as const, subjectId: r.id, reason })),
    ])
    return reports.length
  })
  return outcome(ids.length, decided)
}
