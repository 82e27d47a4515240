// GET /job/v1/common/menus: the account menu groups of SPEC 2.4 (data in menus.data.ts), registered
// from their contract (src/domain/contract/menus.ts; docs/decisions/0035-api-contract.md).
import type { FastifyInstance } from 'fastify'
import { menusContract } from '../../../src/domain/contract/menus'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { MENU_GROUPS } from './menus.data'

export default async function menuRoutes(app: FastifyInstance, _context: RouteContext) {
  const route = contractRoutes(app, menusContract)

  route('groups', { access: 'public' }, async (_request, reply) => {
    // The same for everyone: visibility per person is decided in the site from is_auth/is_anonymous.
    reply.header('cache-control', 'public, max-age=300')
    return { groups: [...MENU_GROUPS] }
  })
}
