// One central error handler: every failure becomes { success: false, error: { code, message } }
// with a Vietnamese message; 5xx details are logged, never sent.
import http from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { MSG } from '../../src/domain/messages'
import { API_MSG } from '../../src/domain/api-messages'

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

export const badRequest = (message: string, code = 'bad_request') => new AppError(400, code, message)
export const unauthorized = (message: string = API_MSG.needLogin) => new AppError(401, 'unauthorized', message)
export const forbidden = (message: string = API_MSG.forbidden) => new AppError(403, 'forbidden', message)
export const notFound = (message: string = MSG.notFound) => new AppError(404, 'not_found', message)
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message)

/** A database error raised by a unique index (PostgreSQL's 23505, from either engine). */
export const isUniqueViolation = (error: unknown): boolean =>
  !!error && typeof error === 'object' && (error as { code?: unknown }).code === '23505'

interface AjvError {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
  parentSchema?: Record<string, unknown>
  message?: string
}

const fieldName = (error: AjvError): string => {
  const fromPath = error.instancePath.split('/').filter(Boolean).join('.')
  const missing = typeof error.params.missingProperty === 'string' ? error.params.missingProperty : ''
  return [fromPath, missing].filter(Boolean).join('.') || 'dữ liệu'
}

/** Turns one AJV error into a sentence a person can act on: the rule's own message when it has one. */
export function validationMessage(error: AjvError): string {
  if (error.keyword === 'required') {
    const own = error.parentSchema?.['x-required-messages'] as Record<string, string> | undefined
    const message = own?.[String(error.params.missingProperty)]
    if (message) return message
  } else {
    const own = error.parentSchema?.['x-messages'] as Record<string, string> | undefined
    if (own?.[error.keyword]) return own[error.keyword]
  }
  const field = `"${fieldName(error)}"`
  const p = error.params
  switch (error.keyword) {
    case 'required':
      return `Thiếu thông tin bắt buộc ${field}.`
    case 'type':
      return p.type === 'integer' || p.type === 'number'
        ? `${field} phải là số.`
        : `${field} không đúng kiểu dữ liệu (${String(p.type)}).`
    case 'minimum':
      return `${field} phải lớn hơn hoặc bằng ${String(p.limit)}.`
    case 'maximum':
      return `${field} phải nhỏ hơn hoặc bằng ${String(p.limit)}.`
    case 'minLength':
      return `${field} phải có ít nhất ${String(p.limit)} ký tự.`
    case 'maxLength':
      return `${field} tối đa ${String(p.limit)} ký tự.`
    case 'format':
      if (p.format === 'date') return `${field} phải là một ngày có thật, theo dạng năm-tháng-ngày (yyyy-MM-dd).`
      if (p.format === 'date-time') return `${field} phải là một thời điểm có thật, theo dạng ISO 8601 (ví dụ 2026-01-31T08:00:00+07:00).`
      return `${field} không đúng định dạng.`
    case 'pattern':
      return `${field} không đúng định dạng.`
    case 'enum':
    case 'const':
      return `${field} không nằm trong các giá trị cho phép.`
    case 'maxItems':
      return `${field} có tối đa ${String(p.limit)} mục.`
    case 'minItems':
      return `${field} cần ít nhất ${String(p.limit)} mục.`
    case 'additionalProperties':
      return `Trường "${String(p.additionalProperty)}" không được hỗ trợ.`
    default:
      return `${field} không hợp lệ.`
  }
}

// Fastify's own 4xx errors (bad JSON, wrong content type, body too large ...) in Vietnamese.
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Nội dung JSON gửi lên không hợp lệ.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Nội dung gửi lên đang trống.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Định dạng nội dung gửi lên không được hỗ trợ.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Độ dài nội dung gửi lên không hợp lệ.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Nội dung gửi lên quá lớn.',
  FST_ERR_BAD_URL: 'Đường dẫn không hợp lệ.',
  FST_ERR_MAX_PARAM_LENGTH: 'Đường dẫn quá dài.',
  FST_ERR_ASYNC_CONSTRAINT: 'Yêu cầu không hợp lệ.',
}

export const fail = (code: string, message: string) => ({ success: false as const, error: { code, message } })

/**
 * Errors the router meets before any route runs (a malformed percent-encoding, a path parameter too
 * long): Fastify's `frameworkErrors` option, answered in the envelope like everything else.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400
  void reply.status(status).send(fail(error.code.toLowerCase(), FRAMEWORK_MESSAGES[error.code] ?? API_MSG.badRequest))
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or request line too long,
 * malformed HTTP, a client too slow): Fastify's `clientErrorHandler` option. Same envelope, then
 * the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, code, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'request_timeout', 'Yêu cầu gửi quá chậm, vui lòng thử lại.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'headers_too_large', 'Đường dẫn hoặc tiêu đề của yêu cầu quá dài.']
        : [400, 'bad_request', API_MSG.badRequest]
  const body = JSON.stringify(fail(code, message))
  if (!socket.writable) {
    socket.destroy()
    return
  }
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
  // The rest of the request may still be arriving: destroying the socket with it unread resets the
  // connection, and on Node 24 the client then loses the answer. Read and drop it for a moment.
  socket.resume()
  setTimeout(() => socket.destroy(), 1000).unref()
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { validation?: AjvError[] }, request, reply) => {
    // A body too large is refused before it is read: close the connection rather than wait for the
    // rest of it (the client would otherwise keep it open until it had sent everything).
    if (error.statusCode === 413) reply.header('connection', 'close')
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(fail(error.code, error.message))
    }
    if (error.validation?.length) {
      return reply.status(400).send(fail('validation_error', validationMessage(error.validation[0])))
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const message = FRAMEWORK_MESSAGES[error.code] ?? (status === 429 ? API_MSG.tooManyRequests : API_MSG.badRequest)
      // Anything the client did wrong stays a 4xx, but only the codes the site knows are passed through.
      const code = status === 413 || status === 415 || status === 429 || status === 404 ? status : 400
      return reply.status(code).send(fail(error.code ? error.code.toLowerCase() : 'bad_request', message))
    }
    request.log.error({ err: error, url: request.url, method: request.method }, 'unhandled error')
    return reply.status(500).send(fail('error', API_MSG.general))
  })
}
