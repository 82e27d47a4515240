// POST tracking-view / tracking-impression / tracking-contact and /listing/v1/phone/show (SPEC 7.3).
// Counting is best effort and in the background (lib/beacon): these never throw nor delay a page.
// The server counts each visitor once per job and day; the local contact record below keeps one
// browser from counting the same contact again for 30 days.
import { CONTACT_TRACKING, TRACKING, TRACKING_CONTACT_TYPE } from '../../../domain/constants'
import { beacon } from '../../../lib/beacon'
import { isBrowser } from '../../../lib/env'
import type { PhoneShown } from '../../../domain/contract/tracking'
import type { ContactType } from '../../../domain/tracking'
import { trackingApi } from '../../../lib/api/tracking'
import type { ApiResult } from '../../../lib/http'

export type { ContactType } from '../../../domain/tracking'

export const trackView = (id: number): void => beacon(trackingApi.view.path(), { classified_id: id })

/** At most TRACKING.maxBatch ids per call (the server refuses more): longer lists are split. */
export function trackImpressions(ids: number[], options?: { immediately?: boolean }): void {
  const unique = [...new Set(ids)]
  for (let i = 0; i < unique.length; i += TRACKING.maxBatch) {
    beacon(trackingApi.impression.path(), { classified_ids: unique.slice(i, i + TRACKING.maxBatch) }, options)
  }
}

// SPEC 9: contacted ids are remembered in local storage, up to 3 distinct ids per record, each
// record expiring 30 days after it was opened; one record list per contact type.
export const CONTACT_KEY = 'contact_tracking'
/** Records kept at most (the oldest go first), so the key stays small whatever happens. */
const MAX_RECORDS = 200

interface ContactRecord {
  type: ContactType
  ids: number[]
  expires_at: number
}

const isRecord = (r: unknown): r is ContactRecord => {
  if (!r || typeof r !== 'object') return false
  const { type, ids, expires_at } = r as Partial<ContactRecord>
  return (
    (Object.values(TRACKING_CONTACT_TYPE) as unknown[]).includes(type) &&
    Array.isArray(ids) &&
    ids.every((id) => Number.isSafeInteger(id)) &&
    typeof expires_at === 'number'
  )
}

function readContactRecords(now: number): ContactRecord[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(CONTACT_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((r): r is ContactRecord => isRecord(r) && r.expires_at > now) : []
  } catch {
    return []
  }
}

/** Whether this browser has counted a contact of this type with the job in the last 30 days. */
export function contactRemembered(id: number, type: ContactType, now = Date.now()): boolean {
  if (!isBrowser) return false
  return readContactRecords(now).some((r) => r.type === type && r.ids.includes(id))
}

/** True when the contact was newly remembered (or storage is unavailable), false when already counted. */
export function rememberContact(id: number, type: ContactType, now = Date.now()): boolean {
  if (!isBrowser) return true
  const records = readContactRecords(now)
  const ofType = records.filter((r) => r.type === type)
  if (ofType.some((r) => r.ids.includes(id))) return false
  const last = ofType[ofType.length - 1]
  if (last && last.ids.length < CONTACT_TRACKING.idsPerRecord) last.ids.push(id)
  else records.push({ type, ids: [id], expires_at: now + CONTACT_TRACKING.expiryMs })
  try {
    window.localStorage.setItem(CONTACT_KEY, JSON.stringify(records.slice(-MAX_RECORDS)))
  } catch {
    // private mode or full storage: count the contact anyway (the server still counts it once a day)
  }
  return true
}

/** Sends tracking-contact once per job, type and browser (see rememberContact); chat and login use it. */
export function trackContact(id: number, type: ContactType): void {
  if (rememberContact(id, type)) beacon(trackingApi.contact.path(), { classified_id: id, type })
}

export type { PhoneShown } from '../../../domain/contract/tracking'

/**
 * The job's contact phone (POST /listing/v1/phone/show), which the server counts as a call contact
 * unless this browser has already counted one for the job. Signed in, it is counted by account.
 */
export async function showPhone(id: number): Promise<ApiResult<PhoneShown>> {
  const counted = contactRemembered(id, TRACKING_CONTACT_TYPE.call)
  const result = await trackingApi.phoneShow({ body: { classified_id: id, track: !counted } }, { auth: true })
  if (result.success && !counted) rememberContact(id, TRACKING_CONTACT_TYPE.call)
  return result
}
