// Chat (issue 22; docs/decisions/0025-chat.md).
export const open = '/identity/v1/chat-room-request'
export const conversations = (q: string, offset = 0) => `/job/v1/chat/conversations?offset=${offset}&limit=30${q ? `&q=${encodeURIComponent(q)}` : ''}`
export const conversation = (id: number) => `/job/v1/chat/conversations/${id}`
export const messages = (id: number, cursor: { before?: number; after?: number } = {}) =>
  `/job/v1/chat/conversations/${id}/messages?limit=30${cursor.before ? `&before=${cursor.before}` : ''}${cursor.after !== undefined ? `&after=${cursor.after}` : ''}`
export const send = (id: number) => `/job/v1/chat/conversations/${id}/messages`
export const receipt = (id: number) => `/job/v1/chat/conversations/${id}/receipt`
export const block = (id: number) => `/job/v1/chat/conversations/${id}/block`
export const reports = (id: number) => `/job/v1/chat/conversations/${id}/reports`
export const unread = '/job/v1/chat/unread'
