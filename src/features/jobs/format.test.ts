import { describe, expect, it } from 'vitest'
import { formatDate, placeLabel, salaryText } from './format'

describe('job formats', () => {
  it('formats dates as dd/MM/yyyy in Vietnam time', () => {
    expect(formatDate('2026-01-04T18:30:00.000Z')).toBe('05/01/2026')
    expect(formatDate('2026-12-31T16:59:59.000Z')).toBe('31/12/2026')
    expect(formatDate('không phải ngày')).toBe('')
  })

  it('writes the salary in amounts and in words', () => {
    expect(salaryText(10_000_000, 15_000_000)).toBe('10.000.000đ - 15.000.000đ (10 triệu - 15 triệu đồng)')
    expect(salaryText(8_000_000, null)).toBe('Từ 8.000.000đ (8 triệu đồng)')
    expect(salaryText(null, 20_000_000)).toBe('Đến 20.000.000đ (20 triệu đồng)')
    expect(salaryText(12_500_000, 12_500_000)).toBe('12.500.000đ (12 triệu 500 nghìn đồng)')
    expect(salaryText(null, null)).toBe('Thỏa thuận')
  })

  it('names the place by district and city', () => {
    expect(placeLabel({ district: { name: 'Quận 1' }, city: { name: 'TP. Hồ Chí Minh' } })).toBe('Quận 1, TP. Hồ Chí Minh')
    expect(placeLabel({ district: null, city: { name: 'Hà Nội' } })).toBe('Hà Nội')
  })
})
