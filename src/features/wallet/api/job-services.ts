// SPEC 7.9 "jobservices settings and buy" (docs/decisions/0027-job-service-settings.md): the
// auto-renewal settings of one job, and the basket (several prices for one job, one payment, with
// the attempt's Idempotency-Key). Envelopes; never throw.
import useSWR, { mutate } from 'swr'
import type { BodyOf } from '../../../domain/contract/define'
import type { WalletContract } from '../../../domain/contract/wallet'
import { unwrap } from '../../../lib/http'
import { idempotencyHeaders } from '../idempotency'
import { walletApi } from '../../../lib/api/wallet'

const settingsKey = (id: number) => walletApi.jobServiceSettings.path({ params: { id } })

export function useJobServiceSettings(id: number | null) {
  return useSWR(id === null ? null : settingsKey(id), () => unwrap(walletApi.jobServiceSettings({ params: { id: id! } })), { shouldRetryOnError: false })
}

/** After a purchase: the running services (and so the switches) changed. */
export const refreshJobServiceSettings = (id: number) => mutate(settingsKey(id))

export const saveJobServiceSettings = (id: number, body: BodyOf<WalletContract['saveJobServiceSettings']>) =>
  walletApi.saveJobServiceSettings({ params: { id }, body })

export const buyBasket = (body: BodyOf<WalletContract['buyBasket']>, key: string) => walletApi.buyBasket({ body, headers: idempotencyHeaders(key) })
