// The demo employer's own-job manager (docs/decisions/0003-accounts.md: 0912345678, Trần Văn Minh):
// the generated jobs of the organisations it manages are mostly active, some ended, some waiting.
// So that every tab of /dashboard/manage-listing has something in development, three of its ended
// jobs (the newest ids, never a job the public sees) become a rejected one with its reason, a
// hidden one with a deadline ahead (showing it brings it back to search) and one waiting for
// review; its jobs get a fortnight of views and impressions (contacts are left to the tracking
// module, which counts them per type). The rejection is the demo staff member's, in the audit log,
// so an edit of it goes back to review like any job staff rejected (decision 0031). Run once, when the database is first seeded: the demo
// account may change all of this while trying the site.
import type { Queryable } from '../../db/client'
import { writeStaffAudit } from '../../lib/staff-audit'
import { REVIEW_STATUS } from '../../../src/domain/constants'
import { SEED_ACCOUNTS } from '../../db/seed/users'

const DAY_MS = 86_400_000

export const SEED_REVIEW_REASONS = {
  rejected: 'Tin chưa ghi rõ mức lương và địa chỉ làm việc. Vui lòng sửa tin, bổ sung các thông tin này rồi gửi duyệt lại.',
  waiting: 'Tin đang chờ kiểm duyệt vì mô tả có số điện thoại. Bộ phận kiểm duyệt sẽ xem trong vòng 24 giờ.',
} as const

export async function seedEmployerListings(tx: Queryable, anchor: Date): Promise<void> {
  const employerJobs = `SELECT j.id FROM jobs j JOIN organization_members m ON m.organization_id = j.organization_id
      JOIN users u ON u.id = m.user_id WHERE u.phone = $1`
  const phone = SEED_ACCOUNTS.employer.phone
  const ended = await tx.query<{ id: number }>(
    `SELECT id FROM jobs WHERE id IN (${employerJobs}) AND review_status = ${REVIEW_STATUS.approved} AND NOT is_hidden
        AND expires_at <= $2 ORDER BY id DESC LIMIT 3`,
    [phone, anchor],
  )
  const [rejected, hidden, waiting] = ended.map((r) => Number(r.id))
  if (rejected) {
    await tx.query(`UPDATE jobs SET review_status = ${REVIEW_STATUS.rejected}, review_reason = $2 WHERE id = $1`, [rejected, SEED_REVIEW_REASONS.rejected])
    const [staff] = await tx.query<{ id: number; full_name: string | null; phone: string }>('SELECT id::int AS id, full_name, phone FROM users WHERE phone = $1', [
      SEED_ACCOUNTS.staff.phone,
    ])
    if (staff) await writeStaffAudit(tx, staff, [{ action: 'job.reject', subject: 'job', subjectId: rejected, reason: SEED_REVIEW_REASONS.rejected }])
  }
  if (hidden) {
    await tx.query('UPDATE jobs SET is_hidden = true, expires_at = $2 WHERE id = $1', [hidden, new Date(anchor.getTime() + 25 * DAY_MS)])
  }
  if (waiting) {
    await tx.query(`UPDATE jobs SET review_status = ${REVIEW_STATUS.waiting}, review_reason = $2 WHERE id = $1`, [waiting, SEED_REVIEW_REASONS.waiting])
  }
  // counters of the last 14 days up to the anchor (or the job's posting), the same for every run
  await tx.query(
    `INSERT INTO job_stats_daily (job_id, day, views, impressions)
     SELECT j.id, d.day::date, 3 + (j.id * 7 + d.n * 13) % 40, 40 + (j.id * 11 + d.n * 17) % 400
       FROM jobs j CROSS JOIN LATERAL (
         SELECT n, ($2::timestamptz - n * interval '1 day')::date AS day FROM generate_series(0, 13) AS n
       ) d
      WHERE j.id IN (${employerJobs}) AND d.day >= j.published_at::date AND d.day <= j.expires_at::date
     ON CONFLICT (job_id, day) DO NOTHING`,
    [phone, anchor],
  )
  await tx.query(
    `UPDATE jobs j SET view_count = s.views FROM (SELECT job_id, sum(views)::int AS views FROM job_stats_daily GROUP BY job_id) s
      WHERE s.job_id = j.id AND j.id IN (${employerJobs})`,
    [phone],
  )
}
