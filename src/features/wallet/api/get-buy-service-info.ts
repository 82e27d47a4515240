// The buy page of one job (a member of the job's organisation, SPEC 7.3): the job with its running
// services, the prices for jobs and the caller's balances.
import useSWR from 'swr'
import { unwrap } from '../../../lib/http'
import { walletApi } from '../../../lib/api/wallet'

export const getBuyServiceInfo = (id: number) => walletApi.buyServiceInfo({ params: { id } })

export function useBuyServiceInfo(id: number | null) {
  return useSWR(id === null ? null : walletApi.buyServiceInfo.path({ params: { id } }), () => unwrap(getBuyServiceInfo(id!)), { shouldRetryOnError: false })
}
