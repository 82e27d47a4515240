// Applications the employer leaves without an answer close by themselves after 14 days (issue 20):
// as "Chưa phù hợp" with a courteous notice, once, and never one the employer already moved on;
// those that did not lead to a hire are deleted after the retention period unless the seeker keeps them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPLICATION_CLOSE, APPLICATION_RETENTION, AUTO_CLOSE_MESSAGE } from '../../../src/domain/applications'
import type { Realtime } from '../../realtime/socket'
import { callAs, createTestContext, createTestOrganization, createTestUser, insertTestJob, type TestContext, type TestUser } from '../../testing'
import { purgeExpiredApplications } from './retention'
import { closeStaleApplications, DUE_SQL } from './stale'

const DAY = 86_400_000
let t: TestContext
const realtime: Realtime = { io: null as never, notifyUser: () => {}, endSessions: async () => {} }
let owner: TestUser
let jobId: number

async function application(daysAgo: number, status = 1, replied = false): Promise<{ id: number; seeker: TestUser }> {
  const seeker = await createTestUser(t.db, 'Người ứng tuyển')
  const created = new Date(Date.now() - daysAgo * DAY)
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO applications (job_id, user_id, source, status, created_at, updated_at, status_at, replied_at)
     VALUES ($1, $2, 'manual', $3, $4, $4, $4, $5) RETURNING id`,
    [jobId, seeker.id, status, created, replied ? created : null],
  )
  return { id: Number(row.id), seeker }
}
const statusOf = async (id: number) => (await t.db.query<{ status: number; status_message: string | null }>('SELECT status, status_message FROM applications WHERE id = $1', [id]))[0]

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 5, jobs: 5 } })
  owner = await createTestUser(t.db, 'Chủ tin')
  const org = await createTestOrganization(t.db, 'Công ty Trúc Xanh', [{ user: owner }])
  jobId = await insertTestJob(t.db, { organizationId: org, title: 'Phụ bếp', reviewStatus: 1001, isHidden: false, publishedAt: new Date(Date.now() - 30 * DAY), expiresAt: new Date(Date.now() + 10 * DAY) })
})
afterAll(() => t.close())

describe('closing applications nobody answered', () => {
  it(`closes those older than ${APPLICATION_CLOSE.days} days still waiting, tells the seeker once, and leaves the rest`, async () => {
    const stale = await application(15)
    const viewed = await application(20, 2)
    const fresh = await application(5)
    const answered = await application(30, 3, true)
    const closingSoon = await application(APPLICATION_CLOSE.days - 1)

    // the employer sees which are close to closing
    const list = await callAs(t.app, 'GET', '/job/v1/candidates/recruiter-apply?closing=1', owner)
    expect(list.body.data.items.map((i: { application: { id: number } }) => i.application.id).sort()).toEqual(
      [stale.id, viewed.id, closingSoon.id].sort(),
    )
    expect((await callAs(t.app, 'GET', '/job/v1/candidates/recruiter-apply/filter', owner)).body.data.closing).toBe(3)

    // (the seeded demo applicants may add one of their own)
    expect(await closeStaleApplications({ db: t.db, realtime })).toBeGreaterThanOrEqual(2)
    expect(await statusOf(stale.id)).toEqual({ status: 4, status_message: AUTO_CLOSE_MESSAGE })
    expect((await statusOf(viewed.id)).status).toBe(4)
    expect((await statusOf(fresh.id)).status).toBe(1)
    expect((await statusOf(answered.id)).status).toBe(3)
    expect((await statusOf(closingSoon.id)).status).toBe(1)
    const notices = await t.db.query<{ title: string; content: string }>('SELECT title, content FROM inboxes WHERE user_id = $1', [stale.seeker.id])
    expect(notices).toEqual([{ title: 'Hồ sơ ứng tuyển tin "Phụ bếp" đã được đóng', content: `Trạng thái mới: Chưa phù hợp. ${AUTO_CLOSE_MESSAGE}` }])

    // a second run closes nothing again
    expect(await closeStaleApplications({ db: t.db, realtime })).toBe(0)
    expect(await t.db.query('SELECT 1 FROM inboxes WHERE user_id = $1', [stale.seeker.id])).toHaveLength(1)
    // a closed application no longer shows a closing date
    const detail = await callAs(t.app, 'GET', `/job/v1/candidates/${stale.id}`, owner)
    expect(detail.body.data.application).toMatchObject({ status: 4, closes_at: null })
    const waiting = await callAs(t.app, 'GET', `/job/v1/candidates/${fresh.id}`, owner)
    expect(new Date(waiting.body.data.application.closes_at).getTime()).toBeGreaterThan(Date.now())
  })

  it('finds them through the index of waiting applications, not by reading every application', async () => {
    // (on a few rows the planner may read the table anyway; with that ruled out it must have an index that fits)
    const plan = await t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off')
      return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${DUE_SQL}`, [new Date()])
    })
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('applications_waiting_idx')
  })
})

describe("an employer's typical reply time on its jobs", () => {
  it('is the median hours to the first answer, from 5 applications on, and not shown when most were never answered', async () => {
    const org = await createTestOrganization(t.db, 'Công ty Phản Hồi Nhanh', [{ user: owner }])
    const job = await insertTestJob(t.db, { organizationId: org, title: 'Thu ngân', reviewStatus: 1001, isHidden: false, publishedAt: new Date(Date.now() - 40 * DAY), expiresAt: new Date(Date.now() + 10 * DAY) })
    const add = async (daysAgo: number, replyHours: number | null) => {
      const seeker = await createTestUser(t.db, 'Ứng viên')
      const created = new Date(Date.now() - daysAgo * DAY)
      await t.db.query(
        `INSERT INTO applications (job_id, user_id, source, status, created_at, updated_at, status_at, replied_at)
         VALUES ($1, $2, 'manual', $3, $4, $4, $4, $5)`,
        [job, seeker.id, replyHours === null ? 1 : 3, created, replyHours === null ? null : new Date(created.getTime() + replyHours * 3_600_000)],
      )
    }
    const replyHours = async () => (await callAs(t.app, 'GET', `/listing/v1/classifieds/${job}/job`)).body.data.organization.reply_hours
    for (const hours of [2, 4, 30, 50]) await add(20, hours)
    // a recent unanswered one is not known yet and does not count
    await add(2, null)
    expect(await replyHours()).toBeNull()
    await add(20, 6)
    await add(40, null)
    // 2, 4, 6, 30, 50, never: the median is 6 hours
    expect(await replyHours()).toBeCloseTo(6, 5)
    // an application older than 90 days does not count
    await add(100, 1)
    expect(await replyHours()).toBeCloseTo(6, 5)
    // most never answered: not shown
    for (let i = 0; i < 5; i++) await add(30, null)
    expect(await replyHours()).toBeNull()
  })
})

describe(`deleting applications after ${APPLICATION_RETENTION.months} months`, () => {
  it('deletes those that did not lead to a hire, keeps hires, recent ones and those of a seeker who chose to keep them', async () => {
    const old = await application(400, 4, true)
    const hired = await application(400, 7, true)
    const recent = await application(300, 4, true)
    const kept = await application(400, 3, true)
    const choice = await callAs(t.app, 'PUT', '/job/v1/jobseekers/self/application-retention', kept.seeker, { keep_applications: true })
    expect(choice.body.data).toEqual({ keep_applications: true, months: APPLICATION_RETENTION.months })
    expect((await callAs(t.app, 'GET', '/job/v1/jobseekers/self/application-retention', old.seeker)).body.data.keep_applications).toBe(false)

    expect(await purgeExpiredApplications(t.db)).toBeGreaterThanOrEqual(1)
    const left = await t.db.query<{ id: number }>('SELECT id FROM applications WHERE id = ANY($1::int8[])', [[old.id, hired.id, recent.id, kept.id]])
    expect(left.map((r) => Number(r.id)).sort()).toEqual([hired.id, recent.id, kept.id].sort())
    expect(await purgeExpiredApplications(t.db)).toBe(0)
  })

  it('refuses a choice that is not true or false, in Vietnamese, and changes nothing', async () => {
    const seeker = await createTestUser(t.db, 'Người chọn')
    for (const body of [{}, { keep_applications: 'có' }]) {
      const res = await callAs(t.app, 'PUT', '/job/v1/jobseekers/self/application-retention', seeker, body)
      expect(res.status).toBe(400)
      expect(res.body.error.message).toContain('keep_applications')
    }
    expect((await callAs(t.app, 'GET', '/job/v1/jobseekers/self/application-retention', seeker)).body.data.keep_applications).toBe(false)
    expect((await callAs(t.app, 'GET', '/job/v1/jobseekers/self/application-retention', null)).status).toBe(401)
  })
})
