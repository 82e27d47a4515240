// The organisation's logo (docs/decisions/0050-organization-logos.md): the owner uploads or
// removes it. A plugin of its own, so the multipart parser is in force here only.
import type { FastifyInstance } from 'fastify'
import { organizationsContract } from '../../../src/domain/contract/organizations'
import type { RouteContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { RateLimitedError } from '../../lib/rate-limit'
import { memberOf, membershipOf, userOf } from '../access/access'
import { createMediaDeps } from '../media/media.service'
import { registerUploads } from '../media/media.upload'
import { removeLogo, uploadLogo } from './logo'

const ownerOnly = memberOf('organization', { roles: ['owner'] })

export default async function logoRoutes(app: FastifyInstance, context: RouteContext) {
  const { db } = context
  const media = createMediaDeps(db, context.env)
  await registerUploads(app)

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSec))
  })

  const route = contractRoutes(app, organizationsContract)

  route('uploadLogo', { access: ownerOnly }, async (request) =>
    uploadLogo(db, media, request, membershipOf(request).organizationId, userOf(request).id),
  )

  route('removeLogo', { access: ownerOnly }, async (request) => removeLogo(db, membershipOf(request).organizationId, userOf(request).id))
}
