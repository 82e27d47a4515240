// Footer, banners and content pages: the spec's endpoints, served from the editor-owned files in
// content/ and registered from their contract (src/domain/contract/content.ts;
// docs/decisions/0035-api-contract.md).
import type { FastifyInstance } from 'fastify'
import { contentContract } from '../../../src/domain/contract/content'
import type { AppContext } from '../../context'
import { contractRoutes } from '../../lib/contract'
import { notFound } from '../../lib/errors'
import { readBanners, readContentPage, readFooter } from './content.service'

export default async function contentRoutes(app: FastifyInstance, { env }: AppContext) {
  const route = contractRoutes(app, contentContract)

  route('footer', { access: 'public' }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300')
    return readFooter(env.contentDir)
  })

  route('banners', { access: 'public' }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300')
    return readBanners(env.contentDir, request.params.siteId, request.params.code)
  })

  route('page', { access: 'public' }, async (request, reply) => {
    const page = readContentPage(env.contentDir, request.params.slug)
    if (!page) throw notFound()
    reply.header('cache-control', 'public, max-age=300')
    return page
  })
}
