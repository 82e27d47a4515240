// POST tracking-view / tracking-impression / tracking-contact (SPEC 7.3). Tracking is best effort:
// these never throw, and a failure is only logged.
import { CONTACT_TRACKING, TRACKING } from '../../../domain/constants'
import { http, type ApiResult } from '../../../lib/http'
import { isBrowser } from '../../../lib/env'
import { api } from '../../../lib/paths'

type Tracked = { tracked: number }

const logFailure = (what: string) => (result: ApiResult<Tracked>) => {
  if (!result.success) console.warn(`[tracking] ${what}:`, result.error.message)
  return result
}

export const trackView = (id: number) => http.post<Tracked>(api.trackView, { classified_id: id }).then(logFailure('view'))

/** At most TRACKING.maxBatch ids per call (the server refuses more): longer lists are split. */
export async function trackImpressions(ids: number[]): Promise<void> {
  const unique = [...new Set(ids)]
  for (let i = 0; i < unique.length; i += TRACKING.maxBatch) {
    await http
      .post<Tracked>(api.trackImpression, { classified_ids: unique.slice(i, i + TRACKING.maxBatch) })
      .then(logFailure('impression'))
  }
}

// SPEC 3/9: contacted ids are remembered in local storage, up to 3 distinct ids per record, each
// record expiring after 30 days, so one visitor contacting the same job again is counted once.
const CONTACT_KEY = 'contact_tracking'
interface ContactRecord {
  ids: number[]
  expires_at: number
}

function readContactRecords(now: number): ContactRecord[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(CONTACT_KEY) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (r): r is ContactRecord =>
        !!r && Array.isArray(r.ids) && typeof r.expires_at === 'number' && r.expires_at > now,
    )
  } catch {
    return []
  }
}

/** True when the id was newly remembered (or storage is unavailable), false when already counted. */
export function rememberContact(id: number, now = Date.now()): boolean {
  if (!isBrowser) return true
  const records = readContactRecords(now)
  if (records.some((r) => r.ids.includes(id))) return false
  const last = records[records.length - 1]
  if (last && last.ids.length < CONTACT_TRACKING.idsPerRecord) last.ids.push(id)
  else records.push({ ids: [id], expires_at: now + CONTACT_TRACKING.expiryMs })
  try {
    window.localStorage.setItem(CONTACT_KEY, JSON.stringify(records))
  } catch {
    // private mode or full storage: count the contact anyway
  }
  return true
}

/** Sends tracking-contact once per job and visitor (see rememberContact). */
export async function trackContact(id: number): Promise<void> {
  if (!rememberContact(id)) return
  await http.post<Tracked>(api.trackContact, { classified_id: id }).then(logFailure('contact'))
}
