// Vietnamese tax codes (mã số thuế) of an organisation (issue 21): a company's 10 digits whose tenth
// is the check digit, 10 − (Σ of the first nine × 31, 29, 23, 19, 17, 13, 7, 5, 3 mod 11); a branch
// adds "-" and 3 digits 001-999; since 1 July 2025 a household business (hộ kinh doanh) uses its
// owner's 12-digit personal identification number (số định danh cá nhân), whose first 3 digits are
// the code of the province of birth registration (001-096).
import { ORGANIZATION_TYPE } from './statuses'

const WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3]

export const TAX_CODE_MSG = {
  required: 'Vui lòng nhập mã số thuế',
  companyFormat: 'Mã số thuế gồm 10 chữ số (ví dụ 0100233488), chi nhánh thêm dấu gạch ngang và 3 chữ số (ví dụ 0100233488-001)',
  checkDigit: 'Mã số thuế không đúng: chữ số thứ 10 (chữ số kiểm tra) không khớp với 9 chữ số đầu. Vui lòng kiểm tra lại',
  noCheckDigit: 'Mã số thuế không đúng: 9 chữ số đầu không thể là một mã số thuế. Vui lòng kiểm tra lại',
  branch: 'Mã chi nhánh (3 chữ số sau dấu gạch ngang) phải từ 001 đến 999',
  householdFormat: 'Từ 01/07/2025, hộ kinh doanh dùng số định danh cá nhân 12 chữ số của chủ hộ làm mã số thuế',
  householdProvince: 'Số định danh cá nhân không đúng: 3 chữ số đầu là mã tỉnh nơi đăng ký khai sinh, từ 001 đến 096',
} as const

/** The check digit of a company tax code's first nine digits; null when they cannot begin one (the rule gives 10). */
export function taxCheckDigit(nine: string): number | null {
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(nine[i]), 0)
  const digit = 10 - (sum % 11)
  return digit === 10 ? null : digit
}

/** What is wrong with a tax code for an organisation of this type (1 Doanh nghiệp, 2 Hộ kinh doanh), or null. */
export function taxCodeProblem(value: string, organizationType: number): string | null {
  const code = value.trim()
  if (!code) return TAX_CODE_MSG.required
  if (organizationType === ORGANIZATION_TYPE.household) {
    if (!/^\d{12}$/.test(code)) return TAX_CODE_MSG.householdFormat
    const province = Number(code.slice(0, 3))
    return province >= 1 && province <= 96 ? null : TAX_CODE_MSG.householdProvince
  }
  const match = /^(\d{10})(?:-(\d{3}))?$/.exec(code)
  if (!match) return TAX_CODE_MSG.companyFormat
  if (match[2] === '000') return TAX_CODE_MSG.branch
  const digit = taxCheckDigit(match[1].slice(0, 9))
  if (digit === null) return TAX_CODE_MSG.noCheckDigit
  return digit === Number(match[1][9]) ? null : TAX_CODE_MSG.checkDigit
}
