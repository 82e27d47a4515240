// Streets of a district (issue 18, SPEC 7.9 "streets add"; docs/decisions/0026-streets.md): the
// posting form's street field lists them as one types and adds one it does not find. Listing is
// public (a signed-in caller also sees the streets they added); adding is for verified accounts,
// like posting, and at most STREET.addsPerHour new streets an hour.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { STREET, STREET_MSG } from '../../../src/domain/streets'
import type { FieldRule } from '../../../src/domain/validation/rules'
import { objectSchema } from '../../../src/domain/validation/json-schema'
import type { RouteContext } from '../../context'
import { ok, okSchema, responses } from '../../lib/http'
import { RateLimitedError } from '../../lib/rate-limit'
import { userOf } from '../access/access'
import { addStreet, listStreets } from './streets.service'

const TAGS = ['posting']
const DISTRICT_MESSAGE = 'Quận/huyện (district_id) không hợp lệ.'
const districtRule: FieldRule = {
  type: 'integer',
  label: 'Quận/huyện (district_id)',
  required: STREET_MSG.districtRequired,
  min: { value: 1, message: DISTRICT_MESSAGE },
  max: { value: 2_147_483_647, message: DISTRICT_MESSAGE },
}
const listQuery = objectSchema(
  {
    district_id: districtRule,
    q: { type: 'string', label: 'Từ khóa (q)', maxLength: { value: STREET.nameMax, message: STREET_MSG.nameLong } },
    limit: {
      type: 'integer',
      label: 'limit',
      min: { value: 1, message: 'limit phải lớn hơn 0.' },
      max: { value: STREET.listMax, message: `limit tối đa ${STREET.listMax}.` },
    },
  },
  ['district_id'],
)
const addBody = objectSchema(
  {
    district_id: districtRule,
    // the exact length and characters are checked after trimming (streetNameError)
    name: { type: 'string', label: 'Tên đường', required: STREET_MSG.nameRequired, maxLength: { value: 1000, message: STREET_MSG.nameLong } },
  },
  ['district_id', 'name'],
)

const StreetSchema = Type.Object({ id: Type.Integer(), district_id: Type.Integer(), name: Type.String(), is_public: Type.Boolean() })

export default async function streetRoutes(app: FastifyInstance, context: RouteContext) {
  const { db } = context

  app.get<{ Querystring: { district_id: number; q?: string; limit?: number } }>(
    '/listing/v1/streets',
    {
      config: { access: 'public' },
      schema: { tags: TAGS, summary: 'Đường của một quận/huyện (q: tìm theo tên, không dấu)', querystring: listQuery, response: responses(Type.Array(StreetSchema)) },
    },
    async (request, reply) => {
      // a signed-in caller's list holds the streets they added: never shared by a cache
      reply.header('cache-control', request.user ? 'private, no-store' : 'public, max-age=300')
      const { district_id, q, limit } = request.query
      return ok(await listStreets(db, { districtId: district_id, q, limit }, request.user?.id ?? null))
    },
  )

  app.post<{ Body: { district_id: number; name: string } }>(
    '/listing/v1/streets',
    {
      config: { access: 'verified' },
      schema: {
        tags: TAGS,
        summary: `Thêm đường mới (trùng tên trong quận/huyện: trả đường đã có; tối đa ${STREET.addsPerHour} đường mới mỗi giờ)`,
        body: addBody,
        response: { ...responses(StreetSchema, [400, 401, 403, 429]), 201: okSchema(StreetSchema) },
      },
    },
    async (request, reply) => {
      try {
        const { street, created } = await addStreet(db, userOf(request).id, request.body)
        if (created) reply.code(201)
        return ok(street)
      } catch (error) {
        if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSec))
        throw error
      }
    },
  )
}
