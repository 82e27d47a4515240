// GET /payment/v1/invoices (auth): the caller's VAT invoices; GET .../{id}/detail (auth, the owner);
// GET .../{id}/pdf (auth, the owner): the same invoice as an A4 PDF file.
import useSWR from 'swr'
import { authBlob, authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { Invoice } from '../types'

export function useInvoices(offset: number, limit: number) {
  return useSWR(['wallet/invoices', offset, limit], () =>
    unwrap(authHttp.get<{ items: Invoice[]; total: number; offset: number; limit: number }>(api.wallet.invoices(offset, limit))),
  )
}

export function useInvoice(id: number | null) {
  return useSWR(id === null ? null : ['wallet/invoice', id], () => unwrap(authHttp.get<Invoice>(api.wallet.invoice(id!))), { shouldRetryOnError: false })
}

/** The invoice's PDF file (null when it cannot be read). */
export const getInvoicePdf = (id: number) => authBlob(api.wallet.invoicePdf(id))
