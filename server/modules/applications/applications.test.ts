import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runDueJobs, type JobHandlers } from '../../lib/queue'
import type { Realtime } from '../../realtime/socket'
import { createTestContext, createTestUser, insertTestJob, recordingRealtime, type TestContext, type TestUser } from '../../testing'
import type { Database } from '../../db/client'
import { APPLICATION_MSG, applyToJob, MATCH_SNAPSHOT_MS } from './applications.service'
import { transactionThenNotify } from '../../realtime/after-commit'
import { setApplicationStatus } from './received'
import { AUTO_APPLY, autoApplyWork, enqueueJobActivated, scanActivatedJobs } from './auto-apply'

const DAY = 86_400_000
let t: TestContext
let handlers: JobHandlers
const realtime = recordingRealtime()
const { delivered } = realtime

const createUser = (name = 'Người Thử') => createTestUser(t.db, name)

interface ProfileOptions {
  state?: number
  jobTypes?: number[]
  cityId?: number
  districtId?: number | null
  autoUntil?: Date | null
}
async function createProfile(user: TestUser, o: ProfileOptions = {}) {
  await t.db.query(
    `INSERT INTO jobseekers (user_id, full_name, job_types, city_id, district_id, consent_at, process_state,
                             apply_auto, apply_auto_until, salary_min, salary_max)
     VALUES ($1, 'Trần Thị Mai', $2, $3, $4, now(), $5, $6, $7, 8000000, 15000000)`,
    [user.id, o.jobTypes ?? [jobType], o.cityId ?? city, o.districtId ?? null, o.state ?? 1001, o.autoUntil != null, o.autoUntil ?? null],
  )
}

async function call(method: 'GET' | 'POST' | 'PUT', url: string, user?: TestUser | null, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: user ? { authorization: `Bearer ${user.token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
  const body = res.json()
  return { status: res.statusCode, body, data: body.data, code: body.error?.code, message: body.error?.message }
}

const active = (overrides: Parameters<typeof insertTestJob>[1] = {}) =>
  insertTestJob(t.db, { reviewStatus: 1001, isHidden: false, publishedAt: new Date(), expiresAt: new Date(Date.now() + 20 * DAY), ...overrides })

/** The recruiter posts the job: a member of its organisation and the one its notices go to. */
const setOwner = async (jobId: number, userId: number) => {
  await t.db.query('UPDATE jobs SET owner_user_id = $2 WHERE id = $1', [jobId, userId])
  await t.db.query(
    `INSERT INTO organization_members (organization_id, user_id, role)
     SELECT organization_id, $2, 'recruiter' FROM jobs WHERE id = $1 ON CONFLICT DO NOTHING`,
    [jobId, userId],
  )
}
const inboxOf = (userId: number) =>
  t.db.query<{ part: string; title: string; content: string }>('SELECT part, title, content FROM inboxes WHERE user_id = $1 ORDER BY id', [userId])

let jobType: number
let city: number
let otherType: number
let otherCity: number
let recruiter: TestUser
let seeker: TestUser
const ids: Record<string, number> = {}

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 30, jobs: 20 } })
  handlers = autoApplyWork({ db: t.db, env: t.env, realtime, reference: t.app.reference }).handlers
  ids.a = await active({ title: 'Kế toán tổng hợp' })
  const [row] = await t.db.query<{ job_type_id: number; city_id: number }>('SELECT job_type_id, city_id FROM jobs WHERE id = $1', [ids.a])
  jobType = row.job_type_id
  city = row.city_id
  ;[{ id: otherType }] = await t.db.query<{ id: number }>(`SELECT id FROM config_options WHERE kind = 'job_types' AND id <> $1 LIMIT 1`, [jobType])
  ;[{ id: otherCity }] = await t.db.query<{ id: number }>('SELECT id FROM cities WHERE parent_id = 0 AND id <> $1 LIMIT 1', [city])
  ids.b = await active({ title: 'Nhân viên bán hàng', jobTypeId: jobType, cityId: city, districtId: null })
  ids.c = await active({ title: 'Lập trình viên', jobTypeId: otherType, cityId: otherCity, districtId: null })
  ids.ended = await active({ title: 'Thu ngân', publishedAt: new Date(Date.now() - 40 * DAY), expiresAt: new Date(Date.now() - DAY) })
  ids.hidden = await active({ title: 'Tin ẩn', isHidden: true })
  recruiter = await createUser('Nhà tuyển dụng')
  seeker = await createUser('Trần Thị Mai')
  await createProfile(seeker)
  for (const id of [ids.a, ids.b, ids.ended]) await setOwner(id, recruiter.id)
})
afterAll(() => t.close())

describe('auth', () => {
  it('answers 401 on every route without a token, whatever the body', async () => {
    for (const [method, url, body] of [
      ['POST', '/job/v1/candidates/apply', { classified_id: 'x' }],
      ['GET', '/job/v1/classifieds/applied-listing'],
      ['GET', '/job/v1/candidates/applied-ids'],
      ['PUT', '/job/v1/candidates/abc/status', {}],
      ['POST', '/job/v1/jobseekers/multi-apply', {}],
      ['GET', '/job/v1/jobseekers/jobs-matching'],
    ] as Array<['GET' | 'POST' | 'PUT', string, unknown?]>) {
      const res = await call(method, url, null, body)
      expect(res.status, url).toBe(401)
      expect(res.message).toBe('Bạn cần đăng nhập!')
    }
  })
})

describe('POST /job/v1/candidates/apply', () => {
  it('rejects bad input', async () => {
    for (const body of [{}, { classified_id: 'abc' }, { classified_id: 0 }, { classified_id: -3 }, { classified_id: 1.5 }]) {
      const res = await call('POST', '/job/v1/candidates/apply', seeker, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.success).toBe(false)
    }
  })

  it('needs a profile that is not rejected', async () => {
    const none = await createUser()
    const res = await call('POST', '/job/v1/candidates/apply', none, { classified_id: ids.a })
    expect(res).toMatchObject({ status: 400, code: 'profile_required', message: APPLICATION_MSG.profileRequired })
    const rejected = await createUser()
    await createProfile(rejected, { state: 1002 })
    const res2 = await call('POST', '/job/v1/candidates/apply', rejected, { classified_id: ids.a })
    expect(res2).toMatchObject({ status: 400, code: 'profile_rejected' })
  })

  it('applies once, notifies the recruiter live, and refuses a second application', async () => {
    delivered.length = 0
    const res = await call('POST', '/job/v1/candidates/apply', seeker, { classified_id: ids.a })
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({ job_id: ids.a, user_id: seeker.id, source: 'manual', status: 1, status_label: 'Đã gửi' })
    const inbox = await inboxOf(recruiter.id)
    expect(inbox.at(-1)).toMatchObject({ part: 'candidate', title: 'Có ứng viên mới ứng tuyển tin "Kế toán tổng hợp"' })
    expect(inbox.at(-1)!.content).toContain('Trần Thị Mai')
    const again = await call('POST', '/job/v1/candidates/apply', seeker, { classified_id: ids.a })
    expect(again).toMatchObject({ status: 409, code: 'already_applied', message: 'Bạn đã ứng tuyển tin này rồi.' })
  })

  it('refuses ended, hidden and unknown jobs', async () => {
    expect(await call('POST', '/job/v1/candidates/apply', seeker, { classified_id: ids.ended })).toMatchObject({
      status: 400,
      code: 'job_ended',
      message: 'Tin đăng đã hết hạn, không thể ứng tuyển/liên hệ',
    })
    expect((await call('POST', '/job/v1/candidates/apply', seeker, { classified_id: ids.hidden })).status).toBe(404)
    expect((await call('POST', '/job/v1/candidates/apply', seeker, { classified_id: 987_654_321 })).status).toBe(404)
  })

  it('stores the application when the job has no recruiter', async () => {
    const res = await call('POST', '/job/v1/candidates/apply', seeker, { classified_id: ids.c })
    expect(res.status).toBe(200)
  })
})

describe('applied listing and ids', () => {
  it('lists newest first with job cards, and the ids', async () => {
    const list = await call('GET', '/job/v1/classifieds/applied-listing?offset=0&limit=10', seeker)
    expect(list.status).toBe(200)
    expect(list.data.total).toBe(2)
    expect(list.data.items.map((i: { job: { id: number } }) => i.job.id)).toEqual([ids.c, ids.a])
    expect(list.data.items[0]).toMatchObject({ is_active: true, application: { job_id: ids.c } })
    const page2 = await call('GET', '/job/v1/classifieds/applied-listing?offset=1&limit=1', seeker)
    expect(page2.data.items.map((i: { job: { id: number } }) => i.job.id)).toEqual([ids.a])
    expect((await call('GET', '/job/v1/classifieds/applied-listing?offset=-1', seeker)).status).toBe(400)
    expect((await call('GET', '/job/v1/classifieds/applied-listing?limit=abc', seeker)).status).toBe(400)
    const idsRes = await call('GET', '/job/v1/candidates/applied-ids', seeker)
    expect(idsRes.data).toEqual({ ids: [ids.c, ids.a] })
    const other = await createUser()
    expect((await call('GET', '/job/v1/candidates/applied-ids', other)).data).toEqual({ ids: [] })
  })
})

describe('PUT /job/v1/candidates/{id}/status', () => {
  it('lets only the recruiter of the job change it, and tells the seeker', async () => {
    const [app] = await t.db.query<{ id: number }>('SELECT id FROM applications WHERE user_id = $1 AND job_id = $2', [seeker.id, ids.a])
    const url = `/job/v1/candidates/${app.id}/status`
    expect(await call('PUT', url, seeker, { status: 3 })).toMatchObject({ status: 403, message: 'Bạn không thể thực hiện thao tác này!' })
    const stranger = await createUser()
    expect((await call('PUT', url, stranger, { status: 3 })).status).toBe(403)
    expect((await call('PUT', url, recruiter, { status: 9 })).status).toBe(400)
    expect((await call('PUT', url, recruiter, { status: 'x' })).status).toBe(400)
    expect((await call('PUT', url, recruiter, {})).status).toBe(400)
    // the access layer looks the application up before anything else: no such record is 404
    expect((await call('PUT', '/job/v1/candidates/abc/status', recruiter, { status: 3 })).status).toBe(404)
    expect(await call('PUT', '/job/v1/candidates/99999999/status', recruiter, { status: 3 })).toMatchObject({ status: 404, code: 'not_found' })
    delivered.length = 0
    const res = await call('PUT', url, recruiter, { status: 5 })
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({ status: 5, status_label: 'Đã mời phỏng vấn' })
    const inbox = await inboxOf(seeker.id)
    expect(inbox.at(-1)).toMatchObject({ part: 'candidate', title: 'Nhà tuyển dụng đã cập nhật hồ sơ ứng tuyển tin "Kế toán tổng hợp"' })
    expect(inbox.at(-1)!.content).toContain('Đã mời phỏng vấn')
  })
})

describe('live notices wait for the commit', () => {
  // a page refetching on the notice must find the change; a rolled-back change is never announced
  function tracked() {
    let inTransaction = false
    const seen: Array<{ userId: number; inTransaction: boolean }> = []
    const db: Database = {
      ...t.db,
      transaction: async (fn) => {
        inTransaction = true
        try {
          return await t.db.transaction(fn)
        } finally {
          inTransaction = false
        }
      },
    }
    const live: Realtime = { ...realtime, notifyUser: (userId) => void seen.push({ userId, inTransaction }) }
    return { context: { db, realtime: live }, seen }
  }

  it('delivers the recruiter notice of an application and the seeker notice of a status change after commit', async () => {
    const person = await createUser('Phạm Văn Long')
    await createProfile(person)
    const job = await active({ title: 'Thủ kho', jobTypeId: jobType, cityId: city, districtId: null })
    await setOwner(job, recruiter.id)
    const { context, seen } = tracked()
    const application = await applyToJob(context, person.id, job)
    // the recruiter's inbox notice and every member's unread count, all once committed
    expect(seen).toContainEqual({ userId: recruiter.id, inTransaction: false })
    expect(seen.every((notice) => !notice.inTransaction)).toBe(true)
    await setApplicationStatus(context, recruiter.id, application.id, 3)
    expect(seen.at(-1)).toEqual({ userId: person.id, inTransaction: false })
    const [row] = await t.db.query<{ status: number }>('SELECT status FROM applications WHERE id = $1', [application.id])
    expect(row.status).toBe(3)
  })

  it('announces nothing when the transaction rolls back', async () => {
    const { context, seen } = tracked()
    await expect(
      transactionThenNotify(context, async ({ realtime: live }) => {
        live.notifyUser(seeker.id, 'notification', {})
        throw new Error('rollback')
      }),
    ).rejects.toThrow('rollback')
    expect(seen).toEqual([])
  })
})

describe('multi-apply and jobs-matching', () => {
  it('applies per id with a result each', async () => {
    const person = await createUser()
    await createProfile(person)
    const res = await call('POST', '/job/v1/jobseekers/multi-apply', person, {
      classified_ids: [ids.a, ids.ended, 987_654_321, ids.a],
    })
    expect(res.status).toBe(200)
    expect(res.data.applied).toBe(1)
    expect(res.data.items.map((i: { success: boolean; error?: { code: string } }) => i.error?.code ?? 'ok')).toEqual(['ok', 'job_ended', 'not_found'])
    expect(res.data.items[0].application.source).toBe('multi')
    for (const body of [{}, { classified_ids: [] }, { classified_ids: ['x'] }, { classified_ids: Array.from({ length: 21 }, (_, i) => i + 1) }]) {
      expect((await call('POST', '/job/v1/jobseekers/multi-apply', person, body)).status, JSON.stringify(body)).toBe(400)
    }
    const none = await createUser()
    expect((await call('POST', '/job/v1/jobseekers/multi-apply', none, { classified_ids: [ids.a] })).code).toBe('profile_required')
  })

  it('ranks active matching jobs, excluding applied ones', async () => {
    const person = await createUser()
    await createProfile(person)
    const before = await call('GET', '/job/v1/jobseekers/jobs-matching?offset=0&limit=50', person)
    expect(before.status).toBe(200)
    const found = before.data.items.map((j: { id: number }) => j.id)
    expect(found).toContain(ids.a)
    expect(found).toContain(ids.b)
    expect(found).not.toContain(ids.c)
    expect(found).not.toContain(ids.ended)
    const scores = before.data.items.map((j: { score: number }) => j.score)
    expect([...scores].sort((x, y) => y - x)).toEqual(scores)
    await call('POST', '/job/v1/candidates/apply', person, { classified_id: ids.b })
    // the pages of the snapshot stay where they were: the applied job keeps its place
    const same = await call('GET', `/job/v1/jobseekers/jobs-matching?offset=0&limit=50&as_of=${before.data.as_of}`, person)
    expect(same.data.items.map((j: { id: number }) => j.id)).toEqual(found)
    expect(same.data).toMatchObject({ total: before.data.total, as_of: before.data.as_of })
    // a new list (no snapshot, or one too old) leaves it out
    const after = await call('GET', '/job/v1/jobseekers/jobs-matching', person)
    expect(after.data.items.map((j: { id: number }) => j.id)).not.toContain(ids.b)
    expect(after.data.total).toBe(before.data.total - 1)
    expect(after.data.as_of).toBeGreaterThan(before.data.as_of)
    const stale = await call('GET', `/job/v1/jobseekers/jobs-matching?as_of=${before.data.as_of - MATCH_SNAPSHOT_MS - 1}`, person)
    expect(stale.data.total).toBe(after.data.total)
    expect((await call('GET', '/job/v1/jobseekers/jobs-matching?as_of=abc', person)).status).toBe(400)
    const none = await createUser()
    expect((await call('GET', '/job/v1/jobseekers/jobs-matching', none)).code).toBe('profile_required')
  })
})

describe('auto-apply through the queue', () => {
  it('applies matching profiles with auto-apply on, skipping lapsed, rejected, other types and cities', async () => {
    const future = new Date(Date.now() + 10 * DAY)
    const on = await createUser()
    await createProfile(on, { autoUntil: future })
    const lapsed = await createUser()
    await createProfile(lapsed, { autoUntil: new Date(Date.now() - DAY) })
    const waiting = await createUser()
    await createProfile(waiting, { autoUntil: future, state: 1000 })
    const elsewhere = await createUser()
    await createProfile(elsewhere, { autoUntil: future, cityId: otherCity })
    const otherJobs = await createUser()
    await createProfile(otherJobs, { autoUntil: future, jobTypes: [otherType] })
    const already = await createUser()
    await createProfile(already, { autoUntil: future })

    const job = await active({ title: 'Kế toán kho', jobTypeId: jobType, cityId: city, districtId: null })
    await setOwner(job, recruiter.id)
    await t.db.query(`INSERT INTO applications (job_id, user_id, source) VALUES ($1, $2, 'manual')`, [job, already.id])
    expect(await enqueueJobActivated(t.db, job)).toBe(true)
    expect(await enqueueJobActivated(t.db, job)).toBe(false)
    await runDueJobs(t.db, handlers)

    const applied = await t.db.query<{ user_id: number; source: string }>(
      'SELECT user_id, source FROM applications WHERE job_id = $1 ORDER BY id',
      [job],
    )
    expect(applied.map((a) => [Number(a.user_id), a.source])).toEqual([
      [already.id, 'manual'],
      [on.id, 'auto'],
    ])
    expect((await inboxOf(on.id)).at(-1)?.title).toBe('Đã tự động ứng tuyển tin "Kế toán kho"')
    expect((await inboxOf(recruiter.id)).at(-1)?.title).toBe('1 ứng viên đã tự động ứng tuyển tin "Kế toán kho"')
    expect(await inboxOf(lapsed.id)).toEqual([])
  })

  it('the recurring scan queues recent active jobs once each, and the daily cap holds', async () => {
    const capped = await createUser()
    await createProfile(capped, { autoUntil: new Date(Date.now() + 10 * DAY) })
    await t.db.query(`UPDATE jobseekers SET apply_auto = false WHERE user_id <> $1`, [capped.id])
    const jobs: number[] = []
    for (let i = 0; i < AUTO_APPLY.dailyCap + 2; i++) jobs.push(await active({ title: `Kế toán ${i}`, jobTypeId: jobType, cityId: city, districtId: null }))
    expect(await scanActivatedJobs(t.db)).toBeGreaterThanOrEqual(jobs.length)
    expect(await scanActivatedJobs(t.db)).toBe(0)
    while ((await runDueJobs(t.db, handlers, { limit: 50 })) > 0);
    const [{ n }] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM applications WHERE user_id = $1 AND source = 'auto'`,
      [capped.id],
    )
    expect(n).toBe(AUTO_APPLY.dailyCap)
    const [{ failed }] = await t.db.query<{ failed: number }>(
      `SELECT count(*)::int AS failed FROM background_jobs WHERE kind LIKE 'auto-apply%' AND finished_at IS NULL`,
    )
    expect(failed).toBe(0)
  })
})
