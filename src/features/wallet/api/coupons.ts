// The caller's coupons and the public ones with their state (SPEC 7.9 my-coupons, a POST); a code's
// discount on a price, or why it does not apply.
import useSWR, { mutate } from 'swr'
import { unwrap } from '../../../lib/http'
import { walletApi } from '../../../lib/api/wallet'

export function useMyCoupons(enabled = true) {
  return useSWR(enabled ? walletApi.myCoupons.path() : null, () => unwrap(walletApi.myCoupons({ body: {} })).then((data) => data.items))
}

/** The envelope; never throws. */
export const checkCoupon = (code: string, priceId: number) => walletApi.checkCoupon({ body: { code, price_id: priceId } })

/** After a purchase: a coupon it used is no longer offered. */
export const refreshMyCoupons = () => mutate(walletApi.myCoupons.path())
