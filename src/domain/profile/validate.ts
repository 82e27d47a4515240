// Checks profile values against the field configs of fields.ts with the SPEC 5 messages. The
// site's form validates each field with checkField; the server runs validateProfile on the whole
// body, so a 400 says exactly what the form would have said.
import { normalizeText } from '../text'
import {
  checkMonthRange,
  checkRange,
  clampMonth,
  fieldMessages,
  normalizePhone,
  type RequiredVerb,
} from '../validation/rules'
import { hasExperience, READINESS_OPTIONS, type FieldConfig } from './fields'

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

export interface FieldError {
  /** Field name; inside the work history "work_history.{index}.{name}". */
  field: string
  message: string
}

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'number' && value <= 0)

const VERB: Partial<Record<FieldConfig['input_type'], RequiredVerb>> = {
  option_api: 'chọn',
  radio: 'chọn',
  location: 'chọn',
  text: 'nhập',
  textarea: 'nhập',
  phone: 'nhập',
}

/** "Vui lòng chọn/nhập/thêm {message or label}"; e-mail fields: "Nhập email ..." (SPEC 5). */
export function requiredMessage(field: FieldConfig): string {
  if (field.required_message) return field.required_message
  if (field.input_type === 'email') return fieldMessages.emailRequired
  return fieldMessages.required(VERB[field.input_type] ?? 'thêm', field.message ?? field.label)
}

function checkText(field: FieldConfig, value: unknown): string | undefined {
  if (typeof value !== 'string') return `${field.label} không hợp lệ`
  if (field.is_min_length && field.min_length !== undefined && value.length < field.min_length) {
    return fieldMessages.minLength(field.label, field.min_length)
  }
  if (field.is_max_length && field.max_length !== undefined && value.length > field.max_length) {
    return field.max_length_message ?? fieldMessages.maxLength(field.label, field.max_length)
  }
  if (field.is_pattern && field.pattern && !new RegExp(field.pattern, 'u').test(value)) {
    return field.pattern_message ?? `${field.label} không hợp lệ`
  }
  return undefined
}

function checkNumber(field: FieldConfig, value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${field.label} không hợp lệ`
  if (field.is_min_value && field.min_value !== undefined && value < field.min_value) {
    return fieldMessages.minValue(field.label, field.min_value, field.currency)
  }
  if (field.is_max_value && field.max_value !== undefined && value >= field.max_value) {
    return fieldMessages.maxValue(field.label, field.max_value, field.currency)
  }
  return undefined
}

/**
 * One field's message, or undefined. `values` are the whole form's values (for depend_on).
 * Range, month-range and work-history fields report their first problem here; validateProfile
 * reports each sub-field.
 */
export function checkField(field: FieldConfig, value: unknown, values: ProfileValues = {}): string | undefined {
  return fieldErrors(field, value, values)[0]?.message
}

function fieldErrors(field: FieldConfig, value: unknown, values: ProfileValues): FieldError[] {
  const error = (message: string | undefined, name = field.name): FieldError[] => (message ? [{ field: name, message }] : [])
  if (field.depend_on === 'has_experience' && !hasExperience(values.experience_id)) return []

  switch (field.input_type) {
    case 'range':
      return rangeErrors(field, values)
    case 'work_history':
      return workHistoryErrors(field, value)
    case 'checkbox':
    case 'switch':
      if (value === undefined || value === null || value === false) return error(field.is_required ? requiredMessage(field) : undefined)
      return error(typeof value === 'boolean' ? undefined : `${field.label} không hợp lệ`)
    default:
      break
  }

  if (isEmpty(value)) return error(field.is_required ? requiredMessage(field) : undefined)

  if (field.multiple) {
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'number' || !Number.isInteger(v) || v <= 0)) {
      return error(`${field.label} không hợp lệ`)
    }
    if (field.maxOption && value.length > field.maxOption) {
      return error(fieldMessages.maxOption(field.maxOption, field.message ?? field.label))
    }
    return []
  }

  if (field.options) {
    // A value that is not one of the choices counts as not chosen.
    const ok = field.options.some((option) => (option.value !== undefined ? option.value === value : option.id === value))
    return error(ok ? undefined : requiredMessage(field))
  }

  if (field.input_type === 'option_api' || field.input_type === 'location') {
    if (typeof value !== 'number' || !Number.isInteger(value)) return error(requiredMessage(field))
    return error(checkNumber(field, value))
  }

  return error(checkText(field, value))
}

function rangeErrors(field: FieldConfig, values: ProfileValues): FieldError[] {
  const record = values as Record<string, unknown>
  const errors: FieldError[] = []
  const numbers: Array<number | null> = []
  for (const part of [field.from, field.to]) {
    if (!part) continue
    const value = record[part.name]
    if (value === undefined || value === null) {
      numbers.push(null)
      continue
    }
    const message = checkNumber(part, value)
    if (message) errors.push({ field: part.name, message })
    numbers.push(typeof value === 'number' ? value : null)
  }
  if (errors.length) return errors
  const [min, max] = numbers
  const message = checkRange(min, max, field.message)
  if (message) return [{ field: field.name, message }]
  if (field.is_required && min === null && max === null) return [{ field: field.name, message: requiredMessage(field) }]
  return []
}

function workHistoryErrors(field: FieldConfig, value: unknown): FieldError[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) return [{ field: field.name, message: `${field.label} không hợp lệ` }]
  if (field.max_items && value.length > field.max_items) {
    return [{ field: field.name, message: `${field.label} có tối đa ${field.max_items} mục` }]
  }
  const errors: FieldError[] = []
  value.forEach((item: unknown, index) => {
    const entry = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>
    for (const sub of field.fields ?? []) {
      const path = (name: string) => `${field.name}.${index}.${name}`
      if (sub.input_type === 'month_range' && sub.start_date && sub.end_date) {
        const result = checkMonthRange(
          entry.start_date,
          entry.end_date,
          { start: sub.start_date.label, end: sub.end_date.label },
          { startRequired: sub.start_date.is_required, endRequired: sub.end_date.is_required, openEnd: sub.open_end },
        )
        if (result.start) errors.push({ field: path('start_date'), message: result.start })
        if (result.end) errors.push({ field: path('end_date'), message: result.end })
        continue
      }
      const message = isEmpty(entry[sub.name]) ? (sub.is_required ? requiredMessage(sub) : undefined) : checkText(sub, entry[sub.name])
      if (message) errors.push({ field: path(sub.name), message })
    }
  })
  return errors
}

export interface ValidateOptions {
  /** The create form also asks for consent. */
  mode: 'create' | 'update'
}

/** Every problem of a whole profile, in form order (the first one is the field to focus). */
export function validateProfile(fields: FieldConfig[], values: ProfileValues, options: ValidateOptions): FieldError[] {
  const record = values as Record<string, unknown>
  const errors: FieldError[] = []
  for (const field of fields) {
    if (field.create_only && options.mode !== 'create') continue
    errors.push(...fieldErrors(field, record[field.name], values))
  }
  return errors
}

/** Multi-line text: NFC, Windows line ends, trailing spaces and runs of blank lines tidied, trimmed. */
export const normalizeMultiline = (value: string): string =>
  value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()

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
