// The development tools' contract (docs/decisions/0035-api-contract.md), registered only when
// NODE_ENV is not production: the outbox of sent SMS and e-mail for tests, and a test notification
// delivered live to a user's open pages.
import { Type, type Static } from '@sinclair/typebox'
import type { InboxPart } from '../inbox'
import { rules, type FieldRule, type StringRule } from '../validation/rules'
import { defineContract } from './define'
import { devPaths } from './dev.paths'
import { Inbox } from './inbox'
import { DateTime, Nullable, StringEnum, ruled, ruledFields } from './schema'

const RECIPIENT: StringRule = {
  type: 'string',
  label: 'recipient',
  maxLength: { value: 150, message: 'Người nhận tối đa 150 ký tự.' },
}

const LIMIT: FieldRule = { ...rules.limit, max: { value: 100, message: 'limit tối đa 100.' } }

/** A test notification's fields (the outbox page's form checks them too). */
export const DEV_INBOX_RULES = {
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
} satisfies Record<string, FieldRule>

const PART = ruled<InboxPart>({
  type: 'string',
  label: 'Phần hộp thư',
  pattern: { source: '^(candidate|common)$', message: 'Phần hộp thư phải là candidate (ứng viên) hoặc common (chung).' },
})

/** Each request's rules and schema; the server normalises the values before validating them. */
export const devInputs = {
  outbox: ruledFields({ recipient: RECIPIENT, limit: LIMIT }),
  notify: ruledFields({ ...DEV_INBOX_RULES, part: PART }, ['phone', 'title']),
}

export const OutboxMessage = Type.Object({
  id: Type.Integer(),
  channel: StringEnum(['sms', 'email'] as const),
  recipient: Type.String(),
  subject: Nullable(Type.String()),
  body: Type.String(),
  created_at: DateTime,
})
export type OutboxMessage = Static<typeof OutboxMessage>

export const devContract = defineContract('dev', ['/dev/api/'], devPaths, {
  outbox: {
    summary: 'SMS và email đã gửi, mới nhất trước (không có ở production)',
    query: devInputs.outbox.schema,
    response: Type.Object({ items: Type.Array(OutboxMessage) }),
  },
  notify: {
    summary: 'Tạo thông báo thử cho tài khoản có số điện thoại này, gửi ngay qua realtime (không có ở production)',
    body: devInputs.notify.schema,
    response: Inbox,
    errors: [400, 404],
  },
})

export type DevContract = (typeof devContract)['operations']
