// Applications (SPEC 7.2 apply and status, 7.3 applied-listing, 7.5 multi-apply and jobs-matching;
// issue 5). A person applies once per job with a profile that is not rejected, to a job that is
// active; the job's recruiter (memberships.ts jobRecruiterSql) is told in the inbox (part
// candidate, live). Only members of the job's organisation change the status; the seeker is told.
import { MSG } from '../../../src/domain/messages'
import { API_MSG } from '../../../src/domain/api-messages'
import { jobPath } from '../../../src/domain/jobs'
import type { Database, Queryable } from '../../db/client'
import type { JobsRow } from '../../db/rows'
import { transactionThenNotify } from '../../realtime/after-commit'
import type { Realtime } from '../../realtime/socket'
import { AppError, badRequest, conflict } from '../../lib/errors'
import { assertOpenJob, jobStateSql, type JobState } from '../jobs/job-state'
import { ACTIVE, CARD_COLUMNS, CARD_JOINS, toCard, type CardRow } from '../jobs/jobs.search'
import { createInboxMessage } from '../mail/mail.service'
import { jobRecruiterSql } from '../access/memberships'
import { announceUnread } from './unread'
import { APPLICATION_STATUS_LABELS, MULTI_APPLY_MAX, type ApplicationSource } from '../../../src/domain/applications'
import type { Application, AppliedPage, MatchingPage, MultiApplyItem, MultiApplyResult } from '../../../src/domain/contract/applications'

export const APPLICATIONS = {
  /** Jobs in one multi-apply request. */
  multiMax: MULTI_APPLY_MAX,
} as const

export const APPLICATION_MSG = {
  applied: 'Ứng tuyển thành công',
  alreadyApplied: 'Bạn đã ứng tuyển tin này rồi.',
  profileRequired: 'Bạn cần tạo hồ sơ xin việc trước khi ứng tuyển.',
  profileRejected: 'Hồ sơ của bạn vi phạm quy định nên chưa thể ứng tuyển. Vui lòng cập nhật hồ sơ rồi thử lại.',
  jobNotFound: 'Tin tuyển dụng không tồn tại hoặc đã bị gỡ.',
  jobEnded: MSG.jobEnded,
  ownJob: 'Bạn không thể ứng tuyển vào tin do chính mình đăng.',
  applicationNotFound: 'Không tìm thấy hồ sơ ứng tuyển.',
  forbidden: API_MSG.forbidden,
  recruiterTitle: (job: string) => `Có ứng viên mới ứng tuyển tin "${job}"`,
  recruiterContent: (name: string, auto: boolean) =>
    auto ? `${name} đã tự động ứng tuyển vào tin của bạn.` : `${name} vừa ứng tuyển vào tin của bạn.`,
  seekerStatusTitle: (job: string) => `Nhà tuyển dụng đã cập nhật hồ sơ ứng tuyển tin "${job}"`,
  seekerStatusContent: (label: string) => `Trạng thái mới: ${label}.`,
} as const

export const APPLICATION_COLUMNS =
  'a.id, a.job_id, a.user_id, a.jobseeker_id, a.source, a.status, a.status_message, a.status_at, a.read_at, a.created_at, a.updated_at'

export type ApplicationRow = Omit<Application, 'status_label' | 'status_at' | 'created_at' | 'updated_at'> & {
  status_at: Date | string
  read_at?: Date | string | null
  created_at: Date | string
  updated_at: Date | string
}

export const toApplication = (row: ApplicationRow): Application => ({
  id: Number(row.id),
  job_id: Number(row.job_id),
  user_id: Number(row.user_id),
  jobseeker_id: row.jobseeker_id === null ? null : Number(row.jobseeker_id),
  source: row.source,
  status: row.status,
  status_label: APPLICATION_STATUS_LABELS[row.status] ?? '',
  status_message: row.status_message ?? null,
  status_at: new Date(row.status_at).toISOString(),
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
})

export interface NotifyContext {
  db: Queryable
  realtime: Realtime
}

interface Profile {
  id: number
  full_name: string
  process_state: number
}

/** The person's profile, if it may apply (400 profile_required / profile_rejected otherwise). */
export async function applyingProfile(db: Queryable, userId: number): Promise<Profile> {
  const [profile] = await db.query<Profile>('SELECT id, full_name, process_state FROM jobseekers WHERE user_id = $1', [userId])
  if (!profile) throw badRequest(APPLICATION_MSG.profileRequired, 'profile_required')
  if (profile.process_state === 1002) throw badRequest(APPLICATION_MSG.profileRejected, 'profile_rejected')
  return profile
}

type JobForApply = Pick<JobsRow, 'id' | 'title' | 'slug'> & JobState & { recruiter_id: number | null }

/**
 * The profile an application keeps, as it was sent (`p` is the jobseekers row): the columns of the
 * profile less the seeker's own auto-apply settings.
 */
export const PROFILE_COPY = `to_jsonb(p) - 'apply_auto_email' - 'apply_auto_off_reason' - 'apply_auto_source'`

const JOB_FOR_APPLY = `SELECT j.id, j.title, j.slug, ${jobStateSql('j')},
        ${jobRecruiterSql('j')} AS recruiter_id
   FROM jobs j WHERE j.id = $1`

/** Applies one person to one job; the application and the recruiter's notice form one transaction. */
export async function applyToJob(
  context: { db: Database; realtime: Realtime },
  userId: number,
  jobId: number,
  source: ApplicationSource = 'manual',
): Promise<Application> {
  return transactionThenNotify(context, async ({ db: tx, realtime }) => {
    const profile = await applyingProfile(tx, userId)
    const [job] = await tx.query<JobForApply>(JOB_FOR_APPLY, [jobId])
    assertOpenJob(job, { gone: APPLICATION_MSG.jobNotFound, ended: APPLICATION_MSG.jobEnded })
    if (job.recruiter_id !== null && Number(job.recruiter_id) === userId) throw badRequest(APPLICATION_MSG.ownJob, 'own_job')
    const [row] = await tx.query<ApplicationRow>(
      `INSERT INTO applications AS a (job_id, user_id, jobseeker_id, source, profile)
       SELECT $1, $2, $3, $4, ${PROFILE_COPY} FROM jobseekers p WHERE p.id = $3
       ON CONFLICT (job_id, user_id) DO NOTHING RETURNING ${APPLICATION_COLUMNS}`,
      [jobId, userId, profile.id, source],
    )
    if (!row) throw conflict(APPLICATION_MSG.alreadyApplied, 'already_applied')
    await announceUnread({ db: tx, realtime }, jobId)
    // the recruiter's notice is part of the application: both are stored or neither
    if (job.recruiter_id !== null) {
      await createInboxMessage(
        { db: tx, realtime },
        {
          userId: Number(job.recruiter_id),
          part: 'candidate',
          title: APPLICATION_MSG.recruiterTitle(job.title),
          content: APPLICATION_MSG.recruiterContent(profile.full_name, source === 'auto'),
          url: jobPath(job),
        },
      )
    }
    return toApplication(row)
  })
}

/** Applies to each job in turn; the profile is checked once for the whole request. */
export async function multiApply(
  context: { db: Database; realtime: Realtime },
  userId: number,
  jobIds: number[],
): Promise<MultiApplyResult> {
  await applyingProfile(context.db, userId)
  const items: MultiApplyItem[] = []
  for (const id of [...new Set(jobIds)]) {
    try {
      items.push({ classified_id: id, success: true, application: await applyToJob(context, userId, id, 'multi') })
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      items.push({ classified_id: id, success: false, error: { code: error.code, message: error.message } })
    }
  }
  return { items, applied: items.filter((i) => i.success).length }
}

/** The person's applications, newest first, with the job cards (ended or hidden jobs included, marked). */
export async function listApplied(
  db: Queryable,
  userId: number,
  page: { offset: number; limit: number },
): Promise<AppliedPage> {
  const [rows, [count]] = await Promise.all([
    db.query<CardRow & { is_active: boolean; app: ApplicationRow }>(
      `SELECT ${CARD_COLUMNS}, (${ACTIVE}) AS is_active,
              json_build_object('id', a.id, 'job_id', a.job_id, 'user_id', a.user_id, 'jobseeker_id', a.jobseeker_id,
                                'source', a.source, 'status', a.status, 'status_message', a.status_message, 'status_at', a.status_at,
                                'created_at', a.created_at, 'updated_at', a.updated_at) AS app
         FROM applications a JOIN jobs j ON j.id = a.job_id ${CARD_JOINS}
        WHERE a.user_id = $1
        ORDER BY a.created_at DESC, a.id DESC OFFSET $2 LIMIT $3`,
      [userId, page.offset, page.limit],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM applications WHERE user_id = $1', [userId]),
  ])
  return {
    items: rows.map((row) => ({ application: toApplication(row.app), job: toCard(row), is_active: row.is_active })),
    total: count.n,
    ...page,
  }
}

/** Ids of every job the person applied to, newest first. */
export async function appliedJobIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ job_id: number }>(
    'SELECT job_id FROM applications WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
    [userId],
  )
  return rows.map((r) => Number(r.job_id))
}

/**
 * Weights of jobs-matching: job type in the profile, same province, same district, salary ranges
 * overlapping, and recency (falling linearly to 0 over MATCH_RECENCY_DAYS). Only active jobs not
 * applied to whose type or province matches are considered.
 */
export const MATCH_WEIGHTS = { jobType: 40, city: 20, district: 10, salary: 15, recency: 15 } as const
export const MATCH_RECENCY_DAYS = 30

/** How long a jobs-matching snapshot keeps its pages where they were; an older one starts afresh. */
export const MATCH_SNAPSHOT_MS = 24 * 3600 * 1000

/** The snapshot a page is read at: the one asked for while it is recent, else now (epoch ms). */
export function matchSnapshot(asked: number | undefined, now = Date.now()): number {
  return asked !== undefined && asked <= now && now - asked <= MATCH_SNAPSHOT_MS ? asked : now
}

/**
 * Pages are read at a snapshot (`as_of`, returned with every page): jobs published later and
 * applications sent later do not move the jobs of later pages, so applying from page 1 leaves page 2
 * as it was (the applied job stays, marked applied, until the list is reloaded).
 */
export async function jobsMatching(
  db: Queryable,
  userId: number,
  page: { offset: number; limit: number; asOf?: number },
): Promise<MatchingPage> {
  const [profile] = await db.query<{
    job_types: number[]
    city_id: number | null
    district_id: number | null
    salary_min: number | null
    salary_max: number | null
  }>('SELECT job_types, city_id, district_id, salary_min, salary_max FROM jobseekers WHERE user_id = $1', [userId])
  if (!profile) throw badRequest(APPLICATION_MSG.profileRequired, 'profile_required')
  const w = MATCH_WEIGHTS
  const asOf = matchSnapshot(page.asOf)
  const params = [userId, profile.job_types, profile.city_id, asOf, profile.district_id, profile.salary_min, profile.salary_max]
  const where = `${ACTIVE}
     AND j.published_at <= to_timestamp($4::float8 / 1000)
     AND (j.job_type_id = ANY($2::int[]) OR j.city_id = $3::int)
     AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.user_id = $1 AND a.job_id = j.id AND a.created_at <= to_timestamp($4::float8 / 1000))`
  const score = `(CASE WHEN j.job_type_id = ANY($2::int[]) THEN ${w.jobType} ELSE 0 END
     + CASE WHEN j.city_id = $3::int THEN ${w.city} ELSE 0 END
     + CASE WHEN $5::int IS NOT NULL AND j.district_id = $5::int THEN ${w.district} ELSE 0 END
     + CASE WHEN ($6::bigint IS NOT NULL OR $7::bigint IS NOT NULL) AND (j.salary_min IS NOT NULL OR j.salary_max IS NOT NULL)
             AND COALESCE(j.salary_max, 9000000000000) >= COALESCE($6::bigint, 0)
             AND COALESCE(j.salary_min, 0) <= COALESCE($7::bigint, 9000000000000) THEN ${w.salary} ELSE 0 END
     + ${w.recency} * GREATEST(0, 1 - ($4::float8 / 1000 - EXTRACT(EPOCH FROM j.published_at)) / ${MATCH_RECENCY_DAYS * 86400}))`
  const [rows, [count]] = await Promise.all([
    db.query<CardRow & { score: number }>(
      `SELECT ${CARD_COLUMNS}, round(${score}::numeric, 2)::float8 AS score
         FROM jobs j ${CARD_JOINS} WHERE ${where}
        ORDER BY score DESC, j.published_at DESC, j.id DESC OFFSET $8 LIMIT $9`,
      [...params, page.offset, page.limit],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs j WHERE ${where}`, params.slice(0, 4)),
  ])
  return {
    items: rows.map((row) => ({ ...toCard(row), score: Number(row.score) })),
    total: count.n,
    offset: page.offset,
    limit: page.limit,
    as_of: asOf,
  }
}
