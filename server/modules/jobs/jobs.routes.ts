// Public job endpoints of SPEC 7.3, registered from their contract (src/domain/contract/jobs.ts;
// docs/decisions/0035-api-contract.md): listing/search, suggestions, quick links, lists, detail and
// reports. Tracking and the contact phone: tracking.routes.ts.
import type { FastifyInstance } from 'fastify'
import { PAGINATION, SUGGEST } from '../../../src/domain/constants'
import { jobsContract } from '../../../src/domain/contract/jobs'
import { MemoryCache } from '../../../src/domain/memory-cache'
import { filtersFromQuery } from '../../../src/domain/url-filters'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import {
  Suggester,
  enterprises,
  jobDetail,
  latestJobs,
  organizationJobs,
  quicklinks,
  reportJob,
  similarJobs,
  topAdsJobs,
} from './jobs.service'
import { checkFilterIds } from './reference'

const PUBLIC_CACHE = 'public, max-age=30, stale-while-revalidate=120'
const COUNTS_TTL_MS = 60_000

export default async function jobsRoutes(app: FastifyInstance, context: RouteContext) {
  const { db, env, searchIndex, reference } = context
  // Lists that count every active job (per job type, per partner) take 0.2-0.6 s at a million jobs:
  // counts a minute old will do. The count itself is kept, so requests arriving while it runs share it.
  const counts = new MemoryCache<Promise<unknown>>(60, COUNTS_TTL_MS)
  const countedRecently = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    let counting = counts.get(key) as Promise<T> | undefined
    if (!counting) {
      counting = read()
      counts.set(key, counting)
      // a failed count is not kept: the next request counts again
      counting.catch(() => counts.delete(key))
    }
    return counting
  }
  const suggester = new Suggester(db)
  const route = contractRoutes(app, jobsContract)

  route('listing', { access: 'public' }, async (request, reply) => {
    const ref = await reference.get()
    const { offset, limit, cursor, ...query } = request.query
    const filters = filtersFromQuery(query)
    checkFilterIds(ref, filters)
    if (filters.district_id && !filters.city_id) filters.city_id = ref.districtParent.get(filters.district_id)
    reply.header('cache-control', PUBLIC_CACHE)
    return searchIndex.search(ref.places, { ...filters, offset: offset ?? 0, limit: limit ?? PAGINATION.limit, cursor: cursor || undefined })
  })

  // the public reads below may be kept by browsers and the CDN for a short while
  const cached = { access: 'public', cacheControl: PUBLIC_CACHE } as const

  route('suggest', cached, async (request) => {
    return suggester.suggest(request.query.q ?? '', request.query.limit ?? SUGGEST.limit)
  })

  route('quicklinks', cached, async (request) => {
    const limit = request.query.limit ?? 12
    return countedRecently(`quicklinks ${limit}`, () => quicklinks(db, limit))
  })

  route('latest', cached, async (request) => {
    return latestJobs(db, request.query.limit ?? 10)
  })

  route('topAds', cached, async (request) => {
    return topAdsJobs(db, request.query.limit ?? 10)
  })

  route('similar', cached, async (request) => {
    return similarJobs(db, request.query.id, request.query.limit ?? 6)
  })

  route('organizationJobs', cached, async (request) => {
    const { organization_id, exclude_id, limit } = request.query
    return organizationJobs(db, organization_id, exclude_id ?? 0, limit ?? 6)
  })

  route('enterprises', cached, async (request) => {
    const limit = request.query.limit ?? 12
    return countedRecently(`enterprises ${limit}`, () => enterprises(db, limit))
  })

  route('detail', cached, async (request) => {
    return jobDetail(db, request.params.id)
  })

  route('report', { access: 'public' }, async (request) => {
    await reportJob(db, {
      jobId: request.params.id,
      reason: request.body.reason,
      note: (request.body.note ?? '').normalize('NFC').trim(),
      reporterIp: request.ip,
      salt: env.publicOrigin,
    })
    return { message: 'Cảm ơn bạn đã báo cáo. Chúng tôi sẽ kiểm tra tin này trong 24 giờ.' }
  })
}
