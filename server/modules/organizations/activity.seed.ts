// A fortnight of "Hoạt động gần đây" for the demo employer (docs/decisions/0003-accounts.md:
// 0912345678, Trần Văn Minh) so the business information page shows a real log in development: in
// its first organisation a colleague (a recruiter, who cannot sign in) joined through an invitation
// and works the jobs and applicants, and a former colleague acted before the owner removed him; the
// owner buys services, edits and handles the organisation; its other organisations get a few rows.
// Run once, on the first seeding, after the listings and the applicants (it names their rows).
import type { Queryable } from '../../db/client'
import { SEED_ACCOUNTS } from '../../db/seed/users'
import type { ActivityAction, ActivityDetails } from '../../../src/domain/organizations/activity'
import { ACTIVITY_ACTIONS } from '../../../src/domain/organizations/activity'
import { formatVietnamDate } from '../../../src/domain/manage-listing'
import { formatRunTime } from '../../../src/domain/push-up-schedule'

const HOUR_MS = 3_600_000

export const SEED_COLLEAGUES = {
  colleague: { phone: '0912345670', name: 'Nguyễn Thị Hồng Nhung' },
  former: { phone: '0912345671', name: 'Võ Minh Khang' },
} as const

interface SeedRow {
  hoursAgo: number
  user: number
  role: 'owner' | 'recruiter' | null
  action: ActivityAction
  job?: number | null
  subject?: number | null
  amount?: number | null
  details?: ActivityDetails
}

async function account(tx: Queryable, phone: string, name: string): Promise<number> {
  await tx.query(`INSERT INTO users (phone, password_hash, full_name) VALUES ($1, '!', $2) ON CONFLICT (phone) DO NOTHING`, [phone, name])
  const [row] = await tx.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [phone])
  return Number(row.id)
}

export async function seedOrganizationActivity(tx: Queryable, anchor: Date): Promise<void> {
  const [owner] = await tx.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [SEED_ACCOUNTS.employer.phone])
  if (!owner) return
  const ownerId = Number(owner.id)
  const orgs = (
    await tx.query<{ organization_id: number }>(
      `SELECT organization_id FROM organization_members WHERE user_id = $1 AND role = 'owner' ORDER BY organization_id`,
      [ownerId],
    )
  ).map((r) => Number(r.organization_id))
  if (!orgs.length) return
  const price = async (name: string) => Number((await tx.query<{ price: number }>('SELECT price FROM service_prices WHERE name = $1', [name]))[0]?.price ?? 0)
  const jobsOf = async (org: number) =>
    (await tx.query<{ id: number }>(`SELECT id FROM jobs WHERE organization_id = $1 ORDER BY published_at DESC NULLS LAST, id DESC LIMIT 6`, [org])).map((r) => Number(r.id))
  const applicationsOf = async (org: number) =>
    (
      await tx.query<{ id: number; job_id: number; status: number }>(
        `SELECT a.id, a.job_id, a.status FROM applications a JOIN jobs j ON j.id = a.job_id
          WHERE j.organization_id = $1 AND a.read_at IS NOT NULL ORDER BY a.created_at, a.id`,
        [org],
      )
    ).map((r) => ({ id: Number(r.id), job: Number(r.job_id), status: Number(r.status) }))
  const [profile] = await tx.query<{ id: number }>(`SELECT id FROM jobseekers WHERE searchable AND process_state = 1001 ORDER BY id LIMIT 1`)
  const day = (hoursAgo: number) => formatVietnamDate(new Date(anchor.getTime() - hoursAgo * HOUR_MS + 30 * 24 * HOUR_MS))

  const [first, ...others] = orgs
  const colleague = await account(tx, SEED_COLLEAGUES.colleague.phone, SEED_COLLEAGUES.colleague.name)
  const former = await account(tx, SEED_COLLEAGUES.former.phone, SEED_COLLEAGUES.former.name)
  await tx.query(
    `INSERT INTO organization_members (organization_id, user_id, role, added_by, created_at) VALUES ($1, $2, 'recruiter', $3, $4) ON CONFLICT DO NOTHING`,
    [first, colleague, ownerId, new Date(anchor.getTime() - 310 * HOUR_MS)],
  )
  const jobs = await jobsOf(first)
  const apps = await applicationsOf(first)
  const job = (i: number) => jobs[i % Math.max(1, jobs.length)] ?? null
  const rows: Array<SeedRow & { org: number }> = []
  const add = (org: number, row: SeedRow) => rows.push({ org, ...row })

  add(first, { hoursAgo: 320, user: ownerId, role: 'owner', action: 'organization.info_saved' })
  add(first, { hoursAgo: 318, user: ownerId, role: 'owner', action: 'member.invited', details: { invitee: SEED_COLLEAGUES.colleague.phone, role: 'recruiter' } })
  add(first, { hoursAgo: 317, user: ownerId, role: 'owner', action: 'member.invited', details: { invitee: SEED_COLLEAGUES.former.phone, role: 'recruiter' } })
  add(first, { hoursAgo: 310, user: colleague, role: 'recruiter', action: 'member.joined', details: { role: 'recruiter' } })
  add(first, { hoursAgo: 300, user: former, role: 'recruiter', action: 'member.joined', details: { role: 'recruiter' } })
  add(first, { hoursAgo: 296, user: ownerId, role: 'owner', action: 'organization.document_uploaded', details: { file: 'Giay-chung-nhan-DKDN.pdf' } })
  add(first, { hoursAgo: 295, user: ownerId, role: 'owner', action: 'organization.verification_submitted' })
  add(first, { hoursAgo: 260, user: former, role: 'recruiter', action: 'job.posted', job: job(3) })
  add(first, { hoursAgo: 240, user: former, role: 'recruiter', action: 'job.schedule_on', job: job(3), details: { next_run: formatRunTime(new Date(anchor.getTime() - 230 * HOUR_MS)) } })
  add(first, { hoursAgo: 230, user: colleague, role: 'recruiter', action: 'job.posted', job: job(0) })
  add(first, { hoursAgo: 200, user: ownerId, role: 'owner', action: 'wallet.service_bought', job: job(0), amount: await price('Top Ads 7 ngày'), details: { service: 'Top Ads 7 ngày' } })
  add(first, { hoursAgo: 180, user: ownerId, role: 'owner', action: 'member.removed', subject: former, details: { role: 'recruiter' } })
  // the opened applicants of the seed, moved to the status they have
  for (const [i, app] of apps.slice(0, 3).entries()) {
    add(first, { hoursAgo: 150 - i * 40, user: i % 2 ? ownerId : colleague, role: i % 2 ? 'owner' : 'recruiter', action: 'application.read', job: app.job, subject: app.id })
    if (app.status > 2) {
      add(first, { hoursAgo: 149 - i * 40, user: i % 2 ? ownerId : colleague, role: i % 2 ? 'owner' : 'recruiter', action: 'application.status', job: app.job, subject: app.id, details: { status: app.status } })
    }
  }
  add(first, { hoursAgo: 120, user: colleague, role: 'recruiter', action: 'job.pushed', job: job(0), details: { source: 'free' } })
  add(first, { hoursAgo: 100, user: ownerId, role: 'owner', action: 'job.edited', job: job(1) })
  add(first, { hoursAgo: 90, user: colleague, role: 'recruiter', action: 'wallet.job_ups_bought', job: job(1), amount: await price('Gói 5 lượt đẩy tin'), details: { service: 'Gói 5 lượt đẩy tin' } })
  add(first, { hoursAgo: 70, user: colleague, role: 'recruiter', action: 'job.pushed', job: job(1), details: { source: 'paid' } })
  add(first, { hoursAgo: 50, user: ownerId, role: 'owner', action: 'job.extended', job: job(2), details: { deadline: day(50) } })
  if (profile) add(first, { hoursAgo: 20, user: colleague, role: 'recruiter', action: 'candidate.unlocked', job: job(0), subject: Number(profile.id) })
  add(first, { hoursAgo: 8, user: ownerId, role: 'owner', action: 'wallet.service_bought', job: job(2), amount: await price('Tuyển gấp 1 lượt'), details: { service: 'Tuyển gấp 1 lượt' } })
  add(first, { hoursAgo: 3, user: colleague, role: 'recruiter', action: 'job.edited', job: job(0) })

  for (const [i, org] of others.entries()) {
    const theirs = await jobsOf(org)
    const their = await applicationsOf(org)
    if (theirs[0]) add(org, { hoursAgo: 200 - i * 10, user: ownerId, role: 'owner', action: 'job.posted', job: theirs[0] })
    if (theirs[1]) add(org, { hoursAgo: 96 - i * 5, user: ownerId, role: 'owner', action: 'job.pushed', job: theirs[1], details: { source: 'free' } })
    if (their[0]) add(org, { hoursAgo: 40 - i * 3, user: ownerId, role: 'owner', action: 'application.read', job: their[0].job, subject: their[0].id })
    if (theirs[0]) add(org, { hoursAgo: 12 - i, user: ownerId, role: 'owner', action: 'wallet.service_bought', job: theirs[0], amount: await price('Hiển thị tin 15 ngày'), details: { service: 'Hiển thị tin 15 ngày' } })
  }

  // oldest first, so ids follow time
  rows.sort((a, b) => b.hoursAgo - a.hoursAgo)
  await tx.query(
    `INSERT INTO organization_activity (organization_id, user_id, role, action, kind, job_id, subject_id, amount, details, created_at)
     SELECT r.org, r.user_id, r.role, r.action, r.kind, r.job_id, r.subject_id, r.amount, r.details, r.created_at
       FROM jsonb_to_recordset($1::jsonb) AS r(org bigint, user_id bigint, role text, action text, kind text, job_id bigint, subject_id bigint,
                                                amount bigint, details jsonb, created_at timestamptz)`,
    [
      JSON.stringify(
        rows.map((r) => ({
          org: r.org,
          user_id: r.user,
          role: r.role,
          action: r.action,
          kind: ACTIVITY_ACTIONS[r.action].kind,
          job_id: r.job ?? null,
          subject_id: r.subject ?? null,
          amount: r.amount ?? null,
          details: r.details ?? {},
          created_at: new Date(anchor.getTime() - r.hoursAgo * HOUR_MS).toISOString(),
        })),
      ),
    ],
  )
}
