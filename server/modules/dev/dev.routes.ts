// Development tools (registered only when NODE_ENV is not production, see app.ts): the outbox of
// sent SMS and e-mail for people (/dev/outbox) and tests (/dev/api/outbox), test notifications
// delivered live to a user's open pages (/dev/api/inboxes, and the form on /dev/outbox), and what
// search engines would have been told of job pages (/dev/search-engines). The API is registered
// from its contract (src/domain/contract/dev.ts); the pages are HTML, outside it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { DEV_INBOX_RULES as inboxRules, devContract, devInputs } from '../../../src/domain/contract/dev'
import { checkValue, normalizePhone, normalizeValue, rules } from '../../../src/domain/validation/rules'
import type { InboxPart } from '../../../src/domain/inbox'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { AppError, forbidden, notFound } from '../../lib/errors'
import { normalizeInput } from '../../lib/normalize-input'
import { findUserIdByPhone } from '../identity/identity.service'
import { createInboxMessage } from '../mail/mail.service'
import { listOutbox } from '../messaging/outbox'
import { searchEngineStatus } from '../search-engines/notices'
import { listSearchOutbox } from '../search-engines/outbox'
import { engineKinds } from '../search-engines/search-engines'
import { renderOutboxPage, type NotifyForm } from './outbox-page'
import { renderSearchEnginesPage } from './search-engines-page'

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

  // the API in a scope of its own: the contract's registrar allows nothing else, the page is HTML
  await app.register(async (api) => {
    const route = contractRoutes(api, devContract)

    route('outbox', { access: 'public', preValidation: normalizeInput('query', devInputs.outbox) }, async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const items = await listOutbox(db, {
        recipient: normalizeRecipient(request.query.recipient),
        limit: request.query.limit ?? 20,
      })
      return { items }
    })

    route('notify', { access: 'public', preValidation: normalizeInput('body', devInputs.notify) }, async (request) => notify(request.body))
  })

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

  app.get('/dev/search-engines', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const engines = engineKinds(context.env)
    const [status, notices] = await Promise.all([searchEngineStatus(db, engines), listSearchOutbox(db, 200)])
    return reply.headers(PAGE_HEADERS).send(renderSearchEnginesPage({ engines, status, notices, dailyQuota: context.env.searchEngines.googleDailyQuota }))
  })

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
