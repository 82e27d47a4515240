// Configuration endpoints of SPEC 7.1, served from the database and registered from their contract
// (src/domain/contract/config.ts; docs/decisions/0035-api-contract.md).
import type { FastifyInstance } from 'fastify'
import { POSTING, postingFields } from '../../../src/domain/posting/fields'
import {
  CONFIG_VERSION,
  JOB_CATEGORY_ID,
  MARKETPLACE_SOURCE,
  PAGINATION,
  SERVICE,
  SITE_ID,
  SORT,
  serviceUnit,
} from '../../../src/domain/constants'
import { configContract } from '../../../src/domain/contract/config'
import type { AppContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { getJobConfig, listCategories, listCities } from './config.service'

// Config changes rarely: let browsers and the CDN keep it briefly.
const CACHE = 'public, max-age=300, stale-while-revalidate=3600'

export default async function configRoutes(app: FastifyInstance, { db }: AppContext) {
  const route = contractRoutes(app, configContract)

  route('categories', { access: 'public' }, async (_request, reply) => {
    reply.header('cache-control', CACHE)
    return listCategories(db)
  })

  route('cities', { access: 'public' }, async (request, reply) => {
    reply.header('cache-control', CACHE)
    return listCities(db, request.query.parent_id)
  })

  route('jobConfig', { access: 'public' }, async (_request, reply) => {
    reply.header('cache-control', CACHE)
    return getJobConfig(db)
  })

  route('listingConfig', { access: 'public' }, async (_request, reply) => {
    reply.header('cache-control', CACHE)
    return {
      site_id: SITE_ID,
      category_id: JOB_CATEGORY_ID,
      source: MARKETPLACE_SOURCE,
      config_version: CONFIG_VERSION,
      pagination: {
        limit: PAGINATION.limit,
        max: PAGINATION.max,
        boundary: PAGINATION.boundary,
        listing_boundary: PAGINATION.listingBoundary,
      },
      sorts: [
        { id: SORT.latest, name: 'Mới nhất' },
        { id: SORT.business, name: 'Ưu tiên' },
      ],
      services: [
        { id: SERVICE.buyCandidate, code: 'buy_candidate', name: 'Mở liên hệ ứng viên' },
        { id: SERVICE.push, code: 'push', name: 'Đẩy tin' },
        { id: SERVICE.display, code: 'display', name: 'Hiển thị tin' },
        { id: SERVICE.topads, code: 'topads', name: 'Top Ads' },
        { id: SERVICE.urgent, code: 'urgent', name: 'Tuyển gấp' },
      ].map((s) => ({ ...s, unit: serviceUnit(s.id) })),
      posting: { fields: postingFields(), limits: POSTING },
    }
  })
}
