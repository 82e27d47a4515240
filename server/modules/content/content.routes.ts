// Footer and banners: the spec's endpoints, served from the editor-owned files in content/.
import { Type } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { ruleToJsonSchema } from '../../../src/domain/validation/json-schema'
import { rules } from '../../../src/domain/validation/rules'
import { ok, responses } from '../../lib/http'
import type { AppContext } from '../../context'
import { readBanners, readContentPage, readFooter } from './content.service'
import { notFound } from '../../lib/errors'

const Link = Type.Object({ name: Type.String(), url: Type.String() })
const Footer = Type.Object({
  groups: Type.Array(Type.Object({ title: Type.String(), links: Type.Array(Link) })),
  company: Type.Object({
    name: Type.String(),
    address: Type.String(),
    phone: Type.String(),
    email: Type.String(),
    license: Type.String(),
  }),
})
const ContentPage = Type.Object({
  title: Type.String(),
  description: Type.String(),
  updated: Type.String(),
  sections: Type.Array(
    Type.Object({ id: Type.String(), title: Type.String(), paragraphs: Type.Array(Type.String()), items: Type.Optional(Type.Array(Type.String())) }),
  ),
})
const Banner = Type.Object({
  code: Type.String(),
  site_id: Type.Integer(),
  title: Type.String(),
  image_url: Type.String(),
  sources: Type.Array(Type.Object({ min_width: Type.Integer(), image_url: Type.String() })),
  link_url: Type.String(),
  alt: Type.String(),
})

export default async function contentRoutes(app: FastifyInstance, { env }: AppContext) {
  app.get(
    '/job/v1/common/footer',
    { config: { access: 'public' }, schema: { tags: ['content'], summary: 'Liên kết chân trang', response: responses(Footer) } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      return ok(readFooter(env.contentDir))
    },
  )

  app.get<{ Params: { siteId: number; code: string } }>(
    '/cms/v1/banners/:siteId/:code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Banner theo vị trí',
        params: {
          type: 'object',
          properties: {
            siteId: ruleToJsonSchema(rules.siteId),
            code: { type: 'string', pattern: '^[a-z0-9_-]{1,64}$', 'x-messages': { pattern: 'Mã banner không hợp lệ.' } },
          },
          required: ['siteId', 'code'],
        },
        response: responses(Type.Array(Banner)),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      return ok(readBanners(env.contentDir, request.params.siteId, request.params.code))
    },
  )

  app.get<{ Params: { slug: string } }>(
    '/job/v1/common/pages/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Trang nội dung (quy chế hoạt động, điều khoản sử dụng, trợ giúp)',
        params: {
          type: 'object',
          properties: { slug: { type: 'string', pattern: '^[a-z0-9-]{1,64}$', 'x-messages': { pattern: 'Đường dẫn trang không hợp lệ.' } } },
          required: ['slug'],
        },
        response: responses(ContentPage, [400, 404]),
      },
    },
    async (request, reply) => {
      const page = readContentPage(env.contentDir, request.params.slug)
      if (!page) throw notFound()
      reply.header('cache-control', 'public, max-age=300')
      return ok(page)
    },
  )
}
