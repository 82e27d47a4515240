// The listing's search engine (SPEC 7.3): each API instance holds the active jobs in memory, with
// postings per lexeme, city, district, category, subcategory and job type, and answers a listing
// without asking PostgreSQL (docs/decisions/0005-search-index.md). Same semantics as jobs.search.ts,
// which the background worker still uses: the words of the folded keyword must be lexemes of
// the job's search_vector (PostgreSQL's own lexemes are loaded), the last one may be a prefix; place
// names in the keyword become filters; business or latest order; totals counted up to TOTAL_CAP.
//
// A snapshot holds the jobs active when it was read, ordinals in business order. Changes since (jobs
// stamped with changed_at, migration 0013) live in a delta, indexed as a small segment of its own
// after each look that changed it, and their old version in the snapshot is marked dead. A search
// starts a look for changes in the background when the last look is older than lagMs, and waits
// for it when the last look is older than staleMs (an instance nobody searched for a while: its
// first answer is not that old) or lagMs is 0 (tests read their own writes); the snapshot is read
// again when the delta grows, a look finds too many changes, or it gets old. A search reads both
// segments and merges their pages. The snapshot's reading and following is the candidates' too
// (server/lib/followed-snapshot.ts). Columns are typed arrays, texts UTF-8 bytes; with
// SEARCH_INDEX_SNAPSHOT the snapshot is saved to a file an instance starts from and catches up on
// (server/lib/snapshot-file.ts, docs/decisions/0047-search-index-memory.md).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { organizationInitials } from '../../../src/domain/organizations/initials'
import { PAGINATION, SORT } from '../../../src/domain/constants'
import { jobSlug, TOTAL_CAP, type JobCard, type JobListing } from '../../../src/domain/jobs'
import type { Database } from '../../db/client'
import { childEnv } from '../../env'
import { ACTIVE, decodeCursor, encodeCursor, keywordWords, placeFilters, toCard, type SearchInput } from './jobs.search'
import type { PlaceIndex } from './places'
import { cursorRows, HORIZON, micros } from '../../lib/change-feed'
import { codePointOrder, firstIndex, SnapshotFollower, type FollowedSnapshot } from '../../lib/followed-snapshot'
import { databaseId, readSnapshotFile, releaseSection, writeSnapshotFile, type ColumnArray } from '../../lib/snapshot-file'

export const SEARCH_INDEX = {
  /** Changes are looked for when the last look is older than this (per instance). */
  lagMs: 1000,
  /** ...and the search that starts the look waits for it when the last look is older than this. */
  staleMs: 10_000,
  /** The snapshot is read again when this old... */
  rebuildEveryMs: 60 * 60_000,
  /** ...or when the delta holds more changed jobs than this share of the snapshot (at least 1000). */
  rebuildAfterShare: 0.005,
  /** Jobs read per round trip while building (each batch is indexed in one go, searches wait meanwhile). */
  batch: 5_000,
  /**
   * A search's smallest clause, when it has up to this many jobs (or is a list posting), is
   * intersected with the other clauses at once; broader clauses stay bitsets, ANDed a word at a time
   * while matches are read, which stops once the page is full and the count passes TOTAL_CAP.
   */
  smallCandidates: 4096,
  /**
   * Prefixes up to this length have their lexemes' postings merged when the snapshot is built: a
   * one- or two-letter keyword stands for thousands of lexemes, too many to merge per search.
   */
  mergedPrefixLength: 2,
} as const

/** A job as the index keeps it; times in microseconds since 1970, ids of places and options, 0 for no district. */
export interface IndexedJob {
  id: number
  priority: number
  pushed: number
  published: number
  expires: number
  changed: number
  listed: boolean
  cityId: number
  districtId: number
  categoryId: number
  subcategoryId: number
  jobTypeId: number
  salaryMin: number | null
  salaryMax: number | null
  orgId: number
  title: string
  slug: string
  serviceIds: number[]
  lexemes: string[]
}

interface Organization {
  id: number
  name: string
  slug: string
  logo_url: string | null
  initials: string
  is_partner: boolean
}

type JobFields = Omit<IndexedJob, 'lexemes'>

interface Row extends JobFields {
  orgName: string
  orgSlug: string
  orgLogo: string | null
  orgPartner: boolean
  lexemeText: string
}

const JOB_COLUMNS = `j.id, j.priority, ${micros('j.pushed_at')} AS pushed, ${micros('j.published_at')} AS published,
  ${micros('j.expires_at')} AS expires, ${micros('j.changed_at')} AS changed, (j.review_status = 1001 AND NOT j.is_hidden) AS listed,
  j.city_id AS "cityId", COALESCE(j.district_id, 0) AS "districtId", j.category_id AS "categoryId",
  j.subcategory_id AS "subcategoryId", j.job_type_id AS "jobTypeId", j.salary_min::float8 AS "salaryMin",
  j.salary_max::float8 AS "salaryMax", j.organization_id AS "orgId", j.title, j.slug, j.service_ids AS "serviceIds",
  o.name AS "orgName", o.slug AS "orgSlug", o.logo_url AS "orgLogo", o.is_partner AS "orgPartner",
  array_to_string(tsvector_to_array(j.search_vector), ' ') AS "lexemeText"
  FROM jobs j JOIN organizations o ON o.id = j.organization_id`

const NO_SERVICES: number[] = []
const lexemesOf = (row: Row) => (row.lexemeText ? row.lexemeText.split(' ') : [])
const toJob = (row: Row): IndexedJob => {
  const { orgName: _n, orgSlug: _s, orgLogo: _l, orgPartner: _p, lexemeText: _t, ...job } = row
  return { ...job, serviceIds: job.serviceIds.length ? job.serviceIds : NO_SERVICES, lexemes: lexemesOf(row) }
}
const toOrganization = (row: Row): Organization => ({
  id: row.orgId,
  name: row.orgName,
  slug: row.orgSlug,
  logo_url: row.orgLogo,
  initials: organizationInitials(row.orgName),
  is_partner: row.orgPartner,
})

const toDate = (micros: number) => new Date(Math.floor(micros / 1000))

/** How far ahead a segment keeps the jobs about to expire in expiry order (µs); past it, it scans its expiry column again. */
const EXPIRY_HORIZON_US = 10 * 60 * 1e6

/** What the orders compare. */
type OrderKey = Pick<IndexedJob, 'id' | 'priority' | 'pushed' | 'published'>

/** Business order: Top Ads, urgent, then push time, newest first; latest: posting time. */
const comesBefore = (sort: number, a: OrderKey, b: OrderKey) =>
  sort === SORT.latest
    ? a.published !== b.published
      ? a.published > b.published
      : a.id > b.id
    : a.priority !== b.priority
      ? a.priority > b.priority
      : a.pushed !== b.pushed
        ? a.pushed > b.pushed
        : a.id > b.id

// ---- postings: an ascending list of ordinals, or a bitset when that is no larger ----

interface Posting {
  count: number
  list: Int32Array | null
  bits: Uint32Array | null
}

const EMPTY: Posting = { count: 0, list: new Int32Array(0), bits: null }

const hasBit = (bits: Uint32Array, ord: number) => (bits[ord >>> 5] & (1 << (ord & 31))) !== 0
const setBit = (bits: Uint32Array, ord: number) => void (bits[ord >>> 5] |= 1 << (ord & 31))

/** The ordinals of a sorted list that are also in a posting (a bit test, or one merge pass over two lists). */
function intersect(list: Int32Array, posting: Posting): Int32Array {
  const out = new Int32Array(list.length)
  let m = 0
  if (posting.bits) {
    const bits = posting.bits
    for (let k = 0; k < list.length; k++) if (hasBit(bits, list[k])) out[m++] = list[k]
  } else {
    const other = posting.list!
    for (let k = 0, j = 0; k < list.length && j < other.length; k++) {
      while (j < other.length && other[j] < list[k]) j++
      if (other[j] === list[k]) out[m++] = list[k]
    }
  }
  return out.subarray(0, m)
}

/** A sorted list as a bitset, written into `bits`. */
function toBits(bits: Uint32Array, list: Int32Array): Uint32Array {
  bits.fill(0)
  for (let k = 0; k < list.length; k++) setBit(bits, list[k])
  return bits
}

function orInto(target: Uint32Array, posting: Posting) {
  if (posting.bits) {
    const bits = posting.bits
    for (let w = 0; w < target.length; w++) target[w] |= bits[w]
  } else {
    const list = posting.list!
    for (let k = 0; k < list.length; k++) setBit(target, list[k])
  }
}

/** Word w of the sets ANDed (every bit when there are none). */
function wordOfAll(sets: Uint32Array[], w: number): number {
  let v = sets.length ? sets[0][w] : -1
  for (let i = 1; i < sets.length && v; i++) v &= sets[i][w]
  return v
}

/** The bits set in one word. */
function bitsIn(v: number): number {
  v -= (v >>> 1) & 0x55555555
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

function popcount(bits: Uint32Array): number {
  let n = 0
  for (let w = 0; w < bits.length; w++) if (bits[w]) n += bitsIn(bits[w])
  return n
}

function ordinalsOf(bits: Uint32Array, count: number): Int32Array {
  const out = new Int32Array(count)
  let k = 0
  for (let w = 0; w < bits.length && k < count; w++) {
    let v = bits[w]
    while (v) {
      const low = v & -v
      out[k++] = (w << 5) + 31 - Math.clz32(low)
      v ^= low
    }
  }
  return out
}

/** Short prefixes shared by several lexemes (sorted), with the union of their postings. */
function mergedPrefixes(words: string[], postings: Posting[], n: number): Map<string, Posting> {
  const merged = new Map<string, Posting>()
  const bits = new Uint32Array((n + 31) >>> 5)
  for (let length = 1; length <= SEARCH_INDEX.mergedPrefixLength; length++) {
    for (let i = 0; i < words.length; ) {
      if (words[i].length < length) {
        i++
        continue
      }
      const prefix = words[i].slice(0, length)
      let end = i
      while (end < words.length && words[end].startsWith(prefix)) end++
      if (end - i > 1) {
        bits.fill(0)
        for (let k = i; k < end; k++) orInto(bits, postings[k])
        const count = popcount(bits)
        const posting = newPosting(count, n)
        if (posting.bits) posting.bits.set(bits)
        else posting.list = ordinalsOf(bits, count)
        merged.set(prefix, posting)
      }
      i = end
    }
  }
  return merged
}

/** Postings of a column's values: one pass to count, one to fill. */
function postingsOf(values: Int32Array, n: number): Map<number, Posting> {
  const counts = new Map<number, number>()
  for (let ord = 0; ord < n; ord++) counts.set(values[ord], (counts.get(values[ord]) ?? 0) + 1)
  const postings = new Map<number, Posting>()
  for (const [value, count] of counts) postings.set(value, newPosting(count, n))
  const filled = new Map<number, number>()
  for (let ord = 0; ord < n; ord++) {
    const posting = postings.get(values[ord])!
    const at = filled.get(values[ord]) ?? 0
    addOrdinal(posting, ord, at)
    filled.set(values[ord], at + 1)
  }
  return postings
}

const newPosting = (count: number, n: number): Posting =>
  count * 32 < n ? { count, list: new Int32Array(count), bits: null } : { count, list: null, bits: new Uint32Array((n + 31) >>> 5) }

function addOrdinal(posting: Posting, ord: number, at: number) {
  if (posting.list) posting.list[at] = ord
  else setBit(posting.bits!, ord)
}

/** Jobs ordered by one of their salary figures, ascending, with that figure. */
interface SalaryOrder {
  ords: Int32Array
  values: Float64Array
}

/** Jobs grouped by salary figure, the figures sorted (salaries are round numbers: few distinct ones). */
function salaryOrder(n: number, figure: (ord: number) => number): SalaryOrder {
  const byFigure = new Map<number, number[]>()
  let count = 0
  for (let ord = 0; ord < n; ord++) {
    const value = figure(ord)
    if (Number.isNaN(value)) continue
    let group = byFigure.get(value)
    if (!group) byFigure.set(value, (group = []))
    group.push(ord)
    count++
  }
  const order: SalaryOrder = { ords: new Int32Array(count), values: new Float64Array(count) }
  let at = 0
  for (const value of [...byFigure.keys()].sort((a, b) => a - b)) {
    for (const ord of byFigure.get(value)!) {
      order.ords[at] = ord
      order.values[at++] = value
    }
  }
  return order
}

/** Scratch bitsets of the salary clauses, clear of the ones per clause (at most one per filter and keyword word). */
const SALARY_SCRATCH = 32

/** What a search's clauses admit: sorted ordinals, or the ordinals in every one of some bitsets (none: every job). */
type Candidates = { list: Int32Array } | { sets: Uint32Array[] }

/** One condition of a search: a job must be in one of the postings. */
interface Clause {
  postings: Posting[]
  size: number
}
const clauseOf = (postings: Posting[]): Clause => ({ postings, size: postings.reduce((sum, p) => sum + p.count, 0) })

// ---- the query, decoded once for both parts of the index ----

interface Query {
  sort: number
  /** Matches wanted from the start (offset + page + one to know there is more), or from the cursor. */
  need: number
  cursor: IndexedJob | null
  cityId?: number
  districtIds: number[] | null
  categoryId?: number
  subcategoryId?: number
  jobTypes: number[] | null
  price: SearchInput['price']
  /** Folded keyword words; the last one is also a prefix. */
  words: string[]
  now: number
}

function salaryMatches(query: Query, min: number | null, max: number | null): boolean {
  const price = query.price
  if (!price) return true
  if (min === null && max === null) return false
  if (price.min !== null && (max ?? min!) < price.min) return false
  if (price.max !== null && (min ?? max!) > price.max) return false
  return true
}

export interface IndexOptions {
  lagMs?: number
  /** See SEARCH_INDEX.staleMs. */
  staleMs?: number
  /** See SEARCH_INDEX.smallCandidates (tests try 0 and a large value for both paths). */
  smallCandidates?: number
  /** Changed jobs the delta holds before the snapshot is read again (default: a share of the snapshot). */
  maxChanged?: number
  rebuildEveryMs?: number
  /**
   * The snapshot file (SEARCH_INDEX_SNAPSHOT; none by default): the first snapshot is loaded from it
   * and caught up on the changes since; every snapshot read from the database is saved to it.
   */
  snapshotFile?: string | null
  /** Changes since the file beyond which the database is read instead (default: as maxChanged). */
  catchUpLimit?: number
  /** Where a refused or unsaved snapshot file, or a failed reader, is told (default: console.warn). */
  warn?: (message: string) => void
  /** Reads each snapshot from the database in another process (see SnapshotReader); none: in this one. */
  reader?: SnapshotReader | null
}

/**
 * Reads the database's snapshot into a file in another process (the server's own entry, given
 * --read-search-index: server/main.ts) and resolves once the file is written: the heap a read of
 * every job grows (row objects, the driver's buffers: about 150 MB at a million jobs that the
 * process keeps) is that process's and goes with it; this one only loads the file
 * (docs/decisions/0047-search-index-memory.md).
 */
export type SnapshotReader = (file: string) => Promise<void>

/**
 * A reader that runs `command` with the file's path after it (and `env` over this process's
 * environment); the command exits 0 once the file is written. It is given an IPC channel: a reader
 * exits when the process that started it goes.
 */
export function processReader(command: string[], env: Record<string, string> = {}): SnapshotReader {
  return (file) =>
    new Promise((resolve, reject) => {
      const [program, ...args] = command
      const child = spawn(program, [...args, file], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: childEnv(env) })
      child.on('error', reject)
      child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`exit ${code ?? signal}`))))
    })
}

/** What a reader process does: reads every active job and writes the snapshot file. */
export async function writeSearchIndexSnapshot(db: Database, file: string): Promise<void> {
  await saveSnapshot(file, await databaseId(db), await readSnapshot(db, SEARCH_INDEX.batch))
}

type Names = { cities: Map<number, string>; jobTypes: Map<number, string> }

/**
 * Texts of one column end to end as UTF-8 bytes, with where each one starts: no JS string per job
 * (a million titles as strings held about 100 MB more). Filled ordinal after ordinal.
 */
class TextColumn {
  bytes: Buffer
  starts: Uint32Array
  private used = 0

  constructor(n: number, bytes?: Uint8Array, starts?: Uint32Array) {
    this.bytes = bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : Buffer.allocUnsafeSlow(Math.max(64, n * 48))
    this.starts = starts ?? new Uint32Array(n + 1)
    this.used = bytes?.byteLength ?? 0
  }

  push(ord: number, text: string) {
    const length = Buffer.byteLength(text)
    if (this.used + length > this.bytes.length) {
      const grown = Buffer.allocUnsafeSlow(Math.max(this.bytes.length * 2, this.used + length))
      this.bytes.copy(grown, 0, 0, this.used)
      this.bytes = grown
    }
    this.starts[ord] = this.used
    this.used += this.bytes.write(text, this.used, 'utf8')
    this.starts[ord + 1] = this.used
  }

  get(ord: number): string {
    return this.bytes.toString('utf8', this.starts[ord], this.starts[ord + 1])
  }

  /** Drops the room left for more texts once the column is full. */
  trim() {
    if (this.used < this.bytes.length) this.bytes = Buffer.from(this.bytes.subarray(0, this.used))
  }

  /** The bytes in use. */
  get content(): Uint8Array {
    return this.bytes.subarray(0, this.used)
  }
}

/** Lists of small numbers (a job's service ids) end to end, with where each one starts. */
class ListColumn {
  values: Int32Array
  starts: Uint32Array
  private used = 0

  constructor(n: number, values?: Int32Array, starts?: Uint32Array) {
    this.values = values ?? new Int32Array(Math.max(16, n >>> 2))
    this.starts = starts ?? new Uint32Array(n + 1)
    this.used = values?.length ?? 0
  }

  push(ord: number, list: number[]) {
    if (this.used + list.length > this.values.length) {
      const grown = new Int32Array(Math.max(this.values.length * 2, this.used + list.length))
      grown.set(this.values.subarray(0, this.used))
      this.values = grown
    }
    this.starts[ord] = this.used
    this.values.set(list, this.used)
    this.used += list.length
    this.starts[ord + 1] = this.used
  }

  get(ord: number): number[] {
    const start = this.starts[ord]
    const end = this.starts[ord + 1]
    return start === end ? NO_SERVICES : Array.from(this.values.subarray(start, end))
  }

  trim() {
    if (this.used < this.values.length) this.values = this.values.slice(0, this.used)
  }

  get content(): Int32Array {
    return this.values.subarray(0, this.used)
  }
}

/**
 * jobSlug of the titles shown lately: folding a title costs about 5 µs, 0.1 ms for a page of 20
 * cards, and the same pages (the first of popular searches) are asked for again and again.
 */
const shownSlugs = new Map<string, string>()
function titleSlug(title: string): string {
  let slug = shownSlugs.get(title)
  if (slug === undefined) {
    if (shownSlugs.size >= 5000) shownSlugs.clear()
    slug = jobSlug(title)
    shownSlugs.set(title, slug)
  }
  return slug
}

/** A segment's columns as typed arrays (what the snapshot file holds of it). */
interface Columns {
  ids: Float64Array
  priority: Uint8Array
  pushed: Float64Array
  published: Float64Array
  expires: Float64Array
  changed: Float64Array
  cityId: Int32Array
  districtId: Int32Array
  categoryId: Int32Array
  subcategoryId: Int32Array
  jobTypeId: Int32Array
  salaryMin: Float64Array
  salaryMax: Float64Array
  orgId: Float64Array
  titleBytes: Uint8Array
  titleStarts: Uint32Array
  /** The jobs whose slug is not their title's (jobSlug), and those slugs. */
  slugOrds: Int32Array
  slugBytes: Uint8Array
  slugStarts: Uint32Array
  serviceIds: Int32Array
  serviceStarts: Uint32Array
  latestOrder: Int32Array
  idOrder: Int32Array
}

/** Jobs in business order (their ordinals), with the postings and orders that answer a search. */
class Segment {
  readonly n: number
  readonly ids: Float64Array
  readonly priority: Uint8Array
  readonly pushed: Float64Array
  readonly published: Float64Array
  readonly expires: Float64Array
  readonly changed: Float64Array
  readonly cityId: Int32Array
  readonly districtId: Int32Array
  readonly categoryId: Int32Array
  readonly subcategoryId: Int32Array
  readonly jobTypeId: Int32Array
  readonly salaryMin: Float64Array
  readonly salaryMax: Float64Array
  readonly orgId: Float64Array
  readonly titles: TextColumn
  /**
   * The slugs that are not the title's (jobSlug(title)), by ordinal: a job's slug is its title's
   * when it was posted and stays so unless its title was changed to one with no letter or digit
   * (12.6 MB of slugs at a million jobs, almost all of them the title's).
   */
  readonly slugs = new Map<number, string>()
  readonly services: ListColumn
  /** Position in the latest order -> ordinal, and back. */
  latestOrder: Int32Array = new Int32Array(0)
  latestRank: Int32Array = new Int32Array(0)
  /** Ordinals in id order (an id's ordinal by binary search: a Map of a million ids held about 40 MB). */
  idOrder: Int32Array | null = null
  readonly dead: Uint32Array
  /**
   * The jobs past their expiry at the last search's time, as a bitset: a search tests a bit (or ANDs
   * a word of 32 jobs) instead of reading each job's expiry, a read from a 5 MB column that missed
   * the cache for most of the thousand jobs a count visits. Kept up to date by expireUpTo.
   */
  private expired: Uint32Array | null = null
  /** The jobs expiring after the last scan and within EXPIRY_HORIZON_US of it, by expiry; those before `expiring` are set in `expired`. */
  private expiringSoon = new Int32Array(0)
  private expiring = 0
  /** The time up to which expiringSoon holds every expiry, and the time `expired` stands at. */
  private horizon = -Infinity
  private expiredNow = Infinity
  /** Sorted lexemes and their postings. */
  vocabulary: string[] = []
  lexemePostings: Posting[] = []
  /** Jobs with a salary by their highest and by their lowest figure: a salary filter admits a range of each. */
  salaryOrders: { high: SalaryOrder; low: SalaryOrder } | null = null
  /** Short prefixes and the merged postings of their lexemes. */
  prefixPostings = new Map<string, Posting>()
  facets: Record<'cityId' | 'districtId' | 'categoryId' | 'subcategoryId' | 'jobTypeId', Map<number, Posting>> | null = null
  private scratch: Uint32Array[] = []

  constructor(
    n: number,
    readonly names: Names,
    readonly organizations: Map<number, Organization>,
    /** Columns loaded from a snapshot file (otherwise empty ones, filled by set). */
    loaded?: Columns,
  ) {
    this.n = n
    this.ids = loaded?.ids ?? new Float64Array(n)
    this.priority = loaded?.priority ?? new Uint8Array(n)
    this.pushed = loaded?.pushed ?? new Float64Array(n)
    this.published = loaded?.published ?? new Float64Array(n)
    this.expires = loaded?.expires ?? new Float64Array(n)
    this.changed = loaded?.changed ?? new Float64Array(n)
    this.cityId = loaded?.cityId ?? new Int32Array(n)
    this.districtId = loaded?.districtId ?? new Int32Array(n)
    this.categoryId = loaded?.categoryId ?? new Int32Array(n)
    this.subcategoryId = loaded?.subcategoryId ?? new Int32Array(n)
    this.jobTypeId = loaded?.jobTypeId ?? new Int32Array(n)
    this.salaryMin = loaded?.salaryMin ?? new Float64Array(n)
    this.salaryMax = loaded?.salaryMax ?? new Float64Array(n)
    this.orgId = loaded?.orgId ?? new Float64Array(n)
    this.titles = new TextColumn(n, loaded?.titleBytes, loaded?.titleStarts)
    if (loaded) {
      const slugs = new TextColumn(loaded.slugOrds.length, loaded.slugBytes, loaded.slugStarts)
      loaded.slugOrds.forEach((ord, k) => this.slugs.set(ord, slugs.get(k)))
    }
    this.services = new ListColumn(n, loaded?.serviceIds, loaded?.serviceStarts)
    if (loaded) this.idOrder = loaded.idOrder
    this.dead = new Uint32Array((n + 31) >>> 5)
  }

  /** Fills an ordinal's columns; ordinals are filled in order, 0 first. */
  set(ord: number, job: JobFields) {
    this.ids[ord] = job.id
    this.priority[ord] = job.priority
    this.pushed[ord] = job.pushed
    this.published[ord] = job.published
    this.expires[ord] = job.expires
    this.changed[ord] = job.changed
    this.cityId[ord] = job.cityId
    this.districtId[ord] = job.districtId
    this.categoryId[ord] = job.categoryId
    this.subcategoryId[ord] = job.subcategoryId
    this.jobTypeId[ord] = job.jobTypeId
    this.salaryMin[ord] = job.salaryMin ?? NaN
    this.salaryMax[ord] = job.salaryMax ?? NaN
    this.orgId[ord] = job.orgId
    this.titles.push(ord, job.title)
    if (job.slug !== jobSlug(job.title)) this.slugs.set(ord, job.slug)
    this.services.push(ord, job.serviceIds)
  }

  /** Once every ordinal is set: the id order, and the text columns without their spare room. */
  indexIds() {
    if (this.idOrder) return
    const ids = this.ids
    this.idOrder = Int32Array.from({ length: this.n }, (_, ord) => ord).sort((a, b) => ids[a] - ids[b])
    this.titles.trim()
    this.services.trim()
  }

  /** The ordinal of a job id, or -1. */
  ordinalOf(id: number): number {
    const order = this.idOrder!
    const at = firstIndex(order.length, (i) => this.ids[order[i]] < id)
    return at < order.length && this.ids[order[at]] === id ? order[at] : -1
  }

  /** The columns as the snapshot file holds them. */
  columns(): Columns {
    return {
      ...{ ids: this.ids, priority: this.priority, pushed: this.pushed, published: this.published, expires: this.expires, changed: this.changed },
      ...{ cityId: this.cityId, districtId: this.districtId, categoryId: this.categoryId, subcategoryId: this.subcategoryId, jobTypeId: this.jobTypeId },
      ...{ salaryMin: this.salaryMin, salaryMax: this.salaryMax, orgId: this.orgId },
      ...{ titleBytes: this.titles.content, titleStarts: this.titles.starts, ...this.slugColumns() },
      ...{ serviceIds: this.services.content, serviceStarts: this.services.starts, latestOrder: this.latestOrder, idOrder: this.idOrder! },
    }
  }

  /** The slugs that are not the title's as the snapshot file holds them. */
  private slugColumns(): Pick<Columns, 'slugOrds' | 'slugBytes' | 'slugStarts'> {
    const slugOrds = Int32Array.from(this.slugs.keys()).sort()
    const slugs = new TextColumn(slugOrds.length)
    slugOrds.forEach((ord, k) => slugs.push(k, this.slugs.get(ord)!))
    slugs.trim()
    return { slugOrds, slugBytes: slugs.content, slugStarts: slugs.starts }
  }

  /** Each job's lexemes (indexes into the vocabulary) read back from the postings, for the snapshot file. */
  lexemesByJob(): { starts: Int32Array; lexemeIds: Int32Array } {
    const n = this.n
    const counts = new Int32Array(n + 1)
    const each = (posting: Posting, visit: (ord: number) => void) => {
      if (posting.list) for (let k = 0; k < posting.list.length; k++) visit(posting.list[k])
      else {
        const bits = posting.bits!
        for (let w = 0; w < bits.length; w++) {
          for (let v = bits[w]; v; ) {
            const low = v & -v
            visit((w << 5) + 31 - Math.clz32(low))
            v ^= low
          }
        }
      }
    }
    for (const posting of this.lexemePostings) each(posting, (ord) => counts[ord + 1]++)
    const starts = new Int32Array(n + 1)
    for (let ord = 0; ord < n; ord++) starts[ord + 1] = starts[ord] + counts[ord + 1]
    const lexemeIds = new Int32Array(starts[n])
    const filled = starts.slice(0, n)
    this.lexemePostings.forEach((posting, id) => each(posting, (ord) => (lexemeIds[filled[ord]++] = id)))
    return { starts, lexemeIds }
  }

  /** What the orders compare of the job at an ordinal. */
  key(ord: number): OrderKey {
    return { id: this.ids[ord], priority: this.priority[ord], pushed: this.pushed[ord], published: this.published[ord] }
  }

  /** The job at an ordinal (without its lexemes, which only the postings keep). */
  job(ord: number): IndexedJob {
    const min = this.salaryMin[ord]
    const max = this.salaryMax[ord]
    const title = this.titles.get(ord)
    return {
      id: this.ids[ord],
      priority: this.priority[ord],
      pushed: this.pushed[ord],
      published: this.published[ord],
      expires: this.expires[ord],
      changed: this.changed[ord],
      listed: true,
      cityId: this.cityId[ord],
      districtId: this.districtId[ord],
      categoryId: this.categoryId[ord],
      subcategoryId: this.subcategoryId[ord],
      jobTypeId: this.jobTypeId[ord],
      salaryMin: Number.isNaN(min) ? null : min,
      salaryMax: Number.isNaN(max) ? null : max,
      orgId: this.orgId[ord],
      title,
      slug: this.slugs.get(ord) ?? titleSlug(title),
      serviceIds: this.services.get(ord),
      lexemes: [],
    }
  }

  /** The first lexeme not before word (the vocabulary is sorted by code point). */
  private lowerBound(word: string): number {
    return firstIndex(this.vocabulary.length, (i) => this.vocabulary[i] < word)
  }

  /** Postings of the lexemes starting with prefix. */
  private expand(prefix: string): Posting[] {
    const merged = this.prefixPostings.get(prefix)
    if (merged) return [merged]
    const found: Posting[] = []
    for (let i = this.lowerBound(prefix); i < this.vocabulary.length && this.vocabulary[i].startsWith(prefix); i++) found.push(this.lexemePostings[i])
    return found
  }

  private clauses(query: Query): Clause[] {
    const facets = this.facets!
    const of = (map: Map<number, Posting>, values: number[]) => clauseOf(values.map((v) => map.get(v) ?? EMPTY))
    const clauses: Clause[] = []
    if (query.cityId) clauses.push(of(facets.cityId, [query.cityId]))
    if (query.districtIds) clauses.push(of(facets.districtId, query.districtIds))
    if (query.categoryId) clauses.push(of(facets.categoryId, [query.categoryId]))
    if (query.subcategoryId) clauses.push(of(facets.subcategoryId, [query.subcategoryId]))
    if (query.jobTypes) clauses.push(of(facets.jobTypeId, query.jobTypes))
    const last = query.words.length - 1
    query.words.forEach((word, i) => clauses.push(clauseOf(i < last ? [this.lexeme(word)] : this.expand(word))))
    const { high, low } = this.salaryOrders!
    // salary at least min: the highest figure reaches it; at most max: the lowest figure is within it
    const { min, max } = query.price ?? { min: null, max: null }
    if (min !== null) clauses.push(...this.salaryClause(high, firstIndex(high.values.length, (i) => high.values[i] < min), high.ords.length, 0))
    if (max !== null) clauses.push(...this.salaryClause(low, 0, firstIndex(low.values.length, (i) => low.values[i] <= max), 1))
    return clauses.sort((a, b) => a.size - b.size)
  }

  /**
   * The jobs of a range of a salary order as a clause, when few enough to be worth a bitset; a
   * salary most jobs pass is checked job by job as the matches are read (alive).
   */
  private salaryClause(order: SalaryOrder, from: number, to: number, which: number): Clause[] {
    const count = to - from
    if (count * 8 > this.n) return []
    const bits = this.bitset(SALARY_SCRATCH + which).fill(0)
    for (let k = from; k < to; k++) setBit(bits, order.ords[k])
    return [clauseOf([{ count, list: null, bits }])]
  }

  private lexeme(word: string): Posting {
    const at = this.lowerBound(word)
    return this.vocabulary[at] === word ? this.lexemePostings[at] : EMPTY
  }

  private bitset(index: number): Uint32Array {
    this.scratch[index] ??= new Uint32Array((this.n + 31) >>> 5)
    return this.scratch[index]
  }

  /** A clause as one posting to test ordinals against (a union goes into a scratch bitset). */
  private single(clause: Clause, scratch: number): Posting {
    if (clause.postings.length === 1) return clause.postings[0]
    const bits = this.bitset(scratch).fill(0)
    for (const posting of clause.postings) orInto(bits, posting)
    return { count: clause.size, list: null, bits }
  }

  /** A clause as one bitset (a list goes into a scratch bitset). */
  private bitsOf(clause: Clause, scratch: number): Uint32Array {
    const posting = this.single(clause, scratch)
    return posting.bits ?? toBits(this.bitset(scratch), posting.list!)
  }

  /**
   * What every clause admits: a list when the smallest clause is small or a list posting (checked
   * against the others now), else each clause as a bitset, ANDed a word at a time as matches are
   * read, so a search that stops early reads only the start of them.
   */
  private candidates(query: Query, small: number): Candidates {
    const clauses = this.clauses(query)
    if (!clauses.length) return { sets: [] }
    const [first, ...rest] = clauses
    if (first.size <= small || (first.postings.length === 1 && first.postings[0].list)) {
      const posting = this.single(first, 0)
      let list = posting.list ?? ordinalsOf(posting.bits!, popcount(posting.bits!))
      rest.forEach((clause, i) => (list = intersect(list, this.single(clause, i + 1))))
      return { list }
    }
    return { sets: clauses.map((clause, i) => this.bitsOf(clause, i)) }
  }

  /**
   * Brings `expired` to `now`: every job expiring by then is set, from a scan of the expiry column
   * (at the first search, when `now` passes the horizon, or when the clock went back) and then from
   * the few jobs that expire within the horizon, in expiry order.
   */
  private expireUpTo(now: number) {
    if (!this.expired || now > this.horizon || now < this.expiredNow) {
      const expired = (this.expired ??= new Uint32Array((this.n + 31) >>> 5)).fill(0)
      const horizon = now + EXPIRY_HORIZON_US
      const soon: number[] = []
      for (let ord = 0; ord < this.n; ord++) {
        const at = this.expires[ord]
        if (at <= now) setBit(expired, ord)
        else if (at <= horizon) soon.push(ord)
      }
      this.expiringSoon = Int32Array.from(soon).sort((a, b) => this.expires[a] - this.expires[b])
      this.expiring = 0
      this.horizon = horizon
    }
    const expired = this.expired
    const soon = this.expiringSoon
    while (this.expiring < soon.length && this.expires[soon[this.expiring]] <= now) setBit(expired, soon[this.expiring++])
    this.expiredNow = now
  }

  private alive(query: Query, ord: number): boolean {
    if (hasBit(this.dead, ord) || hasBit(this.expired!, ord)) return false
    if (!query.price) return true
    const min = this.salaryMin[ord]
    const max = this.salaryMax[ord]
    return salaryMatches(query, Number.isNaN(min) ? null : min, Number.isNaN(max) ? null : max)
  }

  /** The first position (in the query's order) that comes after the cursor. */
  private start(query: Query): number {
    const cursor = query.cursor
    if (!cursor) return 0
    const latest = query.sort === SORT.latest
    return firstIndex(this.n, (pos) => !comesBefore(query.sort, cursor, this.key(latest ? this.latestOrder[pos] : pos)))
  }


  /** Up to `max` live matches from ordinal `from` on, in ordinal (business) order. */
  private firstAlive(query: Query, found: Candidates, from: number, max: number): number[] {
    const out: number[] = []
    if ('list' in found) {
      const list = found.list
      for (let k = firstIndex(list.length, (i) => list[i] < from); k < list.length && out.length < max; k++) if (this.alive(query, list[k])) out.push(list[k])
      return out
    }
    // a word at a time: the sets ANDed (every job when there are none)
    const sets = found.sets
    for (let w = from >>> 5; w << 5 < this.n && out.length < max; w++) {
      let v = wordOfAll(sets, w)
      if (w === from >>> 5) v &= -1 << (from & 31)
      while (v && out.length < max) {
        const low = v & -v
        const ord = (w << 5) + 31 - Math.clz32(low)
        if (ord < this.n && this.alive(query, ord)) out.push(ord)
        v ^= low
      }
    }
    return out
  }

  /**
   * How many live matches there are, up to `max`: as firstAlive counts them, but without a salary
   * to check job by job, 32 jobs at a time (the sets ANDed, the dead and expired taken out).
   */
  private countAlive(query: Query, found: Candidates, max: number): number {
    if (query.price) return this.firstAlive(query, found, 0, max).length
    let count = 0
    if ('list' in found) {
      const list = found.list
      for (let k = 0; k < list.length && count < max; k++) if (this.alive(query, list[k])) count++
      return count
    }
    const dead = this.dead
    const expired = this.expired!
    const sets = found.sets
    const words = (this.n + 31) >>> 5
    for (let w = 0; w < words && count < max; w++) {
      let v = wordOfAll(sets, w)
      v &= ~(dead[w] | expired[w])
      // the last word's bits past the last job
      if (w === words - 1 && this.n & 31) v &= (1 << (this.n & 31)) - 1
      if (v) count += bitsIn(v)
    }
    return Math.min(count, max)
  }

  /** Up to `max` live matches from position `from` of the latest order, tested one by one. */
  private scanLatest(query: Query, found: Candidates, from: number, max: number): number[] {
    const sets = 'list' in found ? [toBits(this.bitset(0), found.list)] : found.sets
    const out: number[] = []
    next: for (let pos = from; pos < this.n && out.length < max; pos++) {
      const ord = this.latestOrder[pos]
      for (const bits of sets) if (!hasBit(bits, ord)) continue next
      if (this.alive(query, ord)) out.push(ord)
    }
    return out
  }

  /**
   * Matches in the segment: up to `need` from the cursor (or the start) in the query's order, and
   * how many there are, counted in ordinal order up to just past TOTAL_CAP.
   */
  search(query: Query, small: number): { page: number[]; count: number } {
    this.expireUpTo(query.now)
    const found = this.candidates(query, small)
    const start = this.start(query)
    if (query.sort !== SORT.latest) return { page: this.firstAlive(query, found, start, query.need), count: this.countAlive(query, found, TOTAL_CAP + 1) }
    const counted = this.firstAlive(query, found, 0, TOTAL_CAP + 1)
    if (counted.length > TOTAL_CAP) return { page: this.scanLatest(query, found, start, query.need), count: counted.length }
    // every match is known: the smallest of their positions
    const ranks = Int32Array.from(counted, (ord) => this.latestRank[ord]).filter((rank) => rank >= start)
    return { page: [...ranks.sort().subarray(0, query.need)].map((rank) => this.latestOrder[rank]), count: counted.length }
  }

  /** The listing card, built like the SQL search's (toCard). */
  card(job: IndexedJob): JobCard {
    const org = this.organizations.get(job.orgId)
    const names = this.names
    return toCard({
      id: job.id,
      slug: job.slug,
      title: job.title,
      salary_min: job.salaryMin,
      salary_max: job.salaryMax,
      service_ids: job.serviceIds,
      published_at: toDate(job.published),
      expires_at: toDate(job.expires),
      priority: job.priority,
      pushed_at: toDate(job.pushed),
      city_id: job.cityId,
      district_id: job.districtId || null,
      job_type_id: job.jobTypeId,
      org_id: job.orgId,
      org_name: org?.name ?? '',
      org_slug: org?.slug ?? '',
      org_logo: org?.logo_url ?? null,
      org_partner: org?.is_partner ?? false,
      org_initials: org?.initials,
      city_name: names.cities.get(job.cityId) ?? '',
      district_name: names.cities.get(job.districtId) ?? null,
      job_type_name: names.jobTypes.get(job.jobTypeId) ?? null,
    })
  }
}

/** The active jobs as read from the database, and the jobs changed since (a small segment of their own). */
class Snapshot extends Segment implements FollowedSnapshot<Row> {
  /** Jobs changed since the snapshot was read, by id (their snapshot version is dead). */
  readonly delta = new Map<number, IndexedJob>()
  /** The delta's jobs as a segment, built again after each look that changed the delta. */
  changes: Segment | null = null

  /** Database time (µs) the snapshot was read at (the snapshot file's cursor: catching up re-reads every change since). */
  readonly readAt: number

  /** The snapshot file a reader process wrote this snapshot to: it is not saved there again. */
  writtenTo: string | null = null

  constructor(
    n: number,
    /** Database time (µs) the next look for changes reads from. */
    public since: number,
    readonly builtAt: number,
    names: Names,
    loaded?: Columns,
    /** Where the snapshot came from. */
    readonly source: 'database' | 'file' = 'database',
  ) {
    super(n, names, new Map(), loaded)
    this.readAt = since
  }

  /** Applies one job as read after the snapshot: its snapshot version dies, an active one joins the delta. */
  apply(row: Row): boolean {
    const ord = this.ordinalOf(row.id)
    if (ord >= 0 && this.changed[ord] === row.changed && !hasBit(this.dead, ord)) return false
    if (this.delta.get(row.id)?.changed === row.changed) return false
    if (ord >= 0) setBit(this.dead, ord)
    this.organizations.set(row.orgId, toOrganization(row))
    if (row.listed) this.delta.set(row.id, toJob(row))
    else this.delta.delete(row.id)
    return true
  }

  get changedCount() {
    return this.delta.size
  }

  /** Applies a look's rows, and indexes the delta again when they changed it. */
  applyChanges(rows: Row[]) {
    let changed = false
    for (const row of rows) if (this.apply(row)) changed = true
    if (changed) this.indexChanges()
  }

  /** Indexes the delta again after a look changed it. */
  indexChanges() {
    this.changes = this.delta.size ? segmentOf([...this.delta.values()], this.names, this.organizations) : null
  }
}

/** Fills a segment job by job in business order (ordinal after ordinal), then builds its postings. */
class SegmentBuilder {
  // lexemes of each job as ids, to build the postings once every job is added
  private readonly vocabulary = new Map<string, number>()
  private readonly counts: number[] = []
  private readonly starts: Int32Array
  private lexemeIds: Int32Array
  private used = 0

  constructor(
    private readonly segment: Segment,
    /** Every job's lexemes already known (a snapshot file's): indexes into words, a job's from starts[ord] to starts[ord + 1]. */
    loaded?: { words: string[]; starts: Int32Array; lexemeIds: Int32Array },
  ) {
    this.starts = loaded?.starts ?? new Int32Array(segment.n + 1)
    this.lexemeIds = loaded?.lexemeIds ?? new Int32Array(Math.max(16, segment.n * 8))
    if (loaded) {
      loaded.words.forEach((word, id) => this.vocabulary.set(word, id))
      for (let id = 0; id < loaded.words.length; id++) this.counts.push(0)
      for (const id of loaded.lexemeIds) this.counts[id]++
      this.used = loaded.lexemeIds.length
    }
  }

  add(ord: number, job: JobFields, lexemes: string[]) {
    this.segment.set(ord, job)
    this.starts[ord] = this.used
    for (const lexeme of lexemes) {
      let id = this.vocabulary.get(lexeme)
      if (id === undefined) {
        id = this.counts.length
        this.vocabulary.set(lexeme, id)
        this.counts.push(0)
      }
      this.counts[id]++
      if (this.used === this.lexemeIds.length) {
        const grown = new Int32Array(this.used * 2)
        grown.set(this.lexemeIds)
        this.lexemeIds = grown
      }
      this.lexemeIds[this.used++] = id
    }
    this.starts[ord + 1] = this.used
  }

  /**
   * The latest order (position -> ordinal) and the postings, a step at a time: a snapshot's build
   * lets searches run between steps (each takes up to about a tenth of a second at 1M jobs).
   */
  *finish(latestOrder: Int32Array): Generator<void> {
    const { segment, vocabulary, counts, starts, lexemeIds } = this
    const n = segment.n
    segment.indexIds()
    segment.latestOrder = latestOrder
    segment.latestRank = new Int32Array(n)
    for (let pos = 0; pos < n; pos++) segment.latestRank[latestOrder[pos]] = pos
    // lexemes in code-point order (prefixes are ranges), ordinals ascending
    const words = [...vocabulary.keys()].sort(codePointOrder)
    const postings = counts.map((count) => newPosting(count, n))
    const filled = new Int32Array(counts.length)
    for (let ord = 0; ord < n; ord++) {
      for (let k = starts[ord]; k < starts[ord + 1]; k++) addOrdinal(postings[lexemeIds[k]], ord, filled[lexemeIds[k]]++)
    }
    yield
    segment.vocabulary = words
    segment.lexemePostings = words.map((word) => postings[vocabulary.get(word)!])
    segment.prefixPostings = mergedPrefixes(words, segment.lexemePostings, n)
    yield
    const facets: Partial<NonNullable<Segment['facets']>> = {}
    for (const column of ['cityId', 'districtId', 'categoryId', 'subcategoryId', 'jobTypeId'] as const) {
      facets[column] = postingsOf(segment[column], n)
      yield
    }
    segment.facets = facets as NonNullable<Segment['facets']>
    const { salaryMin: min, salaryMax: max } = segment
    const high = salaryOrder(n, (ord) => (Number.isNaN(max[ord]) ? min[ord] : max[ord]))
    yield
    segment.salaryOrders = { high, low: salaryOrder(n, (ord) => (Number.isNaN(min[ord]) ? max[ord] : min[ord])) }
  }
}

/** Jobs held in memory (the changed ones) as a segment. */
function segmentOf(jobs: IndexedJob[], names: Names, organizations: Map<number, Organization>): Segment {
  const business = jobs.sort((a, b) => (comesBefore(SORT.business, a, b) ? -1 : 1))
  const segment = new Segment(business.length, names, organizations)
  const builder = new SegmentBuilder(segment)
  business.forEach((job, ord) => builder.add(ord, job, job.lexemes))
  // small: built in one go
  for (const _ of builder.finish(Int32Array.from(business.keys()).sort((a, b) => (comesBefore(SORT.latest, business[a], business[b]) ? -1 : 1))));
  return segment
}

/** Reads every active job (one consistent snapshot) and builds the postings. */
async function readSnapshot(db: Database, batch: number): Promise<Snapshot> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    const [{ horizon, n }] = await tx.query<{ horizon: number; n: number }>(`SELECT ${HORIZON}, (SELECT count(*)::int FROM jobs j WHERE ${ACTIVE}) AS n`)
    const [cities, jobTypes] = await Promise.all([
      tx.query<{ id: number; name: string }>('SELECT id, name FROM cities'),
      tx.query<{ id: number; name: string }>(`SELECT id, name FROM config_options WHERE kind = 'job_types'`),
    ])
    const snapshot = new Snapshot(n, horizon, Date.now(), {
      cities: new Map(cities.map((c) => [c.id, c.name])),
      jobTypes: new Map(jobTypes.map((t) => [t.id, t.name])),
    })
    const builder = new SegmentBuilder(snapshot)
    await cursorRows<Row>(tx, 'business', `SELECT ${JOB_COLUMNS} WHERE ${ACTIVE} ORDER BY j.priority DESC, j.pushed_at DESC, j.id DESC`, batch, (rows, first) => {
      rows.forEach((row, k) => {
        if (first + k >= n) return
        builder.add(first + k, row, lexemesOf(row))
        if (!snapshot.organizations.has(row.orgId)) snapshot.organizations.set(row.orgId, toOrganization(row))
      })
    })
    snapshot.indexIds()
    const latestOrder = new Int32Array(n)
    await cursorRows<{ id: number }>(tx, 'latest', `SELECT j.id FROM jobs j WHERE ${ACTIVE} ORDER BY j.published_at DESC, j.id DESC`, batch, (rows, first) => {
      rows.forEach((row, k) => {
        const ord = snapshot.ordinalOf(row.id)
        if (ord >= 0 && first + k < n) latestOrder[first + k] = ord
      })
    })
    for (const _ of builder.finish(latestOrder)) await new Promise(setImmediate)
    return snapshot
  })
}

/** The snapshot file's layout of the columns: a file of another is refused (and the database read). */
const FILE_FORMAT = 2

/** What the snapshot file holds beside the columns. */
interface FileMeta {
  format: number
  n: number
  cities: Array<[number, string]>
  jobTypes: Array<[number, string]>
  organizations: Array<[number, string, string, string | null, boolean]>
  words: string[]
}

/** The lengths a snapshot's columns must have (n jobs, the lists' starts n + 1). */
const columnLengths = (n: number, kept: Record<string, ColumnArray>): Record<keyof Columns, number> => ({
  ...{ ids: n, priority: n, pushed: n, published: n, expires: n, changed: n, cityId: n, districtId: n, categoryId: n, subcategoryId: n },
  ...{ jobTypeId: n, salaryMin: n, salaryMax: n, orgId: n, titleStarts: n + 1, serviceStarts: n + 1, latestOrder: n, idOrder: n },
  // the bytes and values run to where the last job's end; the slugs not the title's are as many as they are
  ...{ titleBytes: kept.titleStarts?.[n] ?? -1, serviceIds: kept.serviceStarts?.[n] ?? -1 },
  ...{ slugOrds: kept.slugOrds?.length ?? -1, slugStarts: (kept.slugOrds?.length ?? -2) + 1, slugBytes: kept.slugStarts?.[kept.slugOrds?.length ?? 0] ?? -1 },
})

/** Saves a snapshot read from the database, with the cursor it was read at. */
async function saveSnapshot(file: string, database: string, snapshot: Snapshot): Promise<void> {
  const { starts, lexemeIds } = snapshot.lexemesByJob()
  const meta: FileMeta = {
    format: FILE_FORMAT,
    n: snapshot.n,
    cities: [...snapshot.names.cities],
    jobTypes: [...snapshot.names.jobTypes],
    organizations: [...snapshot.organizations.values()].map((o) => [o.id, o.name, o.slug, o.logo_url, o.is_partner]),
    words: snapshot.vocabulary,
  }
  const kept = snapshot.columns() as unknown as Record<string, ColumnArray>
  await writeSnapshotFile(file, database, { since: snapshot.readAt, builtAt: snapshot.builtAt, meta, kept, transient: { starts, lexemeIds } })
}

/** A snapshot from the file (its postings built from the jobs' lexemes there), or why not. */
async function loadSnapshot(file: string, database: string, source: Snapshot['source'] = 'file'): Promise<Snapshot | { refused: string }> {
  const content = await readSnapshotFile<FileMeta>(file, database)
  if ('refused' in content) return content
  const { meta, kept, transient } = content
  if (meta.format !== FILE_FORMAT) return { refused: 'written by another version of the index' }
  const n = meta.n
  const lengths = columnLengths(n, kept)
  for (const [name, length] of Object.entries(lengths)) if (kept[name]?.length !== length) return { refused: `damaged (column ${name})` }
  const { starts, lexemeIds } = transient as { starts?: Int32Array; lexemeIds?: Int32Array }
  if (starts?.length !== n + 1 || lexemeIds?.length !== starts[n]) return { refused: 'damaged (lexemes)' }
  const names: Names = { cities: new Map(meta.cities), jobTypes: new Map(meta.jobTypes) }
  const snapshot = new Snapshot(n, content.since, content.builtAt, names, kept as unknown as Columns, source)
  for (const [id, name, slug, logo_url, is_partner] of meta.organizations)
    snapshot.organizations.set(id, { id, name, slug, logo_url, initials: organizationInitials(name), is_partner })
  const builder = new SegmentBuilder(snapshot, { words: meta.words, starts, lexemeIds })
  for (const _ of builder.finish(kept.latestOrder as Int32Array)) await new Promise(setImmediate)
  releaseSection(lexemeIds)
  return snapshot
}

/** Snapshots read by reader processes in this one (their temporary files' names). */
let readsElsewhere = 0

const CURSOR_JOB: IndexedJob = {
  ...{ id: 0, priority: 0, pushed: 0, published: 0, expires: 0, changed: 0, listed: true },
  ...{ cityId: 0, districtId: 0, categoryId: 0, subcategoryId: 0, jobTypeId: 0, salaryMin: null, salaryMax: null, orgId: 0 },
  ...{ title: '', slug: '', serviceIds: NO_SERVICES, lexemes: [] },
}

export class SearchIndex {
  private readonly follower: SnapshotFollower<Row, Snapshot>
  private database: Promise<string> | null = null

  constructor(
    private readonly db: Database,
    private readonly options: IndexOptions = {},
  ) {
    const file = options.snapshotFile
    const maxChanged = (snapshot: Snapshot) => options.maxChanged ?? Math.max(1000, Math.round(snapshot.n * SEARCH_INDEX.rebuildAfterShare))
    const warn = options.warn ?? ((message: string) => console.warn(`Chỉ mục tìm kiếm: ${message}`))
    const stored = file
      ? {
          load: async () => loadSnapshot(file, await this.databaseId()),
          save: async (snapshot: Snapshot) => {
            if (snapshot.writtenTo !== file) await saveSnapshot(file, await this.databaseId(), snapshot)
          },
          catchUpLimit: (snapshot: Snapshot) => options.catchUpLimit ?? maxChanged(snapshot),
          warn,
        }
      : null
    const reader = options.reader
    const read = reader ? () => this.readElsewhere(reader, warn) : () => readSnapshot(db, SEARCH_INDEX.batch)
    this.follower = new SnapshotFollower(db, read, {
      lagMs: options.lagMs ?? SEARCH_INDEX.lagMs,
      // answering from memory goes on while a look is slow or fails; the next one tries again
      waitAfterMs: options.staleMs ?? SEARCH_INDEX.staleMs,
      waitForFirst: true,
      failWithLag0: true,
      rebuildEveryMs: options.rebuildEveryMs ?? SEARCH_INDEX.rebuildEveryMs,
      maxChanged,
      columns: JOB_COLUMNS,
      changedAt: 'j.changed_at',
    }, stored)
  }

  /**
   * The snapshot as a reader process read it, through the snapshot file (a file of its own, removed
   * once loaded, when none is configured); if the reader fails, read here.
   */
  private async readElsewhere(reader: SnapshotReader, warn: (message: string) => void): Promise<Snapshot> {
    const file = this.options.snapshotFile ?? path.join(os.tmpdir(), `search-index-${process.pid}-${++readsElsewhere}.snap`)
    try {
      await reader(file)
      const loaded = await loadSnapshot(file, await this.databaseId(), 'database')
      if ('refused' in loaded) throw new Error(`its file was refused: ${loaded.refused}`)
      loaded.writtenTo = file
      return loaded
    } catch (error) {
      warn(`the reader process failed (${error instanceof Error ? error.message : String(error)}): reading the database in this process`)
      return readSnapshot(this.db, SEARCH_INDEX.batch)
    } finally {
      if (!this.options.snapshotFile) await fs.promises.rm(file, { force: true })
    }
  }

  private databaseId(): Promise<string> {
    this.database ??= databaseId(this.db).catch((error: unknown) => {
      this.database = null
      throw error
    })
    return this.database
  }

  /**
   * Waits for the snapshot file's save under way, if any (at shutdown and in tests): every
   * snapshot read from the database is saved once it is read.
   */
  async saved(): Promise<void> {
    await this.follower.saving
  }

  /** Reads the jobs now (at start, so the first search does not wait); resolves when searches can be answered. */
  async ready(): Promise<void> {
    await this.follower.ready()
  }

  /**
   * How many jobs the index holds, how many changed since its snapshot, and the database time (µs)
   * its changes are read up to (for logs, /metrics and tests).
   */
  stats(): { jobs: number; changed: number; caughtUpTo: number; source: 'database' | 'file' } | null {
    const snapshot = this.follower.snapshot
    return snapshot ? { jobs: snapshot.n, changed: snapshot.delta.size, caughtUpTo: snapshot.since, source: snapshot.source } : null
  }

  /** One listing page (same contract as searchJobs). */
  async search(places: PlaceIndex, input: SearchInput): Promise<JobListing> {
    // the follower waits for the first snapshot (waitForFirst)
    const snapshot = (await this.follower.current())!
    const limit = Math.min(Math.max(input.limit ?? PAGINATION.limit, 1), PAGINATION.max)
    const offset = input.cursor ? 0 : (input.offset ?? 0)
    const sort = input.sort ?? SORT.business
    const { cityId, districtIds, folded } = placeFilters(places, input)
    let cursor: IndexedJob | null = null
    if (input.cursor) {
      // the cursor is the last job shown: only the fields of the order matter
      const decoded = decodeCursor(input.cursor, sort)
      const micros = decoded.u ?? Date.parse(decoded.t) * 1000
      cursor = { ...CURSOR_JOB, id: decoded.i, priority: decoded.p ?? 0, pushed: micros, published: micros }
    }
    const query: Query = {
      sort,
      need: offset + limit + 1,
      cursor,
      cityId,
      districtIds,
      categoryId: input.category_id,
      subcategoryId: input.subcategory_id,
      jobTypes: input.job_types?.length ? input.job_types : null,
      price: input.price,
      words: folded ? keywordWords(folded) : [],
      now: Date.now() * 1000,
    }
    // the snapshot's page and its changes' page merged in order; a job is built only where it is
    // compared or shown (an offset of thousands would build thousands)
    const small = this.options.smallCandidates ?? SEARCH_INDEX.smallCandidates
    const main = snapshot.n ? snapshot.search(query, small) : { page: [], count: 0 }
    const changes = snapshot.changes?.search(query, small) ?? { page: [], count: 0 }
    const changed = changes.page.map((ord) => snapshot.changes!.job(ord))
    const merged: Array<number | IndexedJob> = []
    let k = 0
    for (const ord of main.page) {
      if (k < changed.length) {
        const job = snapshot.key(ord)
        while (k < changed.length && comesBefore(sort, changed[k], job)) merged.push(changed[k++])
      }
      merged.push(ord)
    }
    while (k < changed.length && merged.length < query.need) merged.push(changed[k++])
    const rows = merged.slice(offset, offset + limit + 1).map((row) => (typeof row === 'number' ? snapshot.job(row) : row))
    const n = main.count + changes.count
    const page = rows.slice(0, limit)
    const last = page.at(-1)
    return {
      items: page.map((job) => snapshot.card(job)),
      total: Math.min(n, TOTAL_CAP),
      total_capped: n > TOTAL_CAP,
      offset,
      limit,
      next_cursor:
        rows.length > limit && last
          ? encodeCursor({
              s: sort,
              p: sort === SORT.latest ? undefined : last.priority,
              t: toDate(sort === SORT.latest ? last.published : last.pushed).toISOString(),
              i: last.id,
              u: sort === SORT.latest ? last.published : last.pushed,
            })
          : null,
    }
  }
}
