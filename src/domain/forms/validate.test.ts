import { describe, expect, it } from 'vitest'
import type { FieldConfig } from './field-config'
import { checkField, validateFields, vietnamDate } from './validate'

const NOW = new Date('2026-11-25T20:00:00Z') // 26/11/2026 03:00 in Vietnam

describe('the form engine on its own kinds of field', () => {
  const quantity: FieldConfig = { name: 'quantity', label: 'Số lượng tuyển', message: 'số lượng tuyển', input_type: 'number', is_required: true, is_max_value: true, max_value: 1000 }
  const deadline: FieldConfig = { name: 'deadline', label: 'Hạn nộp hồ sơ', message: 'hạn nộp hồ sơ', input_type: 'date', is_required: true, min_days: 0, max_days: 60 }
  const images: FieldConfig = {
    name: 'images',
    label: 'Hình ảnh',
    input_type: 'images',
    is_required: false,
    max_items: 3,
    max_items_message: 'Đã vượt quá 3 ảnh',
  }

  it('numbers: required, whole, at least 1 (SPEC 5 "{label} phải lớn hơn 0"), below the maximum', () => {
    expect(checkField(quantity, null)).toBe('Vui lòng nhập số lượng tuyển')
    expect(checkField(quantity, 0)).toBe('Số lượng tuyển phải lớn hơn 0')
    expect(checkField(quantity, 2.5)).toBe('Số lượng tuyển không hợp lệ')
    expect(checkField(quantity, 1000)).toBe('Số lượng tuyển phải ít hơn 1000')
    expect(checkField(quantity, 3)).toBeUndefined()
  })

  it("dates count days in Vietnam's calendar, from today to max_days ahead", () => {
    expect(vietnamDate(NOW)).toBe('2026-11-26')
    expect(checkField(deadline, '2026-11-25', {}, NOW)).toBe('Hạn nộp hồ sơ không được trước ngày hôm nay')
    expect(checkField(deadline, '2026-11-26', {}, NOW)).toBeUndefined()
    expect(checkField(deadline, vietnamDate(NOW, 60), {}, NOW)).toBeUndefined()
    expect(checkField(deadline, vietnamDate(NOW, 61), {}, NOW)).toBe('Hạn nộp hồ sơ tối đa 60 ngày kể từ hôm nay')
    expect(checkField(deadline, '2026-02-30', {}, NOW)).toBe('Hạn nộp hồ sơ không hợp lệ, vui lòng chọn lại ngày')
    expect(checkField(deadline, '', {}, NOW)).toBe('Vui lòng chọn hạn nộp hồ sơ')
  })

  it('images: a list of media ids, at most max_items with its own message', () => {
    expect(checkField(images, [])).toBeUndefined()
    expect(checkField(images, ['a', 'b', 'c'])).toBeUndefined()
    expect(checkField(images, ['a', 'b', 'c', 'd'])).toBe('Đã vượt quá 3 ảnh')
    expect(checkField(images, [1])).toBe('Hình ảnh không hợp lệ')
  })

  it('a field whose depend_on does not hold is neither shown nor checked', () => {
    const salary: FieldConfig = {
      name: 'salary',
      label: 'Mức lương',
      message: 'mức lương',
      input_type: 'range',
      is_required: true,
      depend_on: 'salary_not_negotiable',
      from: { name: 'salary_min', label: 'Từ', input_type: 'text', is_required: false },
      to: { name: 'salary_max', label: 'Đến', input_type: 'text', is_required: false },
    }
    expect(validateFields([salary], { salary_negotiable: true }, { mode: 'create' })).toEqual([])
    expect(validateFields([salary], {}, { mode: 'create' })).toEqual([{ field: 'salary', message: 'Vui lòng thêm mức lương' }])
  })
})
