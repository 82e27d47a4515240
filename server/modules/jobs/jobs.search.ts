// Listing and keyword search over active jobs (SPEC 7.3). Keyword: words and word prefixes of the
// folded title + organization ("ke toan", "KẾ TOÁN", "ke" find "Kế toán"). Order: business
// (Top Ads, urgent, push time) or latest. Totals are counted up to TOTAL_CAP so counting never
// dominates; pages past the first go by offset or, cheaper, by a keyset cursor.
import { PAGINATION, SORT } from '../../../src/domain/constants'
import { TOTAL_CAP, type JobCard, type JobListing } from '../../../src/domain/jobs'
import { MemoryCache } from '../../../src/domain/memory-cache'
import { foldText } from '../../../src/domain/text'
import type { JobFilters } from '../../../src/domain/url-filters'
import type { Database } from '../../db/client'
import { badRequest } from '../../lib/errors'
import type { KeywordPlan } from './lexicon'
import type { PlaceIndex } from './places'

export const ACTIVE = `j.review_status = 1001 AND NOT j.is_hidden AND j.expires_at > now()`

export const CARD_COLUMNS = `
  j.id, j.slug, j.title, j.salary_min, j.salary_max, j.service_ids, j.published_at, j.expires_at,
  j.priority, j.pushed_at, j.city_id, j.district_id, j.job_type_id,
  o.id AS org_id, o.name AS org_name, o.slug AS org_slug, o.logo_url AS org_logo, o.is_partner AS org_partner,
  c.name AS city_name, d.name AS district_name, t.name AS job_type_name`

export const CARD_JOINS = `
  JOIN organizations o ON o.id = j.organization_id
  JOIN cities c ON c.id = j.city_id
  LEFT JOIN cities d ON d.id = j.district_id
  LEFT JOIN config_options t ON t.kind = 'job_types' AND t.id = j.job_type_id`

export interface CardRow {
  id: number
  slug: string
  title: string
  salary_min: number | null
  salary_max: number | null
  service_ids: number[]
  published_at: Date | string
  expires_at: Date | string
  priority: number
  pushed_at: Date | string
  city_id: number
  district_id: number | null
  job_type_id: number
  org_id: number
  org_name: string
  org_slug: string
  org_logo: string | null
  org_partner: boolean
  city_name: string
  district_name: string | null
  job_type_name: string | null
}

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString())

export function toCard(row: CardRow): JobCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    url: `/viec-lam/${row.slug}-${row.id}`,
    organization: { id: row.org_id, name: row.org_name, slug: row.org_slug, logo_url: row.org_logo, is_partner: row.org_partner },
    city: { id: row.city_id, name: row.city_name },
    district: row.district_id && row.district_name ? { id: row.district_id, name: row.district_name } : null,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    job_type: { id: row.job_type_id, name: row.job_type_name ?? '' },
    service_ids: row.service_ids,
    published_at: iso(row.published_at),
    expires_at: iso(row.expires_at),
  }
}

/** The words of a folded keyword (at most 8, each at most 40 characters). */
export function keywordWords(folded: string): string[] {
  return folded
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((w) => w.slice(0, 40))
}

/**
 * Folded keyword -> tsquery text: whole words, and the last word also as a prefix because it may
 * still be being typed ("ke toan" -> "ke & toan:*", "ke" -> "ke:*"). Exact lexemes keep the GIN
 * lookup cheap; a prefix on every word made 1M-row searches 5-10x slower. Null when nothing is
 * left. It is sent as a tsquery parameter, parsed once per statement (to_tsquery in a generic plan
 * ran again for every row checked).
 */
export function keywordQuery(folded: string): string | null {
  const words = keywordWords(folded)
  if (!words.length) return null
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ')
}

/** Knows how common words are (lexicon.ts): how many jobs a keyword may match, how to look it up. */
export interface KeywordPlanner {
  plan(words: readonly string[]): KeywordPlan
}

/**
 * The place filters of a search: a province or former province named in the keyword becomes the
 * city filter (a former province: its districts) unless a city is chosen; the rest is the keyword.
 */
export function placeFilters(places: PlaceIndex, input: JobFilters): { cityId?: number; districtIds: number[] | null; folded: string } {
  let cityId = input.city_id
  let districtIds: number[] | null = input.district_id ? [input.district_id] : null
  let folded = input.q ? foldText(input.q) : ''
  if (folded && !cityId) {
    const found = places.extract(folded)
    if (found) {
      cityId = found.place.cityId
      if (!districtIds && found.place.districtIds) districtIds = found.place.districtIds
      folded = found.rest
    }
  }
  return { cityId, districtIds, folded }
}

export interface SearchInput extends JobFilters {
  limit?: number
  cursor?: string
  /** Candidates checked for a keyword before falling back to the full-text index (tests shrink it). */
  window?: number
}

export interface Cursor {
  s: number // sort
  p?: number // priority
  t: string // pushed_at or published_at
  i: number // id
  u?: number // the same time in microseconds since 1970 (the search index's; t keeps milliseconds)
}

export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url')

export function decodeCursor(raw: string, sort: number): Cursor {
  try {
    const cursor = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Cursor
    if (
      cursor.s === sort &&
      Number.isSafeInteger(cursor.i) &&
      !Number.isNaN(Date.parse(cursor.t)) &&
      (cursor.u === undefined || Number.isSafeInteger(cursor.u))
    )
      return cursor
  } catch {
    // falls through to the error below
  }
  throw badRequest('Con trỏ phân trang không hợp lệ, vui lòng tải lại trang.', 'invalid_cursor')
}

/**
 * What reading one match through the full-text index (a heap row, then the sort) costs, in
 * candidates of a listing-index window (measured on 1M jobs: about 12 µs against 1 µs).
 */
const INDEX_ROW_COST = 12

/** Matches a window pass collects before it stops: enough for the share of matches within about 10 %. */
const SAMPLE_HITS = 100

/** Capped totals of recent filter combinations: paging through one search counts it once a minute. */
export const createTotalsCache = () => new MemoryCache<number>(5000, 60_000)

/** Counts of active jobs by place, category and job type (facets.ts). */
export interface FacetCounter {
  count(filter: { cityId?: number; districtIds?: readonly number[] | null; categoryId?: number; subcategoryId?: number; jobTypes?: readonly number[] }): number
}

export interface SearchHelpers {
  /** Capped totals of recent filter combinations. */
  totals?: MemoryCache<number>
  /** How common keyword words are (lexicon.ts). */
  planner?: KeywordPlanner | null
  /** Totals of filters without a salary range, from counts held in memory (facets.ts). */
  facets?: FacetCounter | null
}

export async function searchJobs(
  db: Database,
  places: PlaceIndex,
  input: SearchInput,
  { totals = createTotalsCache(), planner = null, facets = null }: SearchHelpers = {},
): Promise<JobListing> {
  const limit = Math.min(Math.max(input.limit ?? PAGINATION.limit, 1), PAGINATION.max)
  const offset = input.cursor ? 0 : (input.offset ?? 0)
  const sort = input.sort ?? SORT.business
  const where: string[] = [ACTIVE]
  const params: unknown[] = []
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }

  const { cityId, districtIds, folded } = placeFilters(places, input)
  if (cityId) where.push(`j.city_id = ${param(cityId)}`)
  if (districtIds) where.push(districtIds.length === 1 ? `j.district_id = ${param(districtIds[0])}` : `j.district_id = ANY(${param(districtIds)}::int[])`)
  if (input.category_id) where.push(`j.category_id = ${param(input.category_id)}`)
  if (input.subcategory_id) where.push(`j.subcategory_id = ${param(input.subcategory_id)}`)
  if (input.job_types?.length) where.push(`j.job_type_id = ANY(${param(input.job_types)}::int[])`)
  if (input.price) {
    // Overlap of the job's range with the wanted range; negotiable salaries do not match a price filter.
    where.push('(j.salary_min IS NOT NULL OR j.salary_max IS NOT NULL)')
    if (input.price.min !== null) where.push(`COALESCE(j.salary_max, j.salary_min) >= ${param(input.price.min)}`)
    if (input.price.max !== null) where.push(`COALESCE(j.salary_min, j.salary_max) <= ${param(input.price.max)}`)
  }
  const tsquery = folded ? keywordQuery(folded) : null
  // without a salary range, the filters' total is a sum of the counts held in memory
  const facetTotal =
    facets && !input.price
      ? facets.count({ cityId, districtIds, categoryId: input.category_id, subcategoryId: input.subcategory_id, jobTypes: input.job_types })
      : null

  const order = sort === SORT.latest ? 'j.published_at DESC, j.id DESC' : 'j.priority DESC, j.pushed_at DESC, j.id DESC'
  const baseWhere = [...where] // filters without the keyword: served by the covering indexes
  const baseParams = [...params]
  const pageWhere = [...where]
  if (input.cursor) {
    const cursor = decodeCursor(input.cursor, sort)
    pageWhere.push(
      sort === SORT.latest
        ? `(j.published_at, j.id) < (${param(cursor.t)}::timestamptz, ${param(cursor.i)})`
        : `(j.priority, j.pushed_at, j.id) < (${param(cursor.p ?? 0)}::smallint, ${param(cursor.t)}::timestamptz, ${param(cursor.i)})`,
    )
  }
  const pageParams = [...params]
  // A page's ids come from an index-only scan; only those rows are read from the table.
  // The hot queries are prepared (planned once per connection: planning costs several times their
  // execution). Their limits are written into the text, because a generic plan would otherwise
  // assume a limit of a tenth of the table and keep being replanned; values go in params.
  const prepared = { prepare: true }
  const idsQuery = (conditions: string[], limitRows: number, offsetSql: string) =>
    `SELECT j.id FROM jobs j WHERE ${conditions.join(' AND ')} ORDER BY ${order} LIMIT ${limitRows} OFFSET ${offsetSql}`
  const pageOf = (ids: string) => `SELECT ${CARD_COLUMNS} FROM (${ids}) page JOIN jobs j ON j.id = page.id ${CARD_JOINS} ORDER BY ${order}`
  const cappedCount = (conditions: string[], values: unknown[]) =>
    db
      .query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM jobs j WHERE ${conditions.join(' AND ')} LIMIT ${TOTAL_CAP + 1}) capped`,
        values,
        { prepare: !tsquery },
      )
      .then(([row]) => row.n)
  const remember = async (key: string, compute: () => Promise<number>) => {
    const hit = totals.get(key)
    if (hit !== undefined) return hit
    const value = await compute()
    totals.set(key, value)
    return value
  }

  let rows: CardRow[]
  let n: number
  if (!tsquery) {
    const offsetSql = param(offset)
    ;[rows, n] = await Promise.all([
      db.query<CardRow>(pageOf(idsQuery(pageWhere, limit + 1, offsetSql)), params, prepared),
      facetTotal ?? remember(`n:${baseWhere.join(' AND ')}:${JSON.stringify(baseParams)}`, () => cappedCount(baseWhere, baseParams)),
    ])
  } else {
    // Keyword: most searches are broad ("ke toan", "nhan vien"), so the newest candidates in
    // listing order usually hold a full page. The listing indexes carry search_vector, so one pass
    // checks the keyword on a window of candidates with an index-only scan (about 1 µs a candidate)
    // and stops at the first SAMPLE_HITS matches: they hold the page, and matches per candidate read
    // give the keyword's share for the total. The full-text index (every match read from the table,
    // then sorted: about 12 µs a match) is used when the windows do not fill the page. The
    // dictionary (lexicon.ts) says how common the words are and the first pass how common the
    // keyword is, so the larger window runs only when it should cost less than the index.
    const firstWindow = input.window ?? 5000
    const plan = planner?.plan(keywordWords(folded)) ?? null
    const need = offset + limit + 1
    const orderColumns = sort === SORT.latest ? 'j.id, j.published_at' : 'j.id, j.priority, j.pushed_at'
    const k = pageParams.length
    const candidates = (window: number, columns: string) =>
      `SELECT ${columns} FROM jobs j WHERE ${pageWhere.join(' AND ')} ORDER BY ${order} LIMIT ${window}`
    // When fewer than hitsWanted match, the pass read its whole window; counting the window's
    // candidates (only then: a CASE runs its subquery lazily) tells whether that was every one,
    // unless the counts held in memory already say there are more (checked without a cursor, with
    // a margin for their two minutes of age).
    const windowPass = (window: number, hitsWanted: number, countCandidates: boolean) => `WITH hits AS MATERIALIZED (
        SELECT ${orderColumns}, j.rn FROM (
          SELECT ${orderColumns}, j.search_vector, row_number() OVER (ORDER BY ${order}) AS rn
            FROM jobs j WHERE ${pageWhere.join(' AND ')} ORDER BY ${order} LIMIT ${window}
        ) j WHERE j.search_vector @@ $${k + 1}::tsquery ORDER BY ${order} LIMIT ${hitsWanted}
      )
      SELECT s.hits, s.scanned, s.candidates, j.* FROM (
        SELECT count(*)::int AS hits, COALESCE(max(rn), 0)::int AS scanned,
          ${countCandidates ? `CASE WHEN count(*) < ${hitsWanted} THEN (SELECT count(*)::int FROM (${candidates(window, '1')}) c) END` : 'NULL::int'} AS candidates
          FROM hits
      ) s LEFT JOIN LATERAL (${pageOf(`SELECT j.id FROM hits j ORDER BY ${order} LIMIT ${limit + 1} OFFSET $${k + 2}`)}) j ON true
      ORDER BY ${order}`
    type Pass = { rows: CardRow[]; hits: number; scanned: number; exhausted: boolean }
    const pass = async (window: number, hitsWanted: number): Promise<Pass> => {
      type Row = CardRow & { hits: number; scanned: number; candidates: number | null }
      const moreThanWindow = !input.cursor && facetTotal !== null && facetTotal > window * 1.1
      const found = await db.query<Row>(windowPass(window, hitsWanted, !moreThanWindow), [...pageParams, tsquery, offset], prepared)
      const { hits, scanned, candidates } = found[0]
      return {
        rows: found.filter((row) => row.id !== null),
        hits,
        scanned: candidates ?? (hits < hitsWanted ? window : scanned),
        // every candidate was checked: the page and the count of matches are exact
        exhausted: candidates !== null && candidates < window,
      }
    }
    const larger = firstWindow * 10
    // What reading candidates until the page is full costs, against reading every match through
    // the index, by the dictionary's shares. Several words' shares multiplied assume they are
    // independent, and words of one title are not ("ke toan"): the index goes first only if it
    // wins even when the words always come together (the rarest word's share, both ways).
    // Otherwise a window observes the real share before the index is considered.
    const indexCost = plan ? plan.indexRows * INDEX_ROW_COST : Infinity
    const windowFirst =
      !plan || Math.min(plan.maxShare ? need / plan.maxShare : Infinity, facetTotal ?? Infinity) < plan.maxIndexRows * INDEX_ROW_COST
    let sample: Pass | null = null
    let filled = false
    rows = []
    if (windowFirst) {
      // Filters with few candidates are read whole; past the first window's size, only until the
      // page's matches are found. Otherwise the pass also collects a sample for the total.
      const whole = facetTotal !== null && facetTotal <= larger
      const sampled = !whole || facetTotal <= firstWindow
      sample = await pass(whole ? larger : firstWindow, sampled ? Math.max(SAMPLE_HITS, need) : need)
      filled = sample.rows.length > limit
      // The larger window stops reading once the page is full (or its candidates run out): take
      // it when that should cost less than reading every match through the index.
      const observed = sample.scanned ? sample.hits / sample.scanned : 0
      const toFill = Math.min(observed ? need / observed : Infinity, facetTotal ?? Infinity)
      const windowCost = toFill <= larger ? toFill : larger + (plan?.indexRows ?? 0) * INDEX_ROW_COST
      if (!filled && !sample.exhausted && windowCost < indexCost) {
        const wider = await pass(larger, need)
        // the first pass's share is the better sample unless the wider one checked every candidate
        if (wider.exhausted) sample = wider
        rows = wider.rows
        filled = rows.length > limit
      } else rows = sample.rows
    }
    // Through the full-text index: the whole keyword, or its exact part with the rest rechecked;
    // every match is read and sorted anyway, so the same pass counts them.
    const indexed = (first: number) =>
      `j.search_vector @@ $${first}::tsquery` + (plan?.recheck ? ` AND ts_match_vq(j.search_vector, $${first + 1}::tsquery)` : '')
    const indexValues = plan ? [plan.indexQuery, ...(plan.recheck ? [plan.recheck] : [])] : [tsquery]
    let indexTotal: number | null = null
    if (!filled && !sample?.exhausted) {
      const m = k + indexValues.length
      // MATERIALIZED keeps the planner on the full-text index: asked for a count over all matches
      // in listing order, it would rather read the whole listing index
      const found = await db.query<CardRow & { total: number }>(
        `WITH matches AS MATERIALIZED (
           SELECT j.id, j.priority, j.pushed_at, j.published_at FROM jobs j
            WHERE ${pageWhere.join(' AND ')} AND ${indexed(k + 1)}
         ), page AS (
           SELECT j.id FROM matches j ORDER BY ${order} LIMIT ${limit + 1} OFFSET $${m + 1}
         )
         SELECT ${CARD_COLUMNS}, (SELECT count(*)::int FROM matches) AS total
           FROM page JOIN jobs j ON j.id = page.id ${CARD_JOINS} ORDER BY ${order}`,
        [...pageParams, ...indexValues, offset],
      )
      rows = found
      // after a cursor the pass counts only the rest; a page past the end has no row to carry it
      if (!input.cursor && (found.length || !offset)) indexTotal = found[0]?.total ?? 0
    }
    // Exact when a pass checked every candidate or the index counted the matches; otherwise
    // extrapolated from the pass's share of matches (an exact count of a broad keyword would read
    // every match). After a cursor, the pass saw only the rest: its share still holds.
    n = await remember(`k:${baseWhere.join(' AND ')}:${JSON.stringify(baseParams)}:${tsquery}`, async () => {
      if (indexTotal !== null) return indexTotal
      if (!sample) return cappedCount([...baseWhere, indexed(baseParams.length + 1)], [...baseParams, ...indexValues])
      if (sample.exhausted && !input.cursor) return sample.hits
      const base =
        facetTotal ??
        (await remember(`b:${baseWhere.join(' AND ')}:${JSON.stringify(baseParams)}`, () =>
          db
            .query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs j WHERE ${baseWhere.join(' AND ')}`, baseParams)
            .then(([row]) => row.n),
        ))
      const share = sample.hits ? sample.hits / sample.scanned : (plan?.share ?? 0)
      return Math.max(offset + rows.length, Math.round(share * base))
    })
  }
  const hasMore = rows.length > limit
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map(toCard),
    total: Math.min(n, TOTAL_CAP),
    total_capped: n > TOTAL_CAP,
    offset,
    limit,
    next_cursor:
      hasMore && last
        ? encodeCursor({
            s: sort,
            p: sort === SORT.latest ? undefined : last.priority,
            t: iso(sort === SORT.latest ? last.published_at : last.pushed_at),
            i: last.id,
          })
        : null,
  }
}
