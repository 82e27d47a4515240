import { describe, expect, it } from 'vitest'
import { formatCount, formatMoney, moneyInWords, moneyRange, salaryLabel } from './money'

describe('money in đồng', () => {
  it('shows dot thousands and "đ"', () => {
    expect(formatMoney(15_500_000)).toBe('15.500.000đ')
    expect(formatMoney(0)).toBe('0đ')
  })

  it('says amounts in words with tỷ/triệu/nghìn/đồng', () => {
    expect(moneyInWords(15_500_000)).toBe('15 triệu 500 nghìn đồng')
    expect(moneyInWords(2_000_000_000)).toBe('2 tỷ đồng')
    expect(moneyInWords(0)).toBe('0 đồng')
  })

  it('labels salary ranges and negotiable salaries', () => {
    expect(salaryLabel(null, null)).toBe('Thỏa thuận')
    expect(salaryLabel(10_000_000, 15_000_000)).toBe('10 - 15 triệu')
    expect(salaryLabel(8_500_000, null)).toBe('Từ 8,5 triệu')
    expect(salaryLabel(null, 20_000_000)).toBe('Đến 20 triệu')
  })
})

describe('moneyRange', () => {
  it('writes full amounts as formatMoney does, with no space before đ', () => {
    expect(moneyRange(8_000_000, 12_000_000)).toBe('8.000.000đ - 12.000.000đ')
    expect(moneyRange(8_000_000, null)).toBe('Từ 8.000.000đ')
    expect(moneyRange(null, 12_000_000)).toBe('Đến 12.000.000đ')
    expect(moneyRange(null, null)).toBeNull()
  })
})

describe('formatCount', () => {
  it('writes whole numbers with dots between thousands, as toLocaleString("vi-VN") does', () => {
    for (const n of [0, 7, 999, 1000, 1873, 12_345, 999_999, 1_000_000, 628_000, 1_234_567_890, -1234]) expect(formatCount(n), String(n)).toBe(n.toLocaleString('vi-VN'))
  })
})
