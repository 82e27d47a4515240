// The chat API (issue 22; docs/decisions/0025-chat.md): envelopes, never throwing, except the
// SWR fetchers which throw the API's error so SWR keeps it.
import useSWR from 'swr'
import type { ChatConversation, ChatMessage, ChatReceiptsEvent, ChatReportReason } from '../../../domain/chat'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

export interface ConversationPage {
  items: ChatConversation[]
  total: number
  unread_total: number
}

export interface MessagePage {
  items: ChatMessage[]
  has_more: boolean
}

export const conversationsKey = (q: string) => ['chat/conversations', q] as const

export function useConversations(q: string) {
  return useSWR(conversationsKey(q), () => unwrap(authHttp.get<ConversationPage>(api.chat.conversations(q))), { keepPreviousData: true })
}

export function useConversation(id: number | null) {
  return useSWR(id ? ['chat/conversation', id] : null, () => unwrap(authHttp.get<ChatConversation>(api.chat.conversation(id!))))
}

/** chat-room-request: the conversation of /chatroom/join/{user_id}-{classified_id}. */
export const openConversation = (userId: number, classifiedId: number) =>
  authHttp.post<ChatConversation>(api.chat.open, { user_id: userId, classified_id: classifiedId })

export const fetchMessages = (id: number, cursor: { before?: number; after?: number } = {}) => authHttp.get<MessagePage>(api.chat.messages(id, cursor))

export const sendChatMessage = (id: number, body: { text?: string; image_url?: string; client_id: string }) => authHttp.post<ChatMessage>(api.chat.send(id), body)

export const markChatReceipt = (id: number, body: { delivered_id?: number; read_id?: number }) => authHttp.put<ChatReceiptsEvent>(api.chat.receipt(id), body)

export const setChatBlocked = (id: number, blocked: boolean) =>
  blocked
    ? authHttp.post<{ message: string; conversation: ChatConversation }>(api.chat.block(id))
    : authHttp.delete<{ message: string; conversation: ChatConversation }>(api.chat.block(id))

export const reportChat = (id: number, body: { reason: ChatReportReason; note?: string }) => authHttp.post<{ id: number; message: string }>(api.chat.reports(id), body)
