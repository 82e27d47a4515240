// Counts of active jobs per (city, district, category, subcategory, job type), held in memory by
// each API instance and recounted in the background: the listing's total for filters without a
// salary range or keyword is a sum over these cells instead of a count over the index, which for a
// narrow filter read thousands of index pages on every request. Totals lag new and expiring jobs
// by at most the recount period; the list itself is always live.
import type { Queryable } from '../../db/client'
import { ACTIVE } from './jobs.search'

export const FACETS = {
  /** How often an instance recounts (about 300 ms of PostgreSQL time at a million jobs). */
  recountEveryMs: 2 * 60_000,
} as const

export interface FacetFilter {
  cityId?: number
  districtIds?: readonly number[] | null
  categoryId?: number
  subcategoryId?: number
  jobTypes?: readonly number[]
}

interface Cell {
  districtId: number | null
  categoryId: number
  subcategoryId: number
  jobTypeId: number
  n: number
}

export class FacetCounts {
  private byCity = new Map<number, Cell[]>()
  private loadedAt = 0
  private loading: Promise<void> | null = null

  constructor(
    private readonly db: Queryable,
    private readonly recountEveryMs: number = FACETS.recountEveryMs,
  ) {}

  /** The counts when loaded (a recount starts in the background when they are due); else null. */
  current(): FacetCounts | null {
    if (Date.now() - this.loadedAt > this.recountEveryMs) void this.load().catch(() => {})
    return this.loadedAt ? this : null
  }

  load(): Promise<void> {
    this.loading ??= (async () => {
      try {
        const rows = await this.db.query<{
          city_id: number
          district_id: number | null
          category_id: number
          subcategory_id: number
          job_type_id: number
          n: number
        }>(
          `SELECT city_id, district_id, category_id, subcategory_id, job_type_id, count(*)::int AS n
             FROM jobs j WHERE ${ACTIVE} GROUP BY 1, 2, 3, 4, 5`,
        )
        const byCity = new Map<number, Cell[]>()
        for (const r of rows) {
          const cells = byCity.get(r.city_id) ?? []
          cells.push({ districtId: r.district_id, categoryId: r.category_id, subcategoryId: r.subcategory_id, jobTypeId: r.job_type_id, n: r.n })
          byCity.set(r.city_id, cells)
        }
        this.byCity = byCity
        this.loadedAt = Date.now()
      } finally {
        this.loading = null
      }
    })()
    return this.loading
  }

  /** Active jobs matching the filter, as of the last recount. */
  count(filter: FacetFilter): number {
    const cities = filter.cityId ? [this.byCity.get(filter.cityId) ?? []] : [...this.byCity.values()]
    const districts = filter.districtIds ? new Set(filter.districtIds) : null
    const jobTypes = filter.jobTypes?.length ? new Set(filter.jobTypes) : null
    let n = 0
    for (const cells of cities) {
      for (const cell of cells) {
        if (districts && (cell.districtId === null || !districts.has(cell.districtId))) continue
        if (filter.categoryId && cell.categoryId !== filter.categoryId) continue
        if (filter.subcategoryId && cell.subcategoryId !== filter.subcategoryId) continue
        if (jobTypes && !jobTypes.has(cell.jobTypeId)) continue
        n += cell.n
      }
    }
    return n
  }
}
