// Common state of SPEC 3: isMobile and the configuration lists, each loaded once on demand.
import { proxy } from 'valtio'
import { BREAKPOINTS } from '../../domain/constants'
import type { Category, CommonData, JobConfig, Place } from '../../domain/config-types'
import { fetchCategories, fetchCities, fetchJobConfig } from './api/get-common-data'

type Key = keyof CommonData

export const commonState = proxy({
  isMobile: false,
  commonData: { categories: [], cities: [], jobConfig: null } as CommonData,
  loading: { categories: false, cities: false, jobConfig: false } as Record<Key, boolean>,
})

const isEmpty = (key: Key) => {
  const value = commonState.commonData[key]
  return value === null || (Array.isArray(value) && value.length === 0)
}

/** Seeds the store with build-time data so prerendered pages and the first client render agree. */
export function provideCommonData(data: Partial<CommonData> | null | undefined): void {
  if (!data) return
  for (const key of Object.keys(data) as Key[]) {
    const value = data[key]
    if (value && isEmpty(key)) (commonState.commonData as Record<Key, unknown>)[key] = value
  }
}

const loaders: { [K in Key]: () => Promise<CommonData[K] | null> } = {
  categories: fetchCategories as () => Promise<Category[] | null>,
  cities: fetchCities as () => Promise<Place[] | null>,
  jobConfig: fetchJobConfig as () => Promise<JobConfig | null>,
}

/** Loads one list when it is empty and not already loading (SPEC 4.2). */
export async function ensureCommonData(key: Key): Promise<void> {
  if (!isEmpty(key) || commonState.loading[key]) return
  commonState.loading[key] = true
  try {
    const value = await loaders[key]()
    if (value) (commonState.commonData as Record<Key, unknown>)[key] = value
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
