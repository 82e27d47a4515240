// The pay dialog's coupon: the discount the API gives a code on the package (or on the basket's
// first package it fits, the domain's basketCoupon rule), or the reason it does not.
import type { CheckedCoupon, ServicePrice } from '../../../domain/contract/wallet'
import { basketCoupon } from '../../../domain/wallet'
import { checkCoupon } from '../api/coupons'

/** The code's coupon on these prices, or the API's refusal of it. */
export async function checkBasketCoupon(prices: ServicePrice[], code: string): Promise<{ coupon: CheckedCoupon } | { refusal: string }> {
  const target = await basketCoupon(prices, async (price) => {
    const result = await checkCoupon(code, price.id)
    return result.success ? { fits: true, value: result.data } : { fits: false, refusal: result.error.message }
  })
  return 'value' in target ? { coupon: target.value } : { refusal: target.refusal }
}
