// Realtime for signed-in users (SPEC 4.2, 7.10). socket.io-client is imported here on demand, so
// anonymous visitors never download it. A `notification` event feeds the chat state and the inbox
// state (badge, has-new flag, loaded list): combining two features is why this lives in app.
import { receiveApplicantsNotification } from '../features/applicants/api/unread'
import { setChatNotification, type ChatNotification } from '../features/chat/state'
import { receiveNotification } from '../features/inbox/state'
import { realtimeDisabled } from '../lib/env'
import { tokenStore } from '../lib/http'
import type { SocketConnection, SocketUser } from '../lib/socket'

let connection: SocketConnection | null = null
// bumped by every start and stop, so a start that finishes after a stop does not connect
let generation = 0

// pages that refresh their own data on a live notification (e.g. the applied-jobs list)
const notificationListeners = new Set<(payload: unknown) => void>()

/** Hears every realtime `notification` while subscribed; returns the unsubscribe. */
export function onRealtimeNotification(listener: (payload: unknown) => void): () => void {
  notificationListeners.add(listener)
  return () => void notificationListeners.delete(listener)
}

export function handleNotification(payload: unknown): void {
  if (payload && typeof payload === 'object') setChatNotification(payload as ChatNotification)
  receiveNotification(payload)
  receiveApplicantsNotification(payload)
  for (const listener of notificationListeners) listener(payload)
}

/** Connects once per signed-in person; a new call replaces the previous connection. */
export async function startRealtime(user: SocketUser): Promise<void> {
  const token = tokenStore.get()
  if (!token || realtimeDisabled()) return
  stopRealtime()
  const mine = ++generation
  try {
    const { connectSocket } = await import('../lib/socket')
    if (mine !== generation) return
    connection = connectSocket({
      token,
      user,
      onNotification: handleNotification,
      // a marker for monitoring and the e2e suite (like data-hydrated): live updates are on
      onJoined: () => {
        document.documentElement.dataset.realtime = 'joined'
      },
    })
  } catch (error) {
    // a failed chunk load (offline, new deploy) only costs live updates
    console.warn('[realtime] không tải được socket:', error instanceof Error ? error.message : error)
  }
}

export function stopRealtime(): void {
  generation++
  connection?.close()
  connection = null
  if (typeof document !== 'undefined') delete document.documentElement.dataset.realtime
}
