// The editor-owned content's contract (SPEC 7.1; docs/decisions/0028-cms-bundle.md,
// 0035-api-contract.md): read from the files of content/ the CMS edits, the same for everyone.
import { Type, type Static } from '@sinclair/typebox'
import { rules } from '../validation/rules'
import { defineContract } from './define'
import { contentPaths } from './content.paths'
import { fields } from './schema'

const Link = Type.Object({ name: Type.String(), url: Type.String() })

export const Footer = Type.Object({
  groups: Type.Array(Type.Object({ title: Type.String(), links: Type.Array(Link) })),
  company: Type.Object({
    name: Type.String(),
    address: Type.String(),
    phone: Type.String(),
    email: Type.String(),
    license: Type.String(),
  }),
})
export type Footer = Static<typeof Footer>

export const Banner = Type.Object({
  code: Type.String(),
  site_id: Type.Integer(),
  title: Type.String(),
  image_url: Type.String(),
  /** background images by minimum screen width, for the home search banner */
  sources: Type.Array(Type.Object({ min_width: Type.Integer(), image_url: Type.String() })),
  link_url: Type.String(),
  alt: Type.String(),
})
export type Banner = Static<typeof Banner>

export const ContentPageSection = Type.Object({
  /** anchor of the section (lower-case latin letters, digits and dashes) */
  id: Type.String(),
  title: Type.String(),
  paragraphs: Type.Array(Type.String()),
  items: Type.Optional(Type.Array(Type.String())),
})
export type ContentPageSection = Static<typeof ContentPageSection>

/** An editor-owned page (operating rules, terms of use, help; src/domain/content-pages.ts). */
export const ContentPage = Type.Object({
  title: Type.String(),
  description: Type.String(),
  /** dd/MM/yyyy */
  updated: Type.String(),
  sections: Type.Array(ContentPageSection),
})
export type ContentPage = Static<typeof ContentPage>

export const contentContract = defineContract('content', ['/job/v1/common/footer', '/cms/v1/banners/', '/job/v1/common/pages/'], contentPaths, {
  footer: { summary: 'Liên kết chân trang', response: Footer },
  banners: {
    summary: 'Banner theo vị trí',
    params: fields(
      {
        siteId: rules.siteId,
        code: Type.String({ pattern: '^[a-z0-9_-]{1,64}$', 'x-messages': { pattern: 'Mã banner không hợp lệ.' } }),
      },
      ['siteId', 'code'],
    ),
    response: Type.Array(Banner),
  },
  page: {
    summary: 'Trang nội dung (quy chế hoạt động, điều khoản sử dụng, trợ giúp)',
    params: fields({ slug: Type.String({ pattern: '^[a-z0-9-]{1,64}$', 'x-messages': { pattern: 'Đường dẫn trang không hợp lệ.' } }) }, ['slug']),
    response: ContentPage,
    errors: [400, 404],
  },
})

export type ContentContract = (typeof contentContract)['operations']
