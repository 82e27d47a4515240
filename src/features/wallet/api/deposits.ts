// POST /payment/v1/deposits (auth, Idempotency-Key): a pending deposit and the gateway URL to pay it;
// GET /payment/v1/deposits/{ref} (auth, the owner): its state, which only the gateway's IPN changes.
import useSWR from 'swr'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'
import { idempotencyHeaders } from '../idempotency'
import type { Deposit } from '../types'

export const createDeposit = (amount: number, key: string) =>
  authHttp.post<{ deposit: Deposit; payment_url: string }>(api.wallet.deposits, { amount }, { headers: idempotencyHeaders(key) })

export const getDeposit = (ref: string) => authHttp.get<Deposit>(api.wallet.deposit(ref))

/** Polled every 1.5 s while the gateway has not confirmed (the browser often comes back before the IPN). */
export function useDeposit(ref: string | null) {
  return useSWR(ref ? ['wallet/deposit', ref] : null, () => unwrap(getDeposit(ref!)), {
    refreshInterval: (data) => (data && data.status !== 'pending' ? 0 : 1500),
    shouldRetryOnError: false,
  })
}
