// The marketplace's figures the employer pages quote (issue 39 item 2), registered from their
// contract (src/domain/contract/market.ts): four counts over whole tables, kept five minutes here
// (requests arriving while they run share them) and by browsers and the CDN.
import type { FastifyInstance } from 'fastify'
import { marketContract } from '../../../src/domain/contract/market'
import { MemoryCache } from '../../../src/domain/memory-cache'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { marketFigures } from './market'

const FIGURES_TTL_MS = 5 * 60_000
export const FIGURES_CACHE = 'public, max-age=300, stale-while-revalidate=600'

export default async function marketRoutes(app: FastifyInstance, { db }: RouteContext) {
  const route = contractRoutes(app, marketContract)
  const kept = new MemoryCache<ReturnType<typeof marketFigures>>(1, FIGURES_TTL_MS)

  route('figures', { access: 'public', cacheControl: FIGURES_CACHE }, async () => {
    let counting = kept.get('figures')
    if (!counting) {
      counting = marketFigures(db)
      kept.set('figures', counting)
      // a failed count is not kept: the next request counts again
      counting.catch(() => kept.delete('figures'))
    }
    return counting
  })
}
