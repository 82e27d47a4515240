import { describe, expect, it } from 'vitest'
import { basketCoupon, paymentMessage, WALLET_MSG, type CouponFit } from './wallet'

// a coupon that fits prices from 100.000đ, refusing the others with their price in the reason
const check = async (price: number): Promise<CouponFit<number, string>> =>
  price >= 100_000 ? { fits: true, value: price / 10 } : { fits: false, refusal: `không áp dụng cho ${price}` }

describe('basketCoupon', () => {
  it('gives the coupon to the first price of the basket it fits, checking no further', async () => {
    const checked: number[] = []
    const target = await basketCoupon([50_000, 200_000, 300_000], (price) => {
      checked.push(price)
      return check(price)
    })
    expect(target).toEqual({ index: 1, value: 20_000 })
    expect(checked).toEqual([50_000, 200_000])
  })

  it("answers with the first price's refusal when it fits none", async () => {
    expect(await basketCoupon([50_000, 70_000], check)).toEqual({ refusal: 'không áp dụng cho 50000' })
  })

  it('is the single price when the basket holds one', async () => {
    expect(await basketCoupon([150_000], check)).toEqual({ index: 0, value: 15_000 })
  })
})

describe('paymentMessage', () => {
  it('tells why the gateway refused a payment, by its response code', () => {
    expect(paymentMessage('failed', '51')).toBe('Giao dịch không thành công: Tài khoản không đủ số dư để thanh toán. Số dư không thay đổi.')
    expect(paymentMessage('failed', '11')).toContain('Đã hết thời gian chờ thanh toán.')
  })

  it('falls back to the general words for an unknown code, no code, and the other states', () => {
    expect(paymentMessage('failed', '99')).toBe(WALLET_MSG.paymentFailed)
    expect(paymentMessage('failed', null)).toBe(WALLET_MSG.paymentFailed)
    expect(paymentMessage('cancelled', '24')).toBe(WALLET_MSG.paymentCancelled)
    expect(paymentMessage('paid', '00')).toBe(WALLET_MSG.paymentPaid)
  })
})
