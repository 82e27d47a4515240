// GET the configuration lists (SPEC 7.1); successful results are cached in memory in the browser.
import type { Category, FooterData, JobConfig, Place } from '../../../domain/config-types'
import { http } from '../../../lib/http'
import { api } from '../../../lib/paths'

const data = async <T>(path: string): Promise<T | null> => {
  const result = await http.get<T>(path, { cache: true })
  return result.success ? result.data : null
}

export const fetchCategories = () => data<Category[]>(api.categories)
export const fetchCities = () => data<Place[]>(api.cities)
export const fetchJobConfig = () => data<JobConfig>(api.jobConfig)
export const fetchFooter = () => data<FooterData>(api.footer)

/** Everything the shell needs, fetched at build time for prerendering. */
export async function fetchShellData() {
  const [categories, cities, jobConfig, footer] = await Promise.all([
    fetchCategories(),
    fetchCities(),
    fetchJobConfig(),
    fetchFooter(),
  ])
  if (!categories || !cities || !jobConfig) throw new Error('Không tải được cấu hình từ API khi dựng trang')
  return { commonData: { categories, cities, jobConfig }, footer }
}
export type ShellData = Awaited<ReturnType<typeof fetchShellData>>
