// Inbox endpoints of SPEC 7.8 (/mail/v1/inboxes/...), contract in docs/decisions/0003-accounts.md.
// Private endpoints check the bearer token before anything else, so an anonymous caller gets 401
// whatever it sends; another person's message answers 404, exactly like one that does not exist.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { PAGINATION } from '../../../src/domain/constants'
import { objectSchema } from '../../../src/domain/validation/json-schema'
import { rules } from '../../../src/domain/validation/rules'
import type { RouteContext } from '../../context'
import { notFound } from '../../lib/errors'
import { idParams, NullableString, ok, responses } from '../../lib/http'
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

const Inbox = Type.Object({
  id: Type.Integer(),
  part: Type.Union([Type.Literal('candidate'), Type.Literal('common')]),
  title: Type.String(),
  content: Type.String(),
  url: NullableString,
  is_read: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
})
const Part = Type.Object({ total: Type.Integer(), unread: Type.Integer(), has_new: Type.Boolean() })
const Summary = Type.Object({
  total_unreads: Type.Integer(),
  total: Type.Integer(),
  has_new: Type.Boolean(),
  candidate: Part,
  common: Part,
})
const PublicSummary = Type.Object({ total: Type.Integer(), has_new: Type.Boolean() })
const InboxPage = Type.Object({ items: Type.Array(Inbox), total: Type.Integer() })

const pageQuery = objectSchema({ offset: rules.offset, limit: rules.limit })
const SINCE_MESSAGE = 'Thời điểm since không hợp lệ (định dạng ISO 8601, ví dụ 2026-01-31T08:00:00.000Z).'
const sinceQuery = {
  type: 'object',
  properties: {
    since: {
      type: 'string',
      format: 'date-time',
      maxLength: 40,
      description: 'Lần cuối người xem mở hộp thư chung (ISO 8601)',
      'x-messages': { type: SINCE_MESSAGE, format: SINCE_MESSAGE, maxLength: SINCE_MESSAGE },
    },
  },
  additionalProperties: false,
}

type PageQuery = { offset?: number; limit?: number }
type IdParams = { id: number }

const page = (query: PageQuery) => ({ offset: query.offset ?? 0, limit: query.limit ?? PAGINATION.limit })

export default async function mailRoutes(app: FastifyInstance, { db }: RouteContext) {

  app.get(
    '/mail/v1/inboxes/latest',
    {
      config: { access: 'user' },
      schema: { tags: ['mail'], summary: 'Tóm tắt hộp thư cá nhân', response: responses(Summary, [401]) },
    },
    async (request) => ok(await inboxSummary(db, userOf(request).id)),
  )

  app.get<{ Querystring: { since?: string } }>(
    '/mail/v1/inboxes/job-latest',
    {
      config: { access: 'public' },
      schema: {
        tags: ['mail'],
        summary: 'Tóm tắt hộp thư chung (khách)',
        querystring: sinceQuery,
        response: responses(PublicSummary),
      },
    },
    async (request, reply) => {
      // the format 'date-time' has checked it is a real instant (server/lib/validation.ts)
      const since = request.query.since ? new Date(request.query.since) : null
      reply.header('cache-control', 'public, max-age=60')
      return ok(await publicInboxSummary(db, since))
    },
  )

  app.get<{ Querystring: PageQuery }>(
    '/mail/v1/inboxes/job-candidate',
    {
      config: { access: 'user' },
      schema: {
        tags: ['mail'],
        summary: 'Thông báo ứng tuyển của tôi',
        querystring: pageQuery,
        response: responses(InboxPage, [400, 401]),
      },
    },
    async (request) => {
      const user = userOf(request)
      const result = await listInbox(db, { userId: user.id, part: 'candidate', ...page(request.query) })
      await markInboxSeen(db, user.id)
      return ok(result)
    },
  )

  app.get<{ Querystring: PageQuery }>(
    '/mail/v1/inboxes/job-common',
    {
      config: { access: 'public' },
      schema: {
        tags: ['mail'],
        summary: 'Thông báo chung: của tôi khi đã đăng nhập, hộp thư chung khi là khách',
        querystring: pageQuery,
        response: responses(InboxPage),
      },
    },
    async (request, reply) => {
      // The answer depends on the bearer token: never shared by a cache, even for a visitor.
      reply.header('cache-control', 'private, no-store').header('vary', 'authorization')
      const user = request.user
      if (!user) return ok(await listPublicInbox(db, page(request.query)))
      const result = await listInbox(db, { userId: user.id, part: 'common', ...page(request.query) })
      await markInboxSeen(db, user.id)
      return ok(result)
    },
  )

  // Static path first in the docs; find-my-way matches it before the parametric /:id routes anyway.
  app.put(
    '/mail/v1/inboxes/mark-all-as-read',
    {
      config: { access: 'user' },
      schema: {
        tags: ['mail'],
        summary: 'Đánh dấu đã đọc tất cả',
        response: responses(Type.Object({ total_unreads: Type.Literal(0) }), [401]),
      },
    },
    async (request) => {
      await markAllAsRead(db, userOf(request).id)
      return ok({ total_unreads: 0 as const })
    },
  )

  app.put<{ Params: IdParams }>(
    '/mail/v1/inboxes/:id/mark-as-read',
    {
      config: { access: 'user' },
      schema: {
        tags: ['mail'],
        summary: 'Đánh dấu một thông báo đã đọc',
        params: idParams,
        response: responses(Inbox, [400, 401, 404]),
      },
    },
    async (request) => {
      const inbox = await markAsRead(db, userOf(request).id, request.params.id)
      if (!inbox) throw notFound()
      return ok(inbox)
    },
  )

  app.delete<{ Params: IdParams }>(
    '/mail/v1/inboxes/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['mail'],
        summary: 'Xóa một thông báo',
        params: idParams,
        response: responses(Type.Null(), [400, 401, 404]),
      },
    },
    async (request) => {
      if (!(await deleteInbox(db, userOf(request).id, request.params.id))) throw notFound()
      return ok(null)
    },
  )
}
