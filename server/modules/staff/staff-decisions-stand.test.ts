// Staff decisions stand (issue 35 item 1; docs/decisions/0031-staff-decisions-stand.md): whatever its
// owner saves, a job or profile staff took down stays out of sight until staff approve it again; its
// edit waits in the queue, where staff read their earlier reason. An organisation's restore of a
// given-up tax code brings back no verification staff did not give; a conversation staff closed is
// not started again between the same two people.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAT_MSG, type ChatConversation } from '../../../src/domain/chat'
import { REVIEW_STATUS } from '../../../src/domain/constants'
import { STAFF_HELD_MSG } from '../../../src/domain/staff'
import { VERIFY_STATUS } from '../../../src/domain/organizations/statuses'
import { callAs, createTestContext, testPostingRefs, createTestOrganization, createTestStaff, createTestUser, insertTestJob, testCaller, type TestContext, testPostingBody, type TestUser } from '../../testing'

let t: TestContext
let employer: TestUser
let staff: TestUser
let refs: { cityId: number; districtId: number; jobTypeId: number }

const call = testCaller(() => t)
const ZALO = 'Liên hệ qua Zalo để được phỏng vấn nhanh, lương thưởng hấp dẫn.'
const REASON = 'Tin mời ứng viên nhắn Zalo cá nhân; hãy để ứng viên liên hệ qua số điện thoại của tin.'

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 2, jobs: 5 } })
  employer = await createTestUser(t.db, 'Phạm Thu Hà')
  staff = await createTestStaff(t.db)
  await createTestOrganization(t.db, 'Công ty TNHH Dịch Vụ Thu Hà', [{ user: employer }])
  refs = await testPostingRefs(t.db)
})
afterAll(() => t.close())

describe('a job staff took down', () => {
  const publicPage = async (id: number) => (await call('GET', `/listing/v1/classifieds/${id}/job`)).status
  const queued = async (id: number) => (await call('GET', '/job/v1/staff/jobs?order=newest&limit=100', staff)).body.data.items.find((i: { id: number }) => i.id === id)
  const managed = async (id: number) =>
    (await call('GET', '/listing/v1/classifieds/my-classifieds?tab=all&limit=100', employer)).body.data.items.find((i: { id: number }) => i.id === id)

  async function takenDownFromReports() {
    const body = testPostingBody(refs)
    const id = (await call('POST', '/listing/v1/classifieds', employer, body)).body.data.id as number
    expect(await publicPage(id)).toBe(200)
    await t.app.inject({ method: 'POST', url: `/job/v1/classifieds/${id}/reports`, remoteAddress: '10.35.0.1', payload: { reason: 'fee', note: 'Đòi 300k phí đồng phục' } })
    const report = (await call('GET', '/job/v1/staff/job-reports', staff)).body.data.items.find((r: { job_id: number }) => r.job_id === id)
    const reason = 'Tin yêu cầu ứng viên nộp phí đồng phục trước khi nhận việc, trái quy định của trang.'
    expect((await call('POST', '/job/v1/staff/job-reports/decisions', staff, { ids: [report.id], decision: 'reject', reason })).body.data.decided).toBe(1)
    expect(await publicPage(id)).toBe(404)
    return { id, body, reason }
  }

  it('stays down when its owner saves it unchanged, twice; the save waits for staff with their earlier reason', async () => {
    const { id, body, reason } = await takenDownFromReports()
    for (let round = 0; round < 2; round += 1) {
      const saved = await call('PUT', `/listing/v1/classifieds/${id}`, employer, body)
      expect(saved.status).toBe(200)
      expect(saved.body.data).toMatchObject({ review_status: REVIEW_STATUS.waiting, review_reason: STAFF_HELD_MSG.job, message: expect.stringContaining('đang chờ kiểm duyệt') })
      expect(await publicPage(id)).toBe(404)
    }
    // staff read why they took it down; the owner's manager says it waits, and why
    expect((await queued(id)).earlier_decision).toEqual({ reason, decided_at: expect.any(String) })
    expect(await managed(id)).toMatchObject({ status: 'waiting', status_name: 'Chờ duyệt', review_reason: STAFF_HELD_MSG.job })
    // nor does any other owner action bring it back while it waits
    expect((await call('PUT', `/listing/v1/classifieds/${id}/show`, employer)).status).toBe(400)
    expect((await call('POST', `/listing/v1/classifieds/${id}/job-up-now`, employer, {})).status).toBe(400)
    expect(await publicPage(id)).toBe(404)

    // only a staff approval puts it back, and then its next edit is judged by the rules alone
    expect((await call('POST', '/job/v1/staff/jobs/decisions', staff, { ids: [id], decision: 'approve' })).body.data.decided).toBe(1)
    expect(await publicPage(id)).toBe(200)
    const edited = await call('PUT', `/listing/v1/classifieds/${id}`, employer, { ...body, quantity: 3 })
    expect(edited.body.data).toMatchObject({ review_status: REVIEW_STATUS.approved, review_reason: null })
    expect(await publicPage(id)).toBe(200)
  })

  it('rejected from the review queue, goes back to the queue when fixed, and is published only by staff', async () => {
    const body = testPostingBody(refs, { benefits: ZALO })
    const id = (await call('POST', '/listing/v1/classifieds', employer, body)).body.data.id as number
    expect((await call('POST', '/job/v1/staff/jobs/decisions', staff, { ids: [id], decision: 'reject', reason: REASON })).body.data.decided).toBe(1)

    // the owner fixes what staff named: it passes the rules, and still waits for staff
    const fixed = { ...body, benefits: 'Lương tháng 13, bảo hiểm đầy đủ, du lịch hằng năm cùng công ty.' }
    const saved = await call('PUT', `/listing/v1/classifieds/${id}`, employer, fixed)
    expect(saved.body.data).toMatchObject({ review_status: REVIEW_STATUS.waiting, review_reason: STAFF_HELD_MSG.job })
    expect(await publicPage(id)).toBe(404)
    expect(await queued(id)).toMatchObject({ hits: [], review_reason: STAFF_HELD_MSG.job, earlier_decision: { reason: REASON } })
    // a second save while it waits changes nothing of that
    expect((await call('PUT', `/listing/v1/classifieds/${id}`, employer, fixed)).body.data.review_status).toBe(REVIEW_STATUS.waiting)
    // the owner is told once that it waits
    const notices = await t.db.query<{ title: string; content: string }>('SELECT title, content FROM inboxes WHERE user_id = $1 ORDER BY id DESC LIMIT 2', [employer.id])
    expect(notices[0].title).toBe(`Tin "${body.title}" đang chờ kiểm duyệt`)
    expect(notices[0].content).toContain(STAFF_HELD_MSG.job)
    expect(notices[1].title).toBe(`Tin "${body.title}" không được duyệt`)

    // staff reject the edit again: the new reason is the one they read next time
    const again = 'Tin vẫn mời ứng viên liên hệ ngoài nền tảng ở phần mô tả; hãy bỏ hẳn lời mời này.'
    expect((await call('POST', '/job/v1/staff/jobs/decisions', staff, { ids: [id], decision: 'reject', reason: again })).body.data.decided).toBe(1)
    expect((await call('PUT', `/listing/v1/classifieds/${id}`, employer, fixed)).body.data.review_status).toBe(REVIEW_STATUS.waiting)
    expect((await queued(id)).earlier_decision.reason).toBe(again)
    expect((await call('POST', '/job/v1/staff/jobs/decisions', staff, { ids: [id], decision: 'approve' })).body.data.decided).toBe(1)
    expect(await publicPage(id)).toBe(200)
  })

  it('is not shown, extended or pushed by its owner while taken down, and a rules-only wait still clears by a fix', async () => {
    const { id } = await takenDownFromReports()
    expect((await call('PUT', `/listing/v1/classifieds/${id}/show`, employer)).status).toBe(400)
    expect((await call('PUT', `/listing/v1/classifieds/${id}/extend`, employer, { expires_at: '2099-01-01' })).status).toBe(400)
    expect((await call('POST', `/listing/v1/classifieds/${id}/job-up-now`, employer, {})).status).toBe(400)
    expect(await publicPage(id)).toBe(404)

    // no staff decision yet: a post the rules held is published as soon as its fix passes them
    const body = testPostingBody(refs, { benefits: ZALO })
    const waiting = (await call('POST', '/listing/v1/classifieds', employer, body)).body.data.id as number
    const fixed = await call('PUT', `/listing/v1/classifieds/${waiting}`, employer, { ...body, benefits: 'Thưởng theo doanh số hằng quý.' })
    expect(fixed.body.data.review_status).toBe(REVIEW_STATUS.approved)
    expect((await queued(waiting)) ?? null).toBeNull()
  })
})

describe('a profile staff rejected', () => {
  const SCAM = 'Tuyển cộng tác viên online làm tại nhà, hưởng hoa hồng 30% mỗi đơn, không cần kinh nghiệm.'
  const profileBody = (phone: string, description: string) => ({
    full_name: 'Đỗ Thị Lan',
    phone,
    birth_year: new Date().getFullYear() - 24,
    gender: 803,
    job_types: [1],
    city_id: refs.cityId,
    experience_id: 602,
    readiness: true,
    description,
    searchable: true,
    consent: true,
  })
  const stateOf = async (userId: number) =>
    (await t.db.query<{ id: number; process_state: number; reject_reason: string | null }>('SELECT id::int AS id, process_state, reject_reason FROM jobseekers WHERE user_id = $1', [userId]))[0]
  const queued = async (id: number) => (await call('GET', '/job/v1/staff/jobseekers?order=newest&limit=100', staff)).body.data.items.find((i: { id: number }) => i.id === id)
  const reason = 'Hồ sơ là tin quảng cáo tuyển cộng tác viên, không phải hồ sơ xin việc của bạn.'

  it('goes back to the queue, not to recruiters, when its owner fixes it; staff read their reason and approve it', async () => {
    const seeker = await createTestUser(t.db, 'Đỗ Thị Lan')
    const created = await call('POST', '/job/v1/jobseekers', seeker, profileBody(seeker.phone, SCAM))
    expect(created.status, created.body.error?.message).toBe(200)
    const { id } = await stateOf(seeker.id)
    expect((await call('POST', '/job/v1/staff/jobseekers/decisions', staff, { ids: [id], decision: 'reject', reason })).body.data.decided).toBe(1)

    const clean = profileBody(seeker.phone, 'Tôi có hai năm bán hàng tại siêu thị, vui vẻ và đi làm được ngay.')
    const saved = await call('PUT', `/job/v1/jobseekers/${seeker.id}`, seeker, clean)
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ process_state: REVIEW_STATUS.waiting, reject_reason: STAFF_HELD_MSG.profile })
    expect(await queued(id)).toMatchObject({ reason: STAFF_HELD_MSG.profile, earlier_decision: { reason, decided_at: expect.any(String) } })

    expect((await call('POST', '/job/v1/staff/jobseekers/decisions', staff, { ids: [id], decision: 'approve' })).body.data.decided).toBe(1)
    expect((await stateOf(seeker.id)).process_state).toBe(REVIEW_STATUS.approved)
    // approved by staff: the next edit is judged by the rules alone
    expect((await call('PUT', `/job/v1/jobseekers/${seeker.id}`, seeker, { ...clean, full_name: 'Đỗ Thị Ngọc Lan' })).body.data.process_state).toBe(REVIEW_STATUS.approved)
  })

  it('is not made visible by saving it unchanged', async () => {
    const seeker = await createTestUser(t.db, 'Vũ Minh Khoa')
    const body = profileBody(seeker.phone, 'Tôi từng làm phụ kho ba năm, cẩn thận, biết dùng máy tính.')
    expect((await call('POST', '/job/v1/jobseekers', seeker, body)).body.data.process_state).toBe(REVIEW_STATUS.approved)
    // held by a rule staff have since turned off, then rejected from the queue
    const { id } = await stateOf(seeker.id)
    await t.db.query('UPDATE jobseekers SET process_state = 1000 WHERE id = $1', [id])
    expect((await call('POST', '/job/v1/staff/jobseekers/decisions', staff, { ids: [id], decision: 'reject', reason })).body.data.decided).toBe(1)
    for (let round = 0; round < 2; round += 1) {
      expect((await call('PUT', `/job/v1/jobseekers/${seeker.id}`, seeker, body)).body.data.process_state).toBe(REVIEW_STATUS.waiting)
    }
    const search = await t.db.query('SELECT 1 FROM jobseekers WHERE id = $1 AND process_state = 1001', [id])
    expect(search).toHaveLength(0)
  })
})

describe("an organisation's verification", () => {
  const TAX_CODE = '0100233488'
  const info = (name: string) => ({
    organization_type: 1,
    name,
    tax_code: TAX_CODE,
    city_id: refs.cityId,
    street: '12 Nguyễn Trãi',
    size_id: 3,
    industry_id: 4,
    website: 'https://senvang.vn',
    description: 'Chuỗi siêu thị mini.',
  })
  const stateOf = async (org: number) =>
    (await t.db.query<{ verify_status: number; is_partner: boolean }>('SELECT verify_status, is_partner FROM organizations WHERE id = $1', [org]))[0]

  async function approvedThenUnlinked(owner: TestUser, name: string) {
    await t.db.query('UPDATE organizations SET tax_code = NULL WHERE tax_code = $1', [TAX_CODE])
    const org = await createTestOrganization(t.db, name, [{ user: owner }])
    expect((await call('PUT', `/job/v1/organizations/${org}/business-info`, owner, info(name))).status).toBe(200)
    await t.db.query('UPDATE organizations SET verify_status = 2, is_partner = true WHERE id = $1', [org])
    expect((await call('PUT', `/job/v1/recruiters/${org}/org-unlink`, owner)).status).toBe(200)
    return org
  }

  it('is not brought back by org-restore once staff rejected a request sent after the unlink', async () => {
    const owner = await createTestUser(t.db, 'Chủ Sen Vàng')
    const org = await approvedThenUnlinked(owner, 'Công ty TNHH Thương mại Sen Vàng')
    // the same tax code entered again and sent for verification: staff turn it down
    expect((await call('PUT', `/job/v1/organizations/${org}/business-info`, owner, info('Công ty TNHH Thương mại Sen Vàng'))).status).toBe(200)
    await t.db.query(
      `INSERT INTO organization_documents (organization_id, uploaded_by, storage_key, file_name, file_type, bytes) VALUES ($1, $2, $3, 'GCN.pdf', 'pdf', 2048)`,
      [org, owner.id, `${org}/gcn`],
    )
    expect((await call('POST', `/job/v1/recruiters/${org}/org-audit-infor`, owner)).status).toBe(200)
    const audit = (await call('GET', '/job/v1/staff/organizations', staff)).body.data.items.find((i: { organization_id: number }) => i.organization_id === org)
    const reason = 'Giấy chứng nhận đăng ký không khớp tên doanh nghiệp đã khai.'
    expect((await call('POST', '/job/v1/staff/organizations/decisions', staff, { ids: [audit.id], decision: 'reject', reason })).body.data.decided).toBe(1)

    const restored = await call('PUT', `/job/v1/recruiters/${org}/org-restore`, owner)
    expect(restored.status).toBe(409)
    expect(restored.body.error.code).toBe('nothing_to_restore')
    expect(await stateOf(org)).toEqual({ verify_status: VERIFY_STATUS.error, is_partner: false })
    // the owner fixes and sends again: staff read their earlier reason, and only they approve it
    expect((await call('POST', `/job/v1/recruiters/${org}/org-audit-infor`, owner)).status).toBe(200)
    const next = (await call('GET', '/job/v1/staff/organizations', staff)).body.data.items.find((i: { organization_id: number }) => i.organization_id === org)
    expect(next.previous_reason).toBe(reason)
    expect((await call('POST', '/job/v1/staff/organizations/decisions', staff, { ids: [next.id], decision: 'approve' })).body.data.decided).toBe(1)
    expect(await stateOf(org)).toEqual({ verify_status: VERIFY_STATUS.approved, is_partner: true })
  })

  it('restores the tax code without the badge when the name changed while it was given up', async () => {
    const owner = await createTestUser(t.db, 'Chủ Hạt Dẻ')
    const org = await approvedThenUnlinked(owner, 'Công ty TNHH Hạt Dẻ')
    expect((await call('PUT', `/job/v1/organizations/${org}/business-info`, owner, info('Công ty TNHH Đầu Tư Hạt Dẻ Vàng'))).status).toBe(200)
    expect((await call('PUT', `/job/v1/recruiters/${org}/org-restore`, owner)).status).toBe(200)
    expect(await stateOf(org)).toEqual({ verify_status: VERIFY_STATUS.waitingVerify, is_partner: false })
  })
})

describe('a conversation staff closed', () => {
  const open = async (user: TestUser, userId: number, classifiedId: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/identity/v1/chat-room-request',
      headers: { authorization: `Bearer ${user.token}`, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' },
      payload: { user_id: userId, classified_id: classifiedId },
    })
    return { status: res.statusCode, body: res.json() }
  }

  it('is not started again between the same two people, by either of them', async () => {
    const recruiter = await createTestUser(t.db, 'Anh Tuấn Tuyển Dụng')
    const seeker = await createTestUser(t.db, 'Chị Hồng Ứng Viên')
    const org = await createTestOrganization(t.db, 'Công ty Giao Nhận Tuấn Phát', [{ user: recruiter }])
    const soon = new Date(Date.now() + 20 * 86_400_000)
    const job = await insertTestJob(t.db, { title: 'Nhân viên giao hàng', organizationId: org, reviewStatus: 1001, isHidden: false, expiresAt: soon })
    const other = await insertTestJob(t.db, { title: 'Nhân viên kho', organizationId: org, reviewStatus: 1001, isHidden: false, expiresAt: soon })
    await t.db.query(`INSERT INTO applications (job_id, user_id, source) VALUES ($1, $2, 'manual')`, [job, seeker.id])
    const conversation = (await open(seeker, 0, job)).body.data as ChatConversation
    await callAs(t.app, 'POST', `/job/v1/chat/conversations/${conversation.id}/messages`, recruiter, { text: 'Em chuyển trước 500k tiền cọc nhé' })
    const report = await callAs(t.app, 'POST', `/job/v1/chat/conversations/${conversation.id}/reports`, seeker, { reason: 'fee' })
    const reason = 'Tin nhắn yêu cầu ứng viên đóng tiền cọc, trái quy định.'
    expect((await call('POST', '/job/v1/staff/chat-reports/decisions', staff, { ids: [report.body.data.id], decision: 'reject', reason })).body.data.decided).toBe(1)

    // the closed one is found again, read only
    const again = await open(seeker, 0, job)
    expect(again.body.data).toMatchObject({ id: conversation.id, closed: true })
    // a new one about the same person, through another job or the generic entry, is refused to both
    for (const [who, userId, classifiedId] of [
      [recruiter, seeker.id, 0],
      [seeker, recruiter.id, 0],
      [seeker, 0, other],
    ] as const) {
      const res = await open(who, userId, classifiedId)
      expect(res.status, `${who === seeker ? 'seeker' : 'recruiter'} ${classifiedId}`).toBe(403)
      expect(res.body.error.message).toBe(CHAT_MSG.closedByStaff)
    }
    const conversations = await t.db.query('SELECT 1 FROM chat_conversations WHERE seeker_user_id = $1', [seeker.id])
    expect(conversations).toHaveLength(1)
  })
})
