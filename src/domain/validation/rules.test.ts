import { describe, expect, it } from 'vitest'
import { ruleToJsonSchema } from './json-schema'
import { checkValue, normalizePhone, rules } from './rules'

describe('validation rules of SPEC 5', () => {
  it('phone: required, 10 digits starting 0, +84/84 normalised', () => {
    expect(checkValue(rules.phone, '')).toBe('Vui lòng nhập số điện thoại liên hệ')
    expect(checkValue(rules.phone, '123')).toBe('Số điện thoại phải đủ 10 số và bắt đầu bằng số 0')
    expect(checkValue(rules.phone, '+84 912 345 678')).toBeUndefined()
    expect(normalizePhone('84912345678')).toBe('0912345678')
    expect(normalizePhone('0912.345.678')).toBe('0912345678')
  })

  it('email: tld of 2-5 letters', () => {
    expect(checkValue(rules.email, 'a@b.vn')).toBeUndefined()
    expect(checkValue(rules.email, 'a@b.technology')).toBe('Địa chỉ email không hợp lệ')
    expect(checkValue(rules.email, '')).toBe('Nhập email để nhận thông báo từ nhà tuyển dụng.')
  })

  it('full name: letters incl. Vietnamese and spaces only, max 150', () => {
    expect(checkValue(rules.fullName, 'Nguyễn Thị Ánh')).toBeUndefined()
    expect(checkValue(rules.fullName, 'Nguyễn 2')).toBe('Không được nhập số hoặc ký tự đặc biệt vào họ tên')
    expect(checkValue(rules.fullName, 'a'.repeat(151))).toBe('Tối đa 150 ký tự')
    expect(checkValue(rules.fullName, '')).toBe('Vui lòng nhập họ tên')
  })

  it('password: min 6', () => {
    expect(checkValue(rules.password, '12345')).toBe('Mật khẩu phải chứa ít nhất 6 ký tự')
    expect(checkValue(rules.password, '')).toBe('Vui lòng nhập mật khẩu')
  })

  it('derives JSON Schema carrying the same messages', () => {
    const schema = ruleToJsonSchema(rules.phone)
    expect(schema).toMatchObject({ type: 'string', pattern: '^0\\d{9}$' })
    expect((schema['x-messages'] as Record<string, string>).pattern).toBe('Số điện thoại phải đủ 10 số và bắt đầu bằng số 0')
    expect(ruleToJsonSchema(rules.limit)).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 })
  })
})
