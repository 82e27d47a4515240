// IndexNow (Bing, Yandex, Seznam, Naver ... share what one of them receives): the changed URLs of
// the site's host in one POST, up to 10,000, with the key the engines check at /<key>.txt (served
// by server/site/site.routes.ts). IndexNow has no "deleted": a gone page is announced like a
// changed one and the engine finds it gone (404, or noindex for an expired job).
import type { Fetch, Notice, NoticeOutcome, SearchEngine } from './search-engines'

const BATCH_SIZE = 10_000
const TIMEOUT_MS = 30_000

export interface IndexNowSettings {
  key: string
  endpoint: string
  /** PUBLIC_ORIGIN: every URL is of its host */
  origin: string
}

/** The request's JSON body (https://www.indexnow.org/documentation). */
export function indexNowBody(settings: IndexNowSettings, urls: string[]) {
  return {
    host: new URL(settings.origin).host,
    key: settings.key,
    keyLocation: `${settings.origin}/${settings.key}.txt`,
    urlList: urls,
  }
}

export class IndexNowEngine implements SearchEngine {
  readonly kind = 'indexnow'
  readonly batchSize = BATCH_SIZE
  readonly dailyQuota = null

  constructor(
    private readonly settings: IndexNowSettings,
    private readonly fetchImpl: Fetch = fetch,
  ) {}

  async notify(notices: Notice[]): Promise<NoticeOutcome[]> {
    const response = await this.fetchImpl(this.settings.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(indexNowBody(this.settings, notices.map((n) => n.url))),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    await response.body?.cancel()
    // 200 and 202 (received, the key not checked yet) are both taken
    if (response.ok) return notices.map(() => ({ status: 'sent' as const }))
    // 400 bad request, 422 URLs not of the host: sending them again would not change the answer
    if (response.status === 400 || response.status === 422) {
      return notices.map(() => ({ status: 'refused' as const, error: `IndexNow ${response.status}` }))
    }
    // 403 (the key file not found yet), 429 (too many requests), server errors: later
    throw new Error(`IndexNow ${response.status}`)
  }
}
