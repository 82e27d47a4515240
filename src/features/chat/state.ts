// Chat state of SPEC 3: the latest realtime notification, and the person's unread chat messages
// (the header's badge), kept current by the realtime events wherever the person is on the site.
import { proxy } from 'valtio'
import { CHAT_EVENTS } from '../../domain/chat-links'

export interface ChatNotification {
  type: string
  title?: string
  unread?: number
  [key: string]: unknown
}

export const chatState = proxy<{ notification: ChatNotification | null; unread: number | null }>({ notification: null, unread: null })

export const setChatNotification = (notification: ChatNotification | null) => {
  chatState.notification = notification
  if (notification?.type === 'chat' && typeof notification.unread === 'number') chatState.unread = notification.unread
}

export const setChatUnread = (unread: number | null) => {
  chatState.unread = unread
}

let refreshing: Promise<void> | null = null
/** Asks the API for the unread count (signed in only); one request at a time. */
export function refreshChatUnread(): Promise<void> {
  // the chat's client is loaded on demand: the header of every page calls this, and the public
  // pages' first load stays within its budget (tests/e2e/budget.spec.ts)
  refreshing ??= import('../../lib/api/chat')
    .then(({ chatApi }) => chatApi.unread())
    .then((result) => {
      if (result.success) chatState.unread = result.data.unread
    })
    .finally(() => {
      refreshing = null
    })
  return refreshing
}

/** A realtime event of chat: a message raises the count; one's own receipts (another tab read) lower it. */
export function receiveChatEvent(event: string, payload: unknown): void {
  if (!payload || typeof payload !== 'object') return
  if (event === CHAT_EVENTS.message) {
    const total = (payload as { unread_total?: unknown }).unread_total
    if (typeof total === 'number') chatState.unread = total
  } else if (event === CHAT_EVENTS.receipts && chatState.unread !== null && chatState.unread > 0) {
    void refreshChatUnread()
  }
}
