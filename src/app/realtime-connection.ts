// The signed-in person's realtime connection (SPEC 4.2, 7.10), opened by realtime.ts after sign-in
// and loaded with socket.io-client, so anonymous visitors never download it: what its messages
// change (the chat state, the inbox badge and list, the employer's applicants count) and the
// listeners of the pages that use it (the chat page's channel, the applied-jobs list).
import { receiveApplicantsNotification } from '../features/received-applications/api/unread'
import { receiveChatEvent, setChatNotification, type ChatNotification } from '../features/chat/state'
import type { ChatChannel } from '../features/chat/types'
import type { ChatMessageEvent } from '../domain/chat'
import { CHAT_EVENTS } from '../domain/chat-links'
import { receiveNotification } from '../features/inbox/list-state'
import type { connectSocket, SocketConnection, SocketUser } from '../lib/socket'

let connection: SocketConnection | null = null

// pages that refresh their own data on a live notification (e.g. the applied-jobs list)
const notificationListeners = new Set<(payload: unknown) => void>()

/** Hears every realtime `notification` while subscribed; returns the unsubscribe. */
export function onRealtimeNotification(listener: (payload: unknown) => void): () => void {
  notificationListeners.add(listener)
  return () => void notificationListeners.delete(listener)
}

// the chat page's listeners (its code loads only there) on the one connection of the person
const eventListeners = new Map<string, Set<(payload: unknown) => void>>()
const joinListeners = new Set<() => void>()

/**
 * The person's realtime connection as the chat page uses it: listeners survive reconnects and a
 * connection made after the page mounted; every (re)join tells the page to fetch what it missed.
 */
export const realtimeChannel: ChatChannel = {
  on(event, listener) {
    const set = eventListeners.get(event) ?? new Set()
    set.add(listener)
    eventListeners.set(event, set)
    return () => void set.delete(listener)
  },
  onJoined(listener) {
    joinListeners.add(listener)
    if (typeof document !== 'undefined' && document.documentElement.dataset.realtime === 'joined') listener()
    return () => void joinListeners.delete(listener)
  },
  emit(event, payload) {
    connection?.emit?.(event, payload)
  },
  request(event, payload) {
    return connection?.request ? connection.request(event, payload) : Promise.resolve(null)
  },
}

let me: number | null = null

function handleEvent(event: string, payload: unknown): void {
  receiveChatEvent(event, payload)
  // a message reached one of the person's tabs: tell the sender it was delivered ("Đã nhận")
  if (event === CHAT_EVENTS.message && payload && typeof payload === 'object') {
    const message = (payload as ChatMessageEvent).message
    if (message && message.sender_id !== me) void realtimeChannel.request(CHAT_EVENTS.receipt, { conversation_id: message.conversation_id, delivered_id: message.id })
  }
  for (const listener of eventListeners.get(event) ?? []) listener(payload)
}

function handleNotification(payload: unknown): void {
  if (payload && typeof payload === 'object') setChatNotification(payload as ChatNotification)
  receiveNotification(payload)
  receiveApplicantsNotification(payload)
  for (const listener of notificationListeners) listener(payload)
}

/** Opens the connection with socket.io's `connect` (loaded by the caller); closing it also detaches the channel. */
export function openRealtime(connect: typeof connectSocket, token: string, user: SocketUser): { close: () => void } {
  me = user.id
  const opened = connect({
    token,
    user,
    onNotification: handleNotification,
    onEvent: handleEvent,
    // a marker for monitoring and the e2e suite (like data-hydrated): live updates are on
    onJoined: () => {
      document.documentElement.dataset.realtime = 'joined'
      for (const listener of joinListeners) listener()
    },
  })
  connection = opened
  return {
    close: () => {
      opened.close()
      if (connection === opened) connection = null
    },
  }
}
