// How the chat page writes times, previews and the state of one's own messages.
import type { ChatConversation, ChatMessage } from '../../domain/chat'
import { VIETNAM_OFFSET_MS } from '../../domain/dates'

const pad = (n: number) => String(n).padStart(2, '0')
/** Vietnam time (UTC+7 all year), whatever the device's zone. */
const vn = (iso: string) => new Date(new Date(iso).getTime() + VIETNAM_OFFSET_MS)

/** "14:05" today, "03/11 14:05" another day. */
export function messageTime(iso: string, now = new Date()): string {
  const at = vn(iso)
  const today = vn(now.toISOString())
  const time = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`
  const sameDay = at.toISOString().slice(0, 10) === today.toISOString().slice(0, 10)
  return sameDay ? time : `${pad(at.getUTCDate())}/${pad(at.getUTCMonth() + 1)} ${time}`
}

export function preview(conversation: ChatConversation, me: number): string {
  const m = conversation.last_message
  if (!m) return 'Chưa có tin nhắn'
  const body = m.kind === 'image' ? '[Hình ảnh]' : m.text
  return m.sender_id === me ? `Bạn: ${body}` : body
}

export type OwnState = 'sending' | 'failed' | 'sent' | 'delivered' | 'read'

export const OWN_STATE_LABEL: Record<OwnState, string> = {
  sending: 'Đang gửi…',
  failed: 'Chưa gửi được',
  sent: 'Đã gửi',
  delivered: 'Đã nhận',
  read: 'Đã xem',
}

/** Where one's own stored message stands with the other person. */
export const ownState = (message: Pick<ChatMessage, 'id'>, otherDelivered: number, otherRead: number): OwnState =>
  message.id <= otherRead ? 'read' : message.id <= otherDelivered ? 'delivered' : 'sent'

export const unreadBadge = (n: number | null | undefined) => (!n ? '' : n > 99 ? '99+' : String(n))
