// Input no route should see: control characters (a NUL byte made PostgreSQL fail with a 500),
// unpaired surrogates (not text in any encoding), numbers JSON turned into Infinity, URLs too long
// to be links, and JSON nested deeper than any body of the contract (7,000 levels overflowed the
// recursion below: docs/decisions/0033-input-depth-and-dates.md). Checked for every route before
// its schema, with a message naming the field.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError, badRequest } from './errors'

/** C0 controls other than tab, newline and carriage return; DEL and C1; lone surrogates. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BAD_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const MAX_URL_LENGTH = 8192
/** Arrays and objects inside one another in a JSON body; the contract's deepest body has 3. */
export const MAX_JSON_DEPTH = 16

export const INPUT_MSG = {
  badText: (field: string) => `Trường "${field}" chứa ký tự không hợp lệ (ký tự điều khiển hoặc lỗi mã hóa), vui lòng nhập lại.`,
  notFinite: (field: string) => `Trường "${field}" phải là một số hợp lệ.`,
  urlTooLong: 'Đường dẫn quá dài.',
  tooDeep: `Nội dung JSON gửi lên lồng nhau quá sâu (tối đa ${MAX_JSON_DEPTH} cấp).`,
} as const

const join = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key)

/** The first bad value in a parsed input: its field path and what is wrong, or null. */
export function findBadInput(value: unknown, path = ''): { field: string; message: string } | null {
  if (typeof value === 'string') return BAD_TEXT.test(value) ? { field: path, message: INPUT_MSG.badText(path || 'dữ liệu') } : null
  if (typeof value === 'number') return Number.isFinite(value) ? null : { field: path, message: INPUT_MSG.notFinite(path || 'dữ liệu') }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = findBadInput(value[i], join(path, i))
      if (bad) return bad
    }
    return null
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (BAD_TEXT.test(key)) return { field: path || 'dữ liệu', message: INPUT_MSG.badText(path || 'dữ liệu') }
      const bad = findBadInput(item, join(path, key))
      if (bad) return bad
    }
  }
  return null
}

/**
 * Whether a JSON text nests arrays and objects more than `limit` deep, read in one pass without
 * parsing or recursion (brackets inside strings do not count). Malformed text is left to JSON.parse.
 */
export function jsonTooDeep(text: string, limit: number): boolean {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x22) {
      // a string: skip to its closing quote, past escaped characters
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return false
}

export function installInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) throw new AppError(414, 'url_too_long', INPUT_MSG.urlTooLong)
  })
  // JSON bodies: the depth is checked on the raw text, then Fastify's own parser (with its
  // __proto__ and constructor checks) reads it.
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonTooDeep(body as string, MAX_JSON_DEPTH)) done(badRequest(INPUT_MSG.tooDeep, 'json_too_deep'), undefined)
    else parseJson(request, body as string, done)
  })
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const bad = findBadInput(request.params) ?? findBadInput(request.query) ?? findBadInput(request.body)
    if (bad) throw badRequest(bad.message, 'invalid_characters')
  })
}
