// POST /listing/v1/services/buy-job, buy-job-up (SPEC 7.2, 7.4) and buy-candidate, with the
// attempt's Idempotency-Key. The envelope; never throws.
import type { PriceKind } from '../../../domain/wallet'
import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'
import { idempotencyHeaders } from '../idempotency'
import type { Purchase } from '../types'

const PATH: Record<PriceKind, string> = { job: api.wallet.buyJob, job_up: api.wallet.buyJobUp, candidate: api.wallet.buyCandidate }

export const buyService = (kind: PriceKind, body: { price_id: number; classified_id?: number; coupon_code?: string }, key: string) =>
  authHttp.post<Purchase>(PATH[kind], body, { headers: idempotencyHeaders(key) })
