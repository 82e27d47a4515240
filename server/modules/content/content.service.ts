// Editor-owned data in content/ (edited through the CMS), read from disk and re-read when it changes.
import fs from 'node:fs'
import path from 'node:path'

export interface FooterLink {
  name: string
  url: string
}
export interface FooterGroup {
  title: string
  links: FooterLink[]
}
export interface Footer {
  groups: FooterGroup[]
  company: { name: string; address: string; phone: string; email: string; license: string }
}
export interface Banner {
  code: string
  site_id: number
  title: string
  image_url: string
  /** Background images by minimum screen width, for the home search banner. */
  sources: Array<{ min_width: number; image_url: string }>
  link_url: string
  alt: string
}

const cache = new Map<string, { mtimeMs: number; value: unknown }>()

export function readContent<T>(contentDir: string, file: string): T {
  const full = path.join(contentDir, file)
  const { mtimeMs } = fs.statSync(full)
  const hit = cache.get(full)
  if (hit && hit.mtimeMs === mtimeMs) return hit.value as T
  const value = JSON.parse(fs.readFileSync(full, 'utf8')) as T
  cache.set(full, { mtimeMs, value })
  return value
}

export const readFooter = (contentDir: string) => readContent<Footer>(contentDir, 'footer.json')

export const readBanners = (contentDir: string, siteId: number, code: string) =>
  readContent<{ banners: Banner[] }>(contentDir, 'banners.json').banners.filter(
    (b) => b.site_id === siteId && b.code === code,
  )
