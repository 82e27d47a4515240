import { describe, expect, it, vi } from 'vitest'
import { connectSocket } from './socket'

type Handler = (...args: unknown[]) => void

function fakeIo() {
  const handlers = new Map<string, Handler>()
  const socket = {
    on: vi.fn((event: string, handler: Handler) => {
      handlers.set(event, handler)
      return socket
    }),
    emit: vi.fn(),
    removeAllListeners: vi.fn(),
    disconnect: vi.fn(),
    connect: vi.fn(),
  }
  const io = vi.fn(() => socket)
  const fire = (event: string, ...args: unknown[]) => handlers.get(event)?.(...args)
  return { io, socket, fire }
}

describe('connectSocket (SPEC 7.10)', () => {
  it('connects with credentials, polling then websocket, the token in auth and the backoff of SPEC 9', () => {
    const { io } = fakeIo()
    connectSocket({ token: 'tok', user: { id: 7, user_uid: 'u-7' }, onNotification: vi.fn(), connect: io as never })
    expect(io).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({
        withCredentials: true,
        transports: ['polling', 'websocket'],
        auth: { token: 'tok' },
        reconnectionDelay: 1000,
        reconnectionDelayMax: 5000,
        randomizationFactor: 0.5,
        timeout: 20000,
      }),
    )
  })

  it('joins the user room on every connect and passes notifications on', () => {
    const { io, socket, fire } = fakeIo()
    const onNotification = vi.fn()
    const onJoined = vi.fn()
    const connection = connectSocket({ token: 'tok', user: { id: 7, user_uid: 'u-7' }, onNotification, onJoined, connect: io as never })
    fire('connect')
    fire('connect')
    expect(socket.emit).toHaveBeenCalledTimes(2)
    expect(socket.emit).toHaveBeenCalledWith('join-room', { user_uid: 'u-7', user_id: 7 }, expect.any(Function))
    const ack = socket.emit.mock.calls[0][2] as (answer: unknown) => void
    ack({ success: true, data: null })
    expect(onJoined).toHaveBeenCalledTimes(1)
    fire('notification', { type: 'inbox' })
    expect(onNotification).toHaveBeenCalledWith({ type: 'inbox' })
    connection.close()
    expect(socket.disconnect).toHaveBeenCalled()
  })

  it('connects again when the server ends the connection, not when the client or the network does', () => {
    const { io, socket, fire } = fakeIo()
    connectSocket({ token: 'tok', user: { id: 7, user_uid: 'u-7' }, onNotification: vi.fn(), connect: io as never })
    fire('disconnect', 'io client disconnect')
    fire('disconnect', 'transport close')
    expect(socket.connect).not.toHaveBeenCalled()
    fire('disconnect', 'io server disconnect')
    expect(socket.connect).toHaveBeenCalledTimes(1)
  })

  it('only logs socket errors as warnings', () => {
    const { io, fire } = fakeIo()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    connectSocket({ token: 'tok', user: { id: 7, user_uid: 'u-7' }, onNotification: vi.fn(), connect: io as never })
    fire('connect_error', new Error('Bạn cần đăng nhập!'))
    fire('error', { code: 'forbidden', message: 'Bạn không thể thực hiện thao tác này!' })
    expect(warn).toHaveBeenCalledTimes(2)
    expect(String(warn.mock.calls[0][1])).toBe('Bạn cần đăng nhập!')
    expect(String(warn.mock.calls[1][1])).toBe('Bạn không thể thực hiện thao tác này!')
  })
})
