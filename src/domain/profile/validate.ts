// The profile's values and their canonical form; they are checked by the form engine's
// validateFields (../forms/validate.ts) against profileFields().
import type { FieldConfig } from '../forms/field-config'
import { normalizeMultiline, validateFields, type FieldError, type ValidateOptions } from '../forms/validate'
import { normalizeText } from '../text'
import { clampMonth, normalizePhone } from '../validation/rules'
import { READINESS_OPTIONS } from './fields'

export interface WorkHistoryItem {
  company: string
  position: string
  /** MM/YYYY */
  start_date: string
  /** MM/YYYY, or null while the person still works there. */
  end_date: string | null
}

/** What the profile form sends (POST /job/v1/jobseekers, PUT /job/v1/jobseekers/{user_id}). */
export interface ProfileValues {
  image_url?: string | null
  avatar?: string | null
  full_name?: string | null
  phone?: string | null
  email?: string | null
  birth_year?: number | null
  gender?: number | null
  job_types?: number[] | null
  city_id?: number | null
  district_id?: number | null
  salary_min?: number | null
  salary_max?: number | null
  experience_id?: number | null
  experience_text?: string | null
  work_history?: WorkHistoryItem[] | null
  education_id?: number | null
  readiness?: boolean | null
  description?: string | null
  searchable?: boolean | null
  consent?: boolean | null
}

/** The profile fields a form sends (and PUT may change one by one): all its values but the consent. */
export const PROFILE_KEYS = [
  'image_url',
  'avatar',
  'full_name',
  'phone',
  'email',
  'birth_year',
  'gender',
  'job_types',
  'city_id',
  'district_id',
  'salary_min',
  'salary_max',
  'experience_id',
  'experience_text',
  'work_history',
  'education_id',
  'readiness',
  'description',
  'searchable',
] as const satisfies ReadonlyArray<keyof ProfileValues>

const NOT_DESCRIBED: ReadonlyArray<keyof ProfileValues> = ['image_url', 'avatar', 'phone', 'email', 'description', 'searchable']
/** The fields a suggested self-description is written from: not the picture, the contacts, the description itself or who may see it. */
export const SELF_DESCRIPTION_KEYS = PROFILE_KEYS.filter((key) => !NOT_DESCRIBED.includes(key))

/** Every problem of a whole profile, in form order (the first one is the field to focus). */
export const validateProfile = (fields: FieldConfig[], values: ProfileValues, options: ValidateOptions): FieldError[] =>
  validateFields(fields, values as Record<string, unknown>, options)

const textOrNull = (value: unknown, tidy: (v: string) => string): unknown => {
  if (typeof value !== 'string') return value
  const tidied = tidy(value)
  return tidied === '' ? null : tidied
}

/**
 * The canonical form of what a person typed, before validation and storage: NFC text, phone
 * +84/84 -> 0, e-mail lower case, readiness 1/2 -> true/false, duplicate job types dropped, a
 * future month -> the current month, empty text -> null. Keys not given stay absent.
 */
export function normalizeProfileValues<T extends object>(input: T, now = new Date()): T {
  const values = { ...input } as Record<string, unknown>
  const has = (key: string) => Object.prototype.hasOwnProperty.call(values, key)
  if (has('full_name')) values.full_name = textOrNull(values.full_name, normalizeText)
  if (has('phone')) values.phone = textOrNull(values.phone, normalizePhone)
  if (has('email')) values.email = textOrNull(values.email, (v) => v.normalize('NFC').trim().toLowerCase())
  if (has('image_url')) values.image_url = textOrNull(values.image_url, (v) => v.trim())
  if (has('avatar')) values.avatar = textOrNull(values.avatar, (v) => v.trim())
  for (const key of ['description', 'experience_text']) if (has(key)) values[key] = textOrNull(values[key], normalizeMultiline)
  if (has('readiness') && typeof values.readiness === 'number') {
    values.readiness = READINESS_OPTIONS.find((option) => option.id === values.readiness)?.value ?? values.readiness
  }
  if (has('job_types') && Array.isArray(values.job_types)) values.job_types = [...new Set(values.job_types)]
  if (has('work_history') && Array.isArray(values.work_history)) {
    values.work_history = values.work_history.map((item: unknown) => {
      if (!item || typeof item !== 'object') return item
      const entry = { ...(item as Record<string, unknown>) }
      for (const key of ['company', 'position']) entry[key] = textOrNull(entry[key], normalizeText) ?? ''
      for (const key of ['start_date', 'end_date']) {
        const month = textOrNull(entry[key], (v) => v.trim())
        entry[key] = typeof month === 'string' ? clampMonth(month, now) : month
      }
      if (entry.end_date === undefined) entry.end_date = null
      return entry
    })
  }
  return values as T
}
