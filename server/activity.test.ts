// The organisation's activity log (issue 21; docs/decisions/0024-organisation-activity.md), across
// the modules that write it: every member action writes exactly one row naming the actor and the
// organisation, in the action's transaction (a refused action writes none); who may read it and
// what; paging that neither repeats nor skips a row while rows arrive; and a log nobody can change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vietnamDate } from '../src/domain/forms/validate'
import type { ActivityItem } from '../src/domain/contract/organizations'
import { recordActivity } from './lib/activity'
import { runScheduledPush } from './modules/listings/push-up-schedule'
import type { Realtime } from './realtime/socket'
import { applyToJob } from './modules/applications/applications.service'
import { createTestContext, testPostingRefs, createTestTeam, createTestOrganization, createTestUser, insertTestJob, testBusinessInfo, testCaller, type TestContext, testPostingBody, type TestUser } from './testing'
import type { OrganizationActivityRow } from './db/rows'

const DAY = 86_400_000
let t: TestContext
let owner: TestUser
let colleague: TestUser
let stranger: TestUser
let seeker: TestUser
let org: number
let otherOrg: number
let job: number
let refs: { cityId: number; districtId: number; jobTypeId: number }
let province: { id: number }
let district: { id: number }

const realtime: Realtime = { io: null as never, notifyUser: () => {}, endSessions: async () => {} }
const call = testCaller(() => t)
const keyed = async (url: string, user: TestUser, payload: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${user.token}`, 'idempotency-key': `k-${Math.random().toString(36).slice(2)}-${Date.now()}` },
    payload,
  })
  return { status: res.statusCode, body: res.json() }
}

type LogRow = Omit<OrganizationActivityRow, 'details'> & { details: Record<string, unknown> }
const lastId = async () => Number((await t.db.query<{ id: number | null }>('SELECT max(id) AS id FROM organization_activity'))[0].id ?? 0)
const rowsAfter = (id: number) =>
  t.db.query<LogRow>(
    'SELECT id, organization_id::int AS organization_id, user_id::int AS user_id, role, action, kind, job_id::int AS job_id, subject_id::int AS subject_id, amount::int AS amount, details FROM organization_activity WHERE id > $1 ORDER BY id',
    [id],
  )

/** Runs an action and returns the activity rows it wrote. */
async function written(action: () => Promise<{ status: number }>, status = 200): Promise<LogRow[]> {
  const before = await lastId()
  const res = await action()
  expect(res.status, JSON.stringify(res)).toBe(status)
  return rowsAfter(before)
}
/** One row, by `user` for `organization`, with the action code. */
async function one(action: () => Promise<{ status: number }>, code: string, user: TestUser = owner, organization = org): Promise<LogRow> {
  const rows = await written(action)
  expect(rows.map((r) => r.action)).toEqual([code])
  expect(rows[0]).toMatchObject({ organization_id: organization, user_id: user.id })
  return rows[0]
}

const activeJob = (organizationId: number, title: string) =>
  insertTestJob(t.db, { organizationId, title, reviewStatus: 1001, isHidden: false, publishedAt: new Date(), expiresAt: new Date(Date.now() + 20 * DAY) })

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 5, jobs: 20 } })
  ;({ owner, colleague, stranger, org, otherOrg } = await createTestTeam(t.db, 'Công ty Sen Vàng', {
    names: ['Trần Văn Chủ', 'Lê Thị Đồng', 'Người Lạ'],
    otherOrganization: 'Công ty Khác',
    verified: true,
  }))
  seeker = await createTestUser(t.db, 'Phạm Thu Hà')
  job = await activeJob(org, 'Thu ngân siêu thị')
  refs = await testPostingRefs(t.db)
  province = { id: refs.cityId }
  district = { id: refs.districtId }
  const [city] = await t.db.query<{ id: number }>('SELECT id FROM cities WHERE parent_id = 0 ORDER BY id LIMIT 1')
  await t.db.query(
    `INSERT INTO jobseekers (user_id, full_name, phone, email, job_types, city_id, consent_at, process_state, experience_id, readiness, description, searchable, contact_sharing)
     VALUES ($1, 'Phạm Thu Hà', '0911222333', 'ha@example.com', '{4}', $2, now(), 1001, 605, true, 'Thu ngân ba năm.', true, 'share')`,
    [seeker.id, city.id],
  )
})
afterAll(() => t.close())

describe('jobs', () => {
  it('posting, editing, hiding, showing, extending and pushing each write one row by the member who did it', async () => {
    const posted = await written(() => call('POST', '/listing/v1/classifieds', colleague, { ...testPostingBody(refs), organization_id: org }))
    expect(posted).toHaveLength(1)
    expect(posted[0]).toMatchObject({ action: 'job.posted', organization_id: org, user_id: colleague.id, role: 'recruiter', kind: 'jobs' })
    const mine = Number(posted[0].job_id)
    expect(mine).toBeGreaterThan(0)
    await one(() => call('PUT', `/listing/v1/classifieds/${mine}`, owner, testPostingBody(refs)), 'job.edited')
    const hidden = await one(() => call('PUT', `/listing/v1/classifieds/${job}/hide`, owner), 'job.hidden')
    expect(hidden).toMatchObject({ job_id: job, role: 'owner' })
    // hiding again changes nothing and says nothing
    expect(await written(() => call('PUT', `/listing/v1/classifieds/${job}/hide`, owner))).toEqual([])
    await one(() => call('PUT', `/listing/v1/classifieds/${job}/show`, colleague), 'job.shown', colleague)
    const extended = await one(() => call('PUT', `/listing/v1/classifieds/${job}/extend`, owner, { expires_at: vietnamDate(new Date(), 40) }), 'job.extended')
    expect(extended.details.deadline).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    const pushed = await one(() => call('POST', `/listing/v1/classifieds/${job}/job-up-now`, colleague, {}), 'job.pushed', colleague)
    expect(pushed.details).toEqual({ source: 'free' })
    await one(() => call('POST', `/listing/v1/classifieds/${job}/job-up-settings`, owner, { enabled: false }), 'job.schedule_off')
  })

  it('a refused job action writes nothing: another organisation, an unapproved job, a used-up push', async () => {
    expect(await written(() => call('PUT', `/listing/v1/classifieds/${job}/hide`, stranger), 403)).toEqual([])
    const waiting = await insertTestJob(t.db, { organizationId: org, title: 'Tin chờ duyệt', reviewStatus: 1000, isHidden: false, expiresAt: new Date(Date.now() + 5 * DAY) })
    expect(await written(() => call('PUT', `/listing/v1/classifieds/${waiting}/hide`, owner), 400)).toEqual([])
    expect(await written(() => call('POST', `/listing/v1/classifieds/${job}/job-up-now`, owner, {}), 429)).toEqual([])
  })

  it('a scheduled push-up is the push-up of the member who set the schedule', async () => {
    const scheduled = await activeJob(org, 'Tin đẩy theo lịch')
    const slot = new Date(Date.now() - 60_000)
    await t.db.query(
      `INSERT INTO job_push_up_schedules (job_id, user_id, enabled, hours, days, next_run_at) VALUES ($1, $2, true, '{8}', '{1,2,3,4,5,6,7}', $3)`,
      [scheduled, colleague.id, slot],
    )
    const before = await lastId()
    const result = await runScheduledPush(t.db, { job_id: scheduled, slot: slot.toISOString() }, new Date(), async () => {})
    expect(result.pushed).toBe(true)
    const rows = await rowsAfter(before)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ action: 'job.scheduled_push', organization_id: org, user_id: colleague.id, job_id: scheduled })
  })
})

describe('the wallet', () => {
  it('buying a service or push-ups for a job records what it cost in đồng; a refused purchase records nothing', async () => {
    const [topads] = await t.db.query<{ id: number; price: number }>(`SELECT id, price::int AS price FROM service_prices WHERE service_id = 7016 AND is_active ORDER BY quantity LIMIT 1`)
    const [ups] = await t.db.query<{ id: number; price: number }>(`SELECT id, price::int AS price FROM service_prices WHERE kind = 'job_up' AND is_active ORDER BY quantity LIMIT 1`)
    // no money: refused, nothing written
    expect(await written(() => keyed('/listing/v1/services/buy-job', owner, { classified_id: job, price_id: topads.id }), 400)).toEqual([])
    await t.db.query('UPDATE users SET account_amount = 5000000 WHERE id = ANY($1::bigint[])', [[owner.id, colleague.id]])
    const bought = await one(() => keyed('/listing/v1/services/buy-job', owner, { classified_id: job, price_id: topads.id }), 'wallet.service_bought')
    expect(bought).toMatchObject({ kind: 'wallet', job_id: job, amount: topads.price })
    expect(typeof bought.details.service).toBe('string')
    const upsBought = await one(() => keyed('/listing/v1/services/buy-job-up', colleague, { classified_id: job, price_id: ups.id }), 'wallet.job_ups_bought', colleague)
    expect(upsBought.amount).toBe(ups.price)
    // the bought push-up is spent as one
    const paid = await one(() => call('POST', `/listing/v1/classifieds/${job}/job-up-now`, owner, {}), 'job.pushed')
    expect(paid.details).toEqual({ source: 'paid' })
  })
})

describe('applicants', () => {
  let apps: number[]
  beforeAll(async () => {
    apps = []
    for (const [i, name] of ['Lê Hoa', 'Phạm Nam', 'Đỗ Trang'].entries()) {
      const user = await createTestUser(t.db, name)
      const [city] = await t.db.query<{ id: number }>('SELECT id FROM cities WHERE parent_id = 0 ORDER BY id LIMIT 1')
      await t.db.query(
        `INSERT INTO jobseekers (user_id, full_name, phone, email, job_types, city_id, consent_at, process_state, experience_id, readiness, description)
         VALUES ($1, $2, $3, $4, '{1}', $5, now(), 1001, 605, true, 'Chăm chỉ.')`,
        [user.id, name, `090555000${i}`, `a${i}@example.com`, city.id],
      )
      apps.push((await applyToJob({ db: t.db, realtime }, user.id, job, 'manual')).id)
    }
  })

  it('opening an application, moving it and moving a selection each write one row', async () => {
    const read = await one(() => call('PUT', `/job/v1/candidates/${apps[0]}/read`, colleague), 'application.read', colleague)
    expect(read).toMatchObject({ kind: 'applicants', job_id: job, subject_id: apps[0] })
    // opening it again is no new action
    expect(await written(() => call('PUT', `/job/v1/candidates/${apps[0]}/read`, colleague))).toEqual([])
    const moved = await one(() => call('PUT', `/job/v1/candidates/${apps[0]}/status`, owner, { status: 3 }), 'application.status')
    expect(moved).toMatchObject({ subject_id: apps[0], details: { status: 3 } })
    const bulk = await one(() => call('PUT', '/job/v1/candidates/status', colleague, { ids: apps, status: 5 }), 'application.status_bulk', colleague)
    expect(bulk).toMatchObject({ job_id: job, details: { status: 5, count: 3 } })
    // another organisation's member moves nothing and writes nothing
    expect(await written(() => call('PUT', `/job/v1/candidates/${apps[1]}/status`, stranger, { status: 4 }), 403)).toEqual([])
    expect(await written(() => call('PUT', '/job/v1/candidates/status', stranger, { ids: apps, status: 4 }), 403)).toEqual([])
  })

  it("unlocking a candidate's contact is the organisation's action; without a credit nothing is written", async () => {
    const [{ id: profile }] = await t.db.query<{ id: number }>('SELECT id FROM jobseekers WHERE user_id = $1', [seeker.id])
    expect(await written(() => call('POST', '/job/v1/recruiters/view-jobseeker', colleague, { jobseeker_id: profile, classified_id: job }), 400)).toEqual([])
    await t.db.query('UPDATE users SET candidate_credits = 2 WHERE id = $1', [colleague.id])
    const unlocked = await one(() => call('POST', '/job/v1/recruiters/view-jobseeker', colleague, { jobseeker_id: profile, classified_id: job }), 'candidate.unlocked', colleague)
    expect(unlocked).toMatchObject({ subject_id: Number(profile), job_id: job })
    // seen already: free, no new action
    expect(await written(() => call('POST', '/job/v1/recruiters/view-jobseeker', colleague, { jobseeker_id: profile }))).toEqual([])
  })
})

describe('the organisation and its members', () => {
  it('invitations, answers, roles and removals are each one row; the colleague may not invite', async () => {
    const invitee = await createTestUser(t.db, 'Người được mời')
    const decliner = await createTestUser(t.db, 'Người từ chối')
    expect(await written(() => call('POST', `/job/v1/organizations/${org}/invitations`, colleague, { contact: invitee.phone }), 403)).toEqual([])
    const invited = await one(() => call('POST', `/job/v1/organizations/${org}/invitations`, owner, { contact: invitee.phone, role: 'recruiter' }), 'member.invited')
    expect(invited.details).toEqual({ invitee: invitee.phone, role: 'recruiter' })
    const joined = await one(() => call('PUT', `/job/v1/organizations/invitations/${invited.subject_id}`, invitee, { accept: true }), 'member.joined', invitee)
    expect(joined.role).toBe('recruiter')
    const second = await one(() => call('POST', `/job/v1/organizations/${org}/invitations`, owner, { contact: decliner.phone }), 'member.invited')
    const declined = await one(() => call('PUT', `/job/v1/organizations/invitations/${second.subject_id}`, decliner, { accept: false }), 'member.declined', decliner)
    expect(declined.role).toBeNull()
    const third = await one(() => call('POST', `/job/v1/organizations/${org}/invitations`, owner, { contact: 'nhansu@senvang.vn' }), 'member.invited')
    await one(() => call('DELETE', `/job/v1/organizations/${org}/invitations/${third.subject_id}`, owner), 'member.invitation_revoked')
    const role = await one(() => call('PUT', `/job/v1/organizations/${org}/members/${invitee.id}`, owner, { role: 'owner' }), 'member.role_changed')
    expect(role).toMatchObject({ subject_id: invitee.id, details: { role: 'owner', from_role: 'recruiter' } })
    await one(() => call('DELETE', `/job/v1/organizations/${org}/members/${invitee.id}`, owner), 'member.removed')
    // the last owner stays: refused, nothing written
    const lone = await createTestOrganization(t.db, 'Một chủ', [{ user: invitee }])
    expect(await written(() => call('DELETE', `/job/v1/organizations/${lone}/members/${invitee.id}`, invitee), 400)).toEqual([])
  })

  it('business information, the tax code given up and taken back, licences, verification and the e-mail link are each one row', async () => {
    const info = testBusinessInfo({ cityId: province.id, districtId: district.id })
    expect(await written(() => call('PUT', `/job/v1/organizations/${org}/business-info`, colleague, info), 403)).toEqual([])
    await one(() => call('PUT', `/job/v1/organizations/${org}/business-info`, owner, info), 'organization.info_saved')
    await one(() => call('PUT', `/job/v1/recruiters/${org}/org-unlink`, owner), 'organization.unlinked')
    await one(() => call('PUT', `/job/v1/recruiters/${org}/org-restore`, owner), 'organization.restored')
    const docs: number[] = []
    for (const name of ['giay-phep.pdf', 'ban-sao.pdf']) {
      const [row] = await t.db.query<{ id: number }>(
        `INSERT INTO organization_documents (organization_id, uploaded_by, storage_key, file_name, file_type, bytes) VALUES ($1, $2, $3, $4, 'pdf', 1000) RETURNING id::int AS id`,
        [org, owner.id, `${org}/test-${name}`, name],
      )
      docs.push(row.id)
    }
    const deleted = await one(() => call('DELETE', `/job/v1/organizations/${org}/documents/${docs[1]}`, owner), 'organization.document_deleted')
    expect(deleted).toMatchObject({ subject_id: docs[1], details: { file: 'ban-sao.pdf' } })
    await one(() => call('POST', `/job/v1/recruiters/${org}/org-audit-infor`, owner), 'organization.verification_submitted')
    // while staff check the documents: refused, nothing written
    expect(await written(() => call('DELETE', `/job/v1/organizations/${org}/documents/${docs[0]}`, owner), 409)).toEqual([])
    const link = await one(() => call('POST', `/job/v1/recruiters/${org}/verify-email/send`, owner, { email: 'tuyendung@senvang.vn' }), 'organization.email_link_sent')
    expect(link.details).toEqual({ email: 'tuyendung@senvang.vn' })
  })

  it('the recorder writes inside the action: a rolled back transaction leaves no row', async () => {
    const before = await lastId()
    await expect(
      t.db.transaction(async (tx) => {
        await recordActivity(tx, { organizationId: org, userId: owner.id, action: 'job.hidden', jobId: job })
        throw new Error('thất bại')
      }),
    ).rejects.toThrow('thất bại')
    expect(await rowsAfter(before)).toEqual([])
  })
})

describe('GET /job/v1/organizations/{id}/activity', () => {
  const read = (user: TestUser | null, query = '', organization = org) => call('GET', `/job/v1/organizations/${organization}/activity${query}`, user)

  it('is for members of the organisation only', async () => {
    expect((await read(null)).status).toBe(401)
    const outsider = await createTestUser(t.db, 'Không thuộc đâu')
    expect((await read(outsider)).status).toBe(403)
    const res = await read(stranger)
    expect(res.status).toBe(403)
    expect(res.body.data).toBeUndefined()
    expect((await read(stranger, '', otherOrg)).status).toBe(200)
    expect((await read(owner, '?limit=51')).status).toBe(400)
    expect((await read(owner, '?kind=tien')).status).toBe(400)
    expect((await call('GET', '/job/v1/organizations/987654321/activity', owner)).status).toBe(404)
  })

  it('shows the owner every row, newest first, with who, what and the amount', async () => {
    const res = await read(owner, '?limit=50')
    expect(res.status).toBe(200)
    const page = res.body.data
    expect(page.sees_all).toBe(true)
    const items: ActivityItem[] = page.items
    expect(items.length).toBe(Math.min(50, page.total))
    const times = items.map((i) => `${i.created_at}|${String(i.id).padStart(12, '0')}`)
    expect([...times].sort().reverse()).toEqual(times)
    const bought = items.find((i) => i.action === 'wallet.service_bought')!
    expect(bought).toMatchObject({ actor_name: 'Trần Văn Chủ', role_name: 'Chủ tài khoản', label: 'Mua dịch vụ cho tin', job: { id: job, title: 'Thu ngân siêu thị' } })
    expect(bought.amount).toBeGreaterThan(0)
    const moved = items.find((i) => i.action === 'application.status')!
    expect(moved).toMatchObject({ person: 'Lê Hoa', detail: 'sang "Phù hợp"' })
    const removed = items.find((i) => i.action === 'member.removed')!
    expect(removed.person).toBe('Người được mời')
    // a member who left is still named, and shown as gone
    const joined = items.find((i) => i.action === 'member.joined')!
    expect(joined).toMatchObject({ actor_name: 'Người được mời', role_name: 'Nhà tuyển dụng', still_member: false })
    expect(page.actors.map((a: { name: string }) => a.name)).toEqual(expect.arrayContaining(['Trần Văn Chủ', 'Lê Thị Đồng', 'Người được mời']))
  })

  it("shows a recruiter the jobs and applicants of everyone and its own other actions, never the owner's wallet", async () => {
    const all: ActivityItem[] = (await read(owner, '?limit=50')).body.data.items
    const page = (await read(colleague, '?limit=50')).body.data
    expect(page.sees_all).toBe(false)
    const items: ActivityItem[] = page.items
    for (const item of items) expect(item.kind === 'jobs' || item.kind === 'applicants' || item.user_id === colleague.id, item.action).toBe(true)
    expect(items.some((i) => i.action === 'job.hidden' && i.user_id === owner.id)).toBe(true)
    expect(items.some((i) => i.action === 'wallet.job_ups_bought' && i.user_id === colleague.id)).toBe(true)
    expect(items.some((i) => i.action === 'wallet.service_bought')).toBe(false)
    expect(items.some((i) => i.kind === 'organization')).toBe(false)
    expect(items.length).toBeLessThan(all.length)
  })

  it('filters by member and by kind', async () => {
    const byColleague: ActivityItem[] = (await read(owner, `?user_id=${colleague.id}&limit=50`)).body.data.items
    expect(byColleague.length).toBeGreaterThan(0)
    expect(byColleague.every((i) => i.user_id === colleague.id)).toBe(true)
    for (const kind of ['jobs', 'applicants', 'wallet', 'organization']) {
      const items: ActivityItem[] = (await read(owner, `?kind=${kind}&limit=50`)).body.data.items
      expect(items.length, kind).toBeGreaterThan(0)
      expect(items.every((i) => i.kind === kind), kind).toBe(true)
    }
    const both: ActivityItem[] = (await read(owner, `?kind=wallet&user_id=${colleague.id}`)).body.data.items
    expect(both.map((i) => i.action)).toEqual(['wallet.job_ups_bought'])
  })

  it('pages without gaps or repeats while new rows arrive', async () => {
    const paging = await createTestOrganization(t.db, 'Công ty Phân Trang', [{ user: owner }])
    for (let i = 0; i < 23; i++) await recordActivity(t.db, { organizationId: paging, userId: owner.id, action: 'job.edited', jobId: 1000 + i })
    const first = (await read(owner, '?limit=5', paging)).body.data
    expect(first).toMatchObject({ total: 23, page: 1, has_more: true })
    const seen: number[] = first.items.map((i: ActivityItem) => i.id)
    for (let page = 2; page <= 5; page++) {
      // something happens between two pages: the reading stays as it was
      await recordActivity(t.db, { organizationId: paging, userId: owner.id, action: 'job.hidden', jobId: 2000 + page })
      const next = (await read(owner, `?limit=5&page=${page}&as_of=${first.as_of}`, paging)).body.data
      expect(next.total).toBe(23)
      expect(next.has_more).toBe(page < 5)
      seen.push(...next.items.map((i: ActivityItem) => i.id))
    }
    expect(seen).toHaveLength(23)
    expect(new Set(seen).size).toBe(23)
    expect([...seen].sort((a, b) => b - a)).toEqual(seen)
    // a new reading starts with the new rows
    const fresh = (await read(owner, '?limit=5', paging)).body.data
    expect(fresh.total).toBe(27)
    expect(fresh.items[0].action).toBe('job.hidden')
  })
})

describe('the log itself', () => {
  it('cannot be updated, deleted or truncated', async () => {
    const [row] = await t.db.query<{ id: number }>('SELECT id FROM organization_activity WHERE organization_id = $1 ORDER BY id LIMIT 1', [org])
    await expect(t.db.query(`UPDATE organization_activity SET action = 'job.posted' WHERE id = $1`, [row.id])).rejects.toThrow(/append-only/)
    await expect(t.db.query('UPDATE organization_activity SET user_id = NULL WHERE id = $1', [row.id])).rejects.toThrow(/append-only/)
    await expect(t.db.query('DELETE FROM organization_activity WHERE id = $1', [row.id])).rejects.toThrow(/append-only/)
    await expect(t.db.exec('TRUNCATE organization_activity')).rejects.toThrow(/append-only/)
  })

  it('outlives the account: deleting it keeps its rows, unattributed', async () => {
    const leaver = await createTestUser(t.db, 'Người rời đi')
    const gone = await createTestOrganization(t.db, 'Công ty Rời', [{ user: leaver }, { user: owner }])
    await recordActivity(t.db, { organizationId: gone, userId: leaver.id, action: 'job.edited', jobId: 1 })
    await t.db.query('DELETE FROM users WHERE id = $1', [leaver.id])
    const [row] = await t.db.query<{ user_id: number | null; role: string }>('SELECT user_id, role FROM organization_activity WHERE organization_id = $1', [gone])
    expect(row).toEqual({ user_id: null, role: 'owner' })
    const items: ActivityItem[] = (await call('GET', `/job/v1/organizations/${gone}/activity`, owner)).body.data.items
    expect(items[0]).toMatchObject({ user_id: null, actor_name: 'Tài khoản đã xóa' })
  })
})
