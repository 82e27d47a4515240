// Chat routes (issue 22; docs/decisions/0025-chat.md). Opening a conversation is SPEC 7.6's
// chat-room-request; the rest lives under /job/v1/chat/. Every route naming a conversation is
// declared participantOf('id') in the access layer: only its two people get past it (403 for
// anyone else, 404 for no such conversation). The live side (socket events) is chat.socket.ts.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { CHAT, CHAT_MSG, CHAT_REPORT_REASONS, type ChatReportReason } from '../../../src/domain/chat'
import { TRACKING_CONTACT_TYPE } from '../../../src/domain/constants'
import { objectSchema, withProperties } from '../../../src/domain/validation/json-schema'
import { rules } from '../../../src/domain/validation/rules'
import type { RouteContext } from '../../context'
import { NullableString, ok, responses } from '../../lib/http'
import { RateLimitedError } from '../../lib/rate-limit'
import { NoteHit, registerStaffQueue } from '../../lib/staff-decisions'
import { participantOf, userOf } from '../access/access'
import { TrackingSalt, countEvent, visitorOf } from '../jobs/tracking'
import { decideChatReports, waitingChatReports } from './chat.reports'
import { getConversation, history, listConversations, markReceipt, openConversation, reportConversation, sendMessage, setBlocked, unreadTotal } from './chat.service'
import { attachChatSocket } from './chat.socket'

const DateTime = Type.String({ format: 'date-time' })
const Warning = Type.Object({ kind: Type.String(), rule: Type.String(), text: Type.String() })
const Message = Type.Object({
  id: Type.Integer(),
  conversation_id: Type.Integer(),
  sender_id: Type.Integer(),
  kind: Type.String({ enum: ['text', 'image'] }),
  text: Type.String(),
  image_url: NullableString,
  warnings: Type.Array(Warning, { description: 'Cảnh báo lừa đảo, chỉ gửi cho ứng viên' }),
  client_id: NullableString,
  created_at: DateTime,
})
const Conversation = Type.Object({
  id: Type.Integer(),
  my_role: Type.String({ enum: ['seeker', 'recruiter'] }),
  other: Type.Object({ user_id: Type.Integer(), name: Type.String(), avatar: NullableString, organization: NullableString }),
  job: Type.Union([Type.Object({ id: Type.Integer(), title: Type.String(), url: NullableString }), Type.Null()]),
  last_message: Type.Union([Message, Type.Null()]),
  unread: Type.Integer(),
  other_delivered_id: Type.Integer(),
  other_read_id: Type.Integer(),
  my_read_id: Type.Integer(),
  blocked_by_me: Type.Boolean(),
  blocked_me: Type.Boolean(),
  closed: Type.Boolean(),
  created_at: DateTime,
})
const Receipts = Type.Object({ conversation_id: Type.Integer(), user_id: Type.Integer(), delivered_id: Type.Integer(), read_id: Type.Integer() })
const ReportedChat = Type.Object({
  id: Type.Integer(),
  conversation_id: Type.Integer(),
  reporter: Type.String(),
  reported: Type.String(),
  reported_role: Type.String(),
  organization: NullableString,
  job_title: NullableString,
  reason: Type.String(),
  reason_name: Type.String(),
  note: Type.String(),
  note_hits: Type.Array(NoteHit),
  created_at: DateTime,
  messages: Type.Array(Type.Object({ sender: Type.String(), text: Type.String(), image_url: NullableString, created_at: DateTime })),
})

const idParams = objectSchema({ id: rules.id }, ['id'])
const idField = (label: string, message: string) => ({
  type: 'integer' as const,
  label,
  required: message,
  min: { value: 0, message },
  max: { value: Number.MAX_SAFE_INTEGER, message },
})
const openBody = objectSchema({ user_id: idField('user_id', CHAT_MSG.pair), classified_id: idField('classified_id', CHAT_MSG.pair) }, ['user_id', 'classified_id'])
const listQuery = withProperties(objectSchema({ offset: rules.offset, limit: rules.limit }), {
  q: { type: 'string', maxLength: CHAT.searchMax, 'x-messages': { type: CHAT_MSG.search, maxLength: CHAT_MSG.search } },
})
const cursor = { type: 'integer' as const, label: 'cursor', min: { value: 0, message: CHAT_MSG.cursor }, max: { value: Number.MAX_SAFE_INTEGER, message: CHAT_MSG.cursor } }
const historyQuery = objectSchema({ before: cursor, after: cursor, limit: rules.limit })
const sendBody = withProperties(
  { type: 'object', properties: {}, required: [], additionalProperties: false, 'x-required-messages': {} },
  {
    // the limit is on the trimmed, NFC text (the service); this only bounds what is parsed
    text: { type: 'string', maxLength: CHAT.maxLength * 2, 'x-messages': { type: CHAT_MSG.empty, maxLength: CHAT_MSG.tooLong } },
    image_url: { type: 'string', maxLength: 500, 'x-messages': { type: CHAT_MSG.imageNotYours, maxLength: CHAT_MSG.imageNotYours } },
    client_id: {
      type: 'string',
      pattern: '^[A-Za-z0-9_-]{1,64}$',
      'x-messages': { type: 'client_id không hợp lệ.', pattern: 'client_id gồm 1-64 chữ, số, "-" hoặc "_".' },
    },
  },
)
const receiptBody = objectSchema({ delivered_id: cursor, read_id: cursor })
const reasonMessage = CHAT_MSG.reportReason
const reportBody = withProperties(
  { type: 'object', properties: {}, required: [], additionalProperties: false, 'x-required-messages': {} },
  {
    reason: { type: 'string', enum: CHAT_REPORT_REASONS.map((r) => r.code), 'x-messages': { type: reasonMessage, enum: reasonMessage } },
    note: { type: 'string', maxLength: CHAT.reportNoteMax, 'x-messages': { type: CHAT_MSG.reportNote, maxLength: CHAT_MSG.reportNote } },
  },
  ['reason'],
  { reason: reasonMessage },
)

export default async function chatRoutes(app: FastifyInstance, context: RouteContext) {
  const { db } = context
  const salt = new TrackingSalt(db)
  attachChatSocket(context)

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSec))
  })

  app.post<{ Body: { user_id: number; classified_id: number } }>(
    '/identity/v1/chat-room-request',
    {
      config: { access: 'user' },
      schema: {
        tags: ['identity'],
        summary: 'Mở (hoặc tìm lại) cuộc trò chuyện của trang /chatroom/join/{user_id}-{classified_id}',
        description:
          'Ứng viên mở cuộc trò chuyện với nhà tuyển dụng của tin (user_id là 0 hoặc một thành viên của doanh nghiệp đăng tin); thành viên doanh nghiệp mở với ứng viên đã ứng tuyển vào tin; classified_id 0 là trò chuyện chung. Mở về một tin được tính là một lượt liên hệ chat (tracking-contact loại 1).',
        body: openBody,
        response: responses(Conversation, [400, 401, 403, 404]),
      },
    },
    async (request) => {
      const user = userOf(request)
      const conversation = await openConversation(context, user.id, { userId: request.body.user_id, classifiedId: request.body.classified_id })
      if (conversation.my_role === 'seeker' && conversation.job && conversation.job.id > 0) {
        // a chat contact on the job (SPEC 9), counted once per person and day like the other contacts
        const visitor = await visitorOf(salt, { userId: user.id, ip: request.ip, userAgent: request.headers['user-agent'] })
        if (visitor) await countEvent(db, visitor, [conversation.job.id], { kind: 'contact', type: TRACKING_CONTACT_TYPE.chat })
      }
      return ok(conversation)
    },
  )

  app.get<{ Querystring: { q?: string; offset?: number; limit?: number } }>(
    '/job/v1/chat/conversations',
    {
      config: { access: 'user' },
      schema: {
        tags: ['chat'],
        summary: 'Các cuộc trò chuyện của tôi, mới nhất trước, kèm số tin chưa đọc; tìm theo tên hoặc tên tin',
        querystring: listQuery,
        response: responses(Type.Object({ items: Type.Array(Conversation), total: Type.Integer(), unread_total: Type.Integer() }), [400, 401]),
      },
    },
    async (request) =>
      ok(await listConversations(context, userOf(request).id, { q: request.query.q, offset: request.query.offset ?? 0, limit: request.query.limit ?? CHAT.listSize })),
  )

  app.get(
    '/job/v1/chat/unread',
    {
      config: { access: 'user' },
      schema: {
        tags: ['chat'],
        summary: 'Số tin nhắn chưa đọc (huy hiệu ở đầu trang)',
        response: responses(Type.Object({ unread: Type.Integer(), conversations: Type.Integer() }), [401]),
      },
    },
    async (request) => ok(await unreadTotal(db, userOf(request).id)),
  )

  app.get<{ Params: { id: number } }>(
    '/job/v1/chat/conversations/:id',
    {
      config: { access: participantOf() },
      schema: { tags: ['chat'], summary: 'Một cuộc trò chuyện của tôi', params: idParams, response: responses(Conversation, [400, 401, 403, 404]) },
    },
    async (request) => ok(await getConversation(context, userOf(request).id, request.params.id)),
  )

  app.get<{ Params: { id: number }; Querystring: { before?: number; after?: number; limit?: number } }>(
    '/job/v1/chat/conversations/:id/messages',
    {
      config: { access: participantOf() },
      schema: {
        tags: ['chat'],
        summary: 'Tin nhắn theo trang: before=id (cũ hơn, khi cuộn lên), after=id (mới hơn, sau khi kết nối lại), cũ nhất trước',
        params: idParams,
        querystring: historyQuery,
        response: responses(Type.Object({ items: Type.Array(Message), has_more: Type.Boolean() }), [400, 401, 403, 404]),
      },
    },
    async (request) =>
      ok(await history(context, userOf(request).id, request.params.id, { before: request.query.before, after: request.query.after, limit: request.query.limit ?? CHAT.pageSize })),
  )

  app.post<{ Params: { id: number }; Body: { text?: string; image_url?: string; client_id?: string } }>(
    '/job/v1/chat/conversations/:id/messages',
    {
      config: { access: participantOf() },
      schema: {
        tags: ['chat'],
        summary: `Gửi một tin nhắn: chữ (tối đa ${CHAT.maxLength} ký tự) hoặc một ảnh đã tải lên qua /media/v1/medias`,
        description: `Tối đa ${CHAT.sendLimit} tin mỗi ${CHAT.sendWindowSec} giây cho mỗi người (429 kèm Retry-After). client_id (tùy chọn) giúp gửi lại mà không bị trùng.`,
        params: idParams,
        body: sendBody,
        response: responses(Message, [400, 401, 403, 404, 409, 429]),
      },
    },
    async (request) => ok(await sendMessage(context, userOf(request), request.params.id, request.body ?? {})),
  )

  app.put<{ Params: { id: number }; Body: { delivered_id?: number; read_id?: number } }>(
    '/job/v1/chat/conversations/:id/receipt',
    {
      config: { access: participantOf() },
      schema: {
        tags: ['chat'],
        summary: 'Đánh dấu đã nhận / đã xem đến một tin nhắn',
        params: idParams,
        body: receiptBody,
        response: responses(Receipts, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await markReceipt(context, userOf(request).id, request.params.id, request.body ?? {})),
  )

  for (const [method, blocked] of [['POST', true], ['DELETE', false]] as const) {
    app.route<{ Params: { id: number } }>({
      method,
      url: '/job/v1/chat/conversations/:id/block',
      config: { access: participantOf() },
      schema: {
        tags: ['chat'],
        summary: blocked ? 'Chặn người kia: hai bên không nhắn tin cho nhau được nữa' : 'Bỏ chặn người kia',
        params: idParams,
        response: responses(Type.Object({ message: Type.String(), conversation: Conversation }), [400, 401, 403, 404]),
      },
      handler: async (request) => {
        const conversation = await setBlocked(context, userOf(request).id, request.params.id, blocked)
        return ok({ message: blocked ? CHAT_MSG.blocked : CHAT_MSG.unblocked, conversation })
      },
    })
  }

  app.post<{ Params: { id: number }; Body: { reason: ChatReportReason; note?: string } }>(
    '/job/v1/chat/conversations/:id/reports',
    {
      config: { access: participantOf() },
      schema: {
        tags: ['chat'],
        summary: 'Báo cáo cuộc trò chuyện cho nhân viên kiểm duyệt',
        params: idParams,
        body: reportBody,
        response: responses(Type.Object({ id: Type.Integer(), message: Type.String() }), [400, 401, 403, 404, 409]),
      },
    },
    async (request) => {
      const report = await reportConversation(db, userOf(request).id, request.params.id, request.body)
      return ok({ id: report.id, message: CHAT_MSG.reported })
    },
  )

  registerStaffQueue<'reject' | 'dismiss'>(app, {
    queue: 'chats',
    path: '/job/v1/staff/chat-reports',
    listSummary: 'Cuộc trò chuyện bị báo cáo chờ xử lý, mới nhất trước, kèm các tin nhắn gần nhất',
    decideSummary: 'Đóng cuộc trò chuyện bị báo cáo (kèm lý do cho người bị báo cáo) hoặc bỏ qua báo cáo',
    item: ReportedChat,
    defaultOrder: 'newest',
    list: (page) => waitingChatReports(context, page),
    decide: (staff, ids, decision, reason) => decideChatReports(context, staff, ids, decision, reason),
  })
}
