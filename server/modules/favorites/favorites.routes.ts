// Favourites (SPEC 7.7), registered from their contract (src/domain/contract/favorites.ts;
// docs/decisions/0035-api-contract.md): /tracking/v1/favorites for signed-in people, the sign-in
// merge of guest favourites, and the public cards-by-ids lookup the guests' saved-jobs page uses.
// Private routes check the token before anything else, so an anonymous caller gets 401 whatever it sends.
import type { FastifyInstance } from 'fastify'
import { PAGINATION } from '../../../src/domain/constants'
import { favoritesContract } from '../../../src/domain/contract/favorites'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { FAVORITE_MSG, addFavorite, favoriteIds, jobsByIds, listFavorites, mergeFavorites, removeFavorite } from './favorites.service'
import { userOf } from '../access/access'

export default async function favoriteRoutes(app: FastifyInstance, { db }: RouteContext) {
  const route = contractRoutes(app, favoritesContract)

  route('list', { access: 'user' }, async (request) =>
    listFavorites(db, userOf(request).id, { offset: request.query.offset ?? 0, limit: request.query.limit ?? PAGINATION.limit }),
  )

  route('ids', { access: 'user' }, async (request) => ({ ids: await favoriteIds(db, userOf(request).id) }))

  route('add', { access: 'user' }, async (request) => {
    await addFavorite(db, userOf(request).id, request.body.classified_id)
    return { message: FAVORITE_MSG.added, classified_id: request.body.classified_id }
  })

  route('remove', { access: 'user' }, async (request) => {
    await removeFavorite(db, userOf(request).id, request.params.id)
    return { message: FAVORITE_MSG.removed, classified_id: request.params.id }
  })

  route('merge', { access: 'user' }, async (request) => mergeFavorites(db, userOf(request).id, request.body.classified_ids))

  route('jobsByIds', { access: 'public' }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=30, stale-while-revalidate=120')
    return jobsByIds(db, request.query.ids.split(',').map(Number))
  })
}
