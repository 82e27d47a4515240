// The spec's validation rules and messages (SPEC section 5), defined once as data.
// Forms derive superstruct structs from them (struct.ts); the server derives JSON Schema (json-schema.ts).
import { LIMITS, PAGINATION, SITE_ID } from '../constants'
import { moneyInWords } from '../money'
import { FILTER_PARAM_RULES } from '../url-filters'

export type Normalizer = 'text' | 'phone' | 'email'

export interface StringRule {
  type: 'string'
  label: string
  required?: string
  minLength?: { value: number; message: string }
  maxLength?: { value: number; message: string }
  /** Regular expression source, matched against the normalised value. */
  pattern?: { source: string; message: string }
  normalize?: Normalizer
}

export interface IntegerRule {
  type: 'integer'
  label: string
  required?: string
  min?: { value: number; message: string }
  max?: { value: number; message: string }
  /** a whole number of these (a deposit in thousands of đồng) */
  multipleOf?: { value: number; message: string }
  oneOf?: { values: readonly number[]; message: string }
}

export type FieldRule = StringRule | IntegerRule

// "Letters (incl. Vietnamese) and spaces only" for full names.
const NAME_PATTERN = "^[\\p{L}\\p{M}' ]+$"
// {local}@{domain}.{tld}, tld of 2-5 letters (SPEC 9).
const EMAIL_PATTERN = `^[^\\s@]+@[^\\s@]+\\.[A-Za-z]{${LIMITS.emailTld[0]},${LIMITS.emailTld[1]}}$`

/** A positive id in a query or path; the same message for anything out of range. */
const idRule = (label: string, message: string, max = 999_999): IntegerRule => ({
  type: 'integer',
  label,
  min: { value: 1, message },
  max: { value: max, message },
})

export const rules = {
  phone: {
    type: 'string',
    label: 'Số điện thoại',
    required: 'Vui lòng nhập số điện thoại liên hệ',
    pattern: { source: '^0\\d{9}$', message: 'Số điện thoại phải đủ 10 số và bắt đầu bằng số 0' },
    normalize: 'phone',
  },
  email: {
    type: 'string',
    label: 'Email',
    required: 'Nhập email để nhận thông báo từ nhà tuyển dụng.',
    maxLength: { value: 150, message: 'Tối đa 150 ký tự' },
    pattern: { source: EMAIL_PATTERN, message: 'Địa chỉ email không hợp lệ' },
    normalize: 'email',
  },
  password: {
    type: 'string',
    label: 'Mật khẩu',
    required: 'Vui lòng nhập mật khẩu',
    minLength: { value: LIMITS.passwordMin, message: 'Mật khẩu phải chứa ít nhất 6 ký tự' },
    maxLength: { value: 128, message: 'Mật khẩu tối đa 128 ký tự' },
  },
  fullName: {
    type: 'string',
    label: 'Họ tên',
    required: 'Vui lòng nhập họ tên',
    maxLength: { value: LIMITS.fullNameMax, message: 'Tối đa 150 ký tự' },
    pattern: { source: NAME_PATTERN, message: 'Không được nhập số hoặc ký tự đặc biệt vào họ tên' },
    normalize: 'text',
  },
  otpCode: {
    type: 'string',
    label: 'Mã xác thực',
    required: 'Vui lòng nhập mã xác thực',
    pattern: { source: '^\\d{6}$', message: 'Mã xác thực gồm 6 chữ số' },
    normalize: 'text',
  },
  registerKey: {
    type: 'string',
    label: 'Mã đăng ký đại lý',
    required: 'Vui lòng nhập mã đăng ký đại lý',
    maxLength: { value: 64, message: 'Mã đăng ký đại lý không đúng, vui lòng kiểm tra lại.' },
    normalize: 'text',
  },
  siteId: {
    type: 'integer',
    label: 'site_id',
    required: 'Thiếu site_id.',
    oneOf: { values: [SITE_ID], message: `site_id phải là ${SITE_ID}.` },
  },
  parentId: {
    type: 'integer',
    label: 'parent_id',
    min: { value: 0, message: 'parent_id phải là số không âm.' },
    max: { value: 2_147_483_647, message: 'parent_id quá lớn.' },
  },
  offset: {
    type: 'integer',
    label: 'offset',
    min: { value: 0, message: 'offset phải là số không âm.' },
    max: { value: 10_000, message: 'offset tối đa 10000, hãy thu hẹp bộ lọc.' },
  },
  limit: {
    type: 'integer',
    label: 'limit',
    min: { value: 1, message: 'limit phải lớn hơn 0.' },
    max: { value: PAGINATION.max, message: `limit tối đa ${PAGINATION.max}.` },
  },
  sort: FILTER_PARAM_RULES.sort,
  id: idRule('id', 'Mã không hợp lệ.', 2 ** 53 - 1),
  cityId: FILTER_PARAM_RULES.city_id,
  districtId: FILTER_PARAM_RULES.district_id,
  categoryId: FILTER_PARAM_RULES.category_id,
  subcategoryId: FILTER_PARAM_RULES.subcategory_id,
  jobTypesParam: FILTER_PARAM_RULES.job_types,
  priceParam: FILTER_PARAM_RULES.price,
  keyword: FILTER_PARAM_RULES.q,
  /** A list's snapshot time (epoch milliseconds) that keeps its later pages where they were. */
  asOf: {
    type: 'integer',
    label: 'as_of',
    min: { value: 0, message: 'as_of không hợp lệ.' },
    max: { value: 2 ** 53 - 1, message: 'as_of không hợp lệ.' },
  },
  cursor: {
    type: 'string',
    label: 'cursor',
    maxLength: { value: 300, message: 'Con trỏ phân trang không hợp lệ, vui lòng tải lại trang.' },
  },
} satisfies Record<string, FieldRule>

export type RuleName = keyof typeof rules

/** Normalisation applied before checking (phone +84/84 -> 0 and non-digits stripped; NFC text). */
export function normalizeValue(rule: FieldRule, value: unknown): unknown {
  if (typeof value !== 'string' || rule.type !== 'string') return value
  switch (rule.normalize) {
    case 'phone':
      return normalizePhone(value)
    case 'email':
      return value.normalize('NFC').trim().toLowerCase()
    case 'text':
      return value.normalize('NFC').replace(/\s+/g, ' ').trim()
    default:
      return value
  }
}

export function normalizePhone(value: string): string {
  const digits = value.replace(/\D/g, '')
  if (value.trim().startsWith('+84') || (digits.startsWith('84') && digits.length === 11)) return `0${digits.slice(2)}`
  return digits
}

/** Checks one value against its rule; returns the rule's message or undefined. Empty optional values pass. */
export function checkValue(rule: FieldRule, raw: unknown): string | undefined {
  const value = normalizeValue(rule, raw)
  const empty = value === undefined || value === null || value === ''
  if (empty) return rule.required
  if (rule.type === 'string') {
    if (typeof value !== 'string') return `${rule.label} không hợp lệ`
    if (rule.minLength && value.length < rule.minLength.value) return rule.minLength.message
    if (rule.maxLength && value.length > rule.maxLength.value) return rule.maxLength.message
    if (rule.pattern && !new RegExp(rule.pattern.source, 'u').test(value)) return rule.pattern.message
    return undefined
  }
  const n = typeof value === 'number' ? value : Number(value)
  if (!Number.isInteger(n)) return `${rule.label} phải là số nguyên`
  if (rule.min && n < rule.min.value) return rule.min.message
  if (rule.max && n > rule.max.value) return rule.max.message
  if (rule.multipleOf && n % rule.multipleOf.value !== 0) return rule.multipleOf.message
  if (rule.oneOf && !rule.oneOf.values.includes(n)) return rule.oneOf.message
  return undefined
}

// ---------------------------------------------------------------------------------------------
// Config-driven form fields (SPEC 3 "Form field config", "Range field", "Month-range field";
// SPEC 5 "Dynamic fields", "Range", "Month/year", "Multi-select"). The messages are built from a
// field's label or message exactly as SPEC 5 words them; the job-seeker profile
// (src/domain/profile) and any other config-driven form check their values with these.

/** "Vui lòng chọn" for lists and options, "nhập" for phone and text, "thêm" otherwise (SPEC 5). */
export type RequiredVerb = 'chọn' | 'nhập' | 'thêm'

export const fieldMessages = {
  required: (verb: RequiredVerb, subject: string) => `Vui lòng ${verb} ${subject}`,
  /** E-mail fields ask for the address with their own sentence. */
  emailRequired: 'Nhập email để nhận thông báo từ nhà tuyển dụng.',
  minLength: (label: string, n: number) => `${label} phải nhiều hơn ${n} ký tự.`,
  maxLength: (label: string, n: number) => `${label} phải ít hơn ${n} ký tự.`,
  /** Money is written in words (đồng/nghìn/triệu/tỷ). */
  minValue: (label: string, value: number, currency = false) =>
    `${label} phải lớn hơn hoặc bằng ${currency ? moneyInWords(value) : value}`,
  maxValue: (label: string, value: number, currency = false) =>
    `${label} phải ít hơn ${currency ? moneyInWords(value) : value}`,
  positive: (label: string) => `${label} phải lớn hơn 0`,
  maxOption: (n: number, subject: string) => `Chọn tối đa ${n} ${subject}`,
  rangeFallback: 'min <= max',
  videoLink: 'Vui lòng nhập đúng đường dẫn',
} as const

/** Month/year inputs (MM/YYYY), SPEC 5. */
export const MONTH_MESSAGES = {
  format: 'Sai định dạng MM/YYYY',
  yearMin: `Năm phải lớn hơn hoặc bằng ${LIMITS.startYearMin}`,
  month: 'Tháng từ 01 - 12',
  empty: (label: string) => `Không được bỏ trống ${label}`,
  order: (startLabel: string, endLabel: string) => `${startLabel} phải nhỏ hơn hoặc bằng ${endLabel}`,
} as const

const MONTH_PATTERN = /^(\d{2})\/(\d{4})$/

/** A month as a single comparable number (year * 12 + month - 1), or null when not MM/YYYY. */
export function monthNumber(value: string): number | null {
  const match = MONTH_PATTERN.exec(value)
  if (!match) return null
  const month = Number(match[1])
  const year = Number(match[2])
  if (month < 1 || month > 12 || year < LIMITS.startYearMin) return null
  return year * 12 + month - 1
}

const monthText = (n: number) => `${String((n % 12) + 1).padStart(2, '0')}/${Math.floor(n / 12)}`

/** Checks one MM/YYYY value; empty passes (requiredness is the month range's business). */
export function checkMonth(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const match = typeof value === 'string' ? MONTH_PATTERN.exec(value) : null
  if (!match) return MONTH_MESSAGES.format
  const month = Number(match[1])
  if (month < 1 || month > 12) return MONTH_MESSAGES.month
  if (Number(match[2]) < LIMITS.startYearMin) return MONTH_MESSAGES.yearMin
  return undefined
}

/** A month in the future becomes the current month (SPEC 5: "Future date clamped to current month"). */
export function clampMonth(value: string, now = new Date()): string {
  const n = monthNumber(value)
  const current = now.getFullYear() * 12 + now.getMonth()
  return n !== null && n > current ? monthText(current) : value
}

/**
 * What a person types into a month input: only digits and one slash, the slash inserted after two
 * digits, at most MM/YYYY (SPEC 5).
 */
export function formatMonthInput(raw: string): string {
  const cleaned = raw.replace(/[^\d/]/g, '')
  const slash = cleaned.indexOf('/')
  if (slash === -1) {
    const digits = cleaned.slice(0, 6)
    return digits.length < 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`
  }
  const month = cleaned.slice(0, slash).slice(0, 2)
  const year = cleaned.slice(slash + 1).replace(/\//g, '').slice(0, 4)
  return `${month}/${year}`
}

export interface MonthRangeLabels {
  start: string
  end: string
}

export interface MonthRangeOptions {
  startRequired?: boolean
  endRequired?: boolean
  /** An empty end means "until now" (a job still held); without it, one side alone is an error. */
  openEnd?: boolean
}

/** Checks a start/end pair of MM/YYYY values; returns the message for each side that fails. */
export function checkMonthRange(
  start: unknown,
  end: unknown,
  labels: MonthRangeLabels,
  options: MonthRangeOptions = {},
): { start?: string; end?: string } {
  const errors: { start?: string; end?: string } = {}
  const has = (v: unknown) => v !== undefined && v !== null && v !== ''
  const startError = checkMonth(start)
  const endError = checkMonth(end)
  if (startError) errors.start = startError
  if (endError) errors.end = endError
  if (!has(start) && (options.startRequired || has(end))) errors.start = MONTH_MESSAGES.empty(labels.start)
  if (!has(end) && (options.endRequired || (has(start) && !options.openEnd))) errors.end = MONTH_MESSAGES.empty(labels.end)
  if (!errors.start && !errors.end && has(start) && has(end)) {
    const a = monthNumber(start as string)
    const b = monthNumber(end as string)
    if (a !== null && b !== null && a > b) errors.start = MONTH_MESSAGES.order(labels.start, labels.end)
  }
  return errors
}

/**
 * A range field's number as typed: "." separates thousands, "," decimals, empty is 0; never
 * negative (SPEC 5 "Range").
 */
export function parseRangeNumber(raw: string | number | null | undefined): number {
  if (typeof raw === 'number') return Number.isFinite(raw) ? Math.max(0, raw) : 0
  if (!raw) return 0
  const n = Number(raw.replace(/[^\d,]/g, '').replace(',', '.'))
  return Number.isFinite(n) ? n : 0
}

/** Minimum must not exceed maximum; only compared when both are given. */
export function checkRange(min: number | null | undefined, max: number | null | undefined, message?: string): string | undefined {
  if (min === null || min === undefined || max === null || max === undefined) return undefined
  return min > max ? message || fieldMessages.rangeFallback : undefined
}

/** Birth-year bounds: ages 18 to 60 counted from the current year (SPEC 9). */
export function birthYearBounds(now = new Date()): { min: number; max: number } {
  const year = now.getFullYear()
  return { min: year - LIMITS.birthAge[1], max: year - LIMITS.birthAge[0] }
}
