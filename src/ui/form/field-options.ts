// The choices of a config-driven field: its own options, a job-config list (option_api with
// dataSources from job_config) or the places (provinces, or the districts of the chosen province).
import type { JobConfig, Place } from '../../domain/config-types'
import { NO_EXPERIENCE_ID } from '../../domain/constants'
import type { FieldConfig } from '../../domain/forms/field-config'

export interface OptionSources {
  jobConfig: JobConfig | null
  cities: Place[]
}

export interface Choice {
  id: number
  name: string
}

/** Birth years: the job config's list within the field's bounds, or the bounds themselves. */
function birthYears(field: FieldConfig, listed: Choice[]): Choice[] {
  const min = field.is_min_value ? field.min_value : undefined
  const max = field.is_max_value ? field.max_value : undefined
  const within = listed.filter((o) => (min === undefined || o.id >= min) && (max === undefined || o.id < max))
  if (within.length || min === undefined || max === undefined) return within
  const years: Choice[] = []
  for (let year = max - 1; year >= min; year--) years.push({ id: year, name: String(year) })
  return years
}

export function optionsFor(field: FieldConfig, sources: OptionSources, values: Record<string, unknown>): Choice[] {
  const source = field.dataSources
  if (field.options && (!source || source.from === 'job_config')) {
    if (field.options.length) return field.options.map(({ id, name }) => ({ id, name }))
  }
  if (!source) return []
  if (source.from === 'cities') {
    if (source.name === 'districts') {
      const parent = source.parent_field ? values[source.parent_field] : undefined
      if (typeof parent !== 'number') return []
      return sources.cities.filter((place) => place.parent_id === parent)
    }
    return sources.cities.filter((place) => place.parent_id === 0)
  }
  const list = (sources.jobConfig?.[source.name as keyof JobConfig] ?? []) as Choice[]
  if (!Array.isArray(list)) return []
  const plain = list.map(({ id, name }) => ({ id, name }))
  if (source.name === 'birth_years') return birthYears(field, plain)
  // the no-experience choice is the field's own switch (specialLabel), not one of its options
  if (field.specialLabel) return plain.filter((option) => option.id !== NO_EXPERIENCE_ID)
  return plain
}
