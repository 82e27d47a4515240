// One purchase with the attempt's Idempotency-Key: a service or a push-up package for a job (SPEC
// 7.2, 7.4), or contact unlocks for the account. The envelope; never throws.
import type { PriceKind } from '../../../domain/wallet'
import { idempotencyHeaders } from '../idempotency'
import { walletApi } from '../../../lib/api/wallet'

export function buyService(price: { id: number; kind: PriceKind }, jobId: number | null, couponCode: string | undefined, key: string) {
  const headers = idempotencyHeaders(key)
  if (price.kind === 'candidate' || jobId === null) return walletApi.buyCandidate({ body: { price_id: price.id, coupon_code: couponCode }, headers })
  const buy = price.kind === 'job' ? walletApi.buyJob : walletApi.buyJobUp
  return buy({ body: { classified_id: jobId, price_id: price.id, coupon_code: couponCode }, headers })
}
