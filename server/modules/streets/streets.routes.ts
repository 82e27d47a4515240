// Streets of a district, registered from their contract (src/domain/contract/streets.ts; issue 18,
// SPEC 7.9 "streets add"; docs/decisions/0026-streets.md, 0035-api-contract.md). Listing is public (a
// signed-in caller also sees the streets they added); adding is for verified accounts, like posting,
// and at most STREET.addsPerHour new streets an hour.
import type { FastifyInstance } from 'fastify'
import { streetsContract } from '../../../src/domain/contract/streets'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { RateLimitedError } from '../../lib/rate-limit'
import { userOf } from '../access/access'
import { addStreet, listStreets } from './streets.service'

export default async function streetRoutes(app: FastifyInstance, { db }: RouteContext) {
  const route = contractRoutes(app, streetsContract)

  route('list', { access: 'public' }, async (request, reply) => {
    // a signed-in caller's list holds the streets they added: never shared by a cache
    reply.header('cache-control', request.user ? 'private, no-store' : 'public, max-age=300')
    const { district_id, q, limit } = request.query
    return listStreets(db, { districtId: district_id, q, limit }, request.user?.id ?? null)
  })

  route('add', { access: 'verified' }, async (request, reply) => {
    try {
      const { street, created } = await addStreet(db, userOf(request).id, request.body)
      if (created) reply.code(201)
      return street
    } catch (error) {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSec))
      throw error
    }
  })
}
