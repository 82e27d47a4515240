// GET /listing/v1/service-prices/job (public): the price list on sale (SPEC 7.2).
import useSWR from 'swr'
import type { ServicePrice } from '../../../domain/wallet'
import { http, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

export const getServicePrices = () => http.get<{ items: ServicePrice[] }>(api.wallet.prices, { cache: true })

export function useServicePrices() {
  return useSWR('wallet/prices', () => unwrap(getServicePrices()).then((data) => data.items))
}
