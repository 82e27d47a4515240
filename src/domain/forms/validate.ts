// Checks a form's values against its field configs (field-config.ts) with the SPEC 5 messages.
// The site's forms validate each field with checkField; the server runs validateFields on the whole
// body, so a 400 says exactly what the form would have said.
import { isDay, VIETNAM_OFFSET_MS } from '../dates'
import {
  checkMonthRange,
  checkRange,
  fieldMessages,
  type RequiredVerb,
} from '../validation/rules'
import { conditionHolds, FIELD_CHECKS } from './conditions'
import type { FieldConfig } from './field-config'

/** A form's values by field name (range parts by their own names). */
export type FormValues = Record<string, unknown>

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
  street: 'chọn',
  text: 'nhập',
  textarea: 'nhập',
  phone: 'nhập',
  number: 'nhập',
  url: 'nhập',
  date: 'chọn',
}

/** Messages of the engine's own kinds of field (the SPEC 5 ones live with the rules). */
export const FORM_MSG = {
  invalid: (label: string) => `${label} không hợp lệ`,
  dateFormat: (label: string) => `${label} không hợp lệ, vui lòng chọn lại ngày`,
  dateBefore: (label: string) => `${label} không được trước ngày hôm nay`,
  dateAfter: (label: string, days: number) => `${label} tối đa ${days} ngày kể từ hôm nay`,
  tooMany: (label: string, n: number) => `${label} có tối đa ${n} mục`,
} as const

/** Today's date in Vietnam (GMT+7) as yyyy-MM-dd, and that date moved by `days`. */
export function vietnamDate(now: Date, days = 0): string {
  return new Date(now.getTime() + VIETNAM_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10)
}

function checkDate(field: FieldConfig, value: unknown, now: Date): string | undefined {
  if (typeof value !== 'string' || !isDay(value)) return FORM_MSG.dateFormat(field.label)
  if (field.min_days !== undefined && value < vietnamDate(now, field.min_days)) return FORM_MSG.dateBefore(field.label)
  if (field.max_days !== undefined && value > vietnamDate(now, field.max_days)) return FORM_MSG.dateAfter(field.label, field.max_days)
  return undefined
}

/** "Vui lòng chọn/nhập/thêm {message or label}"; e-mail fields: "Nhập email ..." (SPEC 5). */
export function requiredMessage(field: FieldConfig): string {
  if (field.required_message) return field.required_message
  if (field.input_type === 'email') return fieldMessages.emailRequired
  return fieldMessages.required(VERB[field.input_type] ?? 'thêm', field.message ?? field.label)
}

function checkText(field: FieldConfig, value: unknown): string | undefined {
  if (typeof value !== 'string') return FORM_MSG.invalid(field.label)
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
  if (typeof value !== 'number' || !Number.isFinite(value)) return FORM_MSG.invalid(field.label)
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
 * Range, month-range and group fields report their first problem here; validateFields reports
 * each sub-field.
 */
export function checkField(field: FieldConfig, value: unknown, values: FormValues = {}, now = new Date()): string | undefined {
  return fieldErrors(field, value, values, now)[0]?.message
}

function fieldErrors(field: FieldConfig, value: unknown, values: FormValues, now: Date): FieldError[] {
  const error = (message: string | undefined, name = field.name): FieldError[] => (message ? [{ field: name, message }] : [])
  if (!conditionHolds(field.depend_on, values)) return []

  switch (field.input_type) {
    case 'range':
      return rangeErrors(field, values)
    case 'work_history':
      return groupErrors(field, value)
    case 'images':
      if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) {
        return error(field.is_required ? requiredMessage(field) : undefined)
      }
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || item === '')) return error(FORM_MSG.invalid(field.label))
      if (field.max_items && value.length > field.max_items) {
        return error(field.max_items_message ?? FORM_MSG.tooMany(field.label, field.max_items))
      }
      return []
    case 'number':
      if (value === undefined || value === null || value === '') return error(field.is_required ? requiredMessage(field) : undefined)
      if (typeof value !== 'number' || !Number.isInteger(value)) return error(FORM_MSG.invalid(field.label))
      if (value <= 0) return error(fieldMessages.positive(field.label))
      return error(checkNumber(field, value))
    case 'date':
      if (value === undefined || value === null || value === '') return error(field.is_required ? requiredMessage(field) : undefined)
      return error(checkDate(field, value, now))
    case 'checkbox':
    case 'switch':
      if (value === undefined || value === null || value === false) return error(field.is_required ? requiredMessage(field) : undefined)
      return error(typeof value === 'boolean' ? undefined : FORM_MSG.invalid(field.label))
    default:
      break
  }

  if (isEmpty(value)) return error(field.is_required ? requiredMessage(field) : undefined)

  if (field.multiple) {
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'number' || !Number.isInteger(v) || v <= 0)) {
      return error(FORM_MSG.invalid(field.label))
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

  // a choice within another (a district's street) needs that other chosen first
  const parent = field.dataSources?.parent_field
  if (parent && field.dataSources?.parent_message && isEmpty(values[parent])) return error(field.dataSources.parent_message)

  if (field.input_type === 'option_api' || field.input_type === 'location' || field.input_type === 'radio' || field.input_type === 'street') {
    if (typeof value !== 'number' || !Number.isInteger(value)) return error(requiredMessage(field))
    return error(checkNumber(field, value))
  }

  return error(checkText(field, value) ?? (field.check && typeof value === 'string' ? (FIELD_CHECKS[field.check](value, values) ?? undefined) : undefined))
}

function rangeErrors(field: FieldConfig, values: FormValues): FieldError[] {
  const record = values
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

function groupErrors(field: FieldConfig, value: unknown): FieldError[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) return [{ field: field.name, message: FORM_MSG.invalid(field.label) }]
  if (field.max_items && value.length > field.max_items) {
    return [{ field: field.name, message: field.max_items_message ?? FORM_MSG.tooMany(field.label, field.max_items) }]
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
  /** create_only fields (consent) are checked on create only. */
  mode: 'create' | 'update'
  /** date fields count their days from this moment (default: now) */
  now?: Date
}

/** Every problem of a whole form, in form order (the first one is the field to focus). */
export function validateFields(fields: FieldConfig[], values: FormValues, options: ValidateOptions): FieldError[] {
  const errors: FieldError[] = []
  const now = options.now ?? new Date()
  for (const field of fields) {
    if (field.create_only && options.mode !== 'create') continue
    errors.push(...fieldErrors(field, values[field.name], values, now))
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
