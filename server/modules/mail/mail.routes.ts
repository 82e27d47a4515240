// Inbox endpoints of SPEC 7.8 (/mail/v1/inboxes/...), registered from their contract
// (src/domain/contract/inbox.ts; docs/decisions/0003-accounts.md, 0035-api-contract.md).
// Private endpoints check the bearer token before anything else, so an anonymous caller gets 401
// whatever it sends; another person's message answers 404, exactly like one that does not exist.
import type { FastifyInstance } from 'fastify'
import { PAGINATION } from '../../../src/domain/constants'
import { inboxContract } from '../../../src/domain/contract/inbox'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { notFound } from '../../lib/errors'
import {
  deleteInbox,
  inboxSummary,
  listInbox,
  listPublicInbox,
  markAllAsRead,
  markAsRead,
  markInboxSeen,
  publicInboxSummary,
} from './mail.service'
import { userOf } from '../access/access'

type PageQuery = { offset?: number; limit?: number }

const page = (query: PageQuery = {}) => ({ offset: query.offset ?? 0, limit: query.limit ?? PAGINATION.limit })

export default async function mailRoutes(app: FastifyInstance, { db }: RouteContext) {
  const route = contractRoutes(app, inboxContract)

  route('latest', { access: 'user' }, async (request) => inboxSummary(db, userOf(request).id))

  route('publicLatest', { access: 'public' }, async (request, reply) => {
    // the format 'date-time' has checked it is a real instant (server/lib/validation.ts)
    const since = request.query.since ? new Date(request.query.since) : null
    reply.header('cache-control', 'public, max-age=60')
    return publicInboxSummary(db, since)
  })

  route('candidate', { access: 'user' }, async (request) => {
    const user = userOf(request)
    const result = await listInbox(db, { userId: user.id, part: 'candidate', ...page(request.query) })
    await markInboxSeen(db, user.id)
    return result
  })

  route('common', { access: 'public' }, async (request, reply) => {
    // The answer depends on the bearer token: never shared by a cache, even for a visitor.
    reply.header('cache-control', 'private, no-store').header('vary', 'authorization')
    const user = request.user
    if (!user) return listPublicInbox(db, page(request.query))
    const result = await listInbox(db, { userId: user.id, part: 'common', ...page(request.query) })
    await markInboxSeen(db, user.id)
    return result
  })

  // Static path first in the docs; find-my-way matches it before the parametric /:id routes anyway.
  route('markAllAsRead', { access: 'user' }, async (request) => {
    await markAllAsRead(db, userOf(request).id)
    return { total_unreads: 0 as const }
  })

  route('markAsRead', { access: 'user' }, async (request) => {
    const inbox = await markAsRead(db, userOf(request).id, request.params.id)
    if (!inbox) throw notFound()
    return inbox
  })

  route('remove', { access: 'user' }, async (request) => {
    if (!(await deleteInbox(db, userOf(request).id, request.params.id))) throw notFound()
    return null
  })
}
