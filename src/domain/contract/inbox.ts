// The inbox's contract (SPEC 7.8; docs/decisions/0003-accounts.md, 0035-api-contract.md): private
// operations check the token before anything else (401 whatever is sent); another person's message
// answers 404, exactly like one that does not exist. The realtime `notification` carries an Inbox
// too (src/domain/inbox.ts).
import { Type, type Static } from '@sinclair/typebox'
import { INBOX_PARTS } from '../inbox'
import { rules } from '../validation/rules'
import { defineContract } from './define'
import { inboxPaths } from './inbox.paths'
import { DateTime, Nullable, StringEnum, fields } from './schema'

export const Inbox = Type.Object({
  id: Type.Integer(),
  part: StringEnum(INBOX_PARTS),
  title: Type.String(),
  content: Type.String(),
  url: Nullable(Type.String()),
  is_read: Type.Boolean(),
  created_at: DateTime,
})
export type Inbox = Static<typeof Inbox>

export const InboxPartSummary = Type.Object({
  total: Type.Integer(),
  unread: Type.Integer(),
  /** an unread message arrived after the person last opened the inbox */
  has_new: Type.Boolean(),
})
export type InboxPartSummary = Static<typeof InboxPartSummary>

/** A person's inbox: counts per part, and over both. */
export const InboxSummary = Type.Object({
  total_unreads: Type.Integer(),
  total: Type.Integer(),
  has_new: Type.Boolean(),
  candidate: InboxPartSummary,
  common: InboxPartSummary,
})
export type InboxSummary = Static<typeof InboxSummary>

/** The public inbox, as a visitor sees it. */
export const PublicInboxSummary = Type.Object({ total: Type.Integer(), has_new: Type.Boolean() })
export type PublicInboxSummary = Static<typeof PublicInboxSummary>

export const InboxPage = Type.Object({ items: Type.Array(Inbox), total: Type.Integer() })
export type InboxPage = Static<typeof InboxPage>

const PageQuery = fields({ offset: rules.offset, limit: rules.limit })
const IdParams = fields({ id: rules.id }, ['id'])
const SINCE_MESSAGE = 'Thời điểm since không hợp lệ (định dạng ISO 8601, ví dụ 2026-01-31T08:00:00.000Z).'

export const inboxContract = defineContract('inbox', ['/mail/'], inboxPaths, {
  latest: { summary: 'Tóm tắt hộp thư cá nhân', response: InboxSummary, errors: [401] },
  publicLatest: {
    summary: 'Tóm tắt hộp thư chung (khách)',
    query: fields({
      since: Type.String({
        format: 'date-time',
        maxLength: 40,
        description: 'Lần cuối người xem mở hộp thư chung (ISO 8601)',
        'x-messages': { type: SINCE_MESSAGE, format: SINCE_MESSAGE, maxLength: SINCE_MESSAGE },
      }),
    }),
    response: PublicInboxSummary,
  },
  candidate: { summary: 'Thông báo ứng tuyển của tôi', query: PageQuery, response: InboxPage, errors: [400, 401] },
  common: {
    summary: 'Thông báo chung: của tôi khi đã đăng nhập, hộp thư chung khi là khách',
    query: PageQuery,
    response: InboxPage,
  },
  markAllAsRead: { summary: 'Đánh dấu đã đọc tất cả', response: Type.Object({ total_unreads: Type.Literal(0) }), errors: [401] },
  markAsRead: { summary: 'Đánh dấu một thông báo đã đọc', params: IdParams, response: Inbox, errors: [400, 401, 404] },
  remove: { summary: 'Xóa một thông báo', params: IdParams, response: Type.Null(), errors: [400, 401, 404] },
})

export type InboxContract = (typeof inboxContract)['operations']
