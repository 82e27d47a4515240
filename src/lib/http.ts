// The HTTP helper of SPEC 7.10. Never throws: every call resolves to the server's envelope
// or to an error envelope the UI can show.
import { MSG } from '../domain/messages'
import { PRERENDER_HEADER } from '../domain/api-paths'
import { apiOrigin, isBrowser } from './env'
import { MemoryCache } from '../domain/memory-cache'

export interface ApiError {
  code: string
  message: string
}
export type ApiResult<T> = { success: true; data: T } | { success: false; error: ApiError }

// Statuses whose body the person should see (ARCHITECTURE.md adds 409 and 429 to the spec's four;
// 410 says a link is spent or expired, docs/decisions/0022-organisation-email.md).
const PASS_THROUGH = new Set([400, 401, 403, 404, 409, 410, 429])
const TOKEN_KEY = 'token'
/**
 * On <html> while this browser holds a sign-in: set before the first paint by index.html's inline
 * script (which reads TOKEN_KEY), so prerendered HTML can show guests and signed-in people their
 * own placeholder before the session is known (global-styles.ts: data-guest-only, data-signed-in-only).
 */
const SIGNED_IN_ATTRIBUTE = 'data-signed-in'

export const tokenStore = {
  get: (): string | null => (isBrowser ? window.localStorage.getItem(TOKEN_KEY) : null),
  set: (token: string) => {
    window.localStorage.setItem(TOKEN_KEY, token)
    document.documentElement.setAttribute(SIGNED_IN_ATTRIBUTE, '')
  },
  clear: () => {
    window.localStorage.removeItem(TOKEN_KEY)
    document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE)
  },
}

const cache = new MemoryCache<ApiResult<unknown>>()
export const clearHttpCache = () => cache.clear()

/** The Vietnamese message of an error an API call (or an SWR hook over one) gave; else the generic one. */
export const errorMessage = (error: unknown): string =>
  error && typeof error === 'object' && 'message' in error ? String((error as { message: unknown }).message) : MSG.generic

export interface RequestOptions {
  /** Send the stored bearer token. */
  auth?: boolean
  /** Cache a successful GET in memory (browser only). */
  cache?: boolean
  body?: unknown
  signal?: AbortSignal
  /** Extra request headers (e.g. the Idempotency-Key of a paid request). */
  headers?: Record<string, string>
}

const errorResult = (message: string, code = 'error'): ApiResult<never> => ({ success: false, error: { code, message } })

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const url = /^https?:\/\//.test(path) ? path : `${apiOrigin()}${path}`
  const cacheable = method === 'GET' && options.cache && isBrowser
  if (cacheable) {
    const hit = cache.get(url)
    if (hit) return hit as ApiResult<T>
  }
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' }
  // the prerender and the server's page renderer (server/lib/logging.ts: not logged at info level)
  if (import.meta.env.SSR) headers[PRERENDER_HEADER] = '1'
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  const token = options.auth ? tokenStore.get() : null
  if (token) headers.authorization = `Bearer ${token}`
  let response: Response
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    })
  } catch (error) {
    return errorResult(error instanceof Error ? error.message : MSG.generic)
  }
  let body: unknown = null
  try {
    const text = await response.text()
    body = text ? JSON.parse(text) : null
  } catch (error) {
    if (response.ok) return errorResult(error instanceof Error ? error.message : MSG.generic)
  }
  if (response.ok) {
    const result = (body ?? { success: true, data: null }) as ApiResult<T>
    if (cacheable && result.success) cache.set(url, result)
    return result
  }
  if (PASS_THROUGH.has(response.status) && body && typeof body === 'object' && 'error' in body) {
    return body as ApiResult<T>
  }
  return errorResult(MSG.generic)
}

export const http = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
}

/** Authenticated variants: same calls with the bearer token. */
export const authHttp = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body' | 'auth'>) => request<T>('GET', path, { ...options, auth: true }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body, auth: true }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body, auth: true }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, { ...options, auth: true }),
}

/** For SWR: resolves to data, throws the ApiError so SWR keeps it as `error`. */
export async function unwrap<T>(promise: Promise<ApiResult<T>>): Promise<T> {
  const result = await promise
  if (!result.success) throw result.error
  return result.data
}

/** A private file's bytes (sent with the token), typed as the server says; null when it cannot be read. */
export async function authBlob(path: string): Promise<Blob | null> {
  const token = tokenStore.get()
  try {
    const response = await fetch(`${apiOrigin()}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
    return response.ok ? await response.blob() : null
  } catch {
    return null
  }
}
