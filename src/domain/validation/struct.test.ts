import { describe, expect, it } from 'vitest'
import { checkStruct, crossCheck, fieldValidator, formStruct, formValidator } from './struct'
import { DEPOSIT_AMOUNT_RULE, WALLET_MSG } from '../wallet'
import { ruleToJsonSchema } from './json-schema'
import { rules } from './rules'

describe('superstruct structs from the rules', () => {
  it('a field validator answers the rule message', () => {
    const phone = fieldValidator(rules.phone)
    expect(phone('')).toBe('Vui lòng nhập số điện thoại liên hệ')
    expect(phone('123')).toBe('Số điện thoại phải đủ 10 số và bắt đầu bằng số 0')
    expect(phone('+84 912 345 678')).toBeUndefined()
  })

  it('a form struct gives final-form errors per field, extra values pass', () => {
    const validate = formValidator(formStruct({ full_name: rules.fullName, email: rules.email, note: checkStruct('note', (v) => (v === 'x' ? 'Sai' : null)) }))
    expect(validate({ full_name: 'Nguyễn 2', email: 'a@b.vn', note: 'x', other: 1 })).toEqual({
      full_name: 'Không được nhập số hoặc ký tự đặc biệt vào họ tên',
      note: 'Sai',
    })
    expect(validate({ full_name: 'Nguyễn An', email: 'a@b.vn' })).toBeUndefined()
  })

  it('a cross-field check lands on the field it names once the fields pass', () => {
    const struct = crossCheck(formStruct({ password: rules.password }), 'confirm', (v) => (v.password !== v.confirm ? 'Không khớp' : null))
    const validate = formValidator(struct)
    expect(validate({ password: '1' })).toEqual({ password: 'Mật khẩu phải chứa ít nhất 6 ký tự' })
    expect(validate({ password: '123456', confirm: '1' })).toEqual({ confirm: 'Không khớp' })
    expect(validate({ password: '123456', confirm: '123456' })).toBeUndefined()
  })

  it("a deposit's multiple of 1.000đ is one rule: the form's check and the API's schema", () => {
    const amount = fieldValidator(DEPOSIT_AMOUNT_RULE)
    expect(amount(100_500)).toBe(WALLET_MSG.depositStep)
    expect(amount(10_000)).toBe(WALLET_MSG.depositMin)
    expect(amount(101_000)).toBeUndefined()
    const schema = ruleToJsonSchema(DEPOSIT_AMOUNT_RULE)
    expect(schema.multipleOf).toBe(1000)
    expect((schema['x-messages'] as Record<string, string>).multipleOf).toBe(WALLET_MSG.depositStep)
  })
})
