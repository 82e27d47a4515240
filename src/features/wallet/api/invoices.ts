// The caller's VAT invoices; one of them (the owner only), and the same invoice as an A4 PDF file.
import useSWR from 'swr'
import { authBlob, unwrap } from '../../../lib/http'
import { walletApi } from '../../../lib/api/wallet'

export function useInvoices(offset: number, limit: number) {
  return useSWR(walletApi.invoices.path({ query: { offset, limit } }), () => unwrap(walletApi.invoices({ query: { offset, limit } })))
}

export function useInvoice(id: number | null) {
  return useSWR(id === null ? null : walletApi.invoice.path({ params: { id } }), () => unwrap(walletApi.invoice({ params: { id: id! } })), { shouldRetryOnError: false })
}

/** The invoice's PDF file (null when it cannot be read). */
export const getInvoicePdf = (id: number) => authBlob(walletApi.invoicePdf.path({ params: { id } }))
