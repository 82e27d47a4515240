// A deposit (Idempotency-Key): a pending payment and the gateway URL to pay it; then its state (the
// owner only), which only the gateway's IPN changes.
import useSWR from 'swr'
import { unwrap } from '../../../lib/http'
import { idempotencyHeaders } from '../idempotency'
import { walletApi } from '../../../lib/api/wallet'

export const createDeposit = (amount: number, key: string) => walletApi.createDeposit({ body: { amount }, headers: idempotencyHeaders(key) })

export const getDeposit = (ref: string) => walletApi.deposit({ params: { ref } })

/** Polled every 1.5 s while the gateway has not confirmed (the browser often comes back before the IPN). */
export function useDeposit(ref: string | null) {
  return useSWR(ref ? walletApi.deposit.path({ params: { ref } }) : null, () => unwrap(getDeposit(ref!)), {
    refreshInterval: (data) => (data && data.status !== 'pending' ? 0 : 1500),
    shouldRetryOnError: false,
  })
}
