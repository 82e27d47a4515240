import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_MSG } from '../../../src/domain/api-messages'
import { PROFILE_MSG } from '../../../src/domain/profile/messages'
import { SEED_ACCOUNTS } from '../../db/seed/users'
import { createTestContext, freshSenders, insertTestJob, type TestContext } from '../../testing'
import { issueToken } from '../identity/tokens'
import { SEED_PROFILE } from './jobseekers.seed'

let t: TestContext
beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 5, jobs: 10 } })
})
afterAll(() => t.close())

const YEAR = new Date().getFullYear()

const { nextIp, nextPhone } = freshSenders('10.9.', '0976')

interface CallOptions {
  body?: unknown
  token?: string
  ip?: string
}

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: CallOptions = {}) {
  const res = await t.app.inject({
    method,
    url,
    ...(options.body !== undefined ? { payload: options.body as never } : {}),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    remoteAddress: options.ip ?? nextIp(),
  })
  const json = res.body ? res.json() : null
  return {
    status: res.statusCode,
    json,
    headers: res.headers,
    data: json?.data,
    code: json?.error?.code as string | undefined,
    message: json?.error?.message as string | undefined,
  }
}

interface Person {
  id: number
  phone: string
  token: string
}

/** An account with its own phone number (as registration leaves it) and a signed-in token. */
async function newPerson(phone = nextPhone()): Promise<Person> {
  const [user] = await t.db.query<{ id: number }>(
    `INSERT INTO users (phone, password_hash, full_name) VALUES ($1, 'x', 'Người Thử') RETURNING id`,
    [phone],
  )
  await t.db.query('INSERT INTO user_phones (phone, user_id) VALUES ($1, $2)', [phone, user.id])
  const { token } = await issueToken(t.db, user.id)
  return { id: user.id, phone, token }
}

/** A verify_phone verify_token for a number, the way the form gets one (SMS read from the outbox). */
async function verifyToken(phone: string): Promise<string> {
  const ip = nextIp()
  const sent = await call('POST', '/identity/v1/otps/send', { body: { phone, type: 2, purpose: 'verify_phone' }, ip })
  expect(sent.status, sent.message).toBe(200)
  const outbox = await call('GET', `/dev/api/outbox?recipient=${phone}&limit=1`)
  const code = /\b(\d{6})\b/.exec(outbox.data.items[0].body)?.[1]
  const verified = await call('POST', '/identity/v1/otps/verify', { body: { phone, purpose: 'verify_phone', code }, ip })
  expect(verified.status, verified.message).toBe(200)
  return verified.data.verify_token
}

const profileBody = (phone: string, overrides: Record<string, unknown> = {}) => ({
  full_name: 'Trần Thị Mai',
  phone,
  email: 'mai.tran@example.vn',
  image_url: '/media/v1/files/avatar-mai.webp',
  avatar: 'm-123',
  birth_year: YEAR - 25,
  gender: 803,
  job_types: [1, 4],
  city_id: 2,
  district_id: 2001,
  salary_min: 7_000_000,
  salary_max: 10_000_000,
  experience_id: 604,
  experience_text: 'Hai năm bán hàng tại cửa hàng tiện lợi, quen thu ngân và kiểm kho.',
  work_history: [{ company: 'Cửa hàng Tiện Lợi Xanh', position: 'Nhân viên bán hàng', start_date: '01/2023', end_date: null }],
  education_id: 705,
  readiness: true,
  description: 'Tôi vui vẻ, chăm chỉ, có hai năm kinh nghiệm bán hàng và thu ngân, có thể đi làm ngay.',
  searchable: true,
  consent: true,
  ...overrides,
})

const countProfiles = async (userId: number) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jobseekers WHERE user_id = $1', [userId]))[0].n

const rowOf = async (userId: number) =>
  (await t.db.query<Record<string, unknown>>('SELECT * FROM jobseekers WHERE user_id = $1', [userId]))[0]

async function withProfile(overrides: Record<string, unknown> = {}): Promise<Person & { profile: Record<string, unknown> }> {
  const person = await newPerson()
  const res = await call('POST', '/job/v1/jobseekers', { token: person.token, body: profileBody(person.phone, overrides) })
  expect(res.status, res.message).toBe(200)
  return { ...person, profile: res.data }
}

describe('GET /job/v1/jobseekers/fields', () => {
  it('serves the form field configs of SPEC 3, publicly', async () => {
    const res = await call('GET', '/job/v1/jobseekers/fields')
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    const fields = res.data.fields as Array<Record<string, unknown>>
    const byName = Object.fromEntries(fields.map((f) => [f.name, f]))
    expect(byName.job_types).toMatchObject({
      input_type: 'option_api',
      dataSources: { from: 'job_config', name: 'job_types' },
      multiple: true,
      maxOption: 5,
      is_required: true,
      tooltip: 'Chọn tối đa 5 ngành nghề',
    })
    expect(byName.birth_year).toMatchObject({ min_value: YEAR - 60, max_value: YEAR - 17 })
    expect(byName.experience_text).toMatchObject({ depend_on: 'has_experience', input_type: 'textarea' })
    expect(byName.description).toMatchObject({ auto_ai: true, satisfiedRequired: true, max_length: 1500 })
    expect(byName.salary).toMatchObject({ input_type: 'range', from: { name: 'salary_min' }, to: { name: 'salary_max' } })
    expect(byName.consent).toMatchObject({ create_only: true, is_required: true })
    expect(res.data.auto_apply_days).toBe(30)
  })

  it('documents every endpoint in /openapi.json', async () => {
    const res = await call('GET', '/openapi.json')
    expect(res.status).toBe(200)
    const paths = Object.keys(res.json.paths)
    for (const path of [
      '/job/v1/jobseekers/fields',
      '/job/v1/jobseekers/self',
      '/job/v1/jobseekers',
      '/job/v1/jobseekers/{user_id}',
      '/job/v1/jobseekers/phone-owner',
      '/job/v1/jobseekers/auto-apply',
      '/job/v1/jobseekers/self-description',
      '/job/v1/jobseekers/self/export',
    ]) {
      expect(paths, path).toContain(path)
    }
  })
})

describe('GET /job/v1/jobseekers/self', () => {
  it('answers 401 "Bạn cần đăng nhập!" to a visitor', async () => {
    const res = await call('GET', '/job/v1/jobseekers/self')
    expect(res.status).toBe(401)
    expect(res.json).toEqual({ success: false, error: { code: 'unauthorized', message: API_MSG.needLogin } })
  })

  it('answers null, privately, when the person has no profile', async () => {
    const person = await newPerson()
    const res = await call('GET', '/job/v1/jobseekers/self', { token: person.token })
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.json).toEqual({ success: true, data: null })
  })

  it('the seeded job seeker has a complete, approved profile', async () => {
    const [lan] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [SEED_ACCOUNTS.jobseeker.phone])
    const { token } = await issueToken(t.db, lan.id)
    const res = await call('GET', '/job/v1/jobseekers/self', { token })
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({
      user_id: lan.id,
      full_name: 'Nguyễn Thị Lan',
      phone: SEED_ACCOUNTS.jobseeker.phone,
      phone_verified: true,
      email: SEED_PROFILE.email,
      job_types: [
        { id: 1, name: 'Nhân viên bán hàng', is_deleted: false },
        { id: 4, name: 'Thu ngân', is_deleted: false },
        { id: 59, name: 'Chăm sóc khách hàng', is_deleted: false },
      ],
      is_job_type_delete: false,
      city: { id: 2, name: 'TP. Hồ Chí Minh' },
      district: { id: 2001, name: 'Quận 1' },
      has_experience: true,
      readiness: true,
      searchable: true,
      process_state: 1001,
      reject_reason: null,
      complete_percentage: 1,
      missing_fields: [],
      is_satisfied: true,
      apply_auto: false,
      expired_message: null,
    })
    expect(res.data.work_history).toHaveLength(2)
  })
})

describe('POST /job/v1/jobseekers', () => {
  it('creates the profile with the account phone (verified), resolved names and the good-profile flags', async () => {
    const person = await newPerson()
    const res = await call('POST', '/job/v1/jobseekers', {
      token: person.token,
      body: profileBody(person.phone, { full_name: '  trần   Thị Mai ', readiness: 2 }),
    })
    expect(res.status, res.message).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.data).toMatchObject({
      user_id: person.id,
      full_name: 'trần Thị Mai',
      phone: person.phone,
      phone_verified: true,
      avatar: 'm-123',
      image_url: '/media/v1/files/avatar-mai.webp',
      job_types: [
        { id: 1, name: 'Nhân viên bán hàng', is_deleted: false },
        { id: 4, name: 'Thu ngân', is_deleted: false },
      ],
      readiness: false,
      process_state: 1001,
      is_satisfied: true,
      complete_percentage: 1,
      searchable: true,
      work_history: [{ company: 'Cửa hàng Tiện Lợi Xanh', position: 'Nhân viên bán hàng', start_date: '01/2023', end_date: null }],
    })
    const row = await rowOf(person.id)
    expect(row.consent_at).toBeInstanceOf(Date)
    expect(row.phone_verified_at).toBeInstanceOf(Date)

    const self = await call('GET', '/job/v1/jobseekers/self', { token: person.token })
    expect(self.data).toEqual(res.data)
  })

  it('answers 401 before looking at the body', async () => {
    const res = await call('POST', '/job/v1/jobseekers', { body: { nonsense: true } })
    expect(res.status).toBe(401)
  })

  it('refuses without explicit consent (400 consent_required) and stores nothing', async () => {
    const person = await newPerson()
    for (const consent of [undefined, false, null]) {
      const res = await call('POST', '/job/v1/jobseekers', { token: person.token, body: profileBody(person.phone, { consent }) })
      expect(res.status).toBe(400)
      expect(res.code).toBe('consent_required')
      expect(res.message).toBe(PROFILE_MSG.consentRequired)
    }
    expect(await countProfiles(person.id)).toBe(0)
  })

  it('one profile per account: a second create answers 409', async () => {
    const person = await withProfile()
    const res = await call('POST', '/job/v1/jobseekers', { token: person.token, body: profileBody(person.phone, { full_name: 'Tên Khác' }) })
    expect(res.status).toBe(409)
    expect(res.json.error).toEqual({ code: 'profile_exists', message: PROFILE_MSG.profileExists })
    expect((await rowOf(person.id)).full_name).toBe('Trần Thị Mai')
  })

  it('answers every bad input with the SPEC 5 message and stores nothing', async () => {
    const person = await newPerson()
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ full_name: '' }, 'Vui lòng nhập họ tên'],
      [{ full_name: 'Mai 123' }, 'Không được nhập số hoặc ký tự đặc biệt vào họ tên'],
      [{ full_name: 'A'.repeat(151) }, 'Tối đa 150 ký tự'],
      [{ full_name: { first: 'Mai' } }, 'Họ và tên không hợp lệ'],
      [{ phone: '' }, 'Vui lòng nhập số điện thoại liên hệ'],
      [{ phone: '12345' }, 'Số điện thoại phải đủ 10 số và bắt đầu bằng số 0'],
      [{ email: 'mai@' }, 'Địa chỉ email không hợp lệ'],
      [{ email: `${'a'.repeat(150)}@x.vn` }, 'Tối đa 150 ký tự'],
      [{ birth_year: YEAR - 17 }, `Năm sinh phải ít hơn ${YEAR - 17}`],
      [{ birth_year: YEAR - 61 }, `Năm sinh phải lớn hơn hoặc bằng ${YEAR - 60}`],
      [{ birth_year: 'năm ngoái' }, 'Năm sinh không hợp lệ'],
      [{ birth_year: null }, 'Vui lòng chọn năm sinh'],
      [{ gender: 801 }, 'Vui lòng chọn giới tính'],
      [{ job_types: [1, 2, 3, 4, 5, 6] }, 'Chọn tối đa 5 ngành nghề'],
      [{ job_types: [] }, 'Vui lòng chọn ngành nghề'],
      [{ job_types: 'kế toán' }, 'Ngành nghề mong muốn không hợp lệ'],
      [{ job_types: [99_999] }, PROFILE_MSG.jobTypeUnknown],
      [{ city_id: undefined }, 'Vui lòng chọn nơi làm việc mong muốn'],
      [{ city_id: 2001 }, PROFILE_MSG.cityUnknown],
      [{ city_id: 1, district_id: 2001 }, PROFILE_MSG.districtUnknown],
      [{ salary_min: 20_000_000, salary_max: 10_000_000 }, 'Mức lương tối thiểu phải nhỏ hơn hoặc bằng mức lương tối đa'],
      [{ salary_min: -1 }, 'Mức lương tối thiểu phải lớn hơn hoặc bằng 0 đồng'],
      [{ salary_max: 5_000_000_000 }, 'Mức lương tối đa phải ít hơn 1 tỷ đồng'],
      [{ experience_id: null }, 'Vui lòng chọn kinh nghiệm làm việc'],
      [{ experience_id: 999 }, PROFILE_MSG.experienceUnknown],
      [{ education_id: 999 }, PROFILE_MSG.educationUnknown],
      [{ experience_text: 'x'.repeat(1001) }, 'Mô tả kinh nghiệm phải ít hơn 1000 ký tự.'],
      [{ readiness: 'có lẽ' }, 'Vui lòng chọn thời gian có thể đi làm'],
      [{ readiness: null }, 'Vui lòng chọn thời gian có thể đi làm'],
      [{ description: 'Quá ngắn' }, 'Giới thiệu bản thân phải nhiều hơn 20 ký tự.'],
      [{ description: 'Tôi chăm chỉ. '.repeat(120) }, 'Giới thiệu bản thân phải ít hơn 1500 ký tự.'],
      [{ image_url: 'javascript:alert(1)' }, 'Đường dẫn ảnh đại diện không hợp lệ'],
      [{ work_history: [{ company: 'A', position: 'B', start_date: '2023/01', end_date: null }] }, 'Sai định dạng MM/YYYY'],
      [{ work_history: [{ company: 'A', position: 'B', start_date: '13/2023', end_date: null }] }, 'Tháng từ 01 - 12'],
      [{ work_history: [{ company: 'A', position: 'B', start_date: '01/1899', end_date: null }] }, 'Năm phải lớn hơn hoặc bằng 1900'],
      [
        { work_history: [{ company: 'A', position: 'B', start_date: '06/2024', end_date: '01/2024' }] },
        'Thời gian bắt đầu phải nhỏ hơn hoặc bằng Thời gian kết thúc',
      ],
      [{ work_history: [{ company: 'A', position: 'B', end_date: '01/2024' }] }, 'Không được bỏ trống Thời gian bắt đầu'],
      [{ work_history: [{ position: 'B', start_date: '01/2024' }] }, 'Vui lòng nhập tên công ty'],
      [{ work_history: 'nhiều năm' }, 'Quá trình làm việc không hợp lệ'],
      [{ searchable: 'tuỳ' }, 'Cho phép nhà tuyển dụng tìm thấy hồ sơ của tôi không hợp lệ'],
    ]
    for (const [override, message] of cases) {
      const res = await call('POST', '/job/v1/jobseekers', { token: person.token, body: profileBody(person.phone, override) })
      expect(res.status, JSON.stringify(override).slice(0, 80)).toBe(400)
      expect(res.message, JSON.stringify(override).slice(0, 80)).toBe(message)
    }
    expect(await countProfiles(person.id)).toBe(0)
  })

  it('never answers 5xx to odd bodies', async () => {
    const person = await newPerson()
    const bodies = ['[]', '"text"', '123', 'null', '{"job_types":[null]}', '{"work_history":[1,"a",null]}', '{"birth_year":1e309}', '{"salary_min":1e30}']
    for (const payload of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/job/v1/jobseekers',
        payload,
        headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
      })
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, payload).toBeLessThan(500)
    }
    expect(await countProfiles(person.id)).toBe(0)
  })

  it('drops the experience text and history when the person has no experience (601)', async () => {
    const person = await withProfile({ experience_id: 601 })
    expect(person.profile).toMatchObject({ experience_id: 601, has_experience: false, experience_text: null, work_history: [] })
    expect(person.profile.is_satisfied).toBe(true)
  })

  it('clamps a future month to the current one', async () => {
    const person = await withProfile({
      work_history: [{ company: 'Công ty Tương Lai', position: 'Kế toán', start_date: '01/2024', end_date: `12/${YEAR + 3}` }],
    })
    const now = new Date()
    const current = `${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`
    expect((person.profile.work_history as Array<{ end_date: string }>)[0].end_date).toBe(current)
  })
})

describe('phone verification on the profile (SPEC 4.2)', () => {
  it('a number that is not the account’s needs a verify_phone token, used once', async () => {
    const person = await newPerson()
    const other = nextPhone()
    const missing = await call('POST', '/job/v1/jobseekers', { token: person.token, body: profileBody(other) })
    expect(missing.status).toBe(400)
    expect(missing.json.error).toEqual({ code: 'phone_not_verified', message: PROFILE_MSG.phoneNotVerified })

    const bogus = await call('POST', '/job/v1/jobseekers', { token: person.token, body: profileBody(other, { verify_token: 'khong-hop-le' }) })
    expect(bogus.status).toBe(400)
    expect(bogus.code).toBe('verify_token_invalid')

    // A token for another number does not verify this one.
    const elsewhere = await verifyToken(nextPhone())
    const wrongNumber = await call('POST', '/job/v1/jobseekers', { token: person.token, body: profileBody(other, { verify_token: elsewhere }) })
    expect(wrongNumber.code).toBe('verify_token_invalid')
    expect(await countProfiles(person.id)).toBe(0)

    const token = await verifyToken(other)
    // A bad field after a good token: nothing changes and the token is still usable.
    const invalid = await call('POST', '/job/v1/jobseekers', {
      token: person.token,
      body: profileBody(other, { verify_token: token, full_name: '' }),
    })
    expect(invalid.status).toBe(400)
    const created = await call('POST', '/job/v1/jobseekers', { token: person.token, body: profileBody(other, { verify_token: token }) })
    expect(created.status, created.message).toBe(200)
    expect(created.data).toMatchObject({ phone: other, phone_verified: true })

    // Reusing the token (another account trying the same number) fails.
    const second = await newPerson()
    const reuse = await call('POST', '/job/v1/jobseekers', { token: second.token, body: profileBody(other, { verify_token: token }) })
    expect(reuse.status).toBe(400)
    expect(reuse.code).toBe('verify_token_invalid')
    expect(await countProfiles(second.id)).toBe(0)
  })

  it('an added number of the account (user_phones) counts as verified', async () => {
    const person = await newPerson()
    const added = nextPhone()
    await t.db.query('INSERT INTO user_phones (phone, user_id) VALUES ($1, $2)', [added, person.id])
    const res = await call('POST', '/job/v1/jobseekers', { token: person.token, body: profileBody(added) })
    expect(res.status, res.message).toBe(200)
    expect(res.data.phone_verified).toBe(true)
  })

  it('a number with an older profile of another account: 409, phone-owner tells it, take_over_phone moves it', async () => {
    const older = await withProfile()
    const person = await newPerson()
    const token = await verifyToken(older.phone)

    const unverified = await call('GET', `/job/v1/jobseekers/phone-owner?phone=${older.phone}`, { token: person.token })
    expect(unverified.status).toBe(400)
    expect(unverified.code).toBe('phone_not_verified')

    const owner = await call('GET', `/job/v1/jobseekers/phone-owner?phone=${older.phone}&verify_token=${token}`, { token: person.token })
    expect(owner.status, owner.message).toBe(200)
    expect(owner.data).toEqual({ phone: older.phone, has_profile: true, is_own: false })

    const refused = await call('POST', '/job/v1/jobseekers', { token: person.token, body: profileBody(older.phone, { verify_token: token }) })
    expect(refused.status).toBe(409)
    expect(refused.json.error).toEqual({ code: 'phone_has_profile', message: PROFILE_MSG.phoneHasProfile })
    expect(await countProfiles(person.id)).toBe(0)

    const taken = await call('POST', '/job/v1/jobseekers', {
      token: person.token,
      body: profileBody(older.phone, { verify_token: token, take_over_phone: true }),
    })
    expect(taken.status, taken.message).toBe(200)
    expect(taken.data.phone).toBe(older.phone)

    const olderNow = await call('GET', '/job/v1/jobseekers/self', { token: older.token })
    expect(olderNow.data).toMatchObject({ phone: null, phone_verified: false, searchable: false, is_satisfied: false })
    expect(olderNow.data.missing_fields).toContainEqual({ name: 'phone', label: 'Số điện thoại' })
    const [notice] = await t.db.query<{ title: string; content: string }>('SELECT title, content FROM inboxes WHERE user_id = $1', [older.id])
    expect(notice.title).toBe('Số điện thoại trên hồ sơ xin việc của bạn đã được dùng cho hồ sơ khác')
    expect(notice.content).toContain(`${older.phone.slice(0, 4)}***${older.phone.slice(-3)}`)

    const own = await call('GET', `/job/v1/jobseekers/phone-owner?phone=${person.phone}`, { token: person.token })
    expect(own.data).toEqual({ phone: person.phone, has_profile: false, is_own: false })
    const mine = await call('GET', `/job/v1/jobseekers/phone-owner?phone=${encodeURIComponent('+84' + older.phone.slice(1))}&verify_token=${token}`, {
      token: person.token,
    })
    // The token was used up by the create: checking again needs a new one.
    expect(mine.code).toBe('verify_token_invalid')
  })

  it('phone-owner: own number of a person who has a profile', async () => {
    const person = await withProfile()
    const res = await call('GET', `/job/v1/jobseekers/phone-owner?phone=${person.phone}`, { token: person.token })
    expect(res.data).toEqual({ phone: person.phone, has_profile: true, is_own: true })
    const bad = await call('GET', '/job/v1/jobseekers/phone-owner?phone=123', { token: person.token })
    expect(bad.status).toBe(400)
    expect(bad.message).toBe('Số điện thoại phải đủ 10 số và bắt đầu bằng số 0')
    expect((await call('GET', `/job/v1/jobseekers/phone-owner?phone=${person.phone}`)).status).toBe(401)
  })
})

describe('PUT /job/v1/jobseekers/{user_id}', () => {
  it('changes only the fields sent', async () => {
    const person = await withProfile()
    const res = await call('PUT', `/job/v1/jobseekers/${person.id}`, {
      token: person.token,
      body: {
        description: 'Tôi đã có thêm kinh nghiệm quản lý ca và đào tạo nhân viên mới.',
        job_types: [5],
        readiness: '2',
        district_id: 0,
        salary_min: 0,
      },
    })
    expect(res.status, res.message).toBe(200)
    expect(res.data).toMatchObject({
      full_name: 'Trần Thị Mai',
      description: 'Tôi đã có thêm kinh nghiệm quản lý ca và đào tạo nhân viên mới.',
      job_types: [{ id: 5, name: 'Quản lý cửa hàng', is_deleted: false }],
      phone_verified: true,
      readiness: false,
      district_id: null,
      salary_min: null,
      salary_max: 10_000_000,
      email: 'mai.tran@example.vn',
    })
  })

  it('another person’s profile: 403 "Bạn không thể thực hiện thao tác này!" and nothing changes', async () => {
    const owner = await withProfile()
    const intruder = await withProfile()
    const before = await rowOf(owner.id)
    const res = await call('PUT', `/job/v1/jobseekers/${owner.id}`, { token: intruder.token, body: { full_name: 'Kẻ Lạ' } })
    expect(res.status).toBe(403)
    expect(res.json.error).toEqual({ code: 'forbidden', message: 'Bạn không thể thực hiện thao tác này!' })
    expect(await rowOf(owner.id)).toEqual(before)
    // Also when the target has no profile at all.
    expect((await call('PUT', '/job/v1/jobseekers/999999', { token: intruder.token, body: { full_name: 'Kẻ Lạ' } })).status).toBe(403)
  })

  it('404 for a person without a profile; 403 for an id that is not one\'s own account; 401 for a visitor', async () => {
    const person = await newPerson()
    const none = await call('PUT', `/job/v1/jobseekers/${person.id}`, { token: person.token, body: { full_name: 'Mai' } })
    expect(none.status).toBe(404)
    expect(none.message).toBe(PROFILE_MSG.profileNotFound)
    // the access layer decides before the input is validated: the path names no account of the caller's
    expect((await call('PUT', '/job/v1/jobseekers/abc', { token: person.token, body: {} })).status).toBe(403)
    expect((await call('PUT', `/job/v1/jobseekers/${person.id}`, { body: {} })).status).toBe(401)
  })

  it('bad input changes nothing', async () => {
    const person = await withProfile()
    const before = await rowOf(person.id)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ full_name: null }, 'Vui lòng nhập họ tên'],
      [{ job_types: [1, 2, 3, 4, 5, 6] }, 'Chọn tối đa 5 ngành nghề'],
      [{ birth_year: YEAR }, `Năm sinh phải ít hơn ${YEAR - 17}`],
      [{ salary_min: 9_000_000, salary_max: 8_000_000 }, 'Mức lương tối thiểu phải nhỏ hơn hoặc bằng mức lương tối đa'],
      [{ salary_min: 20_000_000 }, 'Mức lương tối thiểu phải nhỏ hơn hoặc bằng mức lương tối đa'],
      [{ work_history: [{ company: 'A', position: 'B', start_date: '05/2024', end_date: '04/2024' }] }, 'Thời gian bắt đầu phải nhỏ hơn hoặc bằng Thời gian kết thúc'],
      [{ description: 'x'.repeat(1501) }, 'Giới thiệu bản thân phải ít hơn 1500 ký tự.'],
      [{ phone: nextPhone() }, PROFILE_MSG.phoneNotVerified],
    ]
    for (const [body, message] of cases) {
      const res = await call('PUT', `/job/v1/jobseekers/${person.id}`, { token: person.token, body })
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(res.message, JSON.stringify(body).slice(0, 80)).toBe(message)
    }
    expect(await rowOf(person.id)).toEqual(before)
  })

  it('a new number needs its own verification', async () => {
    const person = await withProfile()
    const other = nextPhone()
    const token = await verifyToken(other)
    const res = await call('PUT', `/job/v1/jobseekers/${person.id}`, { token: person.token, body: { phone: other, verify_token: token } })
    expect(res.status, res.message).toBe(200)
    expect(res.data).toMatchObject({ phone: other, phone_verified: true })
    // Unchanged number afterwards: no token needed.
    const again = await call('PUT', `/job/v1/jobseekers/${person.id}`, { token: person.token, body: { phone: other, full_name: 'Trần Mai' } })
    expect(again.status, again.message).toBe(200)
  })
})

describe('avatar media id (the form sends only the URL the uploader gave)', () => {
  const upload = async (userId: number) => {
    const key = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('')
    const [media] = await t.db.query<{ id: string }>(
      `INSERT INTO media (user_id, kind, storage_key, width, height, bytes) VALUES ($1, 'avatar', $2, 300, 300, 1000) RETURNING id::text AS id`,
      [userId, key],
    )
    return { id: media.id, url: `/media/v1/files/${key}` }
  }

  it('links the person’s own upload and never keeps an old id with another picture', async () => {
    const person = await newPerson()
    const mine = await upload(person.id)
    const { avatar: _avatar, ...body } = profileBody(person.phone, { image_url: mine.url })
    const created = await call('POST', '/job/v1/jobseekers', { token: person.token, body })
    expect(created.status, created.message).toBe(200)
    expect(created.data).toMatchObject({ image_url: mine.url, avatar: mine.id })

    // the same picture again keeps its id
    const same = await call('PUT', `/job/v1/jobseekers/${person.id}`, { token: person.token, body: { image_url: mine.url } })
    expect(same.data.avatar).toBe(mine.id)

    // another person's upload or an outside URL: no id
    const other = await newPerson()
    const theirs = await upload(other.id)
    const stolen = await call('PUT', `/job/v1/jobseekers/${person.id}`, { token: person.token, body: { image_url: theirs.url } })
    expect(stolen.data).toMatchObject({ image_url: theirs.url, avatar: null })
    const outside = await call('PUT', `/job/v1/jobseekers/${person.id}`, {
      token: person.token,
      body: { image_url: 'https://cdn.example.vn/anh.jpg' },
    })
    expect(outside.data).toMatchObject({ image_url: 'https://cdn.example.vn/anh.jpg', avatar: null })
  })
})

describe('moderation (ARCHITECTURE.md "Moderation")', () => {
  it('rejects fee requests and contact details at once, with a reason and an inbox notice; approves after the fix', async () => {
    const person = await withProfile({
      description: 'Nhận việc nhanh, chỉ cần đặt cọc 500 nghìn, liên hệ 0987 654 321 để biết thêm.',
    })
    expect(person.profile.process_state).toBe(1002)
    expect(person.profile.reject_reason).toContain('"đặt cọc"')
    expect(person.profile.reject_reason).toContain('Phần giới thiệu bản thân không được chứa số điện thoại, email hoặc đường link.')
    const notices = await t.db.query<{ title: string; content: string; part: string; url: string }>(
      'SELECT title, content, part, url FROM inboxes WHERE user_id = $1',
      [person.id],
    )
    expect(notices).toEqual([
      {
        title: 'Hồ sơ xin việc của bạn chưa được duyệt',
        content: expect.stringContaining('"đặt cọc"'),
        part: 'candidate',
        url: '/jobseeker',
      },
    ])

    // Saving again with the same problem does not repeat the notice.
    await call('PUT', `/job/v1/jobseekers/${person.id}`, { token: person.token, body: { full_name: 'Trần Thị Mai' } })
    expect(await t.db.query('SELECT id FROM inboxes WHERE user_id = $1', [person.id])).toHaveLength(1)

    const fixed = await call('PUT', `/job/v1/jobseekers/${person.id}`, {
      token: person.token,
      body: { description: 'Tôi chăm chỉ, trung thực, có kinh nghiệm bán hàng và có thể đi làm ngay.' },
    })
    expect(fixed.data).toMatchObject({ process_state: 1001, reject_reason: null })
    const titles = (await t.db.query<{ title: string }>('SELECT title FROM inboxes WHERE user_id = $1 ORDER BY id', [person.id])).map(
      (r) => r.title,
    )
    expect(titles).toEqual(['Hồ sơ xin việc của bạn chưa được duyệt', 'Hồ sơ xin việc của bạn đã được duyệt'])
  })

  it('rejects links in the experience text', async () => {
    const person = await withProfile({ experience_text: 'Xem thêm tại https://example.com/cv-cua-toi nhé' })
    expect(person.profile.process_state).toBe(1002)
    expect(person.profile.reject_reason).toContain('Phần mô tả kinh nghiệm')
  })
})

describe('PUT /job/v1/jobseekers/auto-apply', () => {
  it('needs a profile', async () => {
    const person = await newPerson()
    const res = await call('PUT', '/job/v1/jobseekers/auto-apply', { token: person.token, body: { apply_auto: true, consent: true } })
    expect(res.status).toBe(400)
    expect(res.json.error).toEqual({ code: 'profile_required', message: PROFILE_MSG.autoApplyNeedsProfile })
  })

  it('needs explicit consent, then an e-mail: email_is_required opens the site’s e-mail dialog', async () => {
    const person = await withProfile({ email: null })
    const noConsent = await call('PUT', '/job/v1/jobseekers/auto-apply', { token: person.token, body: { apply_auto: true } })
    expect(noConsent.status).toBe(400)
    expect(noConsent.code).toBe('consent_required')

    const noEmail = await call('PUT', '/job/v1/jobseekers/auto-apply', { token: person.token, body: { apply_auto: true, consent: true } })
    expect(noEmail.status).toBe(400)
    expect(noEmail.json).toEqual({
      success: false,
      error: { code: 'email_is_required', message: 'Vui lòng nhập email để nhận thông báo khi hồ sơ được tự động ứng tuyển.' },
    })
    const badEmail = await call('PUT', '/job/v1/jobseekers/auto-apply', {
      token: person.token,
      body: { apply_auto: true, consent: true, email: 'mai@' },
    })
    expect(badEmail.message).toBe('Địa chỉ email không hợp lệ')
    expect((await rowOf(person.id)).apply_auto).toBe(false)

    const on = await call('PUT', '/job/v1/jobseekers/auto-apply', {
      token: person.token,
      body: { apply_auto: true, consent: true, email: ' Mai.Tran@Example.VN ', source_code: 'profile' },
    })
    expect(on.status, on.message).toBe(200)
    expect(on.data).toMatchObject({
      apply_auto: true,
      apply_auto_email: 'mai.tran@example.vn',
      message: 'Bật tính năng tự động ứng tuyển thành công',
    })
    const until = new Date(on.data.apply_auto_until).getTime()
    expect(Math.abs(until - (Date.now() + 30 * 24 * 3600_000))).toBeLessThan(60_000)
    expect(on.data.expired_message).toMatch(/^Tự động ứng tuyển đang bật đến ngày \d{2}\/\d{2}\/\d{4}$/)

    const row = await rowOf(person.id)
    expect(row).toMatchObject({ apply_auto: true, email: 'mai.tran@example.vn', apply_auto_source: 'profile' })
    expect(row.apply_auto_consent_at).toBeInstanceOf(Date)
    const self = await call('GET', '/job/v1/jobseekers/self', { token: person.token })
    expect(self.data).toMatchObject({ apply_auto: true, expired_message: on.data.expired_message, email: 'mai.tran@example.vn' })
  })

  it('uses the profile e-mail; turning off stores the reason; a lapsed setting says so', async () => {
    const person = await withProfile()
    const on = await call('PUT', '/job/v1/jobseekers/auto-apply', { token: person.token, body: { apply_auto: true, consent: true } })
    expect(on.data.apply_auto_email).toBe('mai.tran@example.vn')

    const off = await call('PUT', '/job/v1/jobseekers/auto-apply', {
      token: person.token,
      body: { apply_auto: false, off_reason: '  Tôi đã tìm được việc  ', source_code: 'listing' },
    })
    expect(off.status).toBe(200)
    expect(off.data).toMatchObject({ apply_auto: false, apply_auto_until: null, expired_message: null, message: 'Đã tắt tính năng tự động ứng tuyển' })
    expect(await rowOf(person.id)).toMatchObject({ apply_auto: false, apply_auto_off_reason: 'Tôi đã tìm được việc' })

    await call('PUT', '/job/v1/jobseekers/auto-apply', { token: person.token, body: { apply_auto: true, consent: true } })
    await t.db.query(`UPDATE jobseekers SET apply_auto_until = now() - interval '1 day' WHERE user_id = $1`, [person.id])
    const self = await call('GET', '/job/v1/jobseekers/self', { token: person.token })
    expect(self.data.apply_auto).toBe(false)
    expect(self.data.apply_auto_until).toBeNull()
    expect(self.data.expired_message).toMatch(/^Tự động ứng tuyển đã hết hạn vào ngày \d{2}\/\d{2}\/\d{4}\. Hãy bật lại/)
  })

  it('refuses when a chosen job type was deleted (and the profile shows is_job_type_delete), or the profile is rejected', async () => {
    const person = await withProfile({ job_types: [88] })
    await t.db.query(`UPDATE config_options SET is_deleted = true WHERE kind = 'job_types' AND id = 88`)
    try {
      const self = await call('GET', '/job/v1/jobseekers/self', { token: person.token })
      expect(self.data).toMatchObject({ is_job_type_delete: true, job_types: [{ id: 88, name: 'Thu mua', is_deleted: true }] })
      const res = await call('PUT', '/job/v1/jobseekers/auto-apply', { token: person.token, body: { apply_auto: true, consent: true } })
      expect(res.status).toBe(400)
      expect(res.json.error).toEqual({ code: 'job_type_deleted', message: PROFILE_MSG.autoApplyJobTypeDeleted })
      // Keeping the deleted type while editing something else is allowed; choosing it anew is not.
      const keep = await call('PUT', `/job/v1/jobseekers/${person.id}`, { token: person.token, body: { full_name: 'Mai Trần', job_types: [88] } })
      expect(keep.status, keep.message).toBe(200)
      const other = await newPerson()
      const fresh = await call('POST', '/job/v1/jobseekers', { token: other.token, body: profileBody(other.phone, { job_types: [88] }) })
      expect(fresh.message).toBe(PROFILE_MSG.jobTypeDeleted)
    } finally {
      await t.db.query(`UPDATE config_options SET is_deleted = false WHERE kind = 'job_types' AND id = 88`)
    }

    const rejected = await withProfile({ description: 'Tuyển cộng tác viên, phí hồ sơ 200 nghìn, việc nhẹ lương cao.' })
    expect(rejected.profile.process_state).toBe(1002)
    const res = await call('PUT', '/job/v1/jobseekers/auto-apply', { token: rejected.token, body: { apply_auto: true, consent: true } })
    expect(res.code).toBe('profile_rejected')
  })

  it('validates its body', async () => {
    const person = await withProfile()
    const missing = await call('PUT', '/job/v1/jobseekers/auto-apply', { token: person.token, body: {} })
    expect(missing.status).toBe(400)
    expect(missing.message).toBe('Thiếu apply_auto (true để bật, false để tắt).')
    const long = await call('PUT', '/job/v1/jobseekers/auto-apply', { token: person.token, body: { apply_auto: false, off_reason: 'x'.repeat(501) } })
    expect(long.message).toBe('Lý do tắt phải ít hơn 500 ký tự.')
    expect((await call('PUT', '/job/v1/jobseekers/auto-apply', { body: { apply_auto: true } })).status).toBe(401)
  })
})

describe('privacy: export and delete', () => {
  it('the export includes applications, saved jobs and saved searches', async () => {
    const person = await withProfile()
    const title = 'Nhân viên kế toán kho'
    const job = {
      id: await insertTestJob(t.db, { title, reviewStatus: 1001, isHidden: false, publishedAt: new Date(), expiresAt: new Date(Date.now() + 86_400_000) }),
      title,
    }
    expect((await call('POST', '/job/v1/candidates/apply', { token: person.token, body: { classified_id: job.id } })).status).toBe(200)
    expect((await call('POST', '/tracking/v1/favorites', { token: person.token, body: { classified_id: job.id } })).status).toBe(200)
    const saved = await call('POST', '/job/v1/saved-searches', { token: person.token, body: { name: 'Kế toán', query: 'q=ke+toan' } })
    expect(saved.status).toBe(200)
    const res = await call('GET', '/job/v1/jobseekers/self/export', { token: person.token })
    expect(res.data.applications).toEqual([
      { job_id: job.id, job_title: job.title, source: 'manual', status: 1, created_at: expect.any(String), updated_at: expect.any(String) },
    ])
    expect(res.data.favorites).toEqual([{ job_id: job.id, job_title: job.title, created_at: expect.any(String) }])
    expect(res.data.saved_searches).toEqual([{ name: 'Kế toán', query: expect.stringContaining('q='), alerts_enabled: true, created_at: expect.any(String) }])
  })

  it('exports everything held about the person as a JSON download', async () => {
    const person = await withProfile({ description: 'Liên hệ qua email mai@example.vn để nhận CV đầy đủ của tôi nhé.' })
    const res = await call('GET', '/job/v1/jobseekers/self/export', { token: person.token })
    expect(res.status).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="du-lieu-ca-nhan-\d{4}-\d{2}-\d{2}\.json"$/)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.data.account).toMatchObject({ id: person.id, phone: person.phone, phones: [person.phone], full_name: 'Người Thử' })
    expect(res.data.profile).toMatchObject({
      user_id: person.id,
      full_name: 'Trần Thị Mai',
      process_state: 1002,
      consent_at: expect.any(String),
      phone_verified_at: expect.any(String),
    })
    expect(res.data.inbox).toHaveLength(1)
    expect(res.data.sessions).toHaveLength(1)
    expect(res.data).toMatchObject({ applications: [], favorites: [], saved_searches: [] })
    const text = JSON.stringify(res.json)
    expect(text).not.toContain('password_hash')
    expect(text).not.toContain('token_hash')
  })

  it('deletes the profile for real', async () => {
    const person = await withProfile()
    const res = await call('DELETE', '/job/v1/jobseekers/self', { token: person.token })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ success: true, data: null })
    expect(await countProfiles(person.id)).toBe(0)
    expect((await call('GET', '/job/v1/jobseekers/self', { token: person.token })).data).toBeNull()
    expect((await call('GET', '/job/v1/jobseekers/self/export', { token: person.token })).data.profile).toBeNull()
    // The number is free again: the person can create a new profile with it.
    const again = await call('POST', '/job/v1/jobseekers', { token: person.token, body: profileBody(person.phone) })
    expect(again.status, again.message).toBe(200)
    expect((await call('DELETE', '/job/v1/jobseekers/self')).status).toBe(401)
  })
})

describe('POST /job/v1/jobseekers/self-description (local writer)', () => {
  it('writes a Vietnamese self-introduction from the stored profile', async () => {
    const person = await withProfile()
    const res = await call('POST', '/job/v1/jobseekers/self-description', { token: person.token, body: {} })
    expect(res.status, res.message).toBe(200)
    expect(res.data.source).toBe('local')
    expect(res.data.text).toContain('Tôi là Trần Thị Mai, 25 tuổi, đang tìm việc nhân viên bán hàng và thu ngân tại Quận 1, TP. Hồ Chí Minh.')
    expect(res.data.text).toContain('Tôi có 2 năm kinh nghiệm làm việc.')
    expect(res.data.text).toContain('Tôi có thể đi làm ngay')
    expect(res.data.text.length).toBeLessThanOrEqual(1500)
  })

  it('uses unsaved form values before a profile exists, and asks for job types first', async () => {
    const person = await newPerson()
    const none = await call('POST', '/job/v1/jobseekers/self-description', { token: person.token })
    expect(none.status).toBe(400)
    expect(none.json.error).toEqual({ code: 'job_types_required', message: PROFILE_MSG.descriptionNeedsJobTypes })
    const res = await call('POST', '/job/v1/jobseekers/self-description', {
      token: person.token,
      body: { job_types: [12], city_id: 1, experience_id: 601, readiness: 2 },
    })
    expect(res.status, res.message).toBe(200)
    expect(res.data.text).toContain('đang tìm việc lập trình viên tại Hà Nội.')
    expect(res.data.text).toContain('Tôi chưa có kinh nghiệm')
    expect(res.data.text).toContain('cần thêm một thời gian ngắn để chuẩn bị')
    expect((await call('POST', '/job/v1/jobseekers/self-description', { body: {} })).status).toBe(401)
  })
})
