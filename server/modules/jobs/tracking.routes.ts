// Tracking calls of SPEC 7.3 (tracking-view, tracking-impression, tracking-contact) and the contact
// phone shown on request (POST /listing/v1/phone/show), registered from their contract
// (src/domain/contract/tracking.ts). All public: a visitor is the signed-in
// account when there is one, else the address and user agent (tracking.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { TRACKING, TRACKING_CONTACT_TYPE } from '../../../src/domain/constants'
import { trackingContract } from '../../../src/domain/contract/tracking'
import { contractRoutes } from '../../lib/contract'
import { RateLimitedError, hit } from '../../lib/rate-limit'
import { badRequest } from '../../lib/errors'
import type { RouteContext } from '../../context'
import { PHONE_SHOW_LIMITS, TRACKING_MSG, TrackingSalt, contactPhone, countEvent, networkOf, visitorOf, type Caller, type TrackedEvent } from './tracking'

type TrackBody = { classified_id?: number; classified_ids?: number[] }

export default async function trackingRoutes(app: FastifyInstance, { db }: RouteContext) {
  const route = contractRoutes(app, trackingContract)
  const salt = new TrackingSalt(db)
  const callerOf = (request: FastifyRequest): Caller => ({
    userId: request.user?.id ?? null,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  })
  const track = async (request: FastifyRequest, ids: number[], event: TrackedEvent) => {
    const visitor = await visitorOf(salt, callerOf(request))
    return visitor ? (await countEvent(db, visitor, ids, event)).length : 0
  }
  const idsOf = ({ classified_id, classified_ids }: TrackBody) => {
    const ids = [...(classified_id ? [classified_id] : []), ...(classified_ids ?? [])]
    if (!ids.length) throw badRequest(TRACKING_MSG.noIds)
    if (new Set(ids).size > TRACKING.maxBatch) throw badRequest(TRACKING_MSG.tooManyIds)
    return ids
  }

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSec))
  })

  route('view', { access: 'public' }, async (request) => ({ tracked: await track(request, idsOf(request.body), { kind: 'view' }) }))

  route('impression', { access: 'public' }, async (request) => ({ tracked: await track(request, idsOf(request.body), { kind: 'impression' }) }))

  route('contact', { access: 'public' }, async (request) => ({
    tracked: await track(request, idsOf(request.body), { kind: 'contact', type: request.body.type }),
  }))

  route('phoneShow', { access: 'public' }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store')
    const caller = callerOf(request)
    const visitorKey = caller.userId ? `user:${caller.userId}` : `anonymous:${caller.ip}\n${caller.userAgent ?? ''}`
    for (const [rule, key] of [
      [PHONE_SHOW_LIMITS.visitor, visitorKey],
      [PHONE_SHOW_LIMITS.network, networkOf(caller.ip)],
    ] as const) {
      const state = await hit(db, rule, key)
      if (state.limited) throw new RateLimitedError(state.retryAfterSec, TRACKING_MSG.phoneShowLimited(state.retryAfterSec))
    }
    const id = request.body.classified_id
    const contact = await contactPhone(db, id)
    if (request.body.track !== false) await track(request, [id], { kind: 'contact', type: TRACKING_CONTACT_TYPE.call })
    return { classified_id: id, ...contact }
  })
}
