// Search engines are told when a job's page changes (docs/decisions/0040-notify-search-engines.md),
// through this interface as SMS and e-mail leave through theirs: Google's Indexing API and IndexNow
// when server/env.ts has their settings; without either, development and tests record what would be
// sent (readable at /dev/search-engines) and production tells no engine (the sitemaps remain).
import type { Queryable } from '../../db/client'
import type { Env } from '../../env'
import { GoogleIndexingEngine } from './google-indexing'
import { IndexNowEngine } from './indexnow'
import { OutboxSearchEngine } from './outbox'

export type NoticeType = 'URL_UPDATED' | 'URL_DELETED'
export type EngineKind = 'google' | 'indexnow' | 'dev'

export interface Notice {
  /** absolute, at PUBLIC_ORIGIN */
  url: string
  type: NoticeType
}

/**
 * What became of one notice: sent; refused for good (a URL the engine will not take: settled, the
 * error kept); to be tried again later (a server error); or over the engine's quota (kept for its
 * next day).
 */
export type NoticeOutcome = { status: 'sent' } | { status: 'refused' | 'retry' | 'quota'; error: string }

export interface SearchEngine {
  readonly kind: EngineKind
  /** Notices in one request at most. */
  readonly batchSize: number
  /** Notices a day at most (the day of Google's quota, Pacific time), or null for no count. */
  readonly dailyQuota: number | null
  /** One outcome a notice, in their order; throws when the request failed as a whole (network, credentials). */
  notify(notices: Notice[]): Promise<NoticeOutcome[]>
}

export type Fetch = typeof fetch

/** The engines told, by name (what notices are recorded for). */
export function engineKinds(env: Env): EngineKind[] {
  const kinds: EngineKind[] = []
  if (env.searchEngines.google) kinds.push('google')
  if (env.searchEngines.indexNowKey) kinds.push('indexnow')
  if (!kinds.length && env.nodeEnv !== 'production') kinds.push('dev')
  return kinds
}

export function createSearchEngines({ db, env }: { db: Queryable; env: Env }, fetchImpl: Fetch = fetch): SearchEngine[] {
  const settings = env.searchEngines
  return engineKinds(env).map((kind): SearchEngine => {
    if (kind === 'google' && settings.google) return new GoogleIndexingEngine(settings.google, settings.googleDailyQuota, fetchImpl)
    if (kind === 'indexnow' && settings.indexNowKey) {
      return new IndexNowEngine({ key: settings.indexNowKey, endpoint: settings.indexNowEndpoint, origin: env.publicOrigin }, fetchImpl)
    }
    // the development engine stands in for Google: its batch size and its daily quota
    return new OutboxSearchEngine(db, settings.googleDailyQuota)
  })
}
