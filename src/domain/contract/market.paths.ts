// The marketplace's figures the employer pages quote (issue 39 item 2): public, counted at most every
// few minutes. An area of its own so the public pages' bundle, which carries jobs.paths.ts, does not
// grow by it. Their schemas and types: contract/market.ts.
import { routeTable } from './operation'

export const marketPaths = routeTable({
  figures: { method: 'GET', path: '/job/v1/market/figures', public: true },
})
