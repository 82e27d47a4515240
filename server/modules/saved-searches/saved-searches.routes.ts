// Saved searches (issue 5), registered from their contract (src/domain/contract/saved-searches.ts;
// docs/decisions/0035-api-contract.md): /job/v1/saved-searches for signed-in seekers. The token is
// checked before anything else (401 whatever is sent); another person's search answers 404.
import type { FastifyInstance } from 'fastify'
import { savedSearchesContract } from '../../../src/domain/contract/saved-searches'
import { SAVED_SEARCHES, SAVED_SEARCH_MSG } from '../../../src/domain/saved-searches'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { userOf } from '../access/access'
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from './saved-searches.service'

export default async function savedSearchRoutes(app: FastifyInstance, { db, reference }: RouteContext) {
  const route = contractRoutes(app, savedSearchesContract)

  route('list', { access: 'user' }, async (request) => ({ ...(await listSavedSearches(db, userOf(request).id)), limit: SAVED_SEARCHES.maxPerUser }))

  route('create', { access: 'user' }, async (request) => {
    const item = await createSavedSearch(db, await reference.get(), userOf(request).id, request.body)
    return { message: SAVED_SEARCH_MSG.created(item.name), item }
  })

  route('update', { access: 'user' }, async (request) => {
    const item = await updateSavedSearch(db, userOf(request).id, request.params.id, request.body)
    return { message: SAVED_SEARCH_MSG.renamed, item }
  })

  route('remove', { access: 'user' }, async (request) => {
    await deleteSavedSearch(db, userOf(request).id, request.params.id)
    return { message: SAVED_SEARCH_MSG.deleted }
  })
}
