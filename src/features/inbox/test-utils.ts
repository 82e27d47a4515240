// Test data for the inbox (shapes of docs/decisions/0003-accounts.md).
import type { Inbox, InboxNotification } from './types'

export function makeInbox(overrides: Partial<Inbox> = {}): Inbox {
  const id = overrides.id ?? 1
  return {
    id,
    part: 'candidate',
    title: `Thông báo ${id}`,
    content: 'Nhà tuyển dụng đã xem hồ sơ của bạn.',
    url: null,
    is_read: false,
    created_at: new Date(Date.UTC(2026, 0, 1, 0, id)).toISOString(),
    ...overrides,
  }
}

export const makeNotification = (inbox: Partial<Inbox>, totalUnreads: number): InboxNotification => ({
  type: 'inbox',
  inbox: makeInbox(inbox),
  total_unreads: totalUnreads,
})
