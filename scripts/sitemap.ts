// The sitemap files of a build: one sitemap.xml while the site has up to 50,000 pages (the protocol's
// limit per file), else sitemap-1.xml, sitemap-2.xml... listed by a sitemap index at sitemap.xml.
import type { Sitemap } from '../src/domain/contract/seo'
import { ORGANIZATIONS_PATH } from '../src/domain/organizations/public'

export interface SitemapUrl {
  url: string
  lastmod: string
}

/** The public pages the API lists (its sitemap pages joined; src/domain/contract/seo.ts). */
export type SitemapData = Omit<Sitemap, 'next_cursor'>

/** Every page of the sitemap: home, the listings (jobs, organisations), landings, organisations, jobs. */
export function sitemapUrls(data: SitemapData, today: string): SitemapUrl[] {
  return [
    { url: '/', lastmod: today },
    { url: '/tuyen-dung', lastmod: today },
    { url: ORGANIZATIONS_PATH, lastmod: today },
    ...data.landings,
    ...data.organizations,
    ...data.jobs,
  ].map(({ url, lastmod }) => ({ url, lastmod }))
}

export const SITEMAP_MAX_URLS = 50_000

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'

export function sitemapFiles(urls: SitemapUrl[], origin: string, perFile = SITEMAP_MAX_URLS): Array<{ name: string; body: string }> {
  const urlset = (part: SitemapUrl[]) =>
    `${XML_HEAD}<urlset ${NS}>\n${part.map((u) => `<url><loc>${origin}${encodeURI(u.url)}</loc><lastmod>${u.lastmod.slice(0, 10)}</lastmod></url>`).join('\n')}\n</urlset>\n`
  if (urls.length <= perFile) return [{ name: 'sitemap.xml', body: urlset(urls) }]
  const parts: Array<{ name: string; body: string; lastmod: string }> = []
  for (let at = 0; at < urls.length; at += perFile) {
    const part = urls.slice(at, at + perFile)
    const lastmod = part.reduce((latest, u) => (u.lastmod > latest ? u.lastmod : latest), '')
    parts.push({ name: `sitemap-${parts.length + 1}.xml`, body: urlset(part), lastmod })
  }
  const index = `${XML_HEAD}<sitemapindex ${NS}>\n${parts
    .map((p) => `<sitemap><loc>${origin}/${p.name}</loc><lastmod>${p.lastmod.slice(0, 10)}</lastmod></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`
  return [{ name: 'sitemap.xml', body: index }, ...parts.map(({ name, body }) => ({ name, body }))]
}
