import { describe, expect, it } from 'vitest'
import { organizationInitials } from './initials'

describe('organizationInitials', () => {
  it('reads the initials of the name after its legal form, so companies do not all show "C"', () => {
    expect(organizationInitials('Công ty TNHH Công nghệ Minh Phát')).toBe('MP')
    expect(organizationInitials('CÔNG TY CỔ PHẦN Đại Nam')).toBe('ĐN')
    expect(organizationInitials('Chi nhánh Công ty TNHH MTV Hải Âu')).toBe('HÂ')
    expect(organizationInitials('Tập đoàn Sao Việt 2')).toBe('SV')
    expect(organizationInitials('Hộ kinh doanh ánh dương')).toBe('ÁD')
    expect(organizationInitials('Tập đoàn FPT')).toBe('F')
    expect(organizationInitials('  Vinamilk ')).toBe('V')
    expect(organizationInitials('')).toBe('')
  })
})
