// The chat API (issue 22; docs/decisions/0025-chat.md): envelopes, never throwing, except the
// SWR fetchers which throw the API's error so SWR keeps it. Typed by the chat's contract.
import useSWR from 'swr'
import { CHAT, type ChatReportReason } from '../../../domain/chat'
import { chatApi } from '../../../lib/api/chat'
import { unwrap } from '../../../lib/http'

export type { ConversationPage, MessagePage } from '../../../domain/contract/chat'

export const conversationsKey = (q: string) => ['chat/conversations', q] as const

export function useConversations(q: string) {
  return useSWR(conversationsKey(q), () => unwrap(chatApi.conversations({ query: { offset: 0, limit: CHAT.listSize, q: q || undefined } })), {
    keepPreviousData: true,
  })
}

export function useConversation(id: number | null) {
  return useSWR(id ? ['chat/conversation', id] : null, () => unwrap(chatApi.conversation({ params: { id: id! } })))
}

/** chat-room-request: the conversation of /chatroom/join/{user_id}-{classified_id}. */
export const openConversation = (userId: number, classifiedId: number) => chatApi.open({ body: { user_id: userId, classified_id: classifiedId } })

export const fetchMessages = (id: number, cursor: { before?: number; after?: number } = {}) =>
  chatApi.messages({ params: { id }, query: { limit: CHAT.pageSize, before: cursor.before || undefined, after: cursor.after } })

export const sendChatMessage = (id: number, body: { text?: string; image_url?: string; client_id: string }) => chatApi.send({ params: { id }, body })

export const markChatReceipt = (id: number, body: { delivered_id?: number; read_id?: number }) => chatApi.receipt({ params: { id }, body })

export const setChatBlocked = (id: number, blocked: boolean) => (blocked ? chatApi.block({ params: { id } }) : chatApi.unblock({ params: { id } }))

export const reportChat = (id: number, body: { reason: ChatReportReason; note?: string }) => chatApi.report({ params: { id }, body })
