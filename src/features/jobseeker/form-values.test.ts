import { describe, expect, it } from 'vitest'
import { profileFields } from '../../domain/profile/fields'
import { PROFILE_MSG } from '../../domain/profile/messages'
import type { Jobseeker } from '../../domain/profile/types'
import { initialFormValues, toPayload, validateForm, type ProfileFormValues } from './form-values'

const now = new Date(2026, 4, 15)
const fields = profileFields(now)
const own = { trustedPhones: ['0901234567'] }

const complete: ProfileFormValues = {
  full_name: 'Nguyễn Văn An',
  phone: '0901234567',
  email: 'an@example.com',
  birth_year: 1995,
  gender: 802,
  job_types: [8],
  city_id: 1,
  experience_id: 604,
  experience_text: 'Kế toán thuế',
  work_history: [{ company: 'Minh Phát', position: 'Kế toán', start_date: '03/2021', end_date: '' }],
  readiness: true,
  consent: true,
}

describe('validateForm', () => {
  it('passes a complete profile on the account’s own phone', () => {
    expect(validateForm(fields, complete, 'create', own)).toEqual({})
  })

  it('gives the SPEC 5 messages, nested like the values', () => {
    const errors = validateForm(
      fields,
      {
        full_name: 'An 2',
        phone: '0901234567',
        salary_min: 9_000_000,
        salary_max: 5_000_000,
        experience_id: 604,
        work_history: [{ company: '', position: 'Kế toán', start_date: '13/2020', end_date: '' }],
        readiness: true,
      },
      'create',
      own,
    ) as Record<string, unknown>
    expect(errors.full_name).toBe('Không được nhập số hoặc ký tự đặc biệt vào họ tên')
    expect(errors.birth_year).toBe('Vui lòng chọn năm sinh')
    expect(errors.gender).toBe('Vui lòng chọn giới tính')
    expect(errors.job_types).toBe('Vui lòng chọn ngành nghề')
    // the range's own message goes under its "to" input
    expect(errors.salary_max).toBe('Mức lương tối thiểu phải nhỏ hơn hoặc bằng mức lương tối đa')
    expect(errors.work_history).toEqual([{ company: 'Vui lòng nhập tên công ty', start_date: 'Tháng từ 01 - 12' }])
    expect(errors.consent).toBe('Vui lòng đồng ý với việc xử lý thông tin hồ sơ để tạo hồ sơ.')
  })

  it('skips the experience details with 601 and the consent when editing', () => {
    const errors = validateForm(fields, { ...complete, consent: false, experience_id: 601, work_history: [{ company: '', position: '', start_date: '', end_date: '' }] }, 'update', own)
    expect(errors).toEqual({})
  })

  it('asks for the OTP on another number until it is verified here', () => {
    const other = { ...complete, phone: '0987654321' }
    expect((validateForm(fields, other, 'create', own) as Record<string, unknown>).phone).toBe(PROFILE_MSG.phoneNotVerified)
    expect(validateForm(fields, { ...other, verified_phone: '0987654321', verify_token: 't' }, 'create', own)).toEqual({})
    expect((validateForm(fields, { ...other, phone: '0987' }, 'create', own) as Record<string, unknown>).phone).toBe(
      'Số điện thoại phải đủ 10 số và bắt đầu bằng số 0',
    )
  })
})

describe('toPayload', () => {
  it('sends the shown fields, consent on create, and no token for the own phone', () => {
    const body = toPayload(fields, complete, 'create', own)
    expect(body).toMatchObject({ full_name: 'Nguyễn Văn An', consent: true, salary_min: null, salary_max: null, readiness: true })
    expect(body.work_history).toEqual([{ company: 'Minh Phát', position: 'Kế toán', start_date: '03/2021', end_date: null }])
    expect(body).not.toHaveProperty('verify_token')
    expect(body).not.toHaveProperty('take_over_phone')
    expect(toPayload(fields, complete, 'update', own)).not.toHaveProperty('consent')
  })

  it('sends the token of a number verified here, and take_over_phone when asked', () => {
    const values = { ...complete, phone: '0987654321', verified_phone: '0987654321', verify_token: 'tok' }
    expect(toPayload(fields, values, 'create', { ...own, takeOverPhone: true })).toMatchObject({ verify_token: 'tok', take_over_phone: true })
    expect(toPayload(fields, { ...values, phone: '0911111111' }, 'create', own)).not.toHaveProperty('verify_token')
  })

  it('drops the experience details with no experience', () => {
    const body = toPayload(fields, { ...complete, experience_id: 601 }, 'update', own)
    expect(body.experience_text).toBeNull()
    expect(body.work_history).toEqual([])
  })
})

describe('initialFormValues', () => {
  it('starts from the teaser over the own phone, with the configs’ defaults', () => {
    const values = initialFormValues(fields, { ownPhone: '0901234567', draft: { full_name: 'An', phone: '', email: 'an@example.com' } })
    expect(values).toMatchObject({ full_name: 'An', phone: '0901234567', email: 'an@example.com', searchable: false, consent: false })
    expect(initialFormValues(fields, { ownPhone: '0901234567', draft: { phone: '0987654321' } }).phone).toBe('0987654321')
  })

  it('starts from a saved profile', () => {
    const profile = {
      full_name: 'An',
      phone: '0901234567',
      job_types: [{ id: 8, name: 'Kế toán', is_deleted: false }],
      work_history: [{ company: 'A', position: 'B', start_date: '01/2020', end_date: null }],
      readiness: false,
    } as unknown as Jobseeker
    const values = initialFormValues(fields, { profile })
    expect(values).toMatchObject({ full_name: 'An', job_types: [8], readiness: false, email: null })
    expect(values.work_history).toEqual(profile.work_history)
  })
})
