// Chat routes (issue 22; docs/decisions/0025-chat.md). Opening a conversation is SPEC 7.6's
// chat-room-request; the rest lives under /job/v1/chat/. Every route naming a conversation is
// declared participantOf('id') in the access layer: only its two people get past it (403 for
// anyone else, 404 for no such conversation). Registered from their contract
// (src/domain/contract/chat.ts; docs/decisions/0035-api-contract.md). The live side (socket events)
// is chat.socket.ts.
import type { FastifyInstance } from 'fastify'
import { CHAT, CHAT_MSG } from '../../../src/domain/chat'
import { TRACKING_CONTACT_TYPE } from '../../../src/domain/constants'
import { chatContract } from '../../../src/domain/contract/chat'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { RateLimitedError } from '../../lib/rate-limit'
import { registerStaffQueue } from '../../lib/staff-decisions'
import { participantOf, userOf } from '../access/access'
import { TrackingSalt, countEvent, visitorOf } from '../jobs/tracking'
import { decideChatReports, waitingChatReports } from './chat.reports'
import { getConversation, history, listConversations, markReceipt, openConversation, reportConversation, sendMessage, setBlocked, unreadTotal } from './chat.service'
import { attachChatSocket } from './chat.socket'

export default async function chatRoutes(app: FastifyInstance, context: RouteContext) {
  const { db } = context
  const salt = new TrackingSalt(db)
  attachChatSocket(context)

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSec))
  })

  // the staff's queue of reported conversations (its routes are the staff's, not the chat contract's):
  // registered before the chat's registrar, which refuses any route of this plugin outside its contract
  registerStaffQueue(app, {
    queue: 'chats',
    defaultOrder: 'newest',
    list: (page) => waitingChatReports(context, page),
    decide: (staff, ids, decision, reason) => decideChatReports(context, staff, ids, decision, reason),
  })

  const route = contractRoutes(app, chatContract)

  route('open', { access: 'user' }, async (request) => {
    const user = userOf(request)
    const conversation = await openConversation(context, user.id, { userId: request.body.user_id, classifiedId: request.body.classified_id })
    if (conversation.my_role === 'seeker' && conversation.job && conversation.job.id > 0) {
      // a chat contact on the job (SPEC 9), counted once per person and day like the other contacts
      const visitor = await visitorOf(salt, { userId: user.id, ip: request.ip, userAgent: request.headers['user-agent'] })
      if (visitor) await countEvent(db, visitor, [conversation.job.id], { kind: 'contact', type: TRACKING_CONTACT_TYPE.chat })
    }
    return conversation
  })

  route('conversations', { access: 'user' }, async (request) =>
    listConversations(context, userOf(request).id, { q: request.query.q, offset: request.query.offset ?? 0, limit: request.query.limit ?? CHAT.listSize }),
  )

  route('unread', { access: 'user' }, async (request) => unreadTotal(db, userOf(request).id))

  route('conversation', { access: participantOf() }, async (request) => getConversation(context, userOf(request).id, request.params.id))

  route('messages', { access: participantOf() }, async (request) =>
    history(context, userOf(request).id, request.params.id, { before: request.query.before, after: request.query.after, limit: request.query.limit ?? CHAT.pageSize }),
  )

  route('send', { access: participantOf() }, async (request) => sendMessage(context, userOf(request), request.params.id, request.body ?? {}))

  route('receipt', { access: participantOf() }, async (request) => markReceipt(context, userOf(request).id, request.params.id, request.body ?? {}))

  route('block', { access: participantOf() }, async (request) => ({
    message: CHAT_MSG.blocked,
    conversation: await setBlocked(context, userOf(request).id, request.params.id, true),
  }))

  route('unblock', { access: participantOf() }, async (request) => ({
    message: CHAT_MSG.unblocked,
    conversation: await setBlocked(context, userOf(request).id, request.params.id, false),
  }))

  route('report', { access: participantOf() }, async (request) => {
    const report = await reportConversation(db, userOf(request).id, request.params.id, request.body)
    return { id: report.id, message: CHAT_MSG.reported }
  })
}
