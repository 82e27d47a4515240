// SPEC 7.9 "jobservices settings and buy" (docs/decisions/0027-job-service-settings.md): the
// auto-renewal settings of one job, and the basket (several prices for one job, one payment, with
// the attempt's Idempotency-Key). Envelopes; never throw.
import useSWR, { mutate } from 'swr'
import type { JobServiceSettings } from '../../../domain/wallet'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'
import { idempotencyHeaders } from '../idempotency'
import type { BasketPurchase } from '../types'

const settingsKey = (id: number) => ['wallet/job-services-settings', id]

export function useJobServiceSettings(id: number | null) {
  return useSWR(id === null ? null : settingsKey(id), () => unwrap(authHttp.get<JobServiceSettings>(api.wallet.jobServicesSettings(id!))), { shouldRetryOnError: false })
}

/** After a purchase: the running services (and so the switches) changed. */
export const refreshJobServiceSettings = (id: number) => mutate(settingsKey(id))

export const saveJobServiceSettings = (id: number, body: { auto_renew_service_ids: number[]; monthly_cap?: number }) =>
  authHttp.put<JobServiceSettings & { message: string }>(api.wallet.jobServicesSettings(id), body)

export const buyBasket = (body: { classified_id: number; items: number[]; coupon_code?: string }, key: string) =>
  authHttp.post<BasketPurchase>(api.wallet.jobServicesBuy, body, { headers: idempotencyHeaders(key) })
