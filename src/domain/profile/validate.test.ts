import { describe, expect, it } from 'vitest'
import { fieldByName, type FieldConfig } from '../forms/field-config'
import { checkField, requiredMessage } from '../forms/validate'
import { profileFields } from './fields'
import { normalizeProfileValues, validateProfile, type ProfileValues } from './validate'
import { profileBadge, profileCompleteness } from './completeness'
import { autoApplyStatus, formatVietnamDate } from './auto-apply'

const NOW = new Date(2026, 10, 22)
const fields = profileFields(NOW)
const field = (name: string) => fieldByName(fields, name) as FieldConfig

const complete: ProfileValues = {
  image_url: '/media/v1/files/abc.webp',
  full_name: 'Nguyễn Thị Lan',
  phone: '0901234567',
  email: 'lan@example.vn',
  birth_year: 1999,
  gender: 803,
  job_types: [1, 4],
  city_id: 2,
  district_id: 2001,
  salary_min: 8_000_000,
  salary_max: 12_000_000,
  experience_id: 605,
  experience_text: 'Bán hàng thời trang và thu ngân siêu thị.',
  work_history: [{ company: 'Siêu thị Minh Phát', position: 'Thu ngân', start_date: '09/2024', end_date: null }],
  education_id: 705,
  readiness: true,
  description: 'Tôi chăm chỉ, trung thực, có 3 năm kinh nghiệm bán hàng.',
  searchable: true,
}

const messages = (values: ProfileValues, mode: 'create' | 'update' = 'update') =>
  validateProfile(fields, values, { mode }).map((e) => `${e.field}: ${e.message}`)

describe('profile field configs (SPEC 3)', () => {
  it('lists the fields of the form with their rules as data', () => {
    expect(fields.map((f) => f.name)).toEqual([
      'image_url',
      'full_name',
      'phone',
      'email',
      'birth_year',
      'gender',
      'job_types',
      'city_id',
      'district_id',
      'salary',
      'experience_id',
      'experience_text',
      'work_history',
      'education_id',
      'readiness',
      'description',
      'searchable',
      'consent',
    ])
    expect(field('job_types')).toMatchObject({
      input_type: 'option_api',
      dataSources: { from: 'job_config', name: 'job_types' },
      multiple: true,
      maxOption: 5,
      is_required: true,
    })
    expect(field('experience_text').depend_on).toBe('has_experience')
    expect(field('work_history').fields?.find((f) => f.name === 'work_time')).toMatchObject({
      input_type: 'month_range',
      start_date: { name: 'start_date', is_required: true, maxLength: 7 },
      end_date: { name: 'end_date', is_required: false, maxLength: 7 },
    })
    expect(field('salary')).toMatchObject({ input_type: 'range', from: { name: 'salary_min' }, to: { name: 'salary_max' } })
    expect(field('birth_year')).toMatchObject({ min_value: 1966, max_value: 2009 })
    expect(field('readiness').options).toEqual([
      { id: 1, name: 'Đi làm ngay', value: true },
      { id: 2, name: 'Cần thêm thời gian chuẩn bị', value: false },
    ])
    // Served as JSON: nothing in it that JSON would lose.
    expect(JSON.parse(JSON.stringify(fields))).toEqual(fields)
  })
})

describe('validateProfile: the SPEC 5 messages', () => {
  it('accepts a complete profile', () => {
    expect(messages(complete)).toEqual([])
    expect(messages({ ...complete, consent: true }, 'create')).toEqual([])
  })

  it('required fields: chọn for choices, nhập for text and phone, the spec own sentences', () => {
    expect(messages({}, 'create')).toEqual([
      'full_name: Vui lòng nhập họ tên',
      'phone: Vui lòng nhập số điện thoại liên hệ',
      'birth_year: Vui lòng chọn năm sinh',
      'gender: Vui lòng chọn giới tính',
      'job_types: Vui lòng chọn ngành nghề',
      'city_id: Vui lòng chọn nơi làm việc mong muốn',
      'experience_id: Vui lòng chọn kinh nghiệm làm việc',
      'readiness: Vui lòng chọn thời gian có thể đi làm',
      'consent: Vui lòng đồng ý với việc xử lý thông tin hồ sơ để tạo hồ sơ.',
    ])
    expect(requiredMessage(field('email'))).toBe('Nhập email để nhận thông báo từ nhà tuyển dụng.')
    expect(requiredMessage(field('image_url'))).toBe('Vui lòng thêm ảnh đại diện')
  })

  it('full name, phone and e-mail rules', () => {
    expect(checkField(field('full_name'), 'Nguyễn Văn 2')).toBe('Không được nhập số hoặc ký tự đặc biệt vào họ tên')
    expect(checkField(field('full_name'), 'a'.repeat(151))).toBe('Tối đa 150 ký tự')
    expect(checkField(field('phone'), '012345')).toBe('Số điện thoại phải đủ 10 số và bắt đầu bằng số 0')
    expect(checkField(field('phone'), '1901234567')).toBe('Số điện thoại phải đủ 10 số và bắt đầu bằng số 0')
    expect(checkField(field('email'), 'lan@example')).toBe('Địa chỉ email không hợp lệ')
    expect(checkField(field('email'), '')).toBeUndefined()
  })

  it('birth year from 18 to 60 years old', () => {
    expect(checkField(field('birth_year'), 2008)).toBeUndefined()
    expect(checkField(field('birth_year'), 1966)).toBeUndefined()
    expect(checkField(field('birth_year'), 2009)).toBe('Năm sinh phải ít hơn 2009')
    expect(checkField(field('birth_year'), 1965)).toBe('Năm sinh phải lớn hơn hoặc bằng 1966')
  })

  it('job types: at most 5, "Chọn tối đa 5 ngành nghề"', () => {
    expect(checkField(field('job_types'), [1, 2, 3, 4, 5])).toBeUndefined()
    expect(checkField(field('job_types'), [1, 2, 3, 4, 5, 6])).toBe('Chọn tối đa 5 ngành nghề')
    expect(checkField(field('job_types'), [])).toBe('Vui lòng chọn ngành nghề')
    expect(checkField(field('job_types'), ['a'])).toBe('Ngành nghề mong muốn không hợp lệ')
  })

  it('salary range: min <= max with the field message, bounds in words', () => {
    expect(messages({ ...complete, salary_min: 15_000_000, salary_max: 10_000_000 })).toEqual([
      'salary: Mức lương tối thiểu phải nhỏ hơn hoặc bằng mức lương tối đa',
    ])
    expect(messages({ ...complete, salary_min: 5_000_000, salary_max: 1_000_000_000 })).toEqual([
      'salary_max: Mức lương tối đa phải ít hơn 1 tỷ đồng',
    ])
    expect(messages({ ...complete, salary_min: null, salary_max: null })).toEqual([])
  })

  it('text lengths: "{label} phải nhiều hơn N ký tự." and "{label} phải ít hơn N ký tự."', () => {
    expect(messages({ ...complete, description: 'Ngắn quá' })).toEqual([
      'description: Giới thiệu bản thân phải nhiều hơn 20 ký tự.',
    ])
    expect(messages({ ...complete, description: 'a'.repeat(1501) })).toEqual([
      'description: Giới thiệu bản thân phải ít hơn 1500 ký tự.',
    ])
    expect(messages({ ...complete, experience_text: 'x'.repeat(1001) })).toEqual([
      'experience_text: Mô tả kinh nghiệm phải ít hơn 1000 ký tự.',
    ])
  })

  it('work history: MM/YYYY rules per entry, only with experience', () => {
    const history = (start_date: string, end_date: string | null) => ({
      ...complete,
      work_history: [{ company: 'Cửa hàng Hoa Mai', position: 'Bán hàng', start_date, end_date }],
    })
    expect(messages(history('13/2020', null))).toEqual(['work_history.0.start_date: Tháng từ 01 - 12'])
    expect(messages(history('2020/01', null))).toEqual(['work_history.0.start_date: Sai định dạng MM/YYYY'])
    expect(messages(history('05/2022', '01/2022'))).toEqual([
      'work_history.0.start_date: Thời gian bắt đầu phải nhỏ hơn hoặc bằng Thời gian kết thúc',
    ])
    expect(messages(history('', '01/2022'))).toEqual(['work_history.0.start_date: Không được bỏ trống Thời gian bắt đầu'])
    expect(messages({ ...complete, work_history: [{ company: '', position: '', start_date: '01/2020', end_date: null }] })).toEqual([
      'work_history.0.company: Vui lòng nhập tên công ty',
      'work_history.0.position: Vui lòng nhập vị trí công việc',
    ])
    // No experience (601): the textarea and the history are hidden, so not checked.
    expect(messages({ ...history('13/2020', null), experience_id: 601 })).toEqual([])
  })

  it('choices must be one of the options: gender and readiness', () => {
    expect(checkField(field('gender'), 801)).toBe('Vui lòng chọn giới tính')
    expect(checkField(field('readiness'), false)).toBeUndefined()
    expect(checkField(field('readiness'), 'yes')).toBe('Vui lòng chọn thời gian có thể đi làm')
  })
})

describe('normalizeProfileValues', () => {
  it('tidies what a person typed', () => {
    expect(
      normalizeProfileValues(
        {
          full_name: '  Nguyễn   Thị Lan ',
          phone: '+84 901 234 567',
          email: ' Lan@Example.VN ',
          readiness: 2,
          job_types: [4, 1, 4],
          description: '  Dòng một  \r\n\r\n\r\n Dòng hai ',
          work_history: [{ company: ' Hoa  Mai ', position: 'Bán hàng', start_date: '01/2030', end_date: '' }],
          experience_text: '   ',
        } as never,
        NOW,
      ),
    ).toEqual({
      full_name: 'Nguyễn Thị Lan',
      phone: '0901234567',
      email: 'lan@example.vn',
      readiness: false,
      job_types: [4, 1],
      description: 'Dòng một\n\nDòng hai',
      work_history: [{ company: 'Hoa Mai', position: 'Bán hàng', start_date: '11/2026', end_date: null }],
      experience_text: null,
    })
    expect(normalizeProfileValues({})).toEqual({})
  })
})

describe('completeness and the badge (SPEC 3, 4.2)', () => {
  it('counts the fields a good profile needs', () => {
    expect(profileCompleteness(fields, complete)).toEqual({ complete_percentage: 1, missing_fields: [], is_satisfied: true })
    const partial = profileCompleteness(fields, {
      ...complete,
      image_url: null,
      email: null,
      salary_min: null,
      salary_max: null,
      description: null,
    })
    expect(partial.missing_fields).toEqual([
      { name: 'image_url', label: 'Ảnh đại diện' },
      { name: 'email', label: 'Email' },
      { name: 'salary', label: 'Mức lương mong muốn (đồng/tháng)' },
      { name: 'description', label: 'Giới thiệu bản thân' },
    ])
    expect(partial.is_satisfied).toBe(false)
    expect(partial.complete_percentage).toBe(0.71) // 10 of 14
    // No experience: the experience description does not count.
    expect(profileCompleteness(fields, { ...complete, experience_id: 601, experience_text: null, work_history: [] }).is_satisfied).toBe(true)
    expect(profileCompleteness(fields, { ...complete, experience_text: null, work_history: [] }).missing_fields).toEqual([
      { name: 'experience_text', label: 'Mô tả kinh nghiệm' },
    ])
  })

  it('badge texts', () => {
    expect(profileBadge(1000, { is_satisfied: false, missing_fields: [{ name: 'a', label: 'A' }, { name: 'b', label: 'B' }] })).toEqual({
      tone: 'progress',
      text: 'Hồ sơ tốt: Cần 2 mục',
    })
    expect(profileBadge(1000, { is_satisfied: true, missing_fields: [] })).toBeNull()
    expect(profileBadge(1002, { is_satisfied: true, missing_fields: [] })).toEqual({ tone: 'danger', text: 'Hồ sơ vi phạm' })
    expect(profileBadge(1001, { is_satisfied: true, missing_fields: [] })).toEqual({ tone: 'success', text: 'Hồ sơ tốt' })
  })
})

describe('auto-apply period', () => {
  it('tells until when it runs, or that it lapsed', () => {
    const now = new Date('2026-11-22T02:00:00Z')
    expect(autoApplyStatus({ apply_auto: true, apply_auto_until: '2026-12-22T02:00:00Z' }, now)).toEqual({
      active: true,
      expired_message: 'Tự động ứng tuyển đang bật đến ngày 22/12/2026',
    })
    expect(autoApplyStatus({ apply_auto: true, apply_auto_until: '2026-11-01T02:00:00Z' }, now)).toEqual({
      active: false,
      expired_message: 'Tự động ứng tuyển đã hết hạn vào ngày 01/11/2026. Hãy bật lại để tiếp tục nhận việc phù hợp.',
    })
    expect(autoApplyStatus({ apply_auto: false, apply_auto_until: null }, now)).toEqual({ active: false, expired_message: null })
    // Vietnam time: 20:00 UTC is already the next day there.
    expect(formatVietnamDate('2026-12-31T20:00:00Z')).toBe('01/01/2027')
  })
})
