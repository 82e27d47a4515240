// GET /listing/v1/jobclassifieds/{id}/buy-service (auth, a member of the job's organisation, SPEC
// 7.3): the job with its running services, the prices for jobs and the caller's balances.
import useSWR from 'swr'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { BuyServiceInfo } from '../types'

export const getBuyServiceInfo = (id: number) => authHttp.get<BuyServiceInfo>(api.wallet.buyServiceInfo(id))

export function useBuyServiceInfo(id: number | null) {
  return useSWR(id === null ? null : ['wallet/buy-service', id], () => unwrap(getBuyServiceInfo(id!)), { shouldRetryOnError: false })
}
