// How complete a profile is (SPEC 3 profile flags, SPEC 4.2 badge): the fields a good profile
// needs are the required ones plus those marked satisfiedRequired in fields.ts. The server sends
// complete_percentage, missing_fields and is_satisfied; the form can show the same live.
import { REVIEW_STATUS } from '../constants'
import { conditionHolds } from '../forms/conditions'
import type { FieldConfig } from '../forms/field-config'
import type { ProfileValues } from './validate'

export interface MissingField {
  name: string
  label: string
}

export interface Completeness {
  /** 0 to 1, two decimals. */
  complete_percentage: number
  missing_fields: MissingField[]
  /** Nothing a good profile needs is missing ("Hồ sơ tốt"). */
  is_satisfied: boolean
}

const filled = (value: unknown): boolean =>
  !(
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'number' && value <= 0)
  )

/** The fields that count for a good profile with these values (depend_on fields only when they apply). */
export function countedFields(fields: FieldConfig[], values: ProfileValues): FieldConfig[] {
  return fields.filter((field) => {
    if (field.create_only || field.input_type === 'switch' || field.input_type === 'checkbox') return false
    if (!field.is_required && !field.satisfiedRequired) return false
    return conditionHolds(field.depend_on, values as Record<string, unknown>)
  })
}

function isFilled(field: FieldConfig, values: ProfileValues): boolean {
  const record = values as Record<string, unknown>
  if (field.input_type === 'range') return [field.from, field.to].some((part) => part && filled(record[part.name]))
  // The experience description is there when either the text or the work history tells it.
  if (field.name === 'experience_text') return filled(values.experience_text) || filled(values.work_history)
  if (field.input_type === 'radio' && field.options?.some((option) => option.value !== undefined)) {
    return typeof record[field.name] === 'boolean'
  }
  return filled(record[field.name])
}

export function profileCompleteness(fields: FieldConfig[], values: ProfileValues): Completeness {
  const counted = countedFields(fields, values)
  const missing = counted.filter((field) => !isFilled(field, values)).map(({ name, label }) => ({ name, label }))
  const share = counted.length ? (counted.length - missing.length) / counted.length : 1
  return {
    complete_percentage: Math.round(share * 100) / 100,
    missing_fields: missing,
    is_satisfied: missing.length === 0,
  }
}

/**
 * The profile badge of SPEC 4.2 as data. The spec leaves "approved but not complete" open: it
 * shows the same "Cần {n} mục" progress as a waiting profile.
 */
export function profileBadge(
  processState: number,
  completeness: Pick<Completeness, 'is_satisfied' | 'missing_fields'>,
): { tone: 'progress' | 'danger' | 'success'; text: string } | null {
  if (processState === REVIEW_STATUS.rejected) return { tone: 'danger', text: 'Hồ sơ vi phạm' }
  if (!completeness.is_satisfied) return { tone: 'progress', text: `Hồ sơ tốt: Cần ${completeness.missing_fields.length} mục` }
  if (processState === REVIEW_STATUS.waiting) return null
  return { tone: 'success', text: 'Hồ sơ tốt' }
}
