// Business information of an organisation (issue 21): who may read and change it, the tax-code
// check with what is wrong, places and options checked, nothing changed by a refused body, the
// composed address job pages show, and a verified organisation that changes its identity losing
// its verification and badge until staff verify it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publicTextProblems } from '../../../src/domain/moderation/public-text'
import { EMPTY_SETTINGS, effectiveRules } from '../../../src/domain/moderation/settings'
import { TAX_CODE_MSG } from '../../../src/domain/organizations/tax-code'
import { SEED_ORGANIZATIONS, makeOrganization } from '../../db/seed/factories'
import { callAs, createTestContext, createTestTeam, createTestOrganization, createTestUser, insertTestJob, testBusinessInfo, type TestContext, type TestUser } from '../../testing'
import { BUSINESS_INFO_SERVER_MSG } from './business-info'

let t: TestContext
let owner: TestUser
let colleague: TestUser
let stranger: TestUser
let seeker: TestUser
let org: number
let otherOrg: number
let province: { id: number; name: string }
let district: { id: number; name: string }
let foreignDistrict: number

const call = (method: 'GET' | 'PUT', url: string, user?: TestUser | null, payload?: unknown) => callAs(t.app, method, url, user, payload)
const url = (id: number) => `/job/v1/organizations/${id}/business-info`
const valid = () => testBusinessInfo({ cityId: province.id, districtId: district.id })
const stored = async () =>
  (await t.db.query<Record<string, unknown>>('SELECT name, tax_code, address, size, verify_status, is_partner, business_info_updated_by FROM organizations WHERE id = $1', [org]))[0]

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 3, jobs: 5 } })
  ;({ owner, colleague, stranger, org, otherOrg } = await createTestTeam(t.db, 'Sen Vàng', { names: ['Chủ Sen Vàng', 'Đồng nghiệp', 'Chủ khác'] }))
  seeker = await createTestUser(t.db, 'Người tìm việc')
  ;[province] = await t.db.query<{ id: number; name: string }>('SELECT id, name FROM cities WHERE parent_id = 0 AND EXISTS (SELECT 1 FROM cities d WHERE d.parent_id = cities.id) ORDER BY id LIMIT 1')
  ;[district] = await t.db.query<{ id: number; name: string }>('SELECT id, name FROM cities WHERE parent_id = $1 ORDER BY id LIMIT 1', [province.id])
  ;[{ id: foreignDistrict }] = await t.db.query<{ id: number }>('SELECT id FROM cities WHERE parent_id NOT IN (0, $1) ORDER BY id LIMIT 1', [province.id])
})
afterAll(() => t.close())

describe('who reads and changes business information', () => {
  it('is read by members only and changed by the owner only', async () => {
    expect((await call('GET', url(org))).status).toBe(401)
    for (const user of [stranger, seeker]) {
      expect((await call('GET', url(org), user)).status, user.phone).toBe(403)
      expect((await call('PUT', url(org), user, valid())).status, user.phone).toBe(403)
    }
    const read = await call('GET', url(org), colleague)
    expect(read.status).toBe(200)
    expect(read.body.data).toMatchObject({ organization_id: org, can_edit: false, values: { name: 'Sen Vàng' } })
    expect((await call('PUT', url(org), colleague, valid())).status).toBe(403)
    expect((await call('GET', url(org), owner)).body.data.can_edit).toBe(true)
    expect((await call('GET', url(99_999_999), owner)).status).toBe(404)
  })

  it('lists the organisations an account acts for', async () => {
    const res = await call('GET', '/job/v1/organizations/self', colleague)
    expect(res.body.data.items).toEqual([{ id: org, name: 'Sen Vàng', role: 'recruiter', role_name: 'Nhà tuyển dụng' }])
    // an account acting for none (a job seeker, an agent no business granted yet) has an empty list
    expect((await call('GET', '/job/v1/organizations/self', seeker)).body).toEqual({ success: true, data: { items: [] } })
    expect((await call('GET', '/job/v1/organizations/self', null)).status).toBe(401)
  })
})

describe('saving business information', () => {
  it('refuses a wrong tax code saying what is wrong, and changes nothing', async () => {
    const before = await stored()
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ tax_code: '0100233489' }, TAX_CODE_MSG.checkDigit],
      [{ tax_code: '010023348' }, TAX_CODE_MSG.companyFormat],
      [{ tax_code: '0100233488-000' }, TAX_CODE_MSG.branch],
      [{ tax_code: '' }, TAX_CODE_MSG.required],
      [{ organization_type: 2, tax_code: '0100233488' }, TAX_CODE_MSG.householdFormat],
      [{ district_id: foreignDistrict }, BUSINESS_INFO_SERVER_MSG.unknownPlace],
      [{ industry_id: 999_999 }, BUSINESS_INFO_SERVER_MSG.unknownOption('Lĩnh vực hoạt động')],
      [{ website: 'senvang' }, 'Website phải là địa chỉ đầy đủ, bắt đầu bằng http:// hoặc https://'],
      [{ size_id: 9 }, 'Vui lòng chọn quy mô'],
      [{ name: '' }, 'Vui lòng nhập tên doanh nghiệp'],
    ]
    for (const [change, message] of cases) {
      const res = await call('PUT', url(org), owner, { ...valid(), ...change })
      expect(res.status, JSON.stringify(change)).toBe(400)
      expect(res.body.error.message, JSON.stringify(change)).toBe(message)
    }
    expect(await stored()).toEqual(before)
  })

  it('refuses a name, street or introduction with a scam phrase or contact details, quoting it, and changes nothing (issue 35 item 4)', async () => {
    const before = await stored()
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'Công ty Đ\u200bặt C\u200bọc Giữ Chỗ' }, 'Tên doanh nghiệp / hộ kinh doanh có nội dung không được phép: "Đ\u200bặt C\u200bọc". Hãy xóa nội dung này.'],
      [{ name: 'Công ty Tuyển Dụng 0987 654 321' }, 'Tên doanh nghiệp / hộ kinh doanh không được chứa số điện thoại, email hoặc đường link: "0987 654 321".'],
      [{ street: '12 Nguyễn Trãi, liên hệ Zalo' }, 'Địa chỉ có nội dung không được phép: "liên hệ Zalo" (Mời ứng viên liên hệ qua Zalo, Telegram). Hãy xóa nội dung này.'],
      [{ description: 'Chúng tôi tuyển cộng tác viên, chỉ cần nạp tiền kích hoạt tài khoản.' }, 'Giới thiệu doanh nghiệp có nội dung không được phép: "nạp tiền". Hãy xóa nội dung này.'],
      [{ description: 'Liên hệ tuyển dụng: tuyendung@senvang.vn' }, 'Giới thiệu doanh nghiệp không được chứa số điện thoại, email hoặc đường link: "tuyendung@senvang.vn".'],
    ]
    for (const [change, message] of cases) {
      const res = await call('PUT', url(org), owner, { ...valid(), ...change })
      expect(res.status, JSON.stringify(change)).toBe(400)
      expect(res.body.error.message, JSON.stringify(change)).toContain(message)
    }
    expect(await stored()).toEqual(before)
  })

  it('keeps the organisations of the seed and the benchmark generator within the rules', () => {
    const rules = effectiveRules(EMPTY_SETTINGS)
    for (const [count, step] of [[SEED_ORGANIZATIONS, 1], [1000, 5]]) {
      for (let i = 0; i < count; i++) {
        const row = makeOrganization(i * step)
        const texts = [
          { field: 'name', label: 'name', text: row.name },
          { field: 'street', label: 'street', text: row.street },
          { field: 'description', label: 'description', text: row.description },
        ]
        expect(publicTextProblems(texts, rules), row.name).toEqual([])
      }
    }
  })

  it('saves, composes the address job pages show and says who changed it', async () => {
    // fields the form does not have (the verification, the badge) are not taken from the body
    const res = await call('PUT', url(org), owner, { ...valid(), name: '  Công ty TNHH   Thương mại Sen Vàng ', tax_code: ' 0100233488-001 ', verify_status: 5, is_partner: true })
    expect(res.status).toBe(200)
    expect(res.body.data.message).toBe(BUSINESS_INFO_SERVER_MSG.saved)
    expect(res.body.data.info).toMatchObject({ values: { name: 'Công ty TNHH Thương mại Sen Vàng', tax_code: '0100233488-001', size_id: 3 }, updated_by: 'Chủ Sen Vàng' })
    expect(await stored()).toMatchObject({
      address: `12 Nguyễn Trãi, ${district.name}, ${province.name}`,
      size: '25 - 99 nhân viên',
      verify_status: 3,
      is_partner: false,
      business_info_updated_by: owner.id,
    })
    // a household business with its owner's personal identification number
    const household = await call('PUT', url(org), owner, { ...valid(), organization_type: 2, tax_code: '001203012345', district_id: null, website: '' })
    expect(household.status).toBe(200)
    expect(household.body.data.info.values).toMatchObject({ organization_type: 2, district_id: null, website: null })
  })

  it('refuses a tax code another organisation has', async () => {
    await t.db.query(`UPDATE organizations SET tax_code = '0300588569' WHERE id = $1`, [otherOrg])
    const res = await call('PUT', url(org), owner, { ...valid(), tax_code: '0300588569' })
    expect(res.status).toBe(409)
    expect(res.body.error.message).toBe(BUSINESS_INFO_SERVER_MSG.taxCodeTaken)
  })

  it('takes verification and the badge away when a verified organisation changes its identity', async () => {
    await call('PUT', url(org), owner, valid())
    await t.db.query('UPDATE organizations SET verify_status = 5, is_partner = true WHERE id = $1', [org])
    // the address, size or description: still verified
    const minor = await call('PUT', url(org), owner, { ...valid(), street: '14 Nguyễn Trãi', size_id: 4 })
    expect(minor.body.data.message).toBe(BUSINESS_INFO_SERVER_MSG.saved)
    expect(await stored()).toMatchObject({ verify_status: 5, is_partner: true })
    const renamed = await call('PUT', url(org), owner, { ...valid(), name: 'Công ty Cổ phần Sen Vàng Mới' })
    expect(renamed.body.data.message).toBe(BUSINESS_INFO_SERVER_MSG.reverify)
    expect(await stored()).toMatchObject({ verify_status: 3, is_partner: false })
  })
})

describe('the company first (issue 39 item 11)', () => {
  const onboardingOf = async (user: TestUser) => (await callAs(t.app, 'GET', '/job/v1/organizations/self/onboarding', user)).body.data
  // a household business: its owner's 12-digit personal number (no other test holds it)
  const household = () => ({ ...valid(), organization_type: 2, name: 'Hộ kinh doanh Bếp Nhà Lan', tax_code: '001203004567' })

  it('lets an account in no organisation enter its company before any post, then lists it and shows the step done', async () => {
    const newcomer = await createTestUser(t.db, 'Nhà tuyển dụng mới')
    expect(await onboardingOf(newcomer)).toEqual({ organization_id: null, is_owner: false, company: false, documents: false, first_job: false, deposit: false })
    // a refused body makes nothing
    const refused = await callAs(t.app, 'POST', '/job/v1/organizations/self', newcomer, { ...household(), tax_code: '12' })
    expect(refused.status).toBe(400)
    expect((await call('GET', '/job/v1/organizations/self', newcomer)).body.data.items).toEqual([])

    const created = await callAs(t.app, 'POST', '/job/v1/organizations/self', newcomer, household())
    expect(created.status).toBe(200)
    expect(created.body.data.message).toBe(BUSINESS_INFO_SERVER_MSG.created)
    const id = created.body.data.info.organization_id as number
    expect(created.body.data.info).toMatchObject({ can_edit: true, values: { name: 'Hộ kinh doanh Bếp Nhà Lan', tax_code: '001203004567', organization_type: 2 } })
    expect((await call('GET', '/job/v1/organizations/self', newcomer)).body.data.items).toEqual([
      { id, name: 'Hộ kinh doanh Bếp Nhà Lan', role: 'owner', role_name: expect.any(String) },
    ])
    const [row] = await t.db.query<{ address: string; business_info_updated_by: number }>('SELECT address, business_info_updated_by FROM organizations WHERE id = $1', [id])
    expect(row.address).toBe(`12 Nguyễn Trãi, ${district.name}, ${province.name}`)
    expect(Number(row.business_info_updated_by)).toBe(newcomer.id)
    expect(await onboardingOf(newcomer)).toEqual({ organization_id: id, is_owner: true, company: true, documents: false, first_job: false, deposit: false })

    // a second one is refused: the page shows the first
    const again = await callAs(t.app, 'POST', '/job/v1/organizations/self', newcomer, { ...household(), tax_code: '001203004568' })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe(BUSINESS_INFO_SERVER_MSG.alreadyMember)
  })

  it('refuses a tax code another organisation holds, making nothing', async () => {
    const newcomer = await createTestUser(t.db, 'Người nhận vơ')
    const taken = await callAs(t.app, 'POST', '/job/v1/organizations/self', newcomer, { ...valid(), tax_code: '0100233488' })
    expect(taken.status).toBe(409)
    expect((await call('GET', '/job/v1/organizations/self', newcomer)).body.data.items).toEqual([])
  })

  it('shows each step done from what is stored', async () => {
    const employer = await createTestUser(t.db, 'Chủ có tin')
    const id = await createTestOrganization(t.db, 'Tiệm Hoa Mai', [{ user: employer }])
    expect(await onboardingOf(employer)).toMatchObject({ organization_id: id, is_owner: true, company: false, documents: false, first_job: false, deposit: false })
    await t.db.query('UPDATE organizations SET business_info_updated_at = now(), verify_status = 1 WHERE id = $1', [id])
    await insertTestJob(t.db, { organizationId: id })
    await t.db.query(`INSERT INTO wallet_transactions (user_id, kind, description, amount) VALUES ($1, 'deposit', 'Nạp tiền', 100000)`, [employer.id])
    expect(await onboardingOf(employer)).toEqual({ organization_id: id, is_owner: true, company: true, documents: true, first_job: true, deposit: true })
    // a recruiter of it sees the organisation's steps, not as its owner
    expect(await onboardingOf(colleague)).toMatchObject({ organization_id: org, is_owner: false })
    expect((await callAs(t.app, 'GET', '/job/v1/organizations/self/onboarding', null)).status).toBe(401)
  })
})
