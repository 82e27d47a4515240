// The chat's contract (docs/decisions/0035-api-contract.md, 0025-chat.md): each operation's schemas
// and the types derived from them (the socket's events carry the same messages, conversations and
// receipts). Every route naming a conversation is for its two people only (403 for anyone else,
// 404 for no such conversation).
import { Type, type Static } from '@sinclair/typebox'
import { CHAT, CHAT_MSG, CHAT_REPORT_REASONS, CHAT_ROLES, CHAT_WARNING_KINDS } from '../chat'
import { rules, type IntegerRule } from '../validation/rules'
import { chatPaths } from './chat.paths'
import { defineContract } from './define'
import { DateTime, Nullable, StringEnum, fields } from './schema'

// ---- what the API answers ----

export const ChatWarning = Type.Object({ kind: StringEnum(CHAT_WARNING_KINDS), rule: Type.String(), text: Type.String() })
export type ChatWarning = Static<typeof ChatWarning>

export const ChatPerson = Type.Object({
  user_id: Type.Integer(),
  name: Type.String(),
  avatar: Nullable(Type.String()),
  /** the organisation for the recruiter's side */
  organization: Nullable(Type.String()),
  /** the recruiter's organisation: its id (the letter tile's colour), logo and the tile's letters */
  organization_id: Nullable(Type.Integer()),
  organization_logo: Nullable(Type.String()),
  organization_initials: Nullable(Type.String()),
})
export type ChatPerson = Static<typeof ChatPerson>

export const ChatMessage = Type.Object({
  id: Type.Integer(),
  conversation_id: Type.Integer(),
  sender_id: Type.Integer(),
  kind: StringEnum(['text', 'image'] as const),
  text: Type.String(),
  image_url: Nullable(Type.String()),
  /** shown to the seeker only (empty for the recruiter) */
  warnings: Type.Array(ChatWarning, { description: 'Cảnh báo lừa đảo, chỉ gửi cho ứng viên' }),
  client_id: Nullable(Type.String()),
  created_at: DateTime,
})
export type ChatMessage = Static<typeof ChatMessage>

export const ChatConversation = Type.Object({
  id: Type.Integer(),
  my_role: StringEnum(CHAT_ROLES),
  other: ChatPerson,
  job: Nullable(Type.Object({ id: Type.Integer(), title: Type.String(), url: Nullable(Type.String()) })),
  last_message: Nullable(ChatMessage),
  unread: Type.Integer(),
  /** what the other person has received and read of mine (message ids) */
  other_delivered_id: Type.Integer(),
  other_read_id: Type.Integer(),
  my_read_id: Type.Integer(),
  blocked_by_me: Type.Boolean(),
  blocked_me: Type.Boolean(),
  closed: Type.Boolean(),
  created_at: DateTime,
})
export type ChatConversation = Static<typeof ChatConversation>

export const ChatReceipts = Type.Object({ conversation_id: Type.Integer(), user_id: Type.Integer(), delivered_id: Type.Integer(), read_id: Type.Integer() })
export type ChatReceipts = Static<typeof ChatReceipts>

export const ConversationPage = Type.Object({ items: Type.Array(ChatConversation), total: Type.Integer(), unread_total: Type.Integer() })
export type ConversationPage = Static<typeof ConversationPage>

export const MessagePage = Type.Object({ items: Type.Array(ChatMessage), has_more: Type.Boolean() })
export type MessagePage = Static<typeof MessagePage>

export const ChatUnread = Type.Object({ unread: Type.Integer(), conversations: Type.Integer() })
export type ChatUnread = Static<typeof ChatUnread>

export const BlockChanged = Type.Object({ message: Type.String(), conversation: ChatConversation })
export type BlockChanged = Static<typeof BlockChanged>

// ---- what the API accepts ----

const IdParams = fields({ id: rules.id }, ['id'])
const idField = (label: string, message: string): IntegerRule => ({
  type: 'integer',
  label,
  required: message,
  min: { value: 0, message },
  max: { value: Number.MAX_SAFE_INTEGER, message },
})
const cursor: IntegerRule = { type: 'integer', label: 'cursor', min: { value: 0, message: CHAT_MSG.cursor }, max: { value: Number.MAX_SAFE_INTEGER, message: CHAT_MSG.cursor } }
const REASON_CODES = CHAT_REPORT_REASONS.map((reason) => reason.code)

export const chatContract = defineContract('chat', ['/job/v1/chat/', '/identity/v1/chat-room-request'], chatPaths, {
  open: {
    summary: 'Mở (hoặc tìm lại) cuộc trò chuyện của trang /chatroom/join/{user_id}-{classified_id}',
    description:
      'Ứng viên mở cuộc trò chuyện với nhà tuyển dụng của tin (user_id là 0 hoặc một thành viên của doanh nghiệp đăng tin); thành viên doanh nghiệp mở với ứng viên đã ứng tuyển vào tin; classified_id 0 là trò chuyện chung. Mở về một tin được tính là một lượt liên hệ chat (tracking-contact loại 1).',
    body: fields({ user_id: idField('user_id', CHAT_MSG.pair), classified_id: idField('classified_id', CHAT_MSG.pair) }, ['user_id', 'classified_id']),
    response: ChatConversation,
    errors: [400, 401, 403, 404],
  },
  conversations: {
    summary: 'Các cuộc trò chuyện của tôi, mới nhất trước, kèm số tin chưa đọc; tìm theo tên hoặc tên tin',
    query: fields({
      offset: rules.offset,
      limit: rules.limit,
      q: Type.String({ maxLength: CHAT.searchMax, 'x-messages': { type: CHAT_MSG.search, maxLength: CHAT_MSG.search } }),
    }),
    response: ConversationPage,
    errors: [400, 401],
  },
  unread: {
    summary: 'Số tin nhắn chưa đọc (huy hiệu ở đầu trang)',
    response: ChatUnread,
    errors: [401],
  },
  conversation: {
    summary: 'Một cuộc trò chuyện của tôi',
    params: IdParams,
    response: ChatConversation,
    errors: [400, 401, 403, 404],
  },
  messages: {
    summary: 'Tin nhắn theo trang: before=id (cũ hơn, khi cuộn lên), after=id (mới hơn, sau khi kết nối lại), cũ nhất trước',
    params: IdParams,
    query: fields({ before: cursor, after: cursor, limit: rules.limit }),
    response: MessagePage,
    errors: [400, 401, 403, 404],
  },
  send: {
    summary: `Gửi một tin nhắn: chữ (tối đa ${CHAT.maxLength} ký tự) hoặc một ảnh đã tải lên qua /media/v1/medias`,
    description: `Tối đa ${CHAT.sendLimit} tin mỗi ${CHAT.sendWindowSec} giây cho mỗi người (429 kèm Retry-After). client_id (tùy chọn) giúp gửi lại mà không bị trùng.`,
    params: IdParams,
    body: fields({
      // the limit is on the trimmed, NFC text (the service); this only bounds what is parsed
      text: Type.String({ maxLength: CHAT.maxLength * 2, 'x-messages': { type: CHAT_MSG.empty, maxLength: CHAT_MSG.tooLong } }),
      image_url: Type.String({ maxLength: 500, 'x-messages': { type: CHAT_MSG.imageNotYours, maxLength: CHAT_MSG.imageNotYours } }),
      client_id: Type.String({
        pattern: '^[A-Za-z0-9_-]{1,64}$',
        'x-messages': { type: 'client_id không hợp lệ.', pattern: 'client_id gồm 1-64 chữ, số, "-" hoặc "_".' },
      }),
    }),
    response: ChatMessage,
    errors: [400, 401, 403, 404, 409, 429],
  },
  receipt: {
    summary: 'Đánh dấu đã nhận / đã xem đến một tin nhắn',
    params: IdParams,
    body: fields({ delivered_id: cursor, read_id: cursor }),
    response: ChatReceipts,
    errors: [400, 401, 403, 404],
  },
  block: {
    summary: 'Chặn người kia: hai bên không nhắn tin cho nhau được nữa',
    params: IdParams,
    response: BlockChanged,
    errors: [400, 401, 403, 404],
  },
  unblock: {
    summary: 'Bỏ chặn người kia',
    params: IdParams,
    response: BlockChanged,
    errors: [400, 401, 403, 404],
  },
  report: {
    summary: 'Báo cáo cuộc trò chuyện cho nhân viên kiểm duyệt',
    params: IdParams,
    body: fields(
      {
        reason: StringEnum(REASON_CODES, { 'x-messages': { type: CHAT_MSG.reportReason, enum: CHAT_MSG.reportReason } }),
        note: Type.String({ maxLength: CHAT.reportNoteMax, 'x-messages': { type: CHAT_MSG.reportNote, maxLength: CHAT_MSG.reportNote } }),
      },
      ['reason'],
      { reason: CHAT_MSG.reportReason },
    ),
    response: Type.Object({ id: Type.Integer(), message: Type.String() }),
    errors: [400, 401, 403, 404, 409],
  },
})

export type ChatContract = (typeof chatContract)['operations']
