// Editor-owned data in content/ (edited through the CMS), read from disk and re-read when it changes.
import fs from 'node:fs'
import path from 'node:path'
import { CONTENT_PAGES } from '../../../src/domain/content-pages'
import type { Banner, ContentPage, Footer } from '../../../src/domain/contract/content'

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

export interface PopularSearch {
  slug: string
  title: string
  description: string
  filters: { city_id?: number; district_id?: number; job_types?: number[] }
}

/** The CMS saves a cleared optional number as "" (or null): such filters are dropped here. */
export function readPopularSearches(contentDir: string): PopularSearch[] {
  const { entries } = readContent<{ entries: PopularSearch[] }>(contentDir, 'popular-searches.json')
  return entries.map((entry) => {
    const filters: PopularSearch['filters'] = {}
    const { city_id, district_id, job_types } = entry.filters as Record<string, unknown>
    if (typeof city_id === 'number' && city_id > 0) filters.city_id = city_id
    if (typeof district_id === 'number' && district_id > 0) filters.district_id = district_id
    if (Array.isArray(job_types)) {
      const ids = job_types.filter((id): id is number => typeof id === 'number' && id > 0)
      if (ids.length) filters.job_types = ids
    }
    return { ...entry, filters }
  })
}

export const landingUrl = (slug: string) => `/tuyen-dung-${slug}`

/** An editor-owned content page, or null when there is none under that slug (a bad file is a 500 the build already refused). */
export function readContentPage(contentDir: string, slug: string): ContentPage | null {
  if (!(CONTENT_PAGES as readonly string[]).includes(slug)) return null
  try {
    return readContent<ContentPage>(contentDir, path.join('pages', `${slug}.json`))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}
