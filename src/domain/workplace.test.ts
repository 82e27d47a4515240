import { describe, expect, it } from 'vitest'
import { workplaceText } from './workplace'

const hcm = { name: 'Hồ Chí Minh' }
const q10 = { name: 'Quận 10' }

describe('workplaceText', () => {
  it('adds the district and province picked in the form to the typed address', () => {
    expect(workplaceText({ address: '285 Cách Mạng Tháng 8', district: q10, city: hcm })).toBe('285 Cách Mạng Tháng 8, Quận 10, Hồ Chí Minh')
  })

  it('leaves out what the address already names, whatever its accents and case', () => {
    expect(workplaceText({ address: '285 Cách Mạng Tháng 8, quận 10, TP. Hồ Chí Minh', district: q10, city: hcm })).toBe(
      '285 Cách Mạng Tháng 8, quận 10, TP. Hồ Chí Minh',
    )
    expect(workplaceText({ address: '12 Nguyễn Trãi, Quan 10', district: q10, city: hcm })).toBe('12 Nguyễn Trãi, Quan 10, Hồ Chí Minh')
  })

  it('compares whole words: "Quận 1" is not named by "Quận 10"', () => {
    expect(workplaceText({ address: '5 Lê Lợi, Quận 10', district: { name: 'Quận 1' }, city: hcm })).toBe('5 Lê Lợi, Quận 10, Quận 1, Hồ Chí Minh')
  })

  it('is the district and province alone without an address, the province alone without a district', () => {
    expect(workplaceText({ address: ' ', district: q10, city: hcm })).toBe('Quận 10, Hồ Chí Minh')
    expect(workplaceText({ address: '', district: null, city: { name: 'Đà Nẵng' } })).toBe('Đà Nẵng')
  })
})
