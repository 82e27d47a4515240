// The chat's routes (issue 22; SPEC 7.6 chat-room-request; docs/decisions/0025-chat.md): opening a
// conversation, the list, one conversation, its messages, receipts, blocking and reporting. The
// live side is the socket (chat-links.ts CHAT_EVENTS). Their schemas and types: contract/chat.ts.
import { routeTable } from './operation'

export const chatPaths = routeTable({
  open: { method: 'POST', path: '/identity/v1/chat-room-request' },
  conversations: { method: 'GET', path: '/job/v1/chat/conversations' },
  unread: { method: 'GET', path: '/job/v1/chat/unread' },
  conversation: { method: 'GET', path: '/job/v1/chat/conversations/:id' },
  messages: { method: 'GET', path: '/job/v1/chat/conversations/:id/messages' },
  send: { method: 'POST', path: '/job/v1/chat/conversations/:id/messages' },
  receipt: { method: 'PUT', path: '/job/v1/chat/conversations/:id/receipt' },
  block: { method: 'POST', path: '/job/v1/chat/conversations/:id/block' },
  unblock: { method: 'DELETE', path: '/job/v1/chat/conversations/:id/block' },
  report: { method: 'POST', path: '/job/v1/chat/conversations/:id/reports' },
})
