// Counting views, impressions and contacts (SPEC 7.3, 9) so that one client cannot inflate them:
// each counts once per visitor, job and Vietnamese day; crawlers and scripted clients count
// nothing; one network adds at most a few visitors per job and day. The storage is described in
// migrations/0019_tracking.sql. The totals other code reads stay job_stats_daily (per day) and
// jobs.view_count.
import { createHash, randomUUID } from 'node:crypto'
import { isIPv4, isIPv6 } from 'node:net'
import { REVIEW_STATUS, TRACKING, TRACKING_CONTACT_TYPE } from '../../../src/domain/constants'
import { vietnamDay } from '../../../src/domain/manage-listing'
import { MSG } from '../../../src/domain/messages'
import type { Database } from '../../db/client'
import type { JobsRow } from '../../db/rows'
import { notFound } from '../../lib/errors'
import { TRACKING_MSG, type ContactType } from '../../../src/domain/tracking'
import { assertOpenJob, jobStateSql, type JobState } from './job-state'

export { CONTACT_TYPES, PHONE_SHOW_LIMITS, TRACKING_MSG, type ContactType } from '../../../src/domain/tracking'

export type TrackedEvent = { kind: 'view' } | { kind: 'impression' } | { kind: 'contact'; type: ContactType }

/** Codes of job_tracking_seen.event. */
const eventCode = (event: TrackedEvent): number =>
  event.kind === 'view' ? 1 : event.kind === 'impression' ? 2 : 10 + event.type

const CONTACT_COLUMN: Record<ContactType, string> = {
  [TRACKING_CONTACT_TYPE.call]: 'contacts_call',
  [TRACKING_CONTACT_TYPE.chat]: 'contacts_chat',
  [TRACKING_CONTACT_TYPE.login]: 'contacts_login',
}

export const TRACKING_POLICY = {
  /** ids one call may carry (SPEC 9) */
  idsPerCall: TRACKING.maxBatch,
  /**
   * Visitors one network (an IPv4 address, an IPv6 /64) may add per job, event and day: an office
   * or a carrier's shared address keeps counting its people, while a script rotating user agents
   * or IPv6 addresses stops there.
   */
  visitorsPerNetwork: 20,
} as const

/** The Vietnamese calendar day of an instant, YYYY-MM-DD: the day tracking counts in. */
export const trackingDay = (at: Date = new Date()): string => vietnamDay(at)

// Crawlers, link previews, monitors, headless browsers and HTTP libraries. In-app browsers of
// Zalo and Facebook (FBAN/FBAV) are people and do not match, nor are Cubot phones.
const NOT_A_PERSON =
  /(?<!cu)bot(?![a-z])|crawl|spider|slurp|scrap|archiver|headless|phantomjs|puppeteer|playwright|selenium|webdriver|lighthouse|pagespeed|gtmetrix|pingdom|uptime|statuscake|monitor|preview|facebookexternalhit|facebookcatalog|embedly|mediapartners|adsbot|google-inspectiontool|feedfetcher|curl|wget|python|httpclient|http-client|okhttp|axios|node-fetch|undici|got\/|java\/|libwww|perl|ruby|php|go-http|postman|insomnia|httpie/i

/**
 * Whether a user agent is a person's browser: every browser sends one starting "Mozilla/" (or the
 * old "Opera/"); empty, scripted and crawler agents are not counted.
 */
export function isCountedAgent(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.length > 512) return false
  return /^(Mozilla|Opera)\/\d/.test(userAgent) && !NOT_A_PERSON.test(userAgent)
}

/** The network of an address: an IPv4 address itself, an IPv6 address's /64 (what one subscriber gets). */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)
  if (mapped) return mapped[1]
  if (isIPv4(ip)) return ip
  const address = ip.split('%')[0]
  if (!isIPv6(address)) return address
  const [head, tail] = address.split('::')
  const front = head ? head.split(':') : []
  const back = tail === undefined ? [] : tail ? tail.split(':') : []
  // an embedded IPv4 tail takes two groups
  const backGroups = back.flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]))
  const groups = tail === undefined ? front : [...front, ...Array(8 - front.length - backGroups.length).fill('0'), ...backGroups]
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`
}

/** Who is counting: the signed-in account, else the address and user agent of the request. */
export interface Caller {
  userId: number | null
  ip: string
  userAgent: string | undefined
}

export interface Visitor {
  day: string
  /** 16 bytes keyed by the day's salt, as a uuid: the account, or the address and user agent */
  visitor: string
  /** 16 bytes keyed by the day's salt, as a uuid: the IPv4 address or IPv6 /64 */
  network: string
}

/** The first 16 bytes of sha256(salt, value), written as a uuid (the column type that holds them in 16 bytes). */
const keyed = (salt: string, value: string): string =>
  createHash('sha256')
    .update(`${salt}\n${value}`)
    .digest('hex')
    .slice(0, 32)
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5')

/**
 * The day's random salt, shared by every instance through tracking_salts and kept in memory. The
 * instance that creates a day's salt deletes the salts and seen rows older than yesterday.
 */
export class TrackingSalt {
  private current: { day: string; salt: string } | null = null
  private loading: { day: string; promise: Promise<string> } | null = null

  constructor(private readonly db: Database) {}

  async forDay(day: string): Promise<string> {
    if (this.current?.day === day) return this.current.salt
    if (this.loading?.day !== day) {
      const promise = this.load(day).finally(() => {
        if (this.loading?.promise === promise) this.loading = null
      })
      this.loading = { day, promise }
    }
    return this.loading.promise
  }

  private async load(day: string): Promise<string> {
    let rows: Array<{ salt: string; created: boolean }> = []
    // Twice at most: when another instance inserts the day's salt while this statement runs, the
    // insert does nothing and the read, from the statement's snapshot, finds nothing yet.
    for (let attempt = 0; attempt < 2 && !rows.length; attempt++) {
      rows = await this.db.query<{ salt: string; created: boolean }>(
        `WITH created AS (
           INSERT INTO tracking_salts (day, salt) VALUES ($1::date, $2::uuid) ON CONFLICT (day) DO NOTHING RETURNING salt::text
         )
         SELECT salt, true AS created FROM created
         UNION ALL SELECT salt::text, false AS created FROM tracking_salts WHERE day = $1::date`,
        [day, randomUUID()],
      )
    }
    if (!rows.length) throw new Error(`tracking salt of ${day} not readable`)
    const salt = rows[0].salt
    if (rows[0].created) void this.dropBefore(day)
    if (!this.current || this.current.day < day) this.current = { day, salt }
    return salt
  }

  /** Old days are not needed for counting, and without their salt their hashes mean nothing. */
  private async dropBefore(day: string): Promise<void> {
    try {
      await this.db.query(`DELETE FROM job_tracking_seen WHERE day < $1::date - 1`, [day])
      await this.db.query(`DELETE FROM tracking_salts WHERE day < $1::date - 1`, [day])
    } catch {
      // the next day's first call tries again
    }
  }
}

/** The visitor of a request, or null when it is not a person's browser (then nothing is counted). */
export async function visitorOf(salt: TrackingSalt, caller: Caller, at: Date = new Date()): Promise<Visitor | null> {
  if (!isCountedAgent(caller.userAgent)) return null
  const day = trackingDay(at)
  const daySalt = await salt.forDay(day)
  return {
    day,
    visitor: keyed(daySalt, caller.userId ? `user:${caller.userId}` : `anonymous:${caller.ip}\n${caller.userAgent}`),
    network: keyed(daySalt, `network:${networkOf(caller.ip)}`),
  }
}

/**
 * Counts an event for the jobs this visitor has not been counted for today, in one statement:
 * the seen rows, the day's totals and, for views, jobs.view_count. Views and impressions count for
 * public jobs (an ended job's page is still shown), contacts for public jobs still open.
 * Returns the ids counted now.
 */
export async function countEvent(db: Database, visitor: Visitor, ids: number[], event: TrackedEvent): Promise<number[]> {
  const unique = [...new Set(ids)].slice(0, TRACKING_POLICY.idsPerCall)
  if (!unique.length) return []
  const columns = event.kind === 'view' ? ['views'] : event.kind === 'impression' ? ['impressions'] : ['contacts', CONTACT_COLUMN[event.type]]
  const open = event.kind === 'contact' ? 'AND j.expires_at > now()' : ''
  const rows = await db.query<{ job_id: number }>(
    `WITH seen AS (
       INSERT INTO job_tracking_seen (day, job_id, event, visitor, network)
       SELECT $2::date, j.id, $3::smallint, $4::uuid, $5::uuid FROM jobs j
        WHERE j.id = ANY($1::bigint[]) AND j.review_status = ${REVIEW_STATUS.approved} AND NOT j.is_hidden ${open}
          AND (SELECT count(*) FROM (SELECT 1 FROM job_tracking_seen s
                WHERE s.day = $2::date AND s.job_id = j.id AND s.event = $3::smallint AND s.network = $5::uuid
                LIMIT $6) n) < $6
       ON CONFLICT DO NOTHING
       RETURNING job_id
     ), totals AS (
       INSERT INTO job_stats_daily AS d (job_id, day, ${columns.join(', ')})
       SELECT job_id, $2::date, ${columns.map(() => '1').join(', ')} FROM seen
       ON CONFLICT (job_id, day) DO UPDATE SET ${columns.map((c) => `${c} = d.${c} + 1`).join(', ')}
     )${
       event.kind === 'view'
         ? `, viewed AS (UPDATE jobs SET view_count = view_count + 1 WHERE id IN (SELECT job_id FROM seen))`
         : ''
     }
     SELECT job_id FROM seen ORDER BY job_id`,
    [unique, visitor.day, eventCode(event), visitor.visitor, visitor.network, TRACKING_POLICY.visitorsPerNetwork],
  )
  return rows.map((r) => Number(r.job_id))
}

/** A public, open job's contact phone and name (POST /listing/v1/phone/show). */
export async function contactPhone(db: Database, id: number): Promise<{ phone: string; contact_name: string }> {
  const [job] = await db.query<Pick<JobsRow, 'contact_phone' | 'contact_name'> & JobState>(
    `SELECT contact_phone, contact_name, ${jobStateSql()} FROM jobs WHERE id = $1`,
    [id],
  )
  assertOpenJob(job, { gone: TRACKING_MSG.jobGone, ended: MSG.jobEnded })
  if (!job.contact_phone) throw notFound(TRACKING_MSG.noPhone)
  return { phone: job.contact_phone, contact_name: job.contact_name }
}
