// Listing and keyword search over active jobs in SQL (SPEC 7.3), and what it shares with the
// listing's in-memory index (search-index.ts). Keyword: words and word prefixes of the folded
// title + organization ("ke toan", "KẾ TOÁN", "ke" find "Kế toán"). Order: business (Top Ads,
// urgent, push time) or latest. Totals are counted up to TOTAL_CAP; pages past the first go by
// offset or by a keyset cursor.
import { organizationInitials } from '../../../src/domain/organizations/initials'
import { PAGINATION, SORT } from '../../../src/domain/constants'
import { TOTAL_CAP, jobPath, type JobCard, type JobListing } from '../../../src/domain/jobs'
import { foldText } from '../../../src/domain/text'
import type { JobFilters } from '../../../src/domain/url-filters'
import type { Database } from '../../db/client'
import { badRequest } from '../../lib/errors'
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
  /** the organisation's initials when already known (the search index keeps them), else made from org_name */
  org_initials?: string
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
    url: jobPath(row),
    organization: { id: row.org_id, name: row.org_name, slug: row.org_slug, logo_url: row.org_logo, initials: row.org_initials ?? organizationInitials(row.org_name), is_partner: row.org_partner },
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
}

export interface Cursor {
  s: number // sort
  p?: number // priority
  t: string // pushed_at or published_at
  i: number // id
  u?: number // the same time in microseconds since 1970 (t keeps milliseconds; older cursors lack u)
}

/**
 * The keyset condition "after the cursor" in the cursor's order, at its exact time when it has
 * microseconds (a time in milliseconds skipped jobs later in the same millisecond).
 */
export function afterCursor(cursor: Cursor, param: (value: unknown) => string): string {
  const at = cursor.u === undefined ? `${param(cursor.t)}::timestamptz` : `(timestamptz 'epoch' + ${param(cursor.u)}::bigint * interval '1 microsecond')`
  return cursor.s === SORT.latest
    ? `(j.published_at, j.id) < (${at}, ${param(cursor.i)})`
    : `(j.priority, j.pushed_at, j.id) < (${param(cursor.p ?? 0)}::smallint, ${at}, ${param(cursor.i)})`
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
 * One listing page straight from PostgreSQL: the background worker's saved-search alerts, and the
 * reference the listing's in-memory index (search-index.ts) is tested against.
 */
export async function searchJobs(db: Database, places: PlaceIndex, input: SearchInput): Promise<JobListing> {
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
  if (districtIds) where.push(`j.district_id = ANY(${param(districtIds)}::int[])`)
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
  if (tsquery) where.push(`j.search_vector @@ ${param(tsquery)}::tsquery`)
  const countWhere = [...where]
  const countParams = [...params]
  const time = sort === SORT.latest ? 'j.published_at' : 'j.pushed_at'
  if (input.cursor) where.push(afterCursor(decodeCursor(input.cursor, sort), param))
  const order = sort === SORT.latest ? 'j.published_at DESC, j.id DESC' : 'j.priority DESC, j.pushed_at DESC, j.id DESC'
  const [rows, [{ n }]] = await Promise.all([
    db.query<CardRow & { order_us: number }>(
      `SELECT ${CARD_COLUMNS}, (extract(epoch FROM ${time}) * 1000000)::float8 AS order_us FROM jobs j ${CARD_JOINS} WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${limit + 1} OFFSET ${param(offset)}`,
      params,
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM jobs j WHERE ${countWhere.join(' AND ')} LIMIT ${TOTAL_CAP + 1}) capped`,
      countParams,
    ),
  ])
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
            u: last.order_us,
          })
        : null,
  }
}
