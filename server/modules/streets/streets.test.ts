// Streets of a district and "streets add" (issue 18; docs/decisions/0026-streets.md), and a post
// naming its street.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publicTextProblems } from '../../../src/domain/moderation/public-text'
import { EMPTY_SETTINGS, effectiveRules } from '../../../src/domain/moderation/settings'
import { STREET, STREET_MSG, normalizeStreetName, streetNameError } from '../../../src/domain/streets'
import { createTestContext, createTestOrganization, createTestStaff, createTestUser, createVerifiedTestUser, testCaller, type TestContext, testPostingBody, type TestUser } from '../../testing'

let t: TestContext
const call = testCaller(() => t)

// places.ts: Hồ Chí Minh (2), Quận 1 (2001), Quận 3 (2002); Hà Nội's Hoàn Kiếm (1002)
const HCM = 2
const Q1 = 2001
const Q3 = 2002
const HOAN_KIEM = 1002

let employer: TestUser
let rival: TestUser
let unverified: TestUser
let jobTypeId: number

const verifiedUser = (name: string) => createVerifiedTestUser(t.db, name)
const names = (res: { body: { data: Array<{ name: string }> } }) => res.body.data.map((street) => street.name)
const add = (user: TestUser | null, payload: unknown) => call('POST', '/listing/v1/streets', user, payload)

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 3, jobs: 20 } })
  employer = await verifiedUser('Lê Thị Mai')
  rival = await verifiedUser('Phạm Quốc Bảo')
  unverified = await createTestUser(t.db, 'Vũ Hải Yến')
  await t.db.query('UPDATE users SET phone_verified_at = NULL WHERE id = $1', [unverified.id])
  await createTestOrganization(t.db, 'Công ty TNHH Kế Toán Sao Mai', [{ user: employer }])
  await createTestOrganization(t.db, 'Công ty CP Thương Mại Bảo Long', [{ user: rival }])
  const [type] = await t.db.query<{ id: number }>(`SELECT id FROM config_options WHERE kind = 'job_types' AND NOT is_deleted ORDER BY id LIMIT 1`)
  jobTypeId = type.id
})
afterAll(() => t.close())

describe('GET /listing/v1/streets', () => {
  it("lists a district's seeded streets, matching q without diacritics, names starting with it first", async () => {
    const all = await call('GET', `/listing/v1/streets?district_id=${Q1}&limit=50`)
    expect(all.status).toBe(200)
    expect(names(all)).toEqual(expect.arrayContaining(['Nguyễn Huệ', 'Lê Lợi', 'Đồng Khởi', 'Hai Bà Trưng']))
    expect(names(all)).not.toContain('Tràng Tiền')

    const folded = await call('GET', `/listing/v1/streets?district_id=${Q1}&q=${encodeURIComponent('nguyen HUE')}`)
    expect(names(folded)).toEqual(['Nguyễn Huệ'])
    // "le" starts Lê Lợi, Lê Duẩn, Lê Thánh Tôn and is inside others (Bùi Viện has no "le")
    const prefix = names(await call('GET', `/listing/v1/streets?district_id=${Q1}&q=le`))
    expect(prefix.slice(0, 3).every((name) => name.startsWith('Lê'))).toBe(true)
    expect(names(await call('GET', `/listing/v1/streets?district_id=${HOAN_KIEM}&q=${encodeURIComponent('tràng')}`))).toEqual(['Tràng Thi', 'Tràng Tiền'])
    expect((await call('GET', `/listing/v1/streets?district_id=${Q1}&limit=3`)).body.data).toHaveLength(3)
    // wildcards are text, not patterns
    expect((await call('GET', `/listing/v1/streets?district_id=${Q1}&q=%25`)).body.data.length).toBeGreaterThan(0)
    expect((await call('GET', `/listing/v1/streets?district_id=${Q1}&q=${encodeURIComponent('zz%_')}`)).body.data).toEqual([])
  })

  it('answers 400 in Vietnamese for a missing, malformed or unknown district and bad limits', async () => {
    const cases: Array<[string, string]> = [
      ['/listing/v1/streets', STREET_MSG.districtRequired],
      ['/listing/v1/streets?district_id=abc', 'Quận/huyện (district_id) phải là số nguyên'],
      ['/listing/v1/streets?district_id=0', 'Quận/huyện (district_id) không hợp lệ.'],
      ['/listing/v1/streets?district_id=999999', STREET_MSG.districtUnknown],
      // a province is not a district
      [`/listing/v1/streets?district_id=${HCM}`, STREET_MSG.districtUnknown],
      [`/listing/v1/streets?district_id=${Q1}&limit=${STREET.listMax + 1}`, `limit tối đa ${STREET.listMax}.`],
      [`/listing/v1/streets?district_id=${Q1}&q=${'a'.repeat(STREET.nameMax + 1)}`, STREET_MSG.nameLong],
    ]
    for (const [url, message] of cases) {
      const res = await call('GET', url)
      expect(res.status, url).toBe(400)
      expect(res.body.error.message, url).toBe(message)
    }
  })
})

describe('POST /listing/v1/streets', () => {
  it('is for signed-in accounts with a verified phone', async () => {
    expect((await add(null, { district_id: Q1, name: 'Thi Sách' })).status).toBe(401)
    expect((await add(unverified, { district_id: Q1, name: 'Thi Sách' })).status).toBe(403)
  })

  it('adds a street its adder sees at once; others see it once a job naming it is approved', async () => {
    const res = await add(employer, { district_id: Q1, name: '  Thi   Sách ' })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ district_id: Q1, name: 'Thi Sách', is_public: false })
    const id = res.body.data.id as number
    const url = `/listing/v1/streets?district_id=${Q1}&q=thi+sach`
    expect(names(await call('GET', url, employer))).toEqual(['Thi Sách'])
    expect((await call('GET', url, employer)).headers['cache-control']).toBe('private, no-store')
    expect(names(await call('GET', url))).toEqual([])
    expect(names(await call('GET', url, rival))).toEqual([])

    // the same folded name answers the same street (200), no duplicate; the rival may use it too
    const again = await add(rival, { district_id: Q1, name: 'THI SACH'.normalize('NFD') })
    expect(again.status).toBe(200)
    expect(again.body.data.id).toBe(id)
    expect(names(await call('GET', url, rival))).toEqual(['Thi Sách'])
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM streets WHERE district_id = $1 AND name_folded = 'thi sach'`, [Q1])
    expect(n).toBe(1)

    // a seeded street typed without marks is the seeded one
    const seeded = await add(employer, { district_id: Q1, name: 'nguyen hue' })
    expect(seeded.status).toBe(200)
    expect(seeded.body.data).toMatchObject({ name: 'Nguyễn Huệ', is_public: true })

    const job = await call('POST', '/listing/v1/classifieds', employer, testPostingBody({ cityId: HCM, districtId: Q1, jobTypeId }, { street_id: id, address: 'Số 12' }))
    expect(job.status).toBe(200)
    expect(job.body.data.review_status).toBe(1001)
    expect(names(await call('GET', url))).toEqual(['Thi Sách'])
  })

  it('refuses bad names and unknown districts with a 400 in Vietnamese', async () => {
    const cases: Array<[unknown, string]> = [
      [{ district_id: Q1, name: 'A' }, STREET_MSG.nameShort],
      [{ district_id: Q1, name: '   ' }, STREET_MSG.nameRequired],
      [{ district_id: Q1, name: 'Đ'.repeat(STREET.nameMax + 1) }, STREET_MSG.nameLong],
      [{ district_id: Q1, name: '<script>alert(1)</script>' }, STREET_MSG.nameChars],
      [{ district_id: Q1, name: 'Lê Lợi 😀' }, STREET_MSG.nameChars],
      [{ district_id: Q1 }, STREET_MSG.nameRequired],
      [{ name: 'Thi Sách' }, STREET_MSG.districtRequired],
      [{ district_id: 999_999, name: 'Đường số 7' }, STREET_MSG.districtUnknown],
      [{ district_id: HCM, name: 'Đường số 7' }, STREET_MSG.districtUnknown],
    ]
    for (const [payload, message] of cases) {
      const res = await add(employer, payload)
      expect(res.status, JSON.stringify(payload)).toBe(400)
      expect(res.body.error.message, JSON.stringify(payload)).toBe(message)
    }
    for (const payload of [{ district_id: '2001x', name: 'Thi Sách' }, { district_id: Q1, name: 12 }, [1, 2]]) {
      const res = await add(employer, payload)
      expect(res.status, JSON.stringify(payload)).toBe(400)
      expect(res.body.error.message).toMatch(/[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i)
    }
    // letters, digits and . , - / are fine
    expect((await add(employer, { district_id: Q3, name: 'Đường số 7, K.P 3-4/2' })).status).toBe(201)
  })

  it('refuses a name that is not shaped like a street, or hits the text rules, naming the field and quoting the words (issue 35 item 4)', async () => {
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM streets'))[0].n
    const before = await count()
    const cases: Array<[string, string]> = [
      // the reviewer's street: a phone number is no street's number
      ['Đặt cọc 500k giữ chỗ, liên hệ Zalo 0987654321', STREET_MSG.nameDigits],
      ['Đường 0 9 8 7 6 5 4 3 2 1', STREET_MSG.nameDigits],
      ['Hẻm 12345', STREET_MSG.nameDigits],
      ['Một hai ba bốn năm sáu bảy tám chín mười mười một', STREET_MSG.nameWords],
      ['Đ....ặt cọc', STREET_MSG.nameMarks],
      // invisible characters and letters of other scripts are not a street's letters
      ['Đ\u200bặt c\u200bọc', STREET_MSG.nameChars],
      ['Đặt сọс', STREET_MSG.nameChars],
      // shaped like a street, but what it says is refused wherever a person writes it
      ['Đặt cọc giữ chỗ', 'Tên đường có nội dung không được phép: "Đặt cọc". Hãy xóa nội dung này.'],
      ['Phố Đ.ặ.t C.ọ.c', 'Tên đường có nội dung không được phép: "Đ.ặ.t C.ọ.c". Hãy xóa nội dung này.'],
      ['Liên hệ Zalo', 'Tên đường có nội dung không được phép: "Liên hệ Zalo" (Mời ứng viên liên hệ qua Zalo, Telegram). Hãy xóa nội dung này.'],
      ['Việc nhẹ lương cao', 'Tên đường có nội dung không được phép: "Việc nhẹ lương cao". Hãy xóa nội dung này.'],
      ['Xem cv.vn', 'Tên đường không được chứa số điện thoại, email hoặc đường link: "cv.vn".'],
    ]
    for (const [name, message] of cases) {
      const res = await add(employer, { district_id: Q1, name })
      expect(res.status, name).toBe(400)
      expect(res.body.error.message, name).toContain(message)
    }
    expect(await count()).toBe(before)
    // fullwidth letters and digits are read as plain ones
    const fullwidth = await add(employer, { district_id: Q3, name: 'Ｄường số ７' })
    expect(fullwidth.status).toBe(201)
    expect(fullwidth.body.data.name).toBe('Dường số 7')
  })

  it('keeps every seeded street and every street of the generated jobs within the rules', async () => {
    const { streets } = await import('../../db/seed/data/streets')
    const { streetNames } = await import('../../db/seed/data/corpus')
    const rules = effectiveRules(EMPTY_SETTINGS)
    for (const name of [...Object.values(streets).flat(), ...streetNames]) {
      expect(streetNameError(normalizeStreetName(name)), name).toBeNull()
      expect(publicTextProblems([{ field: 'name', label: 'Tên đường', text: name }], rules), name).toEqual([])
    }
  })

  it(`limits new streets to ${STREET.addsPerHour} an hour per account (429), existing ones still answer`, async () => {
    const adder = await verifiedUser('Hoàng Văn Tú')
    for (let i = 1; i <= STREET.addsPerHour; i++) expect((await add(adder, { district_id: HOAN_KIEM, name: `Ngõ ${i}` })).status).toBe(201)
    const over = await add(adder, { district_id: HOAN_KIEM, name: 'Ngõ Mới' })
    expect(over.status).toBe(429)
    expect(over.body.error.message).toBe(STREET_MSG.rateLimited)
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    expect((await add(adder, { district_id: HOAN_KIEM, name: 'Tràng Tiền' })).status).toBe(200)
    expect((await add(adder, { district_id: HOAN_KIEM, name: 'ngo 3' })).status).toBe(200)
  })
})

describe('an added street named by a post held for review', () => {
  it('stays with its adder while the post waits, and is public once staff approve the post', async () => {
    const street = (await add(employer, { district_id: Q3, name: 'Hẻm 284 Lý Chính Thắng' })).body.data.id as number
    const held = await call(
      'POST',
      '/listing/v1/classifieds',
      employer,
      testPostingBody({ cityId: HCM, districtId: Q3, jobTypeId }, { street_id: street, benefits: 'Liên hệ qua Zalo để được phỏng vấn nhanh, lương thưởng hấp dẫn.' }),
    )
    expect(held.body.data.review_status).toBe(1000)
    const url = `/listing/v1/streets?district_id=${Q3}&q=${encodeURIComponent('hẻm 284')}`
    expect(names(await call('GET', url))).toEqual([])
    const staff = await createTestStaff(t.db)
    const decided = await call('POST', '/job/v1/staff/jobs/decisions', staff, { ids: [held.body.data.id], decision: 'approve' })
    expect(decided.status).toBe(200)
    expect(names(await call('GET', url))).toEqual(['Hẻm 284 Lý Chính Thắng'])
  })
})

describe('a post naming its street', () => {
  const body = (overrides: Record<string, unknown>) => testPostingBody({ cityId: HCM, districtId: Q1, jobTypeId }, overrides)
  const streetId = async (districtId: number, name: string) =>
    (await t.db.query<{ id: number }>('SELECT id FROM streets WHERE district_id = $1 AND name = $2', [districtId, name]))[0].id

  it('keeps street_id, and its page says house number, street, district and province', async () => {
    const street = await streetId(Q1, 'Nguyễn Huệ')
    const res = await call('POST', '/listing/v1/classifieds', employer, body({ street_id: street, address: 'Tầng 5, số 72' }))
    expect(res.status).toBe(200)
    const page = await call('GET', `/listing/v1/classifieds/${res.body.data.id}/job`)
    expect(page.body.data.address).toBe('Tầng 5, số 72, Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh')
    const edit = await call('GET', `/listing/v1/classifieds/${res.body.data.id}/edit`, employer)
    expect(edit.body.data).toMatchObject({ street_id: street, street_name: 'Nguyễn Huệ', address: 'Tầng 5, số 72' })

    // an old post without a street keeps its address as typed
    const old = await call('POST', '/listing/v1/classifieds', employer, body({ address: '15 Lê Lợi, Phường Bến Nghé' }))
    expect((await call('GET', `/listing/v1/classifieds/${old.body.data.id}/job`)).body.data.address).toBe('15 Lê Lợi, Phường Bến Nghé')
  })

  it("refuses a street of another district, another account's unpublished street, or a street without a district", async () => {
    const other = await streetId(HOAN_KIEM, 'Tràng Tiền')
    const mismatch = await call('POST', '/listing/v1/classifieds', employer, body({ street_id: other }))
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.error.message).toBe(STREET_MSG.streetMismatch)

    const privateStreet = (await add(rival, { district_id: Q1, name: 'Hẻm Riêng' })).body.data.id as number
    const notYours = await call('POST', '/listing/v1/classifieds', employer, body({ street_id: privateStreet }))
    expect(notYours.status).toBe(400)
    expect(notYours.body.error.message).toBe(STREET_MSG.streetUnknown)

    const noDistrict = await call('POST', '/listing/v1/classifieds', employer, body({ district_id: null, street_id: other }))
    expect(noDistrict.status).toBe(400)
    expect(noDistrict.body.error.message).toBe(STREET_MSG.districtFirst)

    const unknown = await call('POST', '/listing/v1/classifieds', employer, body({ street_id: 2_000_000_000 }))
    expect(unknown.status).toBe(400)
    expect(unknown.body.error.message).toBe(STREET_MSG.streetUnknown)
  })
})
