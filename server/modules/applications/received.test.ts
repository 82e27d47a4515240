// The recruiter's side of applications (issue 20): the list and its filters, the unread count, one
// application as it was sent, opening it, moving it (one or a selection) with a message, templates,
// and the authorization matrix: anonymous, a seeker, another employer, the owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callAs, createTestContext, createTestOrganization, createTestUser, insertTestJob, recordingRealtime, testCaller, type TestContext, type TestUser } from '../../testing'
import { DEFAULT_STATUS_TEMPLATES } from '../../../src/domain/applications'
import { applyToJob } from './applications.service'
import { markApplicationRead } from './received'

const DAY = 86_400_000
let t: TestContext
const realtime = recordingRealtime()
const { delivered } = realtime

let owner: TestUser
let colleague: TestUser
let stranger: TestUser
let seekers: TestUser[]
let jobA: number
let jobB: number
let strangerJob: number
const apps: Record<string, number> = {}

const call = testCaller(() => t)
const job = (organizationId: number, title: string) =>
  insertTestJob(t.db, { organizationId, title, reviewStatus: 1001, isHidden: false, publishedAt: new Date(), expiresAt: new Date(Date.now() + 20 * DAY) })

async function profileFor(user: TestUser, name: string, phone: string) {
  const [city] = await t.db.query<{ id: number }>('SELECT id FROM cities WHERE parent_id = 0 ORDER BY id LIMIT 1')
  await t.db.query(
    `INSERT INTO jobseekers (user_id, full_name, phone, email, job_types, city_id, consent_at, process_state, experience_id, readiness,
                             work_history, description)
     VALUES ($1, $2, $3, $4, '{1}', $5, now(), 1001, 605, true,
             '[{"company":"Siêu thị Minh Phát","position":"Thu ngân","start_date":"09/2024","end_date":null}]', 'Chăm chỉ, trung thực.')`,
    [user.id, name, phone, `${phone}@example.com`, city.id],
  )
}

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 10, jobs: 10 } })
  owner = await createTestUser(t.db, 'Chủ doanh nghiệp')
  colleague = await createTestUser(t.db, 'Đồng nghiệp')
  stranger = await createTestUser(t.db, 'Nhà tuyển dụng khác')
  const org = await createTestOrganization(t.db, 'Công ty Hoa Sen', [{ user: owner }, { user: colleague, role: 'recruiter' }])
  const other = await createTestOrganization(t.db, 'Công ty Khác', [{ user: stranger }])
  jobA = await job(org, 'Thu ngân siêu thị')
  jobB = await job(org, 'Nhân viên kho')
  strangerJob = await job(other, 'Bảo vệ')
  seekers = []
  for (const [i, name] of ['Lê Thị Hoa', 'Phạm Văn Nam', 'Đỗ Thu Trang'].entries()) {
    const seeker = await createTestUser(t.db, name)
    await profileFor(seeker, name, `090000100${i}`)
    seekers.push(seeker)
  }
  const context = { db: t.db, realtime }
  apps.hoaA = (await applyToJob(context, seekers[0].id, jobA, 'manual')).id
  apps.namA = (await applyToJob(context, seekers[1].id, jobA, 'auto')).id
  apps.trangB = (await applyToJob(context, seekers[2].id, jobB, 'multi')).id
  apps.hoaStranger = (await applyToJob(context, seekers[0].id, strangerJob, 'manual')).id
})
afterAll(() => t.close())

describe('authorization', () => {
  it('anonymous callers get 401 on every recruiter endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/job/v1/candidates/recruiter-apply'],
      ['GET', '/job/v1/candidates/recruiter-apply/filter'],
      ['GET', '/job/v1/candidates/recruiter-unread'],
      ['GET', '/job/v1/candidates/check-recruiter-read'],
      ['GET', '/job/v1/candidates/message-templates'],
      ['GET', `/job/v1/candidates/${apps.hoaA}`],
      ['PUT', `/job/v1/candidates/${apps.hoaA}/read`],
      ['PUT', `/job/v1/candidates/${apps.hoaA}/status`],
      ['PUT', '/job/v1/candidates/status'],
      ['GET', `/job/v1/candidates/recruiter-apply/board/${jobA}`],
    ] as const) {
      expect((await call(method, url, null, method === 'PUT' ? {} : undefined)).status, url).toBe(401)
    }
  })

  it('a seeker and another employer get 403 and no data on a record; the owner and its colleague read it', async () => {
    for (const user of [seekers[0], stranger]) {
      const detail = await call('GET', `/job/v1/candidates/${apps.hoaA}`, user)
      expect(detail.status).toBe(403)
      expect(JSON.stringify(detail.body)).not.toContain('0900001000')
      expect((await call('PUT', `/job/v1/candidates/${apps.hoaA}/read`, user)).status).toBe(403)
      expect((await call('PUT', `/job/v1/candidates/${apps.hoaA}/status`, user, { status: 3 })).status).toBe(403)
    }
    expect((await call('GET', `/job/v1/candidates/${apps.hoaA}`, owner)).status).toBe(200)
    expect((await call('GET', `/job/v1/candidates/${apps.hoaA}`, colleague)).status).toBe(200)
    // the access layer (memberOf('application')) answers 404 for an id that names no application
    expect((await call('GET', '/job/v1/candidates/99999999', owner)).status).toBe(404)
    expect((await call('GET', '/job/v1/candidates/abc', owner)).status).toBe(404)
  })

  it("lists only applications to one's own jobs, also through filters", async () => {
    const mine = await call('GET', '/job/v1/candidates/recruiter-apply', owner)
    expect(mine.body.data.items.map((i: { application: { id: number } }) => i.application.id).sort()).toEqual([apps.hoaA, apps.namA, apps.trangB].sort())
    const theirs = await call('GET', '/job/v1/candidates/recruiter-apply', stranger)
    expect(theirs.body.data.items.map((i: { application: { id: number } }) => i.application.id)).toEqual([apps.hoaStranger])
    // naming someone else's job as a filter yields nothing, not their applications
    const sneaky = await call('GET', `/job/v1/candidates/recruiter-apply?job_id=${strangerJob}`, owner)
    expect(sneaky.body.data).toMatchObject({ items: [], total: 0 })
    // a seeker with no organisation sees an empty list
    expect((await call('GET', '/job/v1/candidates/recruiter-apply', seekers[1])).body.data.total).toBe(0)
  })

  it('a selection with one application of another employer changes nothing', async () => {
    const res = await call('PUT', '/job/v1/candidates/status', owner, { ids: [apps.namA, apps.hoaStranger], status: 4 })
    expect(res.status).toBe(403)
    const rows = await t.db.query<{ status: number }>('SELECT status FROM applications WHERE id = ANY($1::int8[])', [[apps.namA, apps.hoaStranger]])
    expect(rows.every((r) => r.status === 1)).toBe(true)
  })
})

describe('the list', () => {
  it('shows newest first with the candidate, its contact (applying is consent) and the job', async () => {
    const res = await call('GET', '/job/v1/candidates/recruiter-apply?limit=2', owner)
    expect(res.status).toBe(200)
    expect(res.body.data.total).toBe(3)
    expect(res.body.data.items).toHaveLength(2)
    const [first] = res.body.data.items
    expect(first).toMatchObject({
      application: { id: apps.trangB, source: 'multi', status: 1, status_label: 'Chưa xem', read_at: null },
      job: { id: jobB, title: 'Nhân viên kho' },
      candidate: { full_name: 'Đỗ Thu Trang', phone: '0900001002', email: '0900001002@example.com', experience: expect.any(String) },
    })
  })

  it('filters by job, source, status, read state and days, and refuses bad values in Vietnamese', async () => {
    const ids = async (query: string) =>
      (await call('GET', `/job/v1/candidates/recruiter-apply?${query}`, owner)).body.data.items.map((i: { application: { id: number } }) => i.application.id)
    expect((await ids(`job_id=${jobA}`)).sort()).toEqual([apps.hoaA, apps.namA].sort())
    expect(await ids('source=auto')).toEqual([apps.namA])
    expect(await ids('status=5')).toEqual([])
    expect((await ids('read=0')).length).toBe(3)
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10)
    expect((await ids(`from=${today}&to=${today}`)).length).toBe(3)
    expect(await ids('to=2020-01-01')).toEqual([])
    for (const query of ['status=9', 'source=fax', 'read=2', 'from=2026-02-31', 'to=hôm-nay', 'job_id=abc', 'limit=0']) {
      const res = await call('GET', `/job/v1/candidates/recruiter-apply?${query}`, owner)
      expect(res.status, query).toBe(400)
      expect(res.body.error.message, query).toMatch(/[ạàáảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i)
    }
  })

  it('filter options count per job, status and source', async () => {
    const res = await call('GET', '/job/v1/candidates/recruiter-apply/filter', owner)
    expect(res.body.data.jobs).toEqual(
      expect.arrayContaining([
        { id: jobA, name: 'Thu ngân siêu thị', count: 2 },
        { id: jobB, name: 'Nhân viên kho', count: 1 },
      ]),
    )
    expect(res.body.data.jobs).toHaveLength(2)
    expect(res.body.data.statuses.find((s: { id: number }) => s.id === 1)).toMatchObject({ name: 'Chưa xem', count: 3 })
    expect(res.body.data.statuses.map((s: { id: number }) => s.id)).toEqual([1, 2, 3, 5, 6, 7, 4])
    expect(res.body.data.sources).toEqual([
      { id: 'manual', name: 'Ứng tuyển', count: 1 },
      { id: 'auto', name: 'Tự động ứng tuyển', count: 1 },
      { id: 'multi', name: 'Ứng tuyển nhiều tin', count: 1 },
    ])
  })
})

describe('opening and moving an application', () => {
  it('shows the profile as it was sent, even after the seeker edited it', async () => {
    await t.db.query(`UPDATE jobseekers SET description = 'Đã sửa sau khi ứng tuyển' WHERE user_id = $1`, [seekers[0].id])
    const res = await call('GET', `/job/v1/candidates/${apps.hoaA}`, owner)
    expect(res.body.data).toMatchObject({
      application: { id: apps.hoaA, status: 1 },
      job: { id: jobA, title: 'Thu ngân siêu thị', is_active: true },
      profile: {
        full_name: 'Lê Thị Hoa',
        phone: '0900001000',
        description: 'Chăm chỉ, trung thực.',
        readiness: true,
        work_history: [{ company: 'Siêu thị Minh Phát', position: 'Thu ngân' }],
      },
    })
    expect(res.body.data.profile.city).toEqual(expect.any(String))
    // reading does not mark it read: opening the page does (PUT read)
    expect((await call('GET', '/job/v1/candidates/recruiter-unread', owner)).body.data).toEqual({ total: 3 })
  })

  it('read moves "Đã gửi" to "Nhà tuyển dụng đã xem" (the recruiter reads "Chưa xem" / "Đã xem") once, tells the seeker, and lowers every member\'s unread count live', async () => {
    delivered.length = 0
    const read = await markApplicationRead({ db: t.db, realtime }, colleague.id, apps.hoaA)
    expect(read).toMatchObject({ status: 2 })
    const res = await call('GET', `/job/v1/candidates/${apps.hoaA}`, colleague)
    expect(res.body.data.application).toMatchObject({ status: 2, status_label: 'Đã xem', read_at: expect.any(String) })
    expect(delivered).toContainEqual({ userId: owner.id, event: 'notification', payload: { type: 'applicants', recruiter_unread: 2 } })
    expect(delivered).toContainEqual({ userId: colleague.id, event: 'notification', payload: { type: 'applicants', recruiter_unread: 2 } })
    const [notice] = await t.db.query<{ title: string }>('SELECT title FROM inboxes WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [seekers[0].id])
    expect(notice.title).toBe('Nhà tuyển dụng đã xem hồ sơ ứng tuyển tin "Thu ngân siêu thị"')
    // a second open changes nothing and tells nobody
    delivered.length = 0
    await markApplicationRead({ db: t.db, realtime }, owner.id, apps.hoaA)
    expect(delivered).toEqual([])
    expect((await call('PUT', `/job/v1/candidates/${apps.hoaA}/read`, owner)).body.data).toMatchObject({ status: 2 })
    expect((await call('GET', '/job/v1/candidates/check-recruiter-read', owner)).body.data).toEqual({ has_unread: true })
  })

  it('status with a message reaches the seeker; the same again changes nothing', async () => {
    const res = await call('PUT', `/job/v1/candidates/${apps.hoaA}/status`, owner, { status: 5, message: '  Mời bạn phỏng vấn lúc 9 giờ thứ Hai.  ' })
    expect(res.body.data).toMatchObject({ status: 5, status_label: 'Đã mời phỏng vấn', status_message: 'Mời bạn phỏng vấn lúc 9 giờ thứ Hai.' })
    const [notice] = await t.db.query<{ content: string }>('SELECT content FROM inboxes WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [seekers[0].id])
    expect(notice.content).toBe('Trạng thái mới: Đã mời phỏng vấn. Lời nhắn của nhà tuyển dụng: Mời bạn phỏng vấn lúc 9 giờ thứ Hai.')
    // the seeker's applied list shows the new status and the message
    const applied = await call('GET', '/job/v1/classifieds/applied-listing', seekers[0])
    expect(applied.body.data.items.find((i: { application: { id: number } }) => i.application.id === apps.hoaA).application).toMatchObject({
      status: 5,
      status_message: 'Mời bạn phỏng vấn lúc 9 giờ thứ Hai.',
    })
    const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM inboxes WHERE user_id = $1', [seekers[0].id]))[0].n
    await call('PUT', `/job/v1/candidates/${apps.hoaA}/status`, owner, { status: 5, message: 'Mời bạn phỏng vấn lúc 9 giờ thứ Hai.' })
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM inboxes WHERE user_id = $1', [seekers[0].id]))[0].n).toBe(before)
    for (const body of [{ status: 1 }, { status: 2 }, { status: 8 }, { status: 3, message: 'x'.repeat(1001) }, {}]) {
      const bad = await call('PUT', `/job/v1/candidates/${apps.hoaA}/status`, owner, body)
      expect(bad.status, JSON.stringify(body)).toBe(400)
    }
  })

  it('refuses a message asking the applicant for money, however written, and changes nothing (issue 35)', async () => {
    const before = (await t.db.query<{ status: number }>('SELECT status FROM applications WHERE id = $1', [apps.hoaA]))[0]
    const inboxes = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM inboxes WHERE user_id = $1', [seekers[0].id]))[0].n
    const sent = await inboxes()
    const one = await call('PUT', `/job/v1/candidates/${apps.hoaA}/status`, owner, { status: 6, message: 'Chúc mừng bạn! Đ\u200bặt c\u200bọc 500k để giữ chỗ nhé.' })
    expect(one.status).toBe(400)
    expect(one.body.error.message).toBe('Lời nhắn cho ứng viên có nội dung không được phép: "Đ\u200bặt c\u200bọc" (Yêu cầu ứng viên đặt cọc, ký quỹ). Hãy xóa nội dung này.')
    const many = await call('PUT', '/job/v1/candidates/status', owner, { ids: [apps.hoaA], status: 6, message: 'Nộp phí hồ sơ 200k khi đến nhận việc.' })
    expect(many.status).toBe(400)
    expect(many.body.error.message).toContain('Lời nhắn cho ứng viên có nội dung không được phép: "Nộp phí hồ sơ"')
    expect((await t.db.query<{ status: number }>('SELECT status FROM applications WHERE id = $1', [apps.hoaA]))[0]).toEqual(before)
    expect(await inboxes()).toBe(sent)
    // an interview's phone and address are a recruiter's message as usual
    const invite = await call('PUT', `/job/v1/candidates/${apps.hoaA}/status`, owner, { status: 5, message: 'Mời bạn phỏng vấn tại 12 Lê Lợi, gọi 028 3823 4567 khi đến.' })
    expect(invite.status).toBe(200)
    const template = await call('PUT', '/job/v1/candidates/message-templates', owner, { status: 6, body: 'Vui lòng chuyển khoản trước 300k phí đồng phục.' })
    expect(template.status).toBe(400)
  })

  it('moves a selection at once (offer, then hired) and counts them read', async () => {
    const res = await call('PUT', '/job/v1/candidates/status', owner, { ids: [apps.namA, apps.trangB, apps.namA], status: 6 })
    expect(res.status).toBe(200)
    expect(res.body.data.updated).toBe(2)
    expect(res.body.data.items.map((a: { status_label: string }) => a.status_label)).toEqual(['Đã gửi đề nghị', 'Đã gửi đề nghị'])
    expect((await call('GET', '/job/v1/candidates/recruiter-unread', owner)).body.data).toEqual({ total: 0 })
    const hired = await call('PUT', `/job/v1/candidates/${apps.trangB}/status`, colleague, { status: 7 })
    expect(hired.body.data.status_label).toBe('Đã nhận việc')
    expect((await call('PUT', '/job/v1/candidates/status', owner, { ids: [], status: 3 })).status).toBe(400)
  })

  it('a deleted profile leaves the application without its copy', async () => {
    const late = await createTestUser(t.db, 'Vũ Minh Khoa')
    await profileFor(late, 'Vũ Minh Khoa', '0900001009')
    const application = await applyToJob({ db: t.db, realtime }, late.id, jobB, 'manual')
    expect((await callAs(t.app, 'DELETE', '/job/v1/jobseekers/self', late)).status).toBe(200)
    const res = await call('GET', `/job/v1/candidates/${application.id}`, owner)
    expect(res.body.data.profile).toBeNull()
    expect(JSON.stringify(res.body)).not.toContain('0900001009')
  })
})

describe('the pipeline of one job', () => {
  it('has a column per status in pipeline order, with counts, the time in status and only that job', async () => {
    const res = await call('GET', `/job/v1/candidates/recruiter-apply/board/${jobA}`, colleague)
    expect(res.status).toBe(200)
    const columns = res.body.data.columns as Array<{ status: number; name: string; total: number; items: Array<{ application: { id: number; job_id: number; status_at: string } }> }>
    expect(columns.map((c) => c.status)).toEqual([1, 2, 3, 5, 6, 7, 4])
    expect(columns.map((c) => c.name)).toContain('Đã gửi đề nghị')
    const ids = columns.flatMap((c) => c.items.map((i) => i.application.id))
    expect(ids.sort()).toEqual([apps.hoaA, apps.namA].sort())
    expect(columns.reduce((sum, c) => sum + c.total, 0)).toBe(2)
    for (const column of columns) for (const item of column.items) expect(item.application.job_id).toBe(jobA)
    expect(res.body.data.job).toMatchObject({ id: jobA, title: 'Thu ngân siêu thị' })
  })

  it('shows the newest 50 of a column with its whole count', async () => {
    const [{ organization_id: org }] = await t.db.query<{ organization_id: number }>('SELECT organization_id FROM jobs WHERE id = $1', [jobA])
    const crowded = await job(Number(org), 'Phục vụ nhà hàng')
    await t.db.query(
      `INSERT INTO users (phone, password_hash, full_name) SELECT '05' || lpad(i::text, 8, '0'), '!', 'Ứng viên ' || i FROM generate_series(1, 53) i`,
    )
    await t.db.query(
      `INSERT INTO applications (job_id, user_id, source, status, created_at, updated_at, status_at)
       SELECT $1, u.id, 'manual', CASE WHEN i <= 52 THEN 1 ELSE 3 END, now() - i * interval '1 minute', now(), now()
         FROM generate_series(1, 53) i JOIN users u ON u.phone = '05' || lpad(i::text, 8, '0')`,
      [crowded],
    )
    const res = await call('GET', `/job/v1/candidates/recruiter-apply/board/${crowded}`, owner)
    const column = (status: number) => res.body.data.columns.find((c: { status: number }) => c.status === status)
    expect(column(1).total).toBe(52)
    expect(column(1).items).toHaveLength(50)
    const times = column(1).items.map((i: { application: { created_at: string } }) => Date.parse(i.application.created_at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(column(3)).toMatchObject({ total: 1, items: [{ application: { status: 3 } }] })
    expect(column(2)).toMatchObject({ total: 0, items: [] })
  })

  it("is refused for someone else's job (403, no data) and a job that does not exist (404)", async () => {
    for (const user of [stranger, seekers[0]]) {
      const res = await call('GET', `/job/v1/candidates/recruiter-apply/board/${jobA}`, user)
      expect(res.status).toBe(403)
      expect(JSON.stringify(res.body)).not.toContain('Lê Thị Hoa')
    }
    expect((await call('GET', '/job/v1/candidates/recruiter-apply/board/99999999', owner)).status).toBe(404)
    const bad = await call('GET', '/job/v1/candidates/recruiter-apply/board/0', owner)
    expect([400, 404]).toContain(bad.status)
  })
})

describe('message templates', () => {
  it('offers the built-in text until the recruiter saves its own; an empty body restores it', async () => {
    const initial = await call('GET', '/job/v1/candidates/message-templates', owner)
    expect(initial.body.data.items.map((i: { status: number }) => i.status)).toEqual([3, 5, 6, 7, 4])
    expect(initial.body.data.items[0]).toEqual({ status: 3, status_label: 'Phù hợp', body: DEFAULT_STATUS_TEMPLATES[3], custom: false })
    const saved = await call('PUT', '/job/v1/candidates/message-templates', owner, { status: 5, body: 'Mời bạn phỏng vấn tại văn phòng Quận 3.' })
    expect(saved.body.data.items.find((i: { status: number }) => i.status === 5)).toMatchObject({ body: 'Mời bạn phỏng vấn tại văn phòng Quận 3.', custom: true })
    // templates are the recruiter's own
    const others = await call('GET', '/job/v1/candidates/message-templates', colleague)
    expect(others.body.data.items.find((i: { status: number }) => i.status === 5).custom).toBe(false)
    const reset = await call('PUT', '/job/v1/candidates/message-templates', owner, { status: 5, body: '' })
    expect(reset.body.data.items.find((i: { status: number }) => i.status === 5)).toMatchObject({ body: DEFAULT_STATUS_TEMPLATES[5], custom: false })
    expect((await call('PUT', '/job/v1/candidates/message-templates', owner, { status: 1, body: 'x' })).status).toBe(400)
  })
})

describe('application_tallies (the counts the list, filters, board and badge read)', () => {
  const tallied = () =>
    t.db.query(`SELECT organization_id, job_id, status, source, unread, n FROM application_tallies ORDER BY 1, 2, 3, 4, 5`)
  const counted = () =>
    t.db.query(
      `SELECT organization_id, job_id, status, source, read_at IS NULL AS unread, count(*)::int AS n FROM applications GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`,
    )

  it('equal the applications counted, after inserts, moves, reads, bulk changes and deletes of every kind', async () => {
    expect(await tallied()).toEqual(await counted())
    const extra: number[] = []
    for (const [i, name] of ['Vũ Minh Khôi', 'Hồ Ngọc Lan', 'Trịnh Bảo Anh'].entries()) {
      const person = await createTestUser(t.db, name)
      await profileFor(person, name, `090000200${i}`)
      extra.push((await applyToJob({ db: t.db, realtime }, person.id, i % 2 ? jobA : jobB, i === 2 ? 'auto' : 'manual')).id)
    }
    expect(await tallied()).toEqual(await counted())
    // one statement moving several groups at once, another touching only columns that are not counted
    await t.db.query('UPDATE applications SET status = 3, read_at = now() WHERE id = ANY ($1::int8[])', [extra])
    await t.db.query('UPDATE applications SET updated_at = now() WHERE id = ANY ($1::int8[])', [extra])
    expect(await tallied()).toEqual(await counted())
    await t.db.query('UPDATE applications SET read_at = NULL WHERE id = $1', [extra[0]])
    await t.db.query('DELETE FROM applications WHERE id = $1', [extra[1]])
    expect(await tallied()).toEqual(await counted())
    // a job taken away takes its applications (the foreign key's cascade) and their counts
    const gone = await job((await t.db.query<{ id: number }>('SELECT organization_id AS id FROM jobs WHERE id = $1', [jobA]))[0].id, 'Tin sẽ xóa')
    const person = await createTestUser(t.db, 'Lâm Thị Thu')
    await profileFor(person, 'Lâm Thị Thu', '0900002009')
    await applyToJob({ db: t.db, realtime }, person.id, gone, 'manual')
    await t.db.query('DELETE FROM jobs WHERE id = $1', [gone])
    expect(await tallied()).toEqual(await counted())
    // no empty group is kept
    expect(await t.db.query('SELECT 1 FROM application_tallies WHERE n = 0')).toEqual([])
  })
})
