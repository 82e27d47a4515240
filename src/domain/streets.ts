// Streets of a district (issue 18; docs/decisions/0026-streets.md): the posting form's street field
// lists them (GET /listing/v1/streets) and adds one ("Thêm đường mới", POST /listing/v1/streets).
// The name rules are shared: the form checks what it sends with them, the API refuses the rest. The
// API's shapes: contract/streets.ts.
import { normalizeText } from './text'

export const STREET = {
  nameMin: 2,
  nameMax: 60,
  /** words in a name, at most ("Hẻm 284/12 Lý Chính Thắng" has 5) */
  wordsMax: 10,
  /** digits in a name, at most, and in one number ("Hẻm 1234/56"): no phone number fits */
  digitsMax: 6,
  numberMax: 4,
  /** suggestions per answer by default, and at most */
  listDefault: 20,
  listMax: 50,
  /** new streets an account may add per hour */
  addsPerHour: 20,
} as const

// A street's shape: Latin letters (with Vietnamese marks), digits, spaces and single . , - / ("Đường
// số 7", "3/2", "Võ Văn Kiệt", "Hẻm 284/12"), a few words and short numbers. Besides, a name goes
// through the text rules every person's text does (docs/decisions/0030-text-normalisation.md).
const NAME_PATTERN = /^[\p{Script=Latin}\p{M}0-9 .,\-/]+$/u

export const STREET_MSG = {
  nameRequired: 'Vui lòng nhập tên đường',
  nameShort: `Tên đường phải có ít nhất ${STREET.nameMin} ký tự`,
  nameLong: `Tên đường tối đa ${STREET.nameMax} ký tự`,
  nameChars: 'Tên đường chỉ gồm chữ, số, khoảng trắng và các dấu . , - /',
  nameMarks: 'Tên đường không được có hai dấu . , - / liền nhau',
  nameWords: `Tên đường tối đa ${STREET.wordsMax} từ`,
  nameDigits: `Tên đường không phải số điện thoại: tối đa ${STREET.numberMax} chữ số liền nhau và ${STREET.digitsMax} chữ số cả tên`,
  districtRequired: 'Vui lòng chọn quận/huyện trước khi thêm đường',
  districtFirst: 'Vui lòng chọn quận/huyện trước khi chọn đường',
  districtUnknown: 'Quận/huyện không tồn tại, vui lòng chọn lại.',
  rateLimited: `Bạn đã thêm quá ${STREET.addsPerHour} đường mới trong một giờ, vui lòng thử lại sau.`,
  streetMismatch: 'Đường không thuộc quận/huyện đã chọn, vui lòng chọn lại.',
  streetUnknown: 'Đường không hợp lệ, vui lòng chọn lại.',
  addOption: (name: string) => `Thêm đường mới: ${name}`,
  addFailed: 'Chưa thêm được đường, vui lòng thử lại.',
} as const

/** NFKC (fullwidth letters and digits are plain ones), trimmed, inner spaces collapsed. */
export const normalizeStreetName = (value: string): string => normalizeText(value.normalize('NFKC'))

/** The message for a (normalised) street name's shape, or null when it is fine. */
export function streetNameError(name: string): string | null {
  if (!name) return STREET_MSG.nameRequired
  if ([...name].length < STREET.nameMin) return STREET_MSG.nameShort
  if ([...name].length > STREET.nameMax) return STREET_MSG.nameLong
  if (!NAME_PATTERN.test(name)) return STREET_MSG.nameChars
  if (/[.,\-/]{2,}/.test(name)) return STREET_MSG.nameMarks
  const digits = name.replace(/\D/g, '').length
  if (digits > STREET.digitsMax || new RegExp(`\\d{${STREET.numberMax + 1}}`).test(name)) return STREET_MSG.nameDigits
  if (name.split(' ').length > STREET.wordsMax) return STREET_MSG.nameWords
  return null
}

/** A job's place as its page says it: house number etc., street, district, province. */
export const composeAddress = (parts: Array<string | null | undefined>): string =>
  parts
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ')
