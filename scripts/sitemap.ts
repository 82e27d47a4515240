// The sitemap files of a build: sitemap-1.xml, sitemap-2.xml ... of up to 50,000 pages each (the
// protocol's limit per file), and the live file of recent jobs, listed by a sitemap index at sitemap.xml.
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

/**
 * The file of jobs published or changed since the build, which the server keeps up to date
 * (server/site/site.routes.ts): the sitemap index always lists it beside the build's files.
 */
export const RECENT_JOBS_SITEMAP = 'sitemap-recent-jobs.xml'

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'
const day = (lastmod: string) => lastmod.slice(0, 10)

/** One sitemap file: its pages at origin. */
export const urlset = (urls: SitemapUrl[], origin: string) =>
  `${XML_HEAD}<urlset ${NS}>\n${urls.map((u) => `<url><loc>${origin}${encodeURI(u.url)}</loc><lastmod>${day(u.lastmod)}</lastmod></url>`).join('\n')}\n</urlset>\n`

/**
 * sitemap.xml, an index of the build's files (sitemap-1.xml, sitemap-2.xml ... of up to 50,000
 * pages, the protocol's limit per file) and of the recent jobs' file, with the files themselves.
 */
export function sitemapFiles(urls: SitemapUrl[], origin: string, perFile = SITEMAP_MAX_URLS): Array<{ name: string; body: string }> {
  const parts: Array<{ name: string; body: string; lastmod: string }> = []
  for (let at = 0; at < urls.length; at += perFile) {
    const part = urls.slice(at, at + perFile)
    const lastmod = part.reduce((latest, u) => (u.lastmod > latest ? u.lastmod : latest), '')
    parts.push({ name: `sitemap-${parts.length + 1}.xml`, body: urlset(part, origin), lastmod })
  }
  const entries = [...parts, { name: RECENT_JOBS_SITEMAP, lastmod: null }]
    .map((p) => `<sitemap><loc>${origin}/${p.name}</loc>${p.lastmod ? `<lastmod>${day(p.lastmod)}</lastmod>` : ''}</sitemap>`)
    .join('\n')
  const index = `${XML_HEAD}<sitemapindex ${NS}>\n${entries}\n</sitemapindex>\n`
  return [{ name: 'sitemap.xml', body: index }, ...parts.map(({ name, body }) => ({ name, body }))]
}
