import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chatState, setChatNotification } from '../features/chat/state'
import { clearInbox, inboxState } from '../features/inbox/state'
import { onRealtimeNotification } from './realtime-connection'
import { startRealtime, stopRealtime } from './realtime'

const close = vi.fn()
const connectSocket = vi.fn((_options: unknown) => ({ close }))
vi.mock('../lib/socket', () => ({ connectSocket: (options: unknown) => connectSocket(options) }))

const user = { id: 7, user_uid: 'u-7' }

beforeEach(() => {
  connectSocket.mockClear()
  close.mockClear()
})
afterEach(() => {
  stopRealtime()
  vi.unstubAllEnvs()
  window.localStorage.clear()
  clearInbox()
  setChatNotification(null)
})

describe('realtime (SPEC 4.2, 7.10)', () => {
  it('does not connect without a stored token', async () => {
    await startRealtime(user)
    expect(connectSocket).not.toHaveBeenCalled()
  })

  it('does not connect when the environment flag switches it off', async () => {
    window.localStorage.setItem('token', 'tok')
    vi.stubEnv('VITE_DISABLE_REALTIME', '1')
    await startRealtime(user)
    expect(connectSocket).not.toHaveBeenCalled()
  })

  it('connects with the stored token and the user, and closes on stop', async () => {
    window.localStorage.setItem('token', 'tok')
    await startRealtime(user)
    expect(connectSocket).toHaveBeenCalledWith(expect.objectContaining({ token: 'tok', user }))
    stopRealtime()
    expect(close).toHaveBeenCalledTimes(1)
  })

  it('a stop during the lazy import wins', async () => {
    window.localStorage.setItem('token', 'tok')
    const starting = startRealtime(user)
    stopRealtime()
    await starting
    expect(connectSocket).not.toHaveBeenCalled()
  })

  it('a notification on the connection updates the chat state, the inbox badge and the pages listening', async () => {
    window.localStorage.setItem('token', 'tok')
    await startRealtime(user)
    const { onNotification } = connectSocket.mock.calls[0][0] as { onNotification: (payload: unknown) => void }
    const heard: unknown[] = []
    const unsubscribe = onRealtimeNotification((payload) => heard.push(payload))
    const payload = {
      type: 'inbox',
      inbox: { id: 1, part: 'candidate', title: 'Xin chào', content: '', url: null, is_read: false, created_at: '2026-01-01T00:00:00Z' },
      total_unreads: 5,
    }
    onNotification(payload)
    unsubscribe()
    onNotification(payload)
    expect(chatState.notification).toEqual(payload)
    expect(inboxState.unreadInbox).toBe(5)
    expect(inboxState.hasNewInbox).toBe(true)
    expect(heard).toEqual([payload])
  })
})
