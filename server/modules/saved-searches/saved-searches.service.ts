// Saved searches (issue 5): a signed-in seeker keeps up to 20 listing searches, each stored as the
// canonical query of the one URL filter encoding (src/domain/url-filters.ts), with a readable
// Vietnamese name by default. Only the owner sees or changes a search; another person's id answers
// 404 exactly like an id that does not exist.
import { SORT } from '../../../src/domain/constants'
import { salaryLabel } from '../../../src/domain/money'
import type { SavedSearch } from '../../../src/domain/contract/saved-searches'
import { SAVED_SEARCHES, SAVED_SEARCH_MSG, cleanSearchName, searchNameProblem } from '../../../src/domain/saved-searches'
import { filtersToQuery, hasCriteria, listingUrl, parseFilters, type JobFilters } from '../../../src/domain/url-filters'
import type { Database, Queryable } from '../../db/client'
import { AppError, badRequest, conflict } from '../../lib/errors'
import { checkFilterIds, type Reference } from '../jobs/reference'

interface SavedSearchRow {
  id: number
  user_id: number
  name: string
  query: string
  alerts_enabled: boolean
  last_alert_at: Date | string | null
  last_checked_at: Date | string | null
  created_at: Date | string
  updated_at: Date | string
}

const COLUMNS = 'id, user_id, name, query, alerts_enabled, last_alert_at, last_checked_at, created_at, updated_at'
const iso = (value: Date | string) => new Date(value).toISOString()

export const searchFilters = (query: string): JobFilters => parseFilters(query)

export const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  url: listingUrl(searchFilters(row.query)),
  alerts_enabled: row.alerts_enabled,
  last_alert_at: row.last_alert_at ? iso(row.last_alert_at) : null,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
})


/**
 * The filters of a query string, checked like the listing checks them (unknown ids answer 400),
 * without the page offset, with the city a district belongs to; and their canonical encoding.
 */
export function normalizeSearch(ref: Reference, query: string): { filters: JobFilters; query: string } {
  const filters = parseFilters(query.replace(/^\?/, ''))
  if (!hasCriteria(filters)) throw badRequest(SAVED_SEARCH_MSG.empty, 'empty_search')
  checkFilterIds(ref, filters)
  if (filters.district_id && !filters.city_id) filters.city_id = ref.districtParent.get(filters.district_id)
  if (filters.sort === SORT.business) delete filters.sort
  delete filters.offset
  return { filters, query: filtersToQuery(filters) }
}

export interface SalaryRange {
  name: string
  min: number | null
  max: number | null
}

export async function loadSalaryRanges(db: Queryable): Promise<SalaryRange[]> {
  const rows = await db.query<{ name: string; data: { min?: number | null; max?: number | null } }>(
    `SELECT name, data FROM config_options WHERE kind = 'salary_ranges' AND NOT is_deleted ORDER BY position, id`,
  )
  return rows.map((r) => ({ name: r.name, min: r.data.min ?? null, max: r.data.max ?? null }))
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`)

/**
 * A readable Vietnamese summary of a search, used as its default name, e.g.
 * "“kế toán” tại Quận 1, TP. Hồ Chí Minh, lương 10 - 15 triệu" or "Kế toán, Thu ngân tại Hà Nội".
 */
export function describeSearch(ref: Reference, filters: JobFilters, salaryRanges: SalaryRange[] = []): string {
  const what: string[] = []
  if (filters.q) what.push(`“${filters.q}”`)
  const types = (filters.job_types ?? []).map((id) => ref.jobTypeNames.get(id)).filter((n): n is string => Boolean(n))
  if (types.length) what.push(types.length > 3 ? `${types.slice(0, 3).join(', ')} và ${types.length - 3} ngành khác` : types.join(', '))
  for (const key of ['subcategory_id', 'category_id'] as const) {
    const name = filters[key] ? ref.categoryNames.get(filters[key]) : undefined
    if (name && !(key === 'category_id' && filters.subcategory_id)) what.push(name)
  }
  let text = what.join(' · ') || 'Việc làm'
  const city = filters.city_id ? ref.cityNames.get(filters.city_id) : undefined
  const district = filters.district_id ? ref.cityNames.get(filters.district_id) : undefined
  const place = [district, city].filter(Boolean).join(', ')
  if (place) text += ` tại ${place}`
  if (filters.price) {
    const range = salaryRanges.find((r) => r.min === filters.price?.min && r.max === filters.price?.max)
    const label = range ? range.name : salaryLabel(filters.price.min, filters.price.max)
    text += `, lương ${label.charAt(0).toLowerCase()}${label.slice(1)}`
  }
  return clip(text, SAVED_SEARCHES.nameMax)
}

/** A name typed by the person, by the domain's rule. */
export function cleanName(raw: string): string {
  const problem = searchNameProblem(raw)
  if (problem) throw badRequest(problem.message, problem.code)
  return cleanSearchName(raw)
}

const notFound = () => new AppError(404, 'saved_search_not_found', SAVED_SEARCH_MSG.notFound)

export async function listSavedSearches(db: Queryable, userId: number): Promise<{ items: SavedSearch[]; total: number }> {
  const rows = await db.query<SavedSearchRow>(
    `SELECT ${COLUMNS} FROM saved_searches WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  )
  return { items: rows.map(toSavedSearch), total: rows.length }
}

export async function createSavedSearch(
  db: Database,
  ref: Reference,
  userId: number,
  input: { query: string; name?: string; alerts_enabled?: boolean },
): Promise<SavedSearch> {
  const { filters, query } = normalizeSearch(ref, input.query)
  const name = input.name !== undefined && input.name.trim() !== '' ? cleanName(input.name) : describeSearch(ref, filters, await loadSalaryRanges(db))
  return db.transaction(async (tx) => {
    // one person's saves are serialised, so two tabs cannot pass the cap together
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId])
    const [existing] = await tx.query('SELECT 1 FROM saved_searches WHERE user_id = $1 AND query = $2', [userId, query])
    if (existing) throw conflict(SAVED_SEARCH_MSG.duplicate, 'saved_search_exists')
    const [{ n }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1', [userId])
    if (n >= SAVED_SEARCHES.maxPerUser) throw conflict(SAVED_SEARCH_MSG.limit, 'saved_searches_limit')
    const [row] = await tx.query<SavedSearchRow>(
      `INSERT INTO saved_searches (user_id, name, query, alerts_enabled) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [userId, name, query, input.alerts_enabled ?? true],
    )
    return toSavedSearch(row)
  })
}

export async function updateSavedSearch(
  db: Queryable,
  userId: number,
  id: number,
  input: { name?: string; alerts_enabled?: boolean },
): Promise<SavedSearch> {
  // unknown fields are dropped by validation: a body left with nothing to change is refused
  if (input.name === undefined && input.alerts_enabled === undefined) throw badRequest(SAVED_SEARCH_MSG.nothingToUpdate, 'nothing_to_update')
  const name = input.name === undefined ? null : cleanName(input.name)
  const [row] = await db.query<SavedSearchRow>(
    `UPDATE saved_searches SET name = COALESCE($3, name), alerts_enabled = COALESCE($4, alerts_enabled), updated_at = now()
      WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId, name, input.alerts_enabled ?? null],
  )
  if (!row) throw notFound()
  return toSavedSearch(row)
}

export async function deleteSavedSearch(db: Queryable, userId: number, id: number): Promise<void> {
  const rows = await db.query('DELETE FROM saved_searches WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId])
  if (!rows.length) throw notFound()
}

export type { SavedSearchRow }
export { COLUMNS as SAVED_SEARCH_COLUMNS }
