// socket.io on the API's own HTTP server (same port). The browser connects to the API origin
// directly with its token in the handshake's auth field (docs/decisions/0003-accounts.md):
// - a connection without a valid token is refused ("Bạn cần đăng nhập!");
// - `join-room` { user_uid, user_id } joins the user's room only when both match the token's user,
//   otherwise the socket gets `error` "Bạn không thể thực hiện thao tác này!" and joins nothing;
// - every connection is also in its person's and its session's control rooms from the start, so
//   logout, a password change or a removed membership ends it (endSessions) whether or not it ever
//   joined a room (docs/decisions/0032-sessions-and-private-files.md);
// - with REDIS_URL the Redis adapter shares rooms between instances, so notifyUser reaches a
//   person whichever instance their page is connected to.
import type { FastifyInstance } from 'fastify'
import { Server, type Socket } from 'socket.io'
import { createAdapter } from '@socket.io/redis-adapter'
import { Redis } from 'ioredis'
import type { AppContext } from '../context'
import { API_MSG } from '../../src/domain/api-messages'
import { resolveToken } from '../modules/identity/tokens'

export interface Realtime {
  io: Server
  /** Emits an event to every connection of one user (on every instance when Redis is set). */
  notifyUser(userId: number, event: string, payload: unknown): void
  /**
   * Closes the live connections of a user's ended sessions (all of them, one token's, or all but
   * one token's), on every instance when Redis is set.
   */
  endSessions(userId: number, options?: { onlyTokenId?: number; keepTokenId?: number }): Promise<void>
  /** With REDIS_URL: resolves when both Redis connections of the adapter answer (/readyz). */
  pingRedis?(): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's realtime channel, for code outside the route plugins (tests, tools). */
    realtime: Realtime
  }
}

export const userRoom = (userId: number) => `user:${userId}`
// Control rooms: every connection is in them from the handshake on; nothing is ever emitted to them,
// they only name the connections to close (a socket's room list stays on its instance, but the
// adapter carries `in(room).disconnectSockets()` to every instance).
const connectionsRoom = (userId: number) => `sockets:${userId}`
const sessionRoom = (tokenId: number) => `session:${tokenId}`

/** What the handshake established about a connection (socket.data; no secret in it, because
 * the Redis adapter hands socket.data to other instances through fetchSockets). */
export interface SocketIdentity {
  userId: number
  userUid: string
  tokenId: number
}

/** The answer to an acknowledged `join-room`, in the API's envelope. */
export type JoinRoomAck = { success: true; data: null } | { success: false; error: { code: string; message: string } }

const identityOf = (socket: Socket) => socket.data as SocketIdentity

const tokenFromHandshake = (socket: Socket): string | null => {
  const auth: unknown = socket.handshake.auth
  const token = auth && typeof auth === 'object' ? (auth as Record<string, unknown>).token : null
  return typeof token === 'string' ? token : null
}

function connectRedis(app: FastifyInstance, url: string): { pub: Redis; sub: Redis } {
  const pub = new Redis(url)
  const sub = pub.duplicate()
  // ioredis reconnects by itself; an outage is logged, not fatal.
  for (const [name, client] of [['pub', pub], ['sub', sub]] as const) {
    client.on('error', (err: Error) => app.log.warn({ err, client: name }, 'redis (socket.io adapter)'))
  }
  return { pub, sub }
}

async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    await client.quit().catch(() => client.disconnect())
  } else {
    client.disconnect()
  }
}

export function attachRealtime(app: FastifyInstance, context: AppContext): Realtime {
  const { db, env } = context
  const io = new Server(app.server, {
    path: '/socket.io/',
    cors: { origin: env.publicOrigin, credentials: true },
    transports: ['polling', 'websocket'],
  })

  const redis = env.redisUrl ? connectRedis(app, env.redisUrl) : null
  if (redis) io.adapter(createAdapter(redis.pub, redis.sub))
  // The bearer token of each connection, kept on this instance only (checked again at join-room).
  const tokens = new WeakMap<Socket, string>()

  io.use(async (socket, next) => {
    const token = tokenFromHandshake(socket)
    try {
      const user = await resolveToken(db, token)
      if (!user) return next(new Error(API_MSG.needLogin))
      const identity: SocketIdentity = { userId: user.id, userUid: user.user_uid, tokenId: user.tokenId }
      socket.data = identity
      tokens.set(socket, token!)
      next()
    } catch (err) {
      app.log.error({ err }, 'socket.io handshake')
      next(new Error(API_MSG.general))
    }
  })

  io.on('connection', async (socket) => {
    socket.on('join-room', async (payload: unknown, ack?: unknown) => {
      const reply = (answer: JoinRoomAck) => {
        if (typeof ack === 'function') ack(answer)
      }
      const refuse = (code: string, message: string) => {
        socket.emit('error', { code, message })
        reply({ success: false, error: { code, message } })
      }
      const identity = identityOf(socket)
      const request = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {}
      const ownRoom =
        String(request.user_uid ?? '') === identity.userUid &&
        (typeof request.user_id === 'number' || typeof request.user_id === 'string') &&
        String(request.user_id) === String(identity.userId)
      if (!ownRoom) return refuse('forbidden', API_MSG.forbidden)
      try {
        // The token may have been revoked (logout, password change) since the connection opened.
        if (!(await resolveToken(db, tokens.get(socket)))) {
          refuse('unauthorized', API_MSG.needLogin)
          // after the refusal, in order: closing the transport at once could drop the answer still
          // waiting for a long-polling client's next request (the client then never hears why)
          socket.disconnect()
          return
        }
        await socket.join(userRoom(identity.userId))
        reply({ success: true, data: null })
      } catch (err) {
        app.log.error({ err }, 'socket.io join-room')
        refuse('error', API_MSG.general)
      }
    })

    // A session ended between the handshake's check and this join closed the rooms' connections
    // before this one was in them: look again, now that any later ending reaches it.
    const { userId, tokenId } = identityOf(socket)
    try {
      await socket.join([connectionsRoom(userId), sessionRoom(tokenId)])
      if (!(await resolveToken(db, tokens.get(socket)))) socket.disconnect(true)
    } catch (err) {
      app.log.error({ err }, 'socket.io connection')
      socket.disconnect(true)
    }
  })

  // Open sockets would keep the HTTP server from closing: drop this instance's connections first
  // (io.local: with the Redis adapter a plain disconnectSockets would reach every instance).
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true)
    io.engine.close()
  })
  app.addHook('onClose', async () => {
    await io.close()
    if (redis) await Promise.all([closeRedis(redis.pub), closeRedis(redis.sub)])
  })

  const realtime: Realtime = {
    io,
    notifyUser: (userId, event, payload) => {
      io.to(userRoom(userId)).emit(event, payload)
    },
    endSessions: async (userId, options = {}) => {
      if (options.onlyTokenId !== undefined) io.in(sessionRoom(options.onlyTokenId)).disconnectSockets(true)
      else if (options.keepTokenId !== undefined) io.in(connectionsRoom(userId)).except(sessionRoom(options.keepTokenId)).disconnectSockets(true)
      else io.in(connectionsRoom(userId)).disconnectSockets(true)
    },
    ...(redis && {
      pingRedis: async () => {
        // the subscriber cannot be asked (its connection only listens): its state is what there is
        if (redis.sub.status !== 'ready') throw new Error(`redis subscriber ${redis.sub.status}`)
        await redis.pub.ping()
      },
    }),
  }
  app.decorate('realtime', realtime)
  return realtime
}
