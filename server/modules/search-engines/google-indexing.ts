// Google's Indexing API (for pages with JobPosting data): URL_UPDATED and URL_DELETED, up to 100 in
// one batch request (multipart/mixed, one urlNotifications:publish a part), as the service account of
// GOOGLE_INDEXING_CREDENTIALS. Its access token comes from a JWT signed here (RS256, node:crypto), so
// no Google library is needed; it is kept until shortly before it expires.
import { createSign, randomBytes } from 'node:crypto'
import type { GoogleServiceAccount } from '../../env'
import type { Fetch, Notice, NoticeOutcome, SearchEngine } from './search-engines'

export const INDEXING_SCOPE = 'https://www.googleapis.com/auth/indexing'
export const BATCH_URL = 'https://indexing.googleapis.com/batch'
const PUBLISH_PATH = '/v3/urlNotifications:publish'
const BATCH_SIZE = 100
const TIMEOUT_MS = 30_000
/** A token is used until this long before Google says it expires. */
const TOKEN_MARGIN_S = 120

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url')

/** The signed assertion exchanged for an access token (RFC 7523, Google's service-account flow). */
export function serviceAccountJwt(account: GoogleServiceAccount, nowSeconds: number): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))
  const claims = base64url(
    JSON.stringify({ iss: account.clientEmail, scope: INDEXING_SCOPE, aud: account.tokenUri, iat: nowSeconds, exp: nowSeconds + 3600 }),
  )
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(account.privateKey)
  return `${header}.${claims}.${base64url(signature)}`
}

/** The body of a batch request: one part a notice, its Content-ID the notice's index. */
export function batchBody(notices: Notice[], boundary: string): string {
  const parts = notices.map((notice, i) => {
    const json = JSON.stringify({ url: notice.url, type: notice.type })
    return [
      `--${boundary}`,
      'Content-Type: application/http',
      'Content-Transfer-Encoding: binary',
      `Content-ID: <notice-${i}>`,
      '',
      `POST ${PUBLISH_PATH}`,
      'Content-Type: application/json',
      'Accept: application/json',
      `Content-Length: ${Buffer.byteLength(json)}`,
      '',
      json,
    ].join('\r\n')
  })
  return `${parts.join('\r\n')}\r\n--${boundary}--\r\n`
}

const outcomeOf = (status: number, body: string): NoticeOutcome => {
  if (status >= 200 && status < 300) return { status: 'sent' }
  let message = body.trim().slice(0, 300)
  try {
    message = (JSON.parse(body) as { error?: { message?: string } }).error?.message ?? message
  } catch {
    // not JSON: the text itself
  }
  const error = `Google ${status}: ${message}`
  if (status === 429) return { status: 'quota', error }
  if (status >= 500 || status === 408) return { status: 'retry', error }
  return { status: 'refused', error }
}

/**
 * The outcome of each notice from a batch answer (multipart/mixed, each part an HTTP response whose
 * Content-ID is "response-" and the request part's). A part missing from the answer is tried again.
 */
export function parseBatchResponse(contentType: string, body: string, count: number): NoticeOutcome[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
  const outcomes: NoticeOutcome[] = Array.from({ length: count }, () => ({ status: 'retry', error: 'Google: không có trả lời cho thông báo này' }))
  if (!boundary) return outcomes
  const parts = body.split(`--${boundary}`).slice(1)
  parts.forEach((part, order) => {
    if (part.startsWith('--')) return
    const id = /Content-ID:\s*<response-notice-(\d+)>/i.exec(part)?.[1]
    const index = id === undefined ? order : Number(id)
    const statusLine = /^HTTP\/[\d.]+ (\d{3})/m.exec(part)
    if (!statusLine || index >= count) return
    // the response's body follows its headers' blank line
    const afterStatus = part.slice(statusLine.index)
    const blank = afterStatus.search(/\r?\n\r?\n/)
    outcomes[index] = outcomeOf(Number(statusLine[1]), blank < 0 ? '' : afterStatus.slice(blank).trim())
  })
  return outcomes
}

export class GoogleIndexingEngine implements SearchEngine {
  readonly kind = 'google'
  readonly batchSize = BATCH_SIZE
  private token: { value: string; until: number } | null = null

  constructor(
    private readonly account: GoogleServiceAccount,
    readonly dailyQuota: number,
    private readonly fetchImpl: Fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  private async accessToken(): Promise<string> {
    const nowSeconds = Math.floor(this.now() / 1000)
    if (this.token && this.token.until > nowSeconds) return this.token.value
    const response = await this.fetchImpl(this.account.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: serviceAccountJwt(this.account, nowSeconds) }).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const answer = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string }
    if (!response.ok || !answer.access_token) throw new Error(`Google token: ${response.status} ${answer.error ?? ''}`.trim())
    this.token = { value: answer.access_token, until: nowSeconds + (answer.expires_in ?? 3600) - TOKEN_MARGIN_S }
    return answer.access_token
  }

  async notify(notices: Notice[]): Promise<NoticeOutcome[]> {
    const boundary = `batch_${randomBytes(12).toString('hex')}`
    const response = await this.fetchImpl(BATCH_URL, {
      method: 'POST',
      headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': `multipart/mixed; boundary=${boundary}` },
      body: batchBody(notices, boundary),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const text = await response.text()
    if (response.status === 401) this.token = null
    if (response.status === 429) return notices.map(() => outcomeOf(429, text))
    if (!response.ok) throw new Error(`Google Indexing API: ${response.status} ${text.slice(0, 300)}`.trim())
    return parseBatchResponse(response.headers.get('content-type') ?? '', text, notices.length)
  }
}
