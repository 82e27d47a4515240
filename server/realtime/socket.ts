// socket.io on the API's own HTTP server (same port). The browser connects to the API origin
// directly; rooms and auth arrive with the accounts capability.
import type { FastifyInstance } from 'fastify'
import { Server } from 'socket.io'
import type { AppContext } from '../app'

export function attachRealtime(app: FastifyInstance, context: AppContext): Server {
  const io = new Server(app.server, {
    path: '/socket.io/',
    cors: { origin: context.env.publicOrigin, credentials: true },
    transports: ['polling', 'websocket'],
  })
  app.addHook('onClose', async () => {
    await io.close()
  })
  return io
}
