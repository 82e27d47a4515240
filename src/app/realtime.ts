// Realtime for signed-in users (SPEC 4.2, 7.10): the sign-in bootstrap starts it, signing out
// stops it. socket.io-client and the connection's code (realtime-connection.ts) are imported on
// demand, so anonymous visitors never download them.
import { realtimeDisabled } from '../lib/env'
import { tokenStore } from '../lib/http'
import type { SocketUser } from '../lib/socket'

let connection: { close: () => void } | null = null
// bumped by every start and stop, so a start that finishes after a stop does not connect
let generation = 0

/** Connects once per signed-in person; a new call replaces the previous connection. */
export async function startRealtime(user: SocketUser): Promise<void> {
  const token = tokenStore.get()
  if (!token || realtimeDisabled()) return
  stopRealtime()
  const mine = ++generation
  try {
    const [{ connectSocket }, { openRealtime }] = await Promise.all([import('../lib/socket'), import('./realtime-connection')])
    if (mine !== generation) return
    connection = openRealtime(connectSocket, token, user)
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
