// Tracking calls of SPEC 7.3 (tracking-view, tracking-impression, tracking-contact) and the contact
// phone shown on request (POST /listing/v1/phone/show). All public: a visitor is the signed-in
// account when there is one, else the address and user agent (tracking.ts).
import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { TRACKING, TRACKING_CONTACT_TYPE } from '../../../src/domain/constants'
import { ok, responses } from '../../lib/http'
import { RateLimitedError, hit } from '../../lib/rate-limit'
import { badRequest } from '../../lib/errors'
import type { RouteContext } from '../../context'
import {
  CONTACT_TYPES,
  PHONE_SHOW_LIMITS,
  TRACKING_MSG,
  TrackingSalt,
  contactPhone,
  countEvent,
  networkOf,
  visitorOf,
  type Caller,
  type ContactType,
  type TrackedEvent,
} from './tracking'

const classifiedId = {
  type: 'integer',
  minimum: 1,
  maximum: 2 ** 53 - 1,
  'x-finite': true,
  description: 'Mã tin',
  'x-messages': { type: 'Mã tin không hợp lệ.', minimum: 'Mã tin không hợp lệ.', maximum: 'Mã tin không hợp lệ.', 'x-finite': 'Mã tin không hợp lệ.' },
}
const classifiedIds = {
  type: 'array',
  items: classifiedId,
  minItems: 1,
  maxItems: TRACKING.maxBatch,
  description: `Tối đa ${TRACKING.maxBatch} mã tin`,
  'x-messages': { maxItems: TRACKING_MSG.tooManyIds, minItems: TRACKING_MSG.noIds, type: TRACKING_MSG.noIds },
}
const contactType = {
  type: 'integer',
  enum: CONTACT_TYPES,
  description: 'Loại liên hệ: 0 gọi điện, 1 chat, 2 đăng nhập',
  'x-messages': { type: TRACKING_MSG.contactType, enum: TRACKING_MSG.contactType },
}
const body = (properties: Record<string, unknown>, required: string[], messages: Record<string, string>) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
  'x-required-messages': messages,
})

const Tracked = Type.Object({ tracked: Type.Integer({ description: 'Số tin được tính lần này (0 khi đã tính hôm nay)' }) })
const PhoneShown = Type.Object({ classified_id: Type.Integer(), phone: Type.String(), contact_name: Type.String() })

type TrackBody = { classified_id?: number; classified_ids?: number[]; type?: ContactType; track?: boolean }

export default async function trackingRoutes(app: FastifyInstance, { db }: RouteContext) {
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

  app.post<{ Body: TrackBody }>(
    '/job/v1/classifieds/tracking-view',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tracking'],
        summary: 'Ghi nhận lượt xem tin (một lần mỗi người xem, mỗi tin, mỗi ngày)',
        body: body({ classified_id: classifiedId, classified_ids: classifiedIds }, [], {}),
        response: responses(Tracked),
      },
    },
    async (request) => ok({ tracked: await track(request, idsOf(request.body), { kind: 'view' }) }),
  )

  app.post<{ Body: TrackBody }>(
    '/job/v1/classifieds/tracking-impression',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tracking'],
        summary: 'Ghi nhận lượt hiển thị tin trong danh sách (một lần mỗi người xem, mỗi tin, mỗi ngày)',
        body: body({ classified_ids: classifiedIds }, ['classified_ids'], { classified_ids: TRACKING_MSG.noIds }),
        response: responses(Tracked),
      },
    },
    async (request) => ok({ tracked: await track(request, idsOf(request.body), { kind: 'impression' }) }),
  )

  app.post<{ Body: TrackBody }>(
    '/job/v1/classifieds/tracking-contact',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tracking'],
        summary: 'Ghi nhận lượt liên hệ (0 gọi điện, 1 chat, 2 đăng nhập; một lần mỗi người, mỗi tin, mỗi loại, mỗi ngày)',
        body: body({ classified_id: classifiedId, type: contactType }, ['classified_id', 'type'], {
          classified_id: 'Thiếu mã tin.',
          type: TRACKING_MSG.contactType,
        }),
        response: responses(Tracked),
      },
    },
    async (request) =>
      ok({ tracked: await track(request, idsOf(request.body), { kind: 'contact', type: request.body.type as ContactType }) }),
  )

  app.post<{ Body: { classified_id: number; track?: boolean } }>(
    '/listing/v1/phone/show',
    {
      config: { access: 'public' },
      schema: {
        tags: ['tracking'],
        summary: 'Hiện số điện thoại liên hệ của tin (tính một lượt liên hệ gọi điện)',
        description:
          `Giới hạn ${PHONE_SHOW_LIMITS.visitor.limit} lần mỗi giờ cho mỗi người xem và ${PHONE_SHOW_LIMITS.network.limit} lần mỗi giờ cho mỗi mạng. ` +
          'track: false khi trình duyệt đã tính lượt liên hệ này (bản ghi 30 ngày trong local storage).',
        body: body(
          {
            classified_id: classifiedId,
            track: { type: 'boolean', default: true, 'x-messages': { type: 'track phải là true hoặc false.' } },
          },
          ['classified_id'],
          { classified_id: 'Thiếu mã tin.' },
        ),
        response: responses(PhoneShown, [400, 404, 429]),
      },
    },
    async (request, reply) => {
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
      return ok({ classified_id: id, ...contact })
    },
  )
}
