// Public organisation endpoints (SPEC 7.9 "Organizations detail, outstanding, listing, suggestions";
// docs/decisions/0020-organisation-pages.md). Everyone may call them; they sit beside the members'
// routes of organizations.routes.ts (/:id/business-info, /:id/members, /self ...) under names of
// their own, and are cached like the public job endpoints. Registered from the organisations'
// contract (their routes: contract/organization-pages.paths.ts).
import type { FastifyInstance } from 'fastify'
import { SUGGEST } from '../../../src/domain/constants'
import { organizationsContract } from '../../../src/domain/contract/organizations'
import { ORGANIZATION_PAGES, organizationIdFromSlug } from '../../../src/domain/organizations/public'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { badRequest, notFound } from '../../lib/errors'
import { DIRECTORY_MAX_AGE_MS, OrganizationDirectory } from './directory'
import { PUBLIC_ORG_MSG, organizationDetail, organizationOpenJobs } from './public'

const PUBLIC_CACHE = 'public, max-age=30, stale-while-revalidate=120'

const idOf = (key: string): number => {
  const id = organizationIdFromSlug(key)
  if (id === null) throw notFound(PUBLIC_ORG_MSG.notFound)
  return id
}

export default async function publicOrganizationRoutes(app: FastifyInstance, context: RouteContext) {
  const { db, env, reference } = context
  // tests (SEARCH_INDEX_LAG_MS 0) read their own writes, as with the job listing's index
  const directory = new OrganizationDirectory(db, env.searchIndexLagMs === 0 ? 0 : DIRECTORY_MAX_AGE_MS)
  const route = contractRoutes(app, organizationsContract)

  route('detail', { access: 'public' }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE)
    return organizationDetail(db, await reference.get(), idOf(request.params.id))
  })

  route('jobs', { access: 'public' }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE)
    const { offset = 0, limit = ORGANIZATION_PAGES.jobsPerPage } = request.query
    return organizationOpenJobs(db, idOf(request.params.id), offset, limit)
  })

  route('listing', { access: 'public' }, async (request, reply) => {
    const ref = await reference.get()
    const { q, city_id: cityId, offset = 0, limit = ORGANIZATION_PAGES.perPage } = request.query
    if (cityId !== undefined && (!ref.cityNames.has(cityId) || ref.districtParent.has(cityId))) {
      throw badRequest('Tỉnh/thành phố không tồn tại.', 'unknown_city')
    }
    reply.header('cache-control', PUBLIC_CACHE)
    return directory.listing({ q, cityId, offset, limit }, ref.cityNames)
  })

  route('outstanding', { access: 'public' }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE)
    return directory.outstanding(request.query.limit ?? ORGANIZATION_PAGES.outstanding, (await reference.get()).cityNames)
  })

  route('suggestions', { access: 'public' }, async (request, reply) => {
    reply.header('cache-control', PUBLIC_CACHE)
    return directory.suggestions(request.query.q ?? '', request.query.limit ?? SUGGEST.limit)
  })
}
