// The caller's ledger, newest first, with running balances.
import useSWR from 'swr'
import { unwrap } from '../../../lib/http'
import { walletApi } from '../../../lib/api/wallet'

export const getTransactions = (offset: number, limit: number) => walletApi.transactions({ query: { offset, limit } })

export function useTransactions(offset: number, limit: number) {
  return useSWR(walletApi.transactions.path({ query: { offset, limit } }), () => unwrap(getTransactions(offset, limit)))
}
