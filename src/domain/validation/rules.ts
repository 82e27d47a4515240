// The spec's validation rules and messages (SPEC section 5), defined once as data.
// Forms derive superstruct structs from them (struct.ts); the server derives JSON Schema (json-schema.ts).
import { LIMITS, PAGINATION, SITE_ID, SORT } from '../constants'

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
  sort: {
    type: 'integer',
    label: 'sort',
    oneOf: { values: [SORT.latest, SORT.business], message: 'Kiểu sắp xếp không hợp lệ.' },
  },
  id: idRule('id', 'Mã không hợp lệ.', 2 ** 53 - 1),
  cityId: idRule('city_id', 'Tỉnh/thành phố không hợp lệ.'),
  districtId: idRule('district_id', 'Quận/huyện không hợp lệ.'),
  categoryId: idRule('category_id', 'Danh mục không hợp lệ.'),
  subcategoryId: idRule('subcategory_id', 'Lĩnh vực không hợp lệ.'),
  jobTypesParam: {
    type: 'string',
    label: 'job_types',
    maxLength: { value: 200, message: 'Chọn tối đa 20 ngành nghề.' },
    pattern: { source: '^\\d{1,6}(,\\d{1,6}){0,19}$', message: 'Danh sách ngành nghề không hợp lệ (ví dụ: 12,15).' },
  },
  priceParam: {
    type: 'string',
    label: 'price',
    pattern: { source: '^\\d{0,12}-\\d{0,12}$', message: 'Khoảng lương không hợp lệ (ví dụ: 5000000-15000000).' },
  },
  keyword: {
    type: 'string',
    label: 'Từ khóa',
    maxLength: { value: 200, message: 'Từ khóa tối đa 200 ký tự.' },
    normalize: 'text',
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
  if (rule.oneOf && !rule.oneOf.values.includes(n)) return rule.oneOf.message
  return undefined
}
