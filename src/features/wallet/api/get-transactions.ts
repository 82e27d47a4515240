// GET /payment/v1/transactions (auth): the caller's ledger, newest first, with running balances.
import useSWR from 'swr'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { TransactionPage } from '../types'

export const getTransactions = (offset: number, limit: number) => authHttp.get<TransactionPage>(api.wallet.transactions(offset, limit))

export function useTransactions(offset: number, limit: number) {
  return useSWR(['wallet/transactions', offset, limit], () => unwrap(getTransactions(offset, limit)))
}
