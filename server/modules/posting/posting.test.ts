import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vietnamDate } from '../../../src/domain/forms/validate'
import { POSTING, POSTING_MSG } from '../../../src/domain/posting/fields'
import { callAs, createTestContext, testPostingRefs, createTestOrganization, createTestUser, testPostingBody, type TestContext, type TestUser } from '../../testing'
import { POSTING_RATE, POSTING_SERVER_MSG } from './posting.service'

let t: TestContext
type Method = Parameters<typeof callAs>[1]
const call = (method: Method, url: string, user?: TestUser | null, payload?: unknown) => callAs(t.app, method, url, user, payload)

let employer: TestUser
let rival: TestUser
let seeker: TestUser
let newcomer: TestUser
let unverified: TestUser
let cityId: number
let districtId: number
let jobTypeId: number

async function verifiedUser(name: string): Promise<TestUser> {
  const user = await createTestUser(t.db, name)
  await t.db.query('UPDATE users SET phone_verified_at = now() WHERE id = $1', [user.id])
  return user
}


/** A clean post; every call gets its own title and description (no duplicate). */
const post = (overrides: Record<string, unknown> = {}) => testPostingBody({ cityId, districtId, jobTypeId }, overrides)

const jobCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobs'))[0].n

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 5, jobs: 60 } })
  employer = await verifiedUser('Lê Thị Mai')
  rival = await verifiedUser('Phạm Quốc Bảo')
  seeker = await verifiedUser('Trần Văn Nam')
  newcomer = await verifiedUser('Đỗ Minh Châu')
  unverified = await createTestUser(t.db, 'Vũ Hải Yến')
  await t.db.query('UPDATE users SET phone_verified_at = NULL WHERE id = $1', [unverified.id])
  await createTestOrganization(t.db, 'Công ty TNHH Kế Toán Sao Mai', [{ user: employer }])
  await createTestOrganization(t.db, 'Công ty CP Thương Mại Bảo Long', [{ user: rival }])
  ;({ cityId, districtId, jobTypeId } = await testPostingRefs(t.db))
})
afterAll(() => t.close())

describe('GET /listing/v1/common/config', () => {
  it('serves the posting form as field configs with its limits', async () => {
    const res = await call('GET', '/listing/v1/common/config?site_id=3')
    expect(res.status).toBe(200)
    const names = res.body.data.posting.fields.map((field: { name: string }) => field.name)
    expect(names).toEqual(expect.arrayContaining(['title', 'job_type_id', 'quantity', 'salary', 'deadline', 'images', 'video_url']))
    expect(res.body.data.posting.limits.deadlineMaxDays).toBe(60)
  })
})

describe('POST /listing/v1/classifieds', () => {
  it('refuses anonymous callers (401) and accounts without a verified phone (403)', async () => {
    expect((await call('POST', '/listing/v1/classifieds', null, post())).status).toBe(401)
    const res = await call('POST', '/listing/v1/classifieds', unverified, post())
    expect(res.status).toBe(403)
  })

  it('publishes a clean post at once: found by keyword, its page answers, auto-apply matching is queued', async () => {
    const body = post({ title: 'Thủ kho nguyên liệu ca đêm' })
    const res = await call('POST', '/listing/v1/classifieds', employer, body)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ review_status: 1001, review_reason: null, message: POSTING_SERVER_MSG.published })
    const id = res.body.data.id as number
    expect(res.body.data.url).toBe(`/viec-lam/thu-kho-nguyen-lieu-ca-dem-${id}`)

    const found = await call('GET', '/job/v1/classifieds/listing?q=thu+kho+nguyen+lieu')
    expect(found.body.data.items.map((item: { id: number }) => item.id)).toContain(id)
    const page = await call('GET', `/listing/v1/classifieds/${id}/job`)
    expect(page.status).toBe(200)
    expect(page.body.data).toMatchObject({ title: 'Thủ kho nguyên liệu ca đêm', quantity: 2, salary_min: 10_000_000, salary_max: 15_000_000 })
    const queued = await t.db.query(`SELECT 1 FROM background_jobs WHERE dedupe_key = $1`, [`auto-apply:${id}`])
    expect(queued).toHaveLength(1)
    const [row] = await t.db.query<{ expires: string; phone: string }>(
      `SELECT to_char((expires_at AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD HH24:MI') AS expires, contact_phone AS phone FROM jobs WHERE id = $1`,
      [id],
    )
    expect(row).toEqual({ expires: `${body.deadline} 23:59`, phone: '0912345678' })
  })

  it('answers every broken field with its Vietnamese message and saves nothing', async () => {
    const before = await jobCount()
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, 'Vui lòng nhập tiêu đề tin'],
      [{ title: 'Kế toán' }, `Tiêu đề tin phải nhiều hơn ${POSTING.titleMin} ký tự.`],
      [{ quantity: 0 }, 'Số lượng tuyển phải lớn hơn 0'],
      [{ salary_min: 20_000_000, salary_max: 10_000_000 }, POSTING_MSG.salaryOrder],
      [{ salary_min: null, salary_max: null }, POSTING_MSG.salaryRequired],
      [{ job_type_id: null }, 'Vui lòng chọn ngành nghề'],
      [{ job_type_id: 999_999 }, POSTING_SERVER_MSG.optionUnknown('Ngành nghề')],
      [{ district_id: 999_999 }, POSTING_SERVER_MSG.districtMismatch],
      [{ deadline: vietnamDate(new Date(), 61) }, 'Hạn nộp hồ sơ tối đa 60 ngày kể từ hôm nay'],
      [{ deadline: vietnamDate(new Date(), -1) }, 'Hạn nộp hồ sơ không được trước ngày hôm nay'],
      [{ deadline: '2026-13-01' }, 'Hạn nộp hồ sơ không hợp lệ, vui lòng chọn lại ngày'],
      [{ deadline: '' }, 'Vui lòng chọn hạn nộp hồ sơ'],
      [{ contact_phone: '12345' }, 'Số điện thoại phải đủ 10 số và bắt đầu bằng số 0'],
      [{ video_url: 'https://example.com/video' }, POSTING_MSG.video],
      [{ images: Array.from({ length: 31 }, (_, i) => `/media/a${i}.webp`) }, POSTING_MSG.imagesTooMany],
      [{ images: ['/media/khong-phai-cua-toi.webp'] }, POSTING_SERVER_MSG.imageNotOwn],
      [{ description: 'Ngắn quá' }, 'Mô tả công việc phải nhiều hơn 50 ký tự.'],
      [{ quantity: '2' }, 'Số lượng tuyển không hợp lệ'],
    ]
    for (const [change, message] of cases) {
      const res = await call('POST', '/listing/v1/classifieds', employer, post(change))
      expect(res.status, JSON.stringify(change).slice(0, 80)).toBe(400)
      expect(res.body.error.message, JSON.stringify(change).slice(0, 80)).toBe(message)
    }
    expect(await jobCount()).toBe(before)
  })

  it('takes "Thỏa thuận" instead of a salary and a video link of a known site', async () => {
    const res = await call(
      'POST',
      '/listing/v1/classifieds',
      employer,
      post({ salary_negotiable: true, salary_min: 5_000_000, salary_max: null, video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
    )
    expect(res.status).toBe(200)
    const [row] = await t.db.query('SELECT salary_min, salary_max, video_url FROM jobs WHERE id = $1', [res.body.data.id])
    expect(row).toEqual({ salary_min: null, salary_max: null, video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })
  })

  it('blocks a post asking applicants for a deposit, naming the rule, and saves nothing', async () => {
    const before = await jobCount()
    const res = await call('POST', '/listing/v1/classifieds', employer, post({ requirements: 'Ứng viên cần đ.ặ.t c.ọ.c 500k tiền đồng phục khi nhận việc.' }))
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('posting_blocked')
    expect(res.body.error.message).toMatch(/^Tin chưa được đăng: /)
    expect(await jobCount()).toBe(before)
  })

  it('sends a post moving the talk to Zalo to staff review (1000) and tells its owner in the inbox', async () => {
    const res = await call('POST', '/listing/v1/classifieds', employer, post({ benefits: 'Liên hệ qua Zalo để được phỏng vấn nhanh, lương thưởng hấp dẫn.' }))
    expect(res.status).toBe(200)
    expect(res.body.data.review_status).toBe(1000)
    expect(res.body.data.message).toBe(POSTING_SERVER_MSG.inReview)
    expect(res.body.data.review_reason).toBeTruthy()
    const inbox = await t.db.query<{ title: string }>('SELECT title FROM inboxes WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [employer.id])
    expect(inbox[0].title).toMatch(/đang chờ kiểm duyệt$/)
    const found = await call('GET', `/listing/v1/classifieds/${res.body.data.id}/job`)
    expect(found.status).toBe(404)
  })

  it("is not dodged by invisible characters, look-alike letters or a spaced-out phone, nor by its street's or contact's name (issue 35)", async () => {
    const before = await jobCount()
    for (const requirements of ['Cần đ\u200b\u200b\u200b\u200bặt cọc 500k giữ chỗ.', 'Cần đặt cοc 500k (Greek ο).', 'Nộp ph\u00adí h\u00adồ s\u00adơ 200k.', 'Cần đ....ặt cọc trước.']) {
      const res = await call('POST', '/listing/v1/classifieds', employer, post({ requirements }))
      expect(res.status, requirements).toBe(400)
      expect(res.body.error.code, requirements).toBe('posting_blocked')
    }
    expect(await jobCount()).toBe(before)
    const review = async (overrides: Record<string, unknown>) => {
      const res = await call('POST', '/listing/v1/classifieds', employer, post(overrides))
      expect(res.status).toBe(200)
      expect(res.body.data.review_status, JSON.stringify(overrides)).toBe(1000)
      return res.body.data.assessment.hits as Array<{ field: string; phrase: string }>
    }
    expect(await review({ benefits: 'Gọi ngay 0 9 8 7 6 5 4 3 2 1 để phỏng vấn.' })).toContainEqual(expect.objectContaining({ field: 'benefits', phrase: '0 9 8 7 6 5 4 3 2 1' }))
    expect(await review({ benefits: 'L\u200bi\u200bê\u200bn h\u200bệ Z\u200ba\u200bl\u200bo để phỏng vấn.' })).toContainEqual(expect.objectContaining({ field: 'benefits' }))
    expect(await review({ contact_name: 'Nhắn Zalo Chị Hoa' })).toContainEqual(expect.objectContaining({ field: 'contact_name', phrase: 'Nhắn Zalo' }))
    // a street that got its name before street names were moderated
    const [street] = await t.db.query<{ id: number }>(
      `INSERT INTO streets (district_id, name, is_public) VALUES ($1, 'Đặt cọc giữ chỗ liên hệ Zalo', true) RETURNING id::int AS id`,
      [districtId],
    )
    const held = await call('POST', '/listing/v1/classifieds', employer, post({ street_id: street.id, address: 'Số 5' }))
    expect(held.status).toBe(400)
    expect(held.body.error.message).toContain('Đường: "Đặt cọc giữ chỗ"')
  })

  it('sends a salary far above its job type to review', async () => {
    const res = await call('POST', '/listing/v1/classifieds', employer, post({ salary_min: 150_000_000, salary_max: 200_000_000 }))
    expect(res.status).toBe(200)
    expect(res.body.data.review_status).toBe(1000)
    expect(res.body.data.assessment.hits.map((hit: { rule: string }) => hit.rule)).toContain('salary_outlier')
  })

  it('refuses the same title and description from the same employer within 7 days, not from another', async () => {
    const body = post()
    expect((await call('POST', '/listing/v1/classifieds', employer, body)).status).toBe(200)
    const again = await call('POST', '/listing/v1/classifieds', employer, { ...body, quantity: 3 })
    expect(again.status).toBe(400)
    expect(again.body.error.message).toBe(POSTING_SERVER_MSG.blocked(POSTING_SERVER_MSG.duplicate))
    expect((await call('POST', '/listing/v1/classifieds', rival, body)).status).toBe(200)
  })

  it("gives an account's first post a personal organisation it owns", async () => {
    const res = await call('POST', '/listing/v1/classifieds', newcomer, post())
    expect(res.status).toBe(200)
    const [org] = await t.db.query<{ name: string; role: string }>(
      `SELECT o.name, m.role FROM jobs j JOIN organizations o ON o.id = j.organization_id
         JOIN organization_members m ON m.organization_id = o.id AND m.user_id = $2 WHERE j.id = $1`,
      [res.body.data.id, newcomer.id],
    )
    expect(org).toEqual({ name: 'Đỗ Minh Châu', role: 'owner' })
  })
})

describe('posting-check-block and edit-check-block', () => {
  it('say what would happen without saving', async () => {
    const before = await jobCount()
    const clean = await call('POST', '/listing/v1/classifieds/posting-check-block', employer, post())
    expect(clean.body.data).toEqual({ decision: 'approve', hits: [], message: null })
    const scam = await call('POST', '/listing/v1/classifieds/posting-check-block', employer, post({ title: 'Tuyển nhân viên kho, đặt cọc 500k nhận việc ngay' }))
    expect(scam.body.data.decision).toBe('block')
    expect(scam.body.data.hits[0]).toMatchObject({ field: 'title', action: 'block' })
    expect(await jobCount()).toBe(before)
  })
})

describe('editing a post', () => {
  let id: number
  beforeAll(async () => {
    id = (await call('POST', '/listing/v1/classifieds', employer, post({ title: 'Nhân viên bán hàng siêu thị' }))).body.data.id
  })

  it('gives the owner the form values; another employer 403 with no data; anonymous 401', async () => {
    const own = await call('GET', `/listing/v1/classifieds/${id}/edit`, employer)
    expect(own.status).toBe(200)
    expect(own.body.data).toMatchObject({ id, title: 'Nhân viên bán hàng siêu thị', contact_phone: '0912345678', salary_negotiable: false })
    expect(own.body.data.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    for (const other of [rival, seeker]) {
      const res = await call('GET', `/listing/v1/classifieds/${id}/edit`, other)
      expect(res.status).toBe(403)
      expect(res.body).toEqual({ success: false, error: { code: 'forbidden', message: 'Bạn không thể thực hiện thao tác này!' } })
      expect((await call('PUT', `/listing/v1/classifieds/${id}`, other, post())).status).toBe(403)
      expect((await call('POST', `/listing/v1/classifieds/${id}/edit-check-block`, other, post())).status).toBe(403)
    }
    expect((await call('GET', `/listing/v1/classifieds/${id}/edit`)).status).toBe(401)
  })

  it('saves an edit and re-checks it: clean stays approved, a scam phrase is refused and changes nothing', async () => {
    const { body: edit } = await call('GET', `/listing/v1/classifieds/${id}/edit`, employer)
    const { id: _id, url: _url, review_status: _s, review_reason: _r, is_hidden: _h, is_expired: _e, organization_id: _o, ...values } = edit.data
    const saved = await call('PUT', `/listing/v1/classifieds/${id}`, employer, { ...values, title: 'Nhân viên bán hàng siêu thị Quận 1' })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ id, review_status: 1001, message: POSTING_SERVER_MSG.updated })
    const found = await call('GET', '/job/v1/classifieds/listing?q=ban+hang+sieu+thi+quan+1')
    expect(found.body.data.items.map((item: { id: number }) => item.id)).toContain(id)

    const refused = await call('PUT', `/listing/v1/classifieds/${id}`, employer, { ...values, description: `${values.description} Yêu cầu nộp phí hồ sơ 200.000đ.` })
    expect(refused.status).toBe(400)
    const [row] = await t.db.query<{ title: string }>('SELECT title FROM jobs WHERE id = $1', [id])
    expect(row.title).toBe('Nhân viên bán hàng siêu thị Quận 1')
  })
})

describe('rate limit', () => {
  it(`stops an account after ${POSTING_RATE.limit} posts an hour with a clear 429`, async () => {
    const busy = await verifiedUser('Hoàng Gia Huy')
    for (let i = 0; i < POSTING_RATE.limit; i++) {
      expect((await call('POST', '/listing/v1/classifieds', busy, post())).status).toBe(200)
    }
    const res = await call('POST', '/listing/v1/classifieds', busy, post())
    expect(res.status).toBe(429)
    expect(res.body.error.message).toBe(POSTING_SERVER_MSG.rateLimited)
    expect(res.headers['retry-after']).toBeTruthy()
  })
})

describe('the end of a post', () => {
  it('ends at its deadline: it leaves search and the sitemap, its page says it ended, and extending brings it back', async () => {
    const { body } = await call('POST', '/listing/v1/classifieds', employer, post({ title: 'Phụ bếp nhà hàng hải sản' }))
    const id = body.data.id as number
    const inSearch = async () => (await call('GET', '/job/v1/classifieds/listing?q=phu+bep+hai+san')).body.data.items.some((item: { id: number }) => item.id === id)
    const inSitemap = async () => {
      const sitemap = await call('GET', '/job/v1/seo/sitemap?limit=1000')
      return JSON.stringify(sitemap.body.data).includes(`-${id}"`)
    }
    expect(await inSearch()).toBe(true)
    expect(await inSitemap()).toBe(true)

    // the deadline passes
    await t.db.query(`UPDATE jobs SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id])
    expect(await inSearch()).toBe(false)
    expect(await inSitemap()).toBe(false)
    expect((await call('GET', `/listing/v1/classifieds/${id}/job`)).body.data.is_expired).toBe(true)

    const extended = await call('PUT', `/listing/v1/classifieds/${id}/extend`, employer, { expires_at: vietnamDate(new Date(), 20) })
    expect(extended.status).toBe(200)
    expect(await inSearch()).toBe(true)
  })
})
