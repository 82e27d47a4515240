// Finding candidates and unlocking their contact (SPEC 7.2 available-quantity, view-jobseeker; 7.5
// jobseekers list and {id}/detail; docs/decisions/0017-candidate-contact.md), and the candidate's
// side: who asked for or saw the contact, accept, decline, withdraw, and the sharing choice.
// Registered from their contract (src/domain/contract/candidates.ts; docs/decisions/0035-api-contract.md).
import type { FastifyInstance } from 'fastify'
import { candidatesContract } from '../../../src/domain/contract/candidates'
import type { ContactSharing } from '../../../src/domain/candidates'
import { PAGINATION } from '../../../src/domain/constants'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { RateLimitedError } from '../../lib/rate-limit'
import { userOf } from '../access/access'
import { answerContact, availableQuantity, candidateDetail, contactGrants, searchCandidates, setContactSharing, unlockCandidate } from './candidates.service'

export default async function candidateRoutes(app: FastifyInstance, context: RouteContext) {
  const { db, candidateIndex, reference } = context
  const route = contractRoutes(app, candidatesContract)

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSec))
  })

  route('search', { access: 'recruiter' }, async (request) =>
    searchCandidates(db, candidateIndex, await reference.get(), userOf(request).id, {
      ...request.query,
      offset: request.query.offset ?? 0,
      limit: request.query.limit ?? PAGINATION.limit,
    }),
  )

  route('detail', { access: 'recruiter' }, async (request) => candidateDetail(db, userOf(request).id, request.params.id))

  route('quantity', { access: 'user' }, async (request) => ({ quantity: await availableQuantity(db, userOf(request).id) }))

  route('unlock', { access: 'recruiter' }, async (request) => unlockCandidate(context, userOf(request).id, request.body))

  route('contactRequests', { access: 'user' }, async (request) => {
    const user = userOf(request)
    const [row] = await db.query<{ contact_sharing: ContactSharing }>('SELECT contact_sharing FROM jobseekers WHERE user_id = $1', [user.id])
    return { items: await contactGrants(db, user.id), contact_sharing: row?.contact_sharing ?? 'ask' }
  })

  route('answer', { access: 'user' }, async (request) => {
    const { grants, message } = await answerContact(context, userOf(request).id, request.params.id, request.body.action)
    return { items: grants, message }
  })

  route('sharing', { access: 'user' }, async (request) => ({ contact_sharing: await setContactSharing(db, userOf(request).id, request.body.contact_sharing) }))
}
