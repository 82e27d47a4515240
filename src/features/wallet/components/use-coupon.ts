// The pay dialog's coupon: the code typed, and the discount the API gives it on the package (or on
// the basket's first package it fits, the domain's basketCoupon rule), or the reason it does not.
import { useState } from 'react'
import type { CheckedCoupon, ServicePrice } from '../../../domain/contract/wallet'
import { basketCoupon } from '../../../domain/wallet'
import { checkCoupon } from '../api/coupons'

export function useCoupon(prices: ServicePrice[]) {
  const [code, setCode] = useState('')
  const [coupon, setCoupon] = useState<CheckedCoupon | null>(null)
  const [error, setError] = useState<string | null>(null)
  /** Checks the code; resolves once the answer is shown. */
  const apply = async () => {
    setError(null)
    const target = await basketCoupon(prices, async (price) => {
      const result = await checkCoupon(code, price.id)
      return result.success ? { fits: true, value: result.data } : { fits: false, refusal: result.error.message }
    })
    setCoupon('value' in target ? target.value : null)
    if ('refusal' in target) setError(target.refusal)
  }
  return { code, setCode, coupon, error, apply }
}
