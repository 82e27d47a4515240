// The posting flow's API, registered from its contract (src/domain/contract/posting.ts; SPEC 7.3;
// docs/decisions/0011-job-posting.md, 0035-api-contract.md). Posting needs a signed-in account with a
// verified phone; a route naming a job is for members of its organisation (memberOf('job'):
// anonymous 401, anyone else 403 with no data, an unknown job 404).
import type { FastifyInstance } from 'fastify'
import { postingContract } from '../../../src/domain/contract/posting'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { enforce, RateLimitedError, release } from '../../lib/rate-limit'
import { memberOf, userOf } from '../access/access'
import { checkPosting, createPosting, POSTING_RATE, POSTING_SERVER_MSG, postingForEdit, updatePosting } from './posting.service'

export default async function postingRoutes(app: FastifyInstance, context: RouteContext) {
  const { db } = context
  const route = contractRoutes(app, postingContract)
  const member = { access: memberOf('job') }

  route('check', { access: 'verified' }, async (request) => checkPosting(db, userOf(request), request.body))

  route('editCheck', member, async (request) => checkPosting(db, userOf(request), request.body, request.params.id))

  route('create', { access: 'verified' }, async (request, reply) => {
    const user = userOf(request)
    // only saved posts count: a refused one gives its hit back
    try {
      await enforce(db, POSTING_RATE, String(user.id), POSTING_SERVER_MSG.rateLimited)
    } catch (error) {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSec))
      throw error
    }
    try {
      return await createPosting(context, user, request.body)
    } catch (error) {
      await release(db, POSTING_RATE, String(user.id))
      throw error
    }
  })

  route('edit', member, async (request, reply) => {
    reply.header('cache-control', 'private, no-store')
    return postingForEdit(db, request.params.id)
  })

  route('update', member, async (request) => updatePosting(context, userOf(request), request.params.id, request.body))
}
