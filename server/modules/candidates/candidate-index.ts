// The recruiters' candidate search from memory (issue 20; docs/decisions/0017-candidate-contact.md):
// each API instance holds the searchable profiles (approved, their owner allows it), most recently
// updated first, with a posting list per lexeme of their search_vector, and answers a search with
// the page's ids and the capped total without asking PostgreSQL. The caller reads the page's rows
// with the searchable condition again, so a profile hidden or deleted a moment ago never shows: the
// index forgets it and that search is answered by SQL.
//
// Same semantics as the SQL search: every word of the folded keyword is a lexeme of the profile, the
// last one may be a prefix (keywordQuery); the filters compare as candidates.service.ts's WHERE.
// Changes are followed like the listing's index (server/lib/change-feed.ts): profiles stamped with
// changed_at (migration 0031) since the snapshot are kept in a small delta, checked one by one, and
// their snapshot version is dead; the snapshot is read again when the delta grows or gets old. Unlike
// the listing's, a search that finds the last look older than lagMs waits for the next one. Both
// indexes read and follow their snapshot with server/lib/followed-snapshot.ts.
import { CANDIDATE_SEARCH } from '../../../src/domain/candidates'
import type { Database } from '../../db/client'
import { cursorRows, HORIZON, micros } from '../../lib/change-feed'
import { codePointOrder, firstIndex, SnapshotFollower, type FollowedSnapshot } from '../../lib/followed-snapshot'

export const CANDIDATE_INDEX = {
  /** Changes are looked for when the last look is older than this (0: before every search, as tests want). */
  lagMs: 1000,
  rebuildEveryMs: 60 * 60_000,
  /** Changed profiles the delta holds before the snapshot is read again. */
  maxChanged: 2000,
  batch: 5000,
} as const

/** A profile recruiters may find: approved (1001) and its owner allowed it. */
export const SEARCHABLE = 'p.searchable AND p.process_state = 1001'

/** A search's filters, as GET /job/v1/jobseekers takes them (the keyword already folded). */
export interface CandidateFilters {
  words: string[]
  job_type?: number
  city_id?: number
  district_id?: number
  salary_min?: number
  salary_max?: number
  experience_id?: number
  /** 1 ready now, 2 not */
  readiness?: number
  offset: number
  limit: number
}

interface Profile {
  id: number
  /** updated_at and changed_at in µs */
  updated: number
  changed: number
  cityId: number | null
  districtId: number | null
  experienceId: number | null
  readiness: boolean | null
  salaryMin: number | null
  salaryMax: number | null
  jobTypes: number[]
  /** kept for profiles of the delta only (the snapshot's are in its postings) */
  lexemes: string[]
}

interface Row extends Omit<Profile, 'lexemes'> {
  searchable: boolean
  lexemeText: string
}

const COLUMNS = `p.id, ${micros('p.updated_at')} AS updated, ${micros('p.changed_at')} AS changed, (${SEARCHABLE}) AS searchable,
  p.city_id AS "cityId", p.district_id AS "districtId", p.experience_id AS "experienceId", p.readiness,
  p.salary_min::float8 AS "salaryMin", p.salary_max::float8 AS "salaryMax", p.job_types AS "jobTypes",
  array_to_string(tsvector_to_array(p.search_vector), ' ') AS "lexemeText"
  FROM jobseekers p`

const NO_LEXEMES: string[] = []
const toProfile = (row: Row, keepLexemes: boolean): Profile => ({
  id: Number(row.id),
  updated: row.updated,
  changed: row.changed,
  cityId: row.cityId,
  districtId: row.districtId,
  experienceId: row.experienceId,
  readiness: row.readiness,
  salaryMin: row.salaryMin,
  salaryMax: row.salaryMax,
  jobTypes: row.jobTypes,
  lexemes: keepLexemes && row.lexemeText ? row.lexemeText.split(' ') : NO_LEXEMES,
})

/** Most recently updated first, then the larger id (ORDER BY updated_at DESC, id DESC). */
const comesBefore = (a: Profile, b: Profile) => (a.updated !== b.updated ? a.updated > b.updated : a.id > b.id)

/** The filters other than the keyword, as the SQL search's WHERE. */
function fieldsMatch(f: CandidateFilters, p: Profile): boolean {
  if (f.job_type && !p.jobTypes.includes(f.job_type)) return false
  if (f.city_id && p.cityId !== f.city_id) return false
  if (f.district_id && p.districtId !== f.district_id) return false
  // the wished salary range meets the one asked for
  if (f.salary_min && (p.salaryMax ?? p.salaryMin ?? 0) < f.salary_min) return false
  if (f.salary_max && (p.salaryMin ?? 0) > f.salary_max) return false
  if (f.experience_id && p.experienceId !== f.experience_id) return false
  if (f.readiness === 1 && p.readiness !== true) return false
  if (f.readiness === 2 && p.readiness !== false) return false
  return true
}

function lexemesMatch(words: string[], lexemes: string[]): boolean {
  return words.every((word, i) => (i === words.length - 1 ? lexemes.some((l) => l.startsWith(word)) : lexemes.includes(word)))
}

/** The first index from `from` on whose ordinal is not below `ord` (galloping, then halving: long lists are skipped through). */
function seek(list: Int32Array, from: number, ord: number): number {
  let hi = from
  for (let step = 1; hi < list.length && list[hi] < ord; step *= 2) {
    from = hi + 1
    hi += step
  }
  hi = Math.min(hi, list.length)
  while (from < hi) {
    const mid = (from + hi) >>> 1
    if (list[mid] < ord) from = mid + 1
    else hi = mid
  }
  return from
}

/** Ordinals kept in unions of prefixes, at most (4 bytes each). */
const PREFIX_UNIONS_KEPT = 2_000_000

class Snapshot implements FollowedSnapshot<Row> {
  readonly ordinalOf = new Map<number, number>()
  readonly dead: Uint8Array
  /** Sorted lexemes (a prefix is a range) and the ascending ordinals of each. */
  vocabulary: string[] = []
  postings: Int32Array[] = []
  /** The ascending ordinals of each province and each job type (a filter walks its own list). */
  cities = new Map<number, Int32Array>()
  jobTypes = new Map<number, Int32Array>()
  /** Profiles changed since the snapshot, by id: the searchable version, or null when it no longer is. */
  readonly delta = new Map<number, Profile | null>()
  private scratch: Uint8Array
  /** Unions of prefixes searched lately, the oldest dropped first. */
  private readonly unions = new Map<string, Int32Array>()
  private unionsKept = 0

  constructor(
    /** in order: ordinal 0 is the most recently updated */
    readonly profiles: Profile[],
    /** database time (µs) the next look for changes reads from */
    public since: number,
    readonly builtAt: number,
  ) {
    this.dead = new Uint8Array(profiles.length)
    this.scratch = new Uint8Array(profiles.length)
    profiles.forEach((p, ord) => this.ordinalOf.set(p.id, ord))
  }

  /** A profile as read after the snapshot: its snapshot version dies; a searchable one joins the delta. */
  apply(row: Row) {
    const id = Number(row.id)
    const ord = this.ordinalOf.get(id)
    if (ord !== undefined && !this.dead[ord] && this.profiles[ord].changed === row.changed) return
    if (ord !== undefined) this.dead[ord] = 1
    this.delta.set(id, row.searchable ? toProfile(row, true) : null)
  }

  get changedCount() {
    return this.delta.size
  }

  applyChanges(rows: Row[]) {
    for (const row of rows) this.apply(row)
  }

  /** A profile the database no longer finds searchable (deleted, hidden): gone until it changes again. */
  forget(id: number) {
    const ord = this.ordinalOf.get(id)
    if (ord !== undefined) this.dead[ord] = 1
    if (this.delta.has(id)) this.delta.set(id, null)
  }

  /**
   * Ascending lists of ordinals a match is in every one of, shortest first: a word's (the last one's
   * as a prefix), the province's, the job type's; null when none is asked (every profile). The other
   * filters are checked profile by profile.
   */
  private clauses(f: CandidateFilters): Int32Array[] | null {
    const { words } = f
    const lists: Int32Array[] = []
    if (f.city_id) lists.push(this.cities.get(f.city_id) ?? new Int32Array(0))
    if (f.job_type) lists.push(this.jobTypes.get(f.job_type) ?? new Int32Array(0))
    if (!words.length && !lists.length) return null
    words.forEach((word, i) => {
      const lo = firstIndex(this.vocabulary.length, (k) => this.vocabulary[k] < word)
      if (i < words.length - 1) {
        lists.push(this.vocabulary[lo] === word ? this.postings[lo] : new Int32Array(0))
        return
      }
      const hi = lo + firstIndex(this.vocabulary.length - lo, (k) => this.vocabulary[lo + k].startsWith(word))
      if (hi - lo <= 1) {
        lists.push(hi > lo ? this.postings[lo] : new Int32Array(0))
        return
      }
      lists.push(this.prefixUnion(word, lo, hi))
    })
    return lists.sort((x, y) => x.length - y.length)
  }

  /** The ordinals of a prefix of several lexemes (vocabulary[lo, hi)): their union, marked then read in order; kept for the next search. */
  private prefixUnion(prefix: string, lo: number, hi: number): Int32Array {
    const known = this.unions.get(prefix)
    if (known) return known
    const marks = this.scratch
    let count = 0
    for (let k = lo; k < hi; k++) {
      for (const ord of this.postings[k]) {
        if (!marks[ord]) count++
        marks[ord] = 1
      }
    }
    const union = new Int32Array(count)
    for (let ord = 0, m = 0; m < count; ord++) {
      if (marks[ord]) {
        union[m++] = ord
        marks[ord] = 0
      }
    }
    this.unions.set(prefix, union)
    this.unionsKept += count
    for (const [oldest, list] of this.unions) {
      if (this.unionsKept <= PREFIX_UNIONS_KEPT || oldest === prefix) break
      this.unions.delete(oldest)
      this.unionsKept -= list.length
    }
    return union
  }

  /** The page's ids in order and the total, counted up to CANDIDATE_SEARCH.countCap. */
  search(f: CandidateFilters): { ids: number[]; total: number } {
    const changed = [...this.delta.values()]
      .filter((p): p is Profile => p !== null && fieldsMatch(f, p) && (!f.words.length || lexemesMatch(f.words, p.lexemes)))
      .sort((a, b) => (comesBefore(a, b) ? -1 : 1))
    const lists = this.clauses(f)
    const end = f.offset + f.limit
    const ids: number[] = []
    let total = 0
    let k = 0
    const take = (p: Profile) => {
      if (total >= f.offset && total < end) ids.push(p.id)
      total++
    }
    // walk the shortest list, seeking each ordinal in the others, until the count reaches its cap
    const [first, ...others] = lists ?? []
    const at = new Int32Array(others.length)
    const length = first ? first.length : this.profiles.length
    outer: for (let i = 0; i < length && total < CANDIDATE_SEARCH.countCap; i++) {
      const ord = first ? first[i] : i
      for (let c = 0; c < others.length; c++) {
        const j = (at[c] = seek(others[c], at[c], ord))
        if (j === others[c].length) break outer
        if (others[c][j] !== ord) continue outer
      }
      const p = this.profiles[ord]
      if (this.dead[ord] || !fieldsMatch(f, p)) continue
      while (k < changed.length && comesBefore(changed[k], p) && total < CANDIDATE_SEARCH.countCap) take(changed[k++])
      if (total < CANDIDATE_SEARCH.countCap) take(p)
    }
    while (k < changed.length && total < CANDIDATE_SEARCH.countCap) take(changed[k++])
    return { ids, total }
  }
}

/** Reads every searchable profile (one consistent snapshot) and builds the postings. */
async function readSnapshot(db: Database): Promise<Snapshot> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    const [{ horizon }] = await tx.query<{ horizon: number }>(`SELECT ${HORIZON}`)
    const profiles: Profile[] = []
    const vocabulary = new Map<string, number[]>()
    const cities = new Map<number, number[]>()
    const jobTypes = new Map<number, number[]>()
    const add = <K>(postings: Map<K, number[]>, key: K, ord: number) => {
      const list = postings.get(key)
      if (list) list.push(ord)
      else postings.set(key, [ord])
    }
    await cursorRows<Row>(tx, 'candidates', `SELECT ${COLUMNS} WHERE ${SEARCHABLE} ORDER BY p.updated_at DESC, p.id DESC`, CANDIDATE_INDEX.batch, (rows) => {
      for (const row of rows) {
        const ord = profiles.length
        profiles.push(toProfile(row, false))
        if (row.cityId !== null) add(cities, row.cityId, ord)
        for (const type of new Set(row.jobTypes)) add(jobTypes, type, ord)
        if (row.lexemeText) for (const lexeme of row.lexemeText.split(' ')) add(vocabulary, lexeme, ord)
      }
    })
    const snapshot = new Snapshot(profiles, horizon, Date.now())
    snapshot.vocabulary = [...vocabulary.keys()].sort(codePointOrder)
    snapshot.postings = snapshot.vocabulary.map((word) => Int32Array.from(vocabulary.get(word)!))
    for (const [city, list] of cities) snapshot.cities.set(city, Int32Array.from(list))
    for (const [type, list] of jobTypes) snapshot.jobTypes.set(type, Int32Array.from(list))
    return snapshot
  })
}

export class CandidateIndex {
  private readonly follower: SnapshotFollower<Row, Snapshot>

  constructor(db: Database, options: { lagMs?: number; maxChanged?: number } = {}) {
    const max = options.maxChanged ?? CANDIDATE_INDEX.maxChanged
    this.follower = new SnapshotFollower(db, () => readSnapshot(db), {
      lagMs: options.lagMs ?? CANDIDATE_INDEX.lagMs,
      // the search that starts a look waits for it (one indexed read): recruiters search seldom,
      // and no answer is older than lagMs; a failed look leaves the answer to memory
      waitAfterMs: 0,
      // while the first snapshot is read, searches are answered from SQL (with lagMs 0 they wait,
      // so tests read their own writes)
      waitForFirst: false,
      failWithLag0: false,
      rebuildEveryMs: CANDIDATE_INDEX.rebuildEveryMs,
      maxChanged: () => max,
      columns: COLUMNS,
      changedAt: 'p.changed_at',
    })
  }

  /** Reads the profiles now (at start, so the first searches need not wait for SQL). */
  ready(): Promise<void> {
    return this.follower.ready()
  }

  /** The page's ids and total from memory; null when the index is not ready (answer from SQL). */
  async search(filters: CandidateFilters): Promise<{ ids: number[]; total: number } | null> {
    const snapshot = await this.follower.current()
    return snapshot ? snapshot.search(filters) : null
  }

  /** Profiles the database no longer finds searchable, seen by a search's recheck. */
  forget(ids: number[]) {
    for (const id of ids) this.follower.snapshot?.forget(id)
  }

  /**
   * How many profiles the index holds, how many changed since its snapshot, and the database time
   * (µs) its changes are read up to (for logs, /metrics and tests).
   */
  stats(): { profiles: number; changed: number; caughtUpTo: number } | null {
    const snapshot = this.follower.snapshot
    return snapshot ? { profiles: snapshot.profiles.length, changed: snapshot.delta.size, caughtUpTo: snapshot.since } : null
  }
}
