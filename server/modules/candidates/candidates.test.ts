// Finding candidates and unlocking their contact (issue 20): who may search, what a keyword matches,
// masking, unlock charging one "lượt" once (also under concurrency), refusal at zero, the candidate's
// "ask me each time" with accept, decline, expiry and withdrawal, and hiding a profile at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CANDIDATE_BROWSING_LIMITS } from '../../../src/domain/candidates'
import { waitText } from '../../../src/domain/dates'
import { foldText } from '../../../src/domain/text'
import { hit, peek } from '../../lib/rate-limit'
import { createTestContext, createTestOrganization, createTestUser, testCaller, type TestContext, type TestUser } from '../../testing'
import { browsingRule } from './browsing'
import { expireContactRequests } from './candidates.service'

let t: TestContext
let recruiter: TestUser
let other: TestUser
let seekerUser: TestUser
let shy: TestUser
let hidden: TestUser
const ids: Record<string, number> = {}

const call = testCaller(() => t)
const credits = async (user: TestUser) => (await t.db.query<{ n: number }>('SELECT candidate_credits AS n FROM users WHERE id = $1', [user.id]))[0].n
const setCredits = (user: TestUser, n: number) => t.db.query('UPDATE users SET candidate_credits = $2 WHERE id = $1', [user.id, n])

async function profile(user: TestUser, o: { name: string; phone: string; searchable?: boolean; sharing?: 'share' | 'ask'; description: string; readiness?: boolean }) {
  const [city] = await t.db.query<{ id: number }>('SELECT id FROM cities WHERE parent_id = 0 ORDER BY id LIMIT 1')
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO jobseekers (user_id, full_name, phone, email, job_types, city_id, consent_at, process_state, experience_id, readiness,
                             description, searchable, contact_sharing, salary_min, salary_max)
     VALUES ($1, $2, $3, $4, '{4}', $5, now(), 1001, 605, $6, $7, $8, $9, 8000000, 12000000) RETURNING id`,
    [user.id, o.name, o.phone, `${o.phone}@example.com`, city.id, o.readiness ?? true, o.description, o.searchable ?? true, o.sharing ?? 'share'],
  )
  return Number(row.id)
}

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 5, jobs: 10 } })
  recruiter = await createTestUser(t.db, 'Nhà tuyển dụng')
  other = await createTestUser(t.db, 'Người không có doanh nghiệp')
  await createTestOrganization(t.db, 'Công ty Sen Vàng', [{ user: recruiter }])
  seekerUser = await createTestUser(t.db, 'Lê Thị Hoa')
  shy = await createTestUser(t.db, 'Trần Văn Kín')
  hidden = await createTestUser(t.db, 'Người Ẩn')
  ids.hoa = await profile(seekerUser, { name: 'Lê Thị Hoa', phone: '0912345612', description: 'Thu ngân siêu thị ba năm, thành thạo máy POS Sapo.' })
  ids.shy = await profile(shy, { name: 'Trần Văn Kín', phone: '0987654321', sharing: 'ask', description: 'Vệ sĩ sự kiện ca đêm, trung thực.', readiness: false })
  ids.hidden = await profile(hidden, { name: 'Người Ẩn', phone: '0900000099', searchable: false, description: 'Thu ngân không muốn bị tìm.' })
})
afterAll(() => t.close())

describe('the keyword folding', () => {
  it('folds in PostgreSQL exactly as the site folds', async () => {
    const samples = ['Thu Ngân Siêu Thị', 'ĐÀO TẠO  Kỹ   thuật', 'Nhân viên Bảo vệ ca đêm', 'Ữ ỹ Ỵ ổ ờ', 'Hướng dẫn viên du lịch']
    for (const sample of samples) {
      const [row] = await t.db.query<{ folded: string }>('SELECT fold_vi($1) AS folded', [sample.normalize('NFC')])
      expect(row.folded, sample).toBe(foldText(sample))
    }
  })
})

describe('searching candidates', () => {
  it('is for employers only', async () => {
    expect((await call('GET', '/job/v1/jobseekers')).status).toBe(401)
    const res = await call('GET', '/job/v1/jobseekers', other)
    expect(res.status).toBe(403)
    expect(res.body.error.message).toContain('Chỉ nhà tuyển dụng')
  })

  it('matches a keyword without diacritics, filters, leaves out hidden profiles and carries no contact', async () => {
    const names = async (query: string) =>
      (await call('GET', `/job/v1/jobseekers?${query}`, recruiter)).body.data.items.map((i: { full_name: string }) => i.full_name)
    expect(await names('q=may%20pos%20sapo')).toEqual(['Lê Thị Hoa'])
    expect(await names(`q=${encodeURIComponent('MÁY POS')}`)).toEqual(['Lê Thị Hoa'])
    expect(await names(`q=${encodeURIComponent('vệ sĩ sự kiện')}`)).toEqual(['Trần Văn Kín'])
    // a job type chosen matches its name too (the seeded profiles share some)
    expect(await names('q=thu%20ngan')).toContain('Lê Thị Hoa')
    expect(await names('readiness=2')).toContain('Trần Văn Kín')
    expect(await names('readiness=1')).not.toContain('Trần Văn Kín')
    expect(await names('salary_min=20000000')).toEqual([])
    expect(await names('q=khong%20co%20ai')).toEqual([])
    const all = await call('GET', '/job/v1/jobseekers?job_type=4', recruiter)
    expect(all.body.data.items.map((i: { id: number }) => i.id)).not.toContain(ids.hidden)
    expect(JSON.stringify(all.body)).not.toMatch(/0912345612|0987654321|@example\.com/)
    expect(all.body.data.items[0]).toMatchObject({ contact_state: 'masked', job_types: [{ id: 4 }] })
    for (const bad of ['readiness=3', 'salary_min=-1', 'limit=0', 'city_id=abc']) expect((await call('GET', `/job/v1/jobseekers?${bad}`, recruiter)).status, bad).toBe(400)
  })

  it('reads a saved list by ids: only profiles still searchable, ids checked in Vietnamese', async () => {
    const res = await call('GET', `/job/v1/jobseekers?ids=${ids.hoa},${ids.hidden},${ids.shy}`, recruiter)
    expect(res.body.data.items.map((i: { full_name: string }) => i.full_name).sort()).toEqual(['Lê Thị Hoa', 'Trần Văn Kín'])
    expect(res.body.data.total).toBe(2)
    for (const bad of ['ids=1,,2', 'ids=abc', `ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`]) {
      const refused = await call('GET', `/job/v1/jobseekers?${bad}`, recruiter)
      expect(refused.status, bad).toBe(400)
      expect(refused.body.error.message).toContain('Danh sách hồ sơ (ids)')
    }
  })

  it('shows the detail with the contact masked, and 404 for a hidden profile', async () => {
    const res = await call('GET', `/job/v1/jobseekers/${ids.hoa}/detail`, recruiter)
    expect(res.body.data).toMatchObject({ contact_state: 'masked', applied: false, asks_each_time: false })
    expect(res.body.data.profile).toMatchObject({ full_name: 'Lê Thị Hoa', phone: '09xx xxx x12', email: '0***@example.com' })
    expect((await call('GET', `/job/v1/jobseekers/${ids.hidden}/detail`, recruiter)).status).toBe(404)
    expect((await call('GET', `/job/v1/jobseekers/${ids.hoa}/detail`, other)).status).toBe(403)
  })
})

describe('reading candidates as fast as a script asks', () => {
  const { view, search } = CANDIDATE_BROWSING_LIMITS
  const employer = async (name: string) => {
    const user = await createTestUser(t.db, name)
    await createTestOrganization(t.db, `Công ty của ${name}`, [{ user }])
    return user
  }
  const detail = (user: TestUser) => call('GET', `/job/v1/jobseekers/${ids.hoa}/detail`, user)

  it(`answers 429 in Vietnamese past ${view.recruiter.minute} profiles a minute, says when to come back, and counts what was viewed`, async () => {
    const scraper = await employer('Người Chép Hồ Sơ')
    const answers = []
    for (let i = 0; i < view.recruiter.minute + 5; i++) answers.push(await detail(scraper))
    expect(answers.slice(0, view.recruiter.minute).every((a) => a.status === 200)).toBe(true)
    const refused = answers.slice(view.recruiter.minute)
    expect(refused.map((a) => a.status)).toEqual([429, 429, 429, 429, 429])
    const wait = Number(refused[0].headers['retry-after'])
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(wait).toBeLessThanOrEqual(60)
    expect(refused[0].body).toEqual({
      success: false,
      error: { code: 'too_many_requests', message: `Bạn đã xem ${view.recruiter.minute} hồ sơ ứng viên trong 1 phút, mức tối đa cho phép để bảo vệ thông tin ứng viên. Vui lòng quay lại sau ${waitText(wait)}.` },
    })
    expect(refused[0].body.data).toBeUndefined()
    // what was shown is recorded; the refused requests neither show nor count
    const [row] = await t.db.query<{ views: number }>('SELECT views FROM candidate_views WHERE recruiter_id = $1 AND jobseeker_id = $2', [scraper.id, ids.hoa])
    expect(row.views).toBe(view.recruiter.minute)
    expect((await peek(t.db, browsingRule('view', 'recruiter', 'day'), String(scraper.id))).hits).toBe(view.recruiter.minute)
  })

  it("counts an organisation's members together: its limit names the organisation", async () => {
    const owner = await createTestUser(t.db, 'Chủ Công Ty Nhiều Người')
    const members = [owner, ...(await Promise.all([1, 2, 3].map((n) => createTestUser(t.db, `Nhân viên ${n}`))))]
    await createTestOrganization(t.db, 'Công ty Nhiều Người Xem', members.map((user, i) => ({ user, role: i === 0 ? ('owner' as const) : ('recruiter' as const) })))
    const each = view.organization.minute / members.length
    for (const member of members) for (let i = 0; i < each; i++) expect((await detail(member)).status).toBe(200)
    const newcomer = members[1]
    const refused = await detail(newcomer)
    expect(refused.status).toBe(429)
    expect(refused.body.error.message).toMatch(new RegExp(`^Doanh nghiệp của bạn đã xem ${view.organization.minute} hồ sơ ứng viên trong 1 phút, .* Vui lòng quay lại sau (\\d+ giây|1 phút)\\.$`))
  })

  it('has a 24-hour limit too, whose message gives the time to come back', async () => {
    const busy = await employer('Người Xem Cả Ngày')
    const day = browsingRule('view', 'recruiter', 'day')
    for (let i = 0; i < view.recruiter.day; i++) await hit(t.db, day, String(busy.id))
    const refused = await detail(busy)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_000)
    expect(refused.body.error.message).toMatch(
      new RegExp(`^Bạn đã xem ${view.recruiter.day} hồ sơ ứng viên trong 24 giờ, .* Vui lòng quay lại sau (23 giờ 5\\d phút|24 giờ) \\(lúc \\d{2}:\\d{2} ngày \\d{2}/\\d{2}/\\d{4}\\)\\.$`),
    )
  })

  it(`limits search pages (${search.recruiter.minute} a minute per account)`, async () => {
    const searcher = await employer('Người Tìm Liên Tục')
    for (let i = 0; i < search.recruiter.minute; i++) expect((await call('GET', `/job/v1/jobseekers?offset=${i}`, searcher)).status).toBe(200)
    const refused = await call('GET', '/job/v1/jobseekers', searcher)
    expect(refused.status).toBe(429)
    expect(refused.body.error.message).toContain(`Bạn đã tìm ứng viên ${search.recruiter.minute} lần trong 1 phút`)
  })
})

describe('unlocking a contact', () => {
  it('refuses at zero and changes nothing', async () => {
    await setCredits(recruiter, 0)
    const res = await call('POST', '/job/v1/recruiters/view-jobseeker', recruiter, { jobseeker_id: ids.hoa })
    expect(res.status).toBe(400)
    expect(res.body.error).toMatchObject({ code: 'no_credits', message: 'Bạn đã hết lượt xem liên hệ ứng viên. Mua thêm lượt để tiếp tục.' })
    expect(await t.db.query('SELECT 1 FROM candidate_contacts')).toHaveLength(0)
    expect((await call('GET', '/job/v1/recruiters/available-quantity', recruiter)).body.data).toEqual({ quantity: 0 })
  })

  it('spends one "lượt" once, even for concurrent unlocks, and shows the full contact', async () => {
    await setCredits(recruiter, 3)
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/job/v1/recruiters/view-jobseeker', recruiter, { jobseeker_id: ids.hoa })),
    )
    expect(results.every((r) => r.status === 200)).toBe(true)
    expect(results.filter((r) => r.body.data.charged)).toHaveLength(1)
    expect(await credits(recruiter)).toBe(2)
    expect(results[0].body.data).toMatchObject({ contact_state: 'shown', phone: '0912345612', email: '0912345612@example.com' })
    const detail = await call('GET', `/job/v1/jobseekers/${ids.hoa}/detail`, recruiter)
    expect(detail.body.data).toMatchObject({ contact_state: 'shown', profile: { phone: '0912345612' } })
    // the candidate sees who saw the contact
    const grants = await call('GET', '/job/v1/jobseekers/self/contact-requests', seekerUser)
    expect(grants.body.data.items).toEqual([expect.objectContaining({ organization: 'Công ty Sen Vàng', status: 'granted', status_label: 'Đã xem liên hệ' })])
  })

  it('"ask me each time": a request holds the "lượt"; declined it comes back, accepted it shows the contact', async () => {
    await setCredits(recruiter, 1)
    const asked = await call('POST', '/job/v1/recruiters/view-jobseeker', recruiter, { jobseeker_id: ids.shy })
    expect(asked.body.data).toMatchObject({ contact_state: 'pending', charged: true, quantity: 0, phone: null })
    const [notice] = await t.db.query<{ title: string }>('SELECT title FROM inboxes WHERE user_id = $1', [shy.id])
    expect(notice.title).toBe('Công ty Sen Vàng muốn xem số điện thoại và email của bạn')
    const mine = await call('GET', '/job/v1/jobseekers/self/contact-requests', shy)
    const request = mine.body.data.items[0]
    expect(request).toMatchObject({ status: 'pending', status_label: 'Đang chờ bạn trả lời' })
    // another person cannot answer it
    expect((await call('PUT', `/job/v1/jobseekers/self/contact-requests/${request.id}`, seekerUser, { action: 'accept' })).status).toBe(404)
    const declined = await call('PUT', `/job/v1/jobseekers/self/contact-requests/${request.id}`, shy, { action: 'decline' })
    expect(declined.body.data.items[0].status).toBe('declined')
    expect(await credits(recruiter)).toBe(1)
    expect((await call('GET', `/job/v1/jobseekers/${ids.shy}/detail`, recruiter)).body.data.contact_state).toBe('masked')

    // asked again, accepted: shown, the "lượt" spent
    await call('POST', '/job/v1/recruiters/view-jobseeker', recruiter, { jobseeker_id: ids.shy })
    expect(await credits(recruiter)).toBe(0)
    expect((await call('PUT', `/job/v1/jobseekers/self/contact-requests/${request.id}`, shy, { action: 'accept' })).status).toBe(200)
    expect(await credits(recruiter)).toBe(0)
    expect((await call('GET', `/job/v1/jobseekers/${ids.shy}/detail`, recruiter)).body.data.profile.phone).toBe('0987654321')
    expect((await call('PUT', `/job/v1/jobseekers/self/contact-requests/${request.id}`, shy, { action: 'accept' })).status).toBe(409)

    // withdrawn: masked again
    await call('PUT', `/job/v1/jobseekers/self/contact-requests/${request.id}`, shy, { action: 'withdraw' })
    expect((await call('GET', `/job/v1/jobseekers/${ids.shy}/detail`, recruiter)).body.data.profile.phone).toBe('09xx xxx x21')
  })

  it('an unanswered request expires after 7 days and gives the "lượt" back', async () => {
    await setCredits(recruiter, 1)
    const res = await call('POST', '/job/v1/recruiters/view-jobseeker', recruiter, { jobseeker_id: ids.shy })
    expect(res.body.data.contact_state).toBe('pending')
    expect(await credits(recruiter)).toBe(0)
    await t.db.query(`UPDATE candidate_contacts SET expires_at = now() - interval '1 minute' WHERE status = 'pending'`)
    expect(await expireContactRequests(t.db)).toBe(1)
    expect(await credits(recruiter)).toBe(1)
    expect((await call('GET', '/job/v1/jobseekers/self/contact-requests', shy)).body.data.items[0].status).toBe('expired')
  })

  it('hiding the profile takes it out of search and unlock at once', async () => {
    await call('PUT', '/job/v1/jobseekers/self/contact-sharing', seekerUser, { contact_sharing: 'ask' })
    await t.db.query('UPDATE jobseekers SET searchable = false WHERE id = $1', [ids.hoa])
    expect((await call('GET', `/job/v1/jobseekers/${ids.hoa}/detail`, recruiter)).status).toBe(404)
    expect((await call('POST', '/job/v1/recruiters/view-jobseeker', recruiter, { jobseeker_id: ids.hoa })).status).toBe(404)
    expect((await call('GET', '/job/v1/jobseekers?q=sapo', recruiter)).body.data.items).toEqual([])
    expect((await call('PUT', '/job/v1/jobseekers/self/contact-sharing', seekerUser, { contact_sharing: 'maybe' })).status).toBe(400)
  })
})
