// socket.io client of SPEC 7.10. Imported dynamically (src/app/realtime.ts) so socket.io-client is
// loaded only for signed-in visitors. The token travels in the handshake's auth field and the
// user's room is joined again on every (re)connect (docs/decisions/0003-accounts.md).
import { io, type Socket } from 'socket.io-client'
import { SOCKET } from '../domain/constants'
import { socketOrigin } from './env'

export interface SocketUser {
  id: number
  user_uid: string
}

export interface SocketConnection {
  close(): void
  /** Sends an event without waiting (e.g. the chat's typing indicator). */
  emit?(event: string, payload: unknown): void
  /** Sends an event and resolves with the server's acknowledgement, or null after the timeout. */
  request?(event: string, payload: unknown): Promise<unknown>
}

export interface ConnectOptions {
  token: string
  user: SocketUser
  onNotification: (payload: unknown) => void
  /** The server accepted join-room (acknowledged): notifications for the user now arrive. */
  onJoined?: () => void
  /** Every other server event (chat messages, receipts, typing ...), by name. */
  onEvent?: (event: string, payload: unknown) => void
  /** For tests: the socket factory (defaults to socket.io-client's io). */
  connect?: typeof io
}

// SPEC 8: socket errors are only logged, and as warnings (a console error fails the e2e suite).
const warn = (what: string, detail: unknown) => {
  const message =
    detail instanceof Error ? detail.message : detail && typeof detail === 'object' && 'message' in detail ? detail.message : detail
  console.warn(`[realtime] ${what}:`, message)
}

export function connectSocket({ token, user, onNotification, onJoined, onEvent, connect = io }: ConnectOptions): SocketConnection {
  const socket: Socket = connect(socketOrigin(), {
    path: '/socket.io/',
    withCredentials: true,
    transports: ['polling', 'websocket'],
    auth: { token },
    reconnectionDelay: SOCKET.reconnectionDelay,
    reconnectionDelayMax: SOCKET.reconnectionDelayMax,
    randomizationFactor: SOCKET.randomizationFactor,
    timeout: SOCKET.timeout,
  })
  socket.on('connect', () => {
    socket.emit('join-room', { user_uid: user.user_uid, user_id: user.id }, (answer: unknown) => {
      const accepted = !!answer && typeof answer === 'object' && (answer as { success?: unknown }).success === true
      if (accepted) onJoined?.()
      else warn('join-room', (answer as { error?: { message?: string } } | null)?.error?.message ?? answer)
    })
  })
  // The server ends a connection when what its person may see changed (a membership removed) or the
  // session ended (a logout elsewhere): connect again, with what the token still allows. A signed-out
  // token is refused at the handshake, and socket.io does not retry that.
  socket.on('disconnect', (reason: string) => {
    if (reason === 'io server disconnect') socket.connect()
  })
  socket.on('notification', (payload: unknown) => onNotification(payload))
  if (onEvent) {
    socket.onAny((event: string, payload: unknown) => {
      if (event !== 'notification' && event !== 'error') onEvent(event, payload)
    })
  }
  socket.on('error', (error: unknown) => warn('error', error))
  socket.on('connect_error', (error: unknown) => warn('connect_error', error))
  return {
    close: () => {
      socket.removeAllListeners()
      socket.disconnect()
    },
    emit: (event, payload) => {
      if (socket.connected) socket.emit(event, payload)
    },
    request: (event, payload) =>
      socket.connected ? socket.timeout(SOCKET.timeout).emitWithAck(event, payload).catch(() => null) : Promise.resolve(null),
  }
}
