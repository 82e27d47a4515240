// POST /listing/v1/my-coupons (auth, SPEC 7.9): the caller's coupons and the public ones with their
// state; POST /listing/v1/coupons/check (auth): a code's discount on a price, or why it does not apply.
import useSWR from 'swr'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { CheckedCoupon, MyCoupon } from '../types'

export function useMyCoupons() {
  return useSWR('wallet/my-coupons', () => unwrap(authHttp.post<{ items: MyCoupon[] }>(api.wallet.myCoupons, {})).then((data) => data.items))
}

/** The envelope; never throws. */
export const checkCoupon = (code: string, priceId: number) => authHttp.post<CheckedCoupon>(api.wallet.checkCoupon, { code, price_id: priceId })
