// Security headers on every answer (docs/decisions/0007-security-review.md), the same as the CDN's
// (netlify.toml, checked by a test): nosniff, referrer and permissions policies, no framing, HSTS
// over https, and a Content-Security-Policy: the site's pages get theirs from the site routes;
// API answers one that lets nothing run; other HTML (the development outbox) the base policy.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API_POLICY, BASE_POLICY, HSTS, SECURITY_HEADERS } from '../../src/domain/security-policy'

const isHttps = (request: FastifyRequest, publicOrigin: string) => request.protocol === 'https' || publicOrigin.startsWith('https:')

export function installSecurityHeaders(app: FastifyInstance, publicOrigin: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value)
    if (isHttps(request, publicOrigin)) reply.header('strict-transport-security', HSTS)
    if (!reply.hasHeader('content-security-policy')) {
      const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html')
      reply.header('content-security-policy', html ? BASE_POLICY : API_POLICY)
    }
    return payload
  })
}
