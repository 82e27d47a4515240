// Login CSRF defence (docs/decisions/0007-security-review.md): the sign-in hand-off key (`?key=`) is
// bound to the browser that signed in. That browser holds a random, HttpOnly, SameSite=Strict cookie
// sent only to the identity API; the key is stored with the cookie's hash, and the exchange for a
// token must present the same cookie. A key made in a stranger's browser and sent as a link signs
// nobody in.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { identityPaths } from '../../../src/domain/contract/identity.paths'
import { randomSecret } from './tokens'

export const BINDING_COOKIE = 'vl_signin'
/** the folder of the token exchange, and of sign-in, sign-up and password reset, which set it */
const BINDING_PATH = identityPaths.token.path.slice(0, identityPaths.token.path.lastIndexOf('/') + 1)
const VALID = /^[A-Za-z0-9_-]{32,64}$/

/** The browser's binding from its cookie, or null. */
export function browserBinding(request: FastifyRequest): string | null {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=')
    if (name === BINDING_COOKIE) {
      const binding = value.join('=')
      return VALID.test(binding) ? binding : null
    }
  }
  return null
}

/** The browser's binding, creating one (and its cookie) the first time this browser signs in. */
export function ensureBrowserBinding(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const binding = browserBinding(request) ?? randomSecret(32)
  reply.header(
    'set-cookie',
    `${BINDING_COOKIE}=${binding}; Path=${BINDING_PATH}; Max-Age=31536000; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
  )
  return binding
}
