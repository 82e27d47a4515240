// Input no route should see: control characters (a NUL byte made PostgreSQL fail with a 500),
// unpaired surrogates (not text in any encoding), numbers JSON turned into Infinity, and URLs too
// long to be links. Checked for every route before its schema, with a message naming the field.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError, badRequest } from './errors'

/** C0 controls other than tab, newline and carriage return; DEL and C1; lone surrogates. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BAD_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const MAX_URL_LENGTH = 8192

export const INPUT_MSG = {
  badText: (field: string) => `Trường "${field}" chứa ký tự không hợp lệ (ký tự điều khiển hoặc lỗi mã hóa), vui lòng nhập lại.`,
  notFinite: (field: string) => `Trường "${field}" phải là một số hợp lệ.`,
  urlTooLong: 'Đường dẫn quá dài.',
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

export function installInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) throw new AppError(414, 'url_too_long', INPUT_MSG.urlTooLong)
  })
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const bad = findBadInput(request.params) ?? findBadInput(request.query) ?? findBadInput(request.body)
    if (bad) throw badRequest(bad.message, 'invalid_characters')
  })
}
