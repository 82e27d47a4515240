// Common state of SPEC 3, shared by the whole site: isMobile and the configuration lists
// (categories, cities, job config), each loaded once on demand and cached in memory (SPEC 7.1).
import { proxy } from 'valtio'
import { BREAKPOINTS } from '../domain/constants'
import type { CommonData } from '../domain/config-types'
import { configApi } from './api/config'
import { contentApi } from './api/content'
import type { ApiResult } from './http'

type Key = keyof CommonData

export const commonState = proxy({
  isMobile: false,
  commonData: { categories: [], cities: [], jobConfig: null } as CommonData,
  loading: { categories: false, cities: false, jobConfig: false } as Record<Key, boolean>,
  /** False while a list is missing or holds only the part a prerendered page needed. */
  complete: { categories: false, cities: false, jobConfig: false } as Record<Key, boolean>,
})

const isEmpty = (key: Key) => !commonState.complete[key]

/**
 * Seeds the store with build-time data so prerendered pages and the first client render agree.
 * Slimmed data (slimCommonData) is marked incomplete, so the full lists still load on demand.
 */
export function provideCommonData(data: Partial<CommonData> | null | undefined, complete = true): void {
  if (!data) return
  for (const key of Object.keys(data) as Key[]) {
    const value = data[key]
    const current = commonState.commonData[key]
    const empty = current === null || (Array.isArray(current) && current.length === 0)
    // The prerender and the server's renderer draw page after page in one process: a page shows
    // its own data (a landing page's districts), never the part an earlier page left here.
    if (value && (import.meta.env.SSR || empty || (complete && !commonState.complete[key]))) {
      ;(commonState.commonData as Record<Key, unknown>)[key] = value
      commonState.complete[key] = complete
    }
  }
}

/**
 * The part of the configuration a prerendered page shows (provinces, the chosen province's
 * districts, categories, job types and salary ranges): the whole lists would be inlined into
 * every page's HTML.
 */
export function slimCommonData(data: CommonData, cityId?: number): CommonData {
  return {
    categories: data.categories,
    cities: data.cities.filter((c) => c.parent_id === 0 || (cityId !== undefined && c.parent_id === cityId)),
    jobConfig: data.jobConfig && {
      ...data.jobConfig,
      employment_types: [],
      experiences: [],
      readiness: [],
      educations: [],
      genders: [],
      ages: [],
      birth_years: [],
    },
  }
}


/** Loads one list when it is empty and not already loading (SPEC 4.2). */
export async function ensureCommonData(key: Key): Promise<void> {
  if (!isEmpty(key) || commonState.loading[key]) return
  commonState.loading[key] = true
  try {
    const value = await loaders[key]()
    if (value) {
      ;(commonState.commonData as Record<Key, unknown>)[key] = value
      commonState.complete[key] = true
    }
  } finally {
    commonState.loading[key] = false
  }
}

export function watchViewport(): () => void {
  const update = () => {
    commonState.isMobile = window.innerWidth < BREAKPOINTS.mobile
  }
  update()
  window.addEventListener('resize', update)
  return () => window.removeEventListener('resize', update)
}

const data = async <T>(call: Promise<ApiResult<T>>): Promise<T | null> => {
  const result = await call
  return result.success ? result.data : null
}

export const fetchCategories = () => data(configApi.categories({}, { cache: true }))
export const fetchCities = () => data(configApi.cities({}, { cache: true }))
export const fetchJobConfig = () => data(configApi.jobConfig({}, { cache: true }))
export const fetchFooter = () => data(contentApi.footer({}, { cache: true }))

/** What every page's shell needs at build time (kept small: it is inlined into every page). */
export async function fetchShellData() {
  return { footer: await fetchFooter() }
}
export type ShellData = Awaited<ReturnType<typeof fetchShellData>>

/** Categories, cities and job config, fetched at build time for pages that show them. */
export async function fetchCommonData() {
  const [categories, cities, jobConfig] = await Promise.all([fetchCategories(), fetchCities(), fetchJobConfig()])
  if (!categories || !cities || !jobConfig) throw new Error('Không tải được cấu hình từ API khi dựng trang')
  return { categories, cities, jobConfig }
}

const loaders: { [K in Key]: () => Promise<CommonData[K] | null> } = {
  categories: fetchCategories,
  cities: fetchCities,
  jobConfig: fetchJobConfig,
}
