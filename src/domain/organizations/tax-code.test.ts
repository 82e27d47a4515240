import { describe, expect, it } from 'vitest'
import { TAX_CODE_MSG, taxCheckDigit, taxCodeProblem } from './tax-code'

describe('tax codes', () => {
  it('accepts real company codes and their branches', () => {
    for (const code of ['0100233488', '0100109106', '0300588569', '0100233488-001', '0100233488-999', ' 0100233488 ']) {
      expect(taxCodeProblem(code, 1), code).toBeNull()
    }
  })

  it('computes the check digit as 10 − (weighted sum mod 11)', () => {
    // 0·31 + 1·29 + 0·23 + 0·19 + 2·17 + 3·13 + 3·7 + 4·5 + 8·3 = 167; 167 mod 11 = 2; 10 − 2 = 8
    expect(taxCheckDigit('010023348')).toBe(8)
    // a sum that is a multiple of 11 would need a check digit of 10: no code begins so
    expect(taxCheckDigit('000000000')).toBeNull()
  })

  it('says what is wrong with a company code', () => {
    expect(taxCodeProblem('', 1)).toBe(TAX_CODE_MSG.required)
    expect(taxCodeProblem('0100233489', 1)).toBe(TAX_CODE_MSG.checkDigit)
    expect(taxCodeProblem('0000000000', 1)).toBe(TAX_CODE_MSG.noCheckDigit)
    for (const code of ['010023348', '01002334881', '0100-233488', 'MST0100233488', '0100233488-01', '0100233488_001']) {
      expect(taxCodeProblem(code, 1), code).toBe(TAX_CODE_MSG.companyFormat)
    }
    expect(taxCodeProblem('0100233488-000', 1)).toBe(TAX_CODE_MSG.branch)
  })

  it("takes a household business's 12-digit personal identification number", () => {
    expect(taxCodeProblem('001203012345', 2)).toBeNull()
    expect(taxCodeProblem('079190000123', 2)).toBeNull()
    expect(taxCodeProblem('0100233488', 2)).toBe(TAX_CODE_MSG.householdFormat)
    expect(taxCodeProblem('00120301234', 2)).toBe(TAX_CODE_MSG.householdFormat)
    expect(taxCodeProblem('000203012345', 2)).toBe(TAX_CODE_MSG.householdProvince)
    expect(taxCodeProblem('097203012345', 2)).toBe(TAX_CODE_MSG.householdProvince)
  })
})
