// Development tools (registered only when NODE_ENV is not production, see app.ts): the outbox of
// sent SMS and e-mail for people (/dev/outbox) and tests (/dev/api/outbox), and test notifications
// delivered live to a user's open pages (/dev/api/inboxes, and the form on /dev/outbox).
import { Type } from '@sinclair/typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { checkValue, normalizePhone, normalizeValue, rules, type FieldRule, type StringRule } from '../../../src/domain/validation/rules'
import type { RouteContext } from '../../context'
import { AppError, forbidden, notFound } from '../../lib/errors'
import { ok, responses } from '../../lib/http'
import { findUserIdByPhone } from '../identity/identity.service'
import { input } from '../identity/identity.schemas'
import { createInboxMessage, type InboxPart } from '../mail/mail.service'
import { listOutbox } from '../messaging/outbox'
import { renderOutboxPage, type NotifyForm } from './outbox-page'

const TAGS = ['dev']

const RECIPIENT: StringRule = {
  type: 'string',
  label: 'recipient',
  maxLength: { value: 150, message: 'Người nhận tối đa 150 ký tự.' },
}

const LIMIT: FieldRule = { ...rules.limit, max: { value: 100, message: 'limit tối đa 100.' } }

const inboxRules = {
  phone: rules.phone,
  title: {
    type: 'string',
    label: 'Tiêu đề',
    required: 'Vui lòng nhập tiêu đề thông báo',
    maxLength: { value: 200, message: 'Tiêu đề tối đa 200 ký tự.' },
    normalize: 'text',
  },
  content: {
    type: 'string',
    label: 'Nội dung',
    maxLength: { value: 2000, message: 'Nội dung tối đa 2000 ký tự.' },
  },
  url: {
    type: 'string',
    label: 'Đường dẫn',
    maxLength: { value: 500, message: 'Đường dẫn tối đa 500 ký tự.' },
    pattern: { source: '^(/(?!/)\\S*|https?://\\S+)$', message: 'Đường dẫn phải bắt đầu bằng / hoặc http(s)://' },
  },
  part: {
    type: 'string',
    label: 'Phần hộp thư',
    pattern: { source: '^(candidate|common)$', message: 'Phần hộp thư phải là candidate (ứng viên) hoặc common (chung).' },
  },
} satisfies Record<string, FieldRule>

const inboxInput = input('body', inboxRules, ['phone', 'title'])
const outboxQuery = input('query', { recipient: RECIPIENT, limit: LIMIT })

const Inbox = Type.Object({
  id: Type.Integer(),
  part: Type.Union([Type.Literal('candidate'), Type.Literal('common')]),
  title: Type.String(),
  content: Type.String(),
  url: Type.Union([Type.String(), Type.Null()]),
  is_read: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
})

const OutboxMessage = Type.Object({
  id: Type.Integer(),
  channel: Type.Union([Type.Literal('sms'), Type.Literal('email')]),
  recipient: Type.String(),
  subject: Type.Union([Type.String(), Type.Null()]),
  body: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
})

/** Outbox recipients are stored normalised: a phone as 0xxxxxxxxx, an e-mail in lower case. */
const normalizeRecipient = (raw: string | undefined): string => {
  const value = (raw ?? '').trim()
  if (!value) return ''
  return value.includes('@') ? (normalizeValue(rules.email, value) as string) : normalizePhone(value) || value
}

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
}

const originHost = (origin: string): string | null => {
  try {
    return new URL(origin).host
  } catch {
    return null // "null" (sandboxed frames, file://) or garbage
  }
}

type InboxBody = { phone: string; title: string; content?: string; url?: string; part?: InboxPart }

export default async function devRoutes(app: FastifyInstance, context: RouteContext) {
  const { db } = context

  async function notify(body: InboxBody) {
    const userId = await findUserIdByPhone(db, body.phone)
    if (!userId) throw notFound('Không có tài khoản nào dùng số điện thoại này.')
    const inbox = await createInboxMessage(context, {
      userId,
      part: body.part ?? 'common',
      title: body.title,
      content: body.content,
      url: body.url || null,
    })
    return { ...inbox, created_at: new Date(inbox.created_at).toISOString() }
  }

  // The page's form posts without script; only these routes read url-encoded bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })

  app.get<{ Querystring: { recipient?: string; limit?: number } }>(
    '/dev/api/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'SMS và email đã gửi, mới nhất trước (không có ở production)',
        querystring: outboxQuery.schema,
        response: responses(Type.Object({ items: Type.Array(OutboxMessage) })),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const items = await listOutbox(db, {
        recipient: normalizeRecipient(request.query.recipient),
        limit: request.query.limit ?? 20,
      })
      return ok({ items })
    },
  )

  app.post<{ Body: InboxBody }>(
    '/dev/api/inboxes',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Tạo thông báo thử cho tài khoản có số điện thoại này, gửi ngay qua realtime (không có ở production)',
        body: inboxInput.schema,
        response: responses(Inbox, [400, 404]),
      },
      preValidation: inboxInput.preValidation,
    },
    async (request) => ok(await notify(request.body)),
  )

  const page = async (reply: FastifyReply, recipient: string, extra: { notice?: { kind: 'success' | 'error'; text: string }; form?: Partial<NotifyForm> } = {}) =>
    reply.headers(PAGE_HEADERS).send(renderOutboxPage({ messages: await listOutbox(db, { recipient, limit: 100 }), recipient, ...extra }))

  app.get<{ Querystring: { recipient?: string; sent?: string } }>(
    '/dev/outbox',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>
      const recipient = typeof query.recipient === 'string' ? normalizeRecipient(query.recipient.slice(0, 150)) : ''
      const notice = query.sent === '1' ? { kind: 'success' as const, text: 'Đã gửi thông báo thử.' } : undefined
      return page(reply, recipient, { notice })
    },
  )

  app.post('/dev/outbox', { config: { access: 'public' }, schema: { hide: true } }, async (request: FastifyRequest, reply) => {
    // A page on another site must not be able to post this form in a developer's browser.
    const origin = request.headers.origin
    if (origin && originHost(origin) !== request.headers.host) throw forbidden()
    const raw = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>
    const text = (name: string) => (typeof raw[name] === 'string' ? (raw[name] as string) : '')
    const form: NotifyForm = {
      phone: text('phone'),
      title: text('title'),
      content: text('content'),
      url: text('url'),
      part: text('part') === 'candidate' ? 'candidate' : 'common',
    }
    const values = {
      phone: normalizeValue(rules.phone, form.phone) as string,
      title: normalizeValue(inboxRules.title, form.title) as string,
      content: form.content,
      url: form.url.trim(),
    }
    const problem = (Object.keys(values) as Array<keyof typeof values>)
      .map((name) => checkValue(inboxRules[name], values[name]))
      .find(Boolean)
    if (problem) {
      reply.code(400)
      return page(reply, '', { notice: { kind: 'error', text: problem }, form })
    }
    try {
      await notify({ ...values, part: form.part })
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      reply.code(error.statusCode)
      return page(reply, '', { notice: { kind: 'error', text: error.message }, form })
    }
    return reply.redirect(`/dev/outbox?sent=1`, 303)
  })
}
