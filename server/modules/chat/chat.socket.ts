// The live side of chat (issue 22; docs/decisions/0025-chat.md), on the socket.io server of
// server/realtime/socket.ts (the handshake has authenticated the token; socket.data says who).
// Messages and receipts reach every tab of both people through their user rooms (notifyUser, on
// every instance with the Redis adapter). A conversation's own room carries only the typing
// indicator, and a socket joins it only when its person is one of the conversation's two people,
// checked in the same table as the REST routes' participantOf.
import type { Socket } from 'socket.io'
import { CHAT_EVENTS } from '../../../src/domain/chat'
import { API_MSG } from '../../../src/domain/api-messages'
import type { ServiceContext } from '../../context'
import type { SocketIdentity } from '../../realtime/socket'
import { isParticipant } from '../access/access'
import { markReceipt } from './chat.service'

export const conversationRoom = (id: number) => `chat:${id}`

type Ack = { success: true; data: unknown } | { success: false; error: { code: string; message: string } }

const conversationIdOf = (payload: unknown): number | null => {
  const raw = payload && typeof payload === 'object' ? (payload as Record<string, unknown>).conversation_id : null
  const id = typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null
}
const messageIdOf = (payload: unknown, key: string): number | undefined => {
  const raw = payload && typeof payload === 'object' ? (payload as Record<string, unknown>)[key] : undefined
  return typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0 ? raw : undefined
}

export function attachChatSocket(context: Pick<ServiceContext, 'db' | 'realtime'>): void {
  const { db, realtime } = context
  realtime.io.on('connection', (socket: Socket) => {
    const { userId } = socket.data as SocketIdentity
    const answer = (ack: unknown, value: Ack) => {
      if (typeof ack === 'function') ack(value)
    }
    const refuse = (ack: unknown, code: string, message: string) => {
      socket.emit('error', { code, message })
      answer(ack, { success: false, error: { code, message } })
    }
    /** The conversation of a payload when the socket's person is one of its two people. */
    const mine = async (payload: unknown, ack: unknown): Promise<number | null> => {
      const id = conversationIdOf(payload)
      if (id === null) {
        refuse(ack, 'bad_request', API_MSG.badRequest)
        return null
      }
      const member = await isParticipant(db, userId, id)
      if (!member) {
        // no such conversation and someone else's look the same from outside
        refuse(ack, 'forbidden', API_MSG.forbidden)
        return null
      }
      return id
    }

    socket.on(CHAT_EVENTS.join, async (payload: unknown, ack?: unknown) => {
      try {
        const id = await mine(payload, ack)
        if (id === null) return
        await socket.join(conversationRoom(id))
        answer(ack, { success: true, data: null })
      } catch {
        refuse(ack, 'error', API_MSG.general)
      }
    })

    socket.on(CHAT_EVENTS.leave, async (payload: unknown) => {
      const id = conversationIdOf(payload)
      if (id !== null) await socket.leave(conversationRoom(id))
    })

    // only from a socket that joined (so only a participant), to the other tabs watching it
    socket.on(CHAT_EVENTS.typing, (payload: unknown) => {
      const id = conversationIdOf(payload)
      if (id === null || !socket.rooms.has(conversationRoom(id))) return
      socket.to(conversationRoom(id)).emit(CHAT_EVENTS.typing, { conversation_id: id, user_id: userId })
    })

    socket.on(CHAT_EVENTS.receipt, async (payload: unknown, ack?: unknown) => {
      try {
        const id = await mine(payload, ack)
        if (id === null) return
        const event = await markReceipt({ db, realtime }, userId, id, { delivered_id: messageIdOf(payload, 'delivered_id'), read_id: messageIdOf(payload, 'read_id') })
        answer(ack, { success: true, data: event })
      } catch {
        refuse(ack, 'error', API_MSG.general)
      }
    })
  })
}
