// Names shown for active filters (SPEC 2.7): looked up in the configuration lists.
import type { Snapshot } from 'valtio'
import type { CommonData } from '../../domain/config-types'
import { salaryLabel } from '../../domain/money'
import type { JobFilters } from '../../domain/url-filters'

/** The configuration lists as the store hands them out (deeply readonly). */
export type FilterConfig = Snapshot<CommonData>
type Config = FilterConfig

export const NATIONWIDE = 'Toàn quốc'

/** Salary ranges a filter can use: "Thỏa thuận" (no amounts) cannot be searched as a range. */
export const priceRanges = (config: Config) =>
  (config.jobConfig?.salary_ranges ?? []).filter((range) => range.min !== null || range.max !== null)

export function priceLabel(config: Config, price: NonNullable<JobFilters['price']>): string {
  const range = priceRanges(config).find((r) => r.min === price.min && r.max === price.max)
  return range ? range.name : salaryLabel(price.min, price.max)
}

const nameOf = (list: Config['cities'] | Config['categories'], id: number | undefined) =>
  id ? list.find((item) => item.id === id)?.name : undefined

/** The location chip's value: district, else city, else "Toàn quốc". */
export function locationLabel(config: Config, filters: JobFilters): string {
  if (filters.district_id) {
    const district = nameOf(config.cities, filters.district_id)
    if (district) return district
  }
  if (filters.city_id) {
    const city = nameOf(config.cities, filters.city_id)
    if (city) return city
  }
  return filters.city_id || filters.district_id ? 'Khu vực đã chọn' : NATIONWIDE
}

export interface FilterChip {
  key: string
  label: string
  /** The filters without this one; removing a city also removes its district. */
  without: JobFilters
}

export function activeFilterChips(config: Config, filters: JobFilters): FilterChip[] {
  const chips: FilterChip[] = []
  const jobTypes = config.jobConfig?.job_types ?? []
  if (filters.city_id) {
    chips.push({
      key: `city:${filters.city_id}`,
      label: nameOf(config.cities, filters.city_id) ?? `Tỉnh/thành phố #${filters.city_id}`,
      without: { ...filters, city_id: undefined, district_id: undefined },
    })
  }
  if (filters.district_id) {
    chips.push({
      key: `district:${filters.district_id}`,
      label: nameOf(config.cities, filters.district_id) ?? `Quận/huyện #${filters.district_id}`,
      without: { ...filters, district_id: undefined },
    })
  }
  if (filters.category_id) {
    chips.push({
      key: `category:${filters.category_id}`,
      label: nameOf(config.categories, filters.category_id) ?? `Danh mục #${filters.category_id}`,
      without: { ...filters, category_id: undefined },
    })
  }
  if (filters.subcategory_id) {
    chips.push({
      key: `subcategory:${filters.subcategory_id}`,
      label: nameOf(config.categories, filters.subcategory_id) ?? `Lĩnh vực #${filters.subcategory_id}`,
      without: { ...filters, subcategory_id: undefined },
    })
  }
  for (const id of filters.job_types ?? []) {
    const rest = (filters.job_types ?? []).filter((other) => other !== id)
    chips.push({
      key: `job_type:${id}`,
      label: jobTypes.find((type) => type.id === id)?.name ?? `Ngành nghề #${id}`,
      without: { ...filters, job_types: rest.length ? rest : undefined },
    })
  }
  if (filters.price) {
    chips.push({ key: 'price', label: priceLabel(config, filters.price), without: { ...filters, price: undefined } })
  }
  return chips
}
