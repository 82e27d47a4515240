// GET /job/v1/market/figures: the marketplace's live figures (active jobs, job seekers, this month's
// applications, partners). Read at build time by /employer's loader, then again in the browser.
import useSWR from 'swr'
import type { MarketFigures } from '../../../domain/contract/market'
import { marketApi } from '../../../lib/api/market'
import { unwrap } from '../../../lib/http'

export const getMarketFigures = () => marketApi.figures({})

/** The figures, starting from the build's (so nothing moves) and refreshed once the page is open. */
export function useMarketFigures(built: MarketFigures | null, enabled = true) {
  return useSWR(enabled ? marketApi.figures.path() : null, () => unwrap(getMarketFigures()), {
    fallbackData: built ?? undefined,
    revalidateOnMount: true,
    revalidateOnFocus: false,
  })
}
