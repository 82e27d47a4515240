// A deposit (Idempotency-Key): a pending payment and the gateway URL to pay it; then its state (the
// owner only), which only the gateway's IPN changes.
import useSWR from 'swr'
import { unwrap } from '../../../lib/http'
import { idempotencyHeaders } from '../idempotency'
import { walletApi } from '../../../lib/api/wallet'

/** invoiceOrganizationId: the organisation the deposit's VAT invoice is issued to (one the caller belongs to) */
export const createDeposit = (amount: number, key: string, invoiceOrganizationId?: number) =>
  walletApi.createDeposit({ body: { amount, invoice_organization_id: invoiceOrganizationId }, headers: idempotencyHeaders(key) })

/** The organisations the caller may have a deposit's invoice issued to (owned first). */
export function useInvoiceOrganizations() {
  return useSWR(walletApi.invoiceOrganizations.path(), () => unwrap(walletApi.invoiceOrganizations()).then((data) => data.items), { revalidateOnFocus: false })
}

export const getDeposit = (ref: string) => walletApi.deposit({ params: { ref } })

/** Polled every 1.5 s while the gateway has not confirmed (the browser often comes back before the IPN). */
export function useDeposit(ref: string | null) {
  return useSWR(ref ? walletApi.deposit.path({ params: { ref } }) : null, () => unwrap(getDeposit(ref!)), {
    refreshInterval: (data) => (data && data.status !== 'pending' ? 0 : 1500),
    shouldRetryOnError: false,
  })
}
