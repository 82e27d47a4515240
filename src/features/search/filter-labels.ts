// Names shown for active filters (SPEC 2.7): looked up in the configuration lists.
import type { Snapshot } from 'valtio'
import type { CommonData } from '../../domain/config-types'
import { salaryLabel } from '../../domain/money'
import type { FilterReference, JobFilters } from '../../domain/url-filters'

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

/** The configuration lists as the domain's filter rule reads them (src/domain/url-filters). */
export const siteFilterReference = (config: Config): FilterReference => ({
  placeParent: (id) => config.cities.find((place) => place.id === id)?.parent_id,
  hasCategory: (id) => config.categories.some((category) => category.id === id),
  hasJobType: (id) => (config.jobConfig?.job_types ?? []).some((type) => type.id === id),
})

/** Whether a filter's name is not in the lists yet (a prerendered page holds only part of them). */
export function namesMissing(config: Config, filters: JobFilters): boolean {
  const jobTypes = config.jobConfig?.job_types ?? []
  return (
    [filters.city_id, filters.district_id].some((id) => id && !nameOf(config.cities, id)) ||
    [filters.category_id, filters.subcategory_id].some((id) => id && !nameOf(config.categories, id)) ||
    (filters.job_types ?? []).some((id) => !jobTypes.some((type) => type.id === id))
  )
}

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
  // a filter whose name is not known (yet) has no chip: never a placeholder such as "#1001"
  const chips: FilterChip[] = []
  const add = (key: string, label: string | undefined, without: JobFilters) => {
    if (label) chips.push({ key, label, without })
  }
  const jobTypes = config.jobConfig?.job_types ?? []
  if (filters.city_id) {
    add(`city:${filters.city_id}`, nameOf(config.cities, filters.city_id), { ...filters, city_id: undefined, district_id: undefined })
  }
  if (filters.district_id) {
    add(`district:${filters.district_id}`, nameOf(config.cities, filters.district_id), { ...filters, district_id: undefined })
  }
  if (filters.category_id) {
    add(`category:${filters.category_id}`, nameOf(config.categories, filters.category_id), { ...filters, category_id: undefined })
  }
  if (filters.subcategory_id) {
    add(`subcategory:${filters.subcategory_id}`, nameOf(config.categories, filters.subcategory_id), { ...filters, subcategory_id: undefined })
  }
  for (const id of filters.job_types ?? []) {
    const rest = (filters.job_types ?? []).filter((other) => other !== id)
    add(`job_type:${id}`, jobTypes.find((type) => type.id === id)?.name, { ...filters, job_types: rest.length ? rest : undefined })
  }
  if (filters.price) {
    add('price', priceLabel(config, filters.price), { ...filters, price: undefined })
  }
  return chips
}
