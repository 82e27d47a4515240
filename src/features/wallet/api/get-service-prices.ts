// The price list on sale (public, SPEC 7.2), with the popular package of each service.
import useSWR from 'swr'
import { unwrap } from '../../../lib/http'
import { walletApi } from '../../../lib/api/wallet'

export const getServicePrices = () => walletApi.prices({}, { cache: true })

export function useServicePrices() {
  return useSWR(walletApi.prices.path(), () => unwrap(getServicePrices()))
}
