// The SPEC 5 rules for config-driven fields added to src/domain/validation/rules.ts.
import { describe, expect, it } from 'vitest'
import {
  birthYearBounds,
  checkMonth,
  checkMonthRange,
  checkRange,
  clampMonth,
  fieldMessages,
  formatMonthInput,
  MONTH_MESSAGES,
  monthNumber,
  parseRangeNumber,
} from '../validation/rules'

describe('month/year inputs (MM/YYYY)', () => {
  it('says "Sai định dạng MM/YYYY", "Tháng từ 01 - 12" and "Năm phải lớn hơn hoặc bằng 1900"', () => {
    expect(checkMonth('03/2024')).toBeUndefined()
    expect(checkMonth('')).toBeUndefined()
    expect(checkMonth(null)).toBeUndefined()
    for (const bad of ['3/2024', '2024-03', '03/24', '03-2024', '03/2024x', 'abc']) {
      expect(checkMonth(bad), bad).toBe('Sai định dạng MM/YYYY')
    }
    expect(checkMonth(202403)).toBe('Sai định dạng MM/YYYY')
    expect(checkMonth('13/2024')).toBe('Tháng từ 01 - 12')
    expect(checkMonth('00/2024')).toBe('Tháng từ 01 - 12')
    expect(checkMonth('05/1899')).toBe('Năm phải lớn hơn hoặc bằng 1900')
    expect(MONTH_MESSAGES.yearMin).toBe('Năm phải lớn hơn hoặc bằng 1900')
  })

  it('a start and an end: "Không được bỏ trống {label}" and "{start} phải nhỏ hơn hoặc bằng {end}"', () => {
    const labels = { start: 'Thời gian bắt đầu', end: 'Thời gian kết thúc' }
    expect(checkMonthRange('01/2020', '12/2021', labels)).toEqual({})
    expect(checkMonthRange('', '', labels)).toEqual({})
    expect(checkMonthRange('01/2020', '', labels)).toEqual({ end: 'Không được bỏ trống Thời gian kết thúc' })
    expect(checkMonthRange('', '01/2020', labels)).toEqual({ start: 'Không được bỏ trống Thời gian bắt đầu' })
    expect(checkMonthRange('05/2022', '04/2022', labels)).toEqual({
      start: 'Thời gian bắt đầu phải nhỏ hơn hoặc bằng Thời gian kết thúc',
    })
    expect(checkMonthRange('04/2022', '04/2022', labels)).toEqual({})
    // An open end ("until now") lets the end stay empty; a required start must be there.
    expect(checkMonthRange('01/2020', null, labels, { openEnd: true, startRequired: true })).toEqual({})
    expect(checkMonthRange(null, null, labels, { openEnd: true, startRequired: true })).toEqual({
      start: 'Không được bỏ trống Thời gian bắt đầu',
    })
    expect(checkMonthRange('13/2020', '01/2021', labels)).toEqual({ start: 'Tháng từ 01 - 12' })
  })

  it('clamps a future month to the current one, accepts only digits and one slash while typing', () => {
    const now = new Date(2026, 10, 22)
    expect(clampMonth('12/2030', now)).toBe('11/2026')
    expect(clampMonth('11/2026', now)).toBe('11/2026')
    expect(clampMonth('01/2020', now)).toBe('01/2020')
    expect(formatMonthInput('1')).toBe('1')
    expect(formatMonthInput('12')).toBe('12/')
    expect(formatMonthInput('122')).toBe('12/2')
    expect(formatMonthInput('12a2024')).toBe('12/2024')
    expect(formatMonthInput('12/20/24')).toBe('12/2024')
    expect(formatMonthInput('1220245')).toBe('12/2024')
    expect(monthNumber('02/2024')).toBe(2024 * 12 + 1)
    expect(monthNumber('2/2024')).toBeNull()
  })
})

describe('range fields and dynamic-field messages', () => {
  it('minimum must not exceed maximum: the field message, else "min <= max"', () => {
    expect(checkRange(5, 10)).toBeUndefined()
    expect(checkRange(10, 10)).toBeUndefined()
    expect(checkRange(11, 10)).toBe('min <= max')
    expect(checkRange(11, 10, 'Lương tối thiểu phải nhỏ hơn lương tối đa')).toBe('Lương tối thiểu phải nhỏ hơn lương tối đa')
    expect(checkRange(null, 10)).toBeUndefined()
  })

  it('reads numbers with "." thousands and "," decimals, never negative, empty is 0', () => {
    expect(parseRangeNumber('15.000.000')).toBe(15_000_000)
    expect(parseRangeNumber('1,5')).toBe(1.5)
    expect(parseRangeNumber('')).toBe(0)
    expect(parseRangeNumber('-5')).toBe(5)
    expect(parseRangeNumber(-3)).toBe(0)
  })

  it('words the messages as SPEC 5 does', () => {
    expect(fieldMessages.required('chọn', 'ngành nghề')).toBe('Vui lòng chọn ngành nghề')
    expect(fieldMessages.minLength('Giới thiệu bản thân', 20)).toBe('Giới thiệu bản thân phải nhiều hơn 20 ký tự.')
    expect(fieldMessages.maxLength('Giới thiệu bản thân', 1500)).toBe('Giới thiệu bản thân phải ít hơn 1500 ký tự.')
    expect(fieldMessages.minValue('Mức lương', 3_000_000, true)).toBe('Mức lương phải lớn hơn hoặc bằng 3 triệu đồng')
    expect(fieldMessages.maxValue('Mức lương', 1_000_000_000, true)).toBe('Mức lương phải ít hơn 1 tỷ đồng')
    expect(fieldMessages.maxValue('Năm sinh', 2009)).toBe('Năm sinh phải ít hơn 2009')
    expect(fieldMessages.positive('Số lượng')).toBe('Số lượng phải lớn hơn 0')
    expect(fieldMessages.maxOption(5, 'ngành nghề')).toBe('Chọn tối đa 5 ngành nghề')
    expect(fieldMessages.emailRequired).toBe('Nhập email để nhận thông báo từ nhà tuyển dụng.')
  })

  it('birth years: ages 18 to 60 counted from the current year', () => {
    expect(birthYearBounds(new Date(2026, 0, 1))).toEqual({ min: 1966, max: 2008 })
  })
})
