// Reference data the search checks ids against (cities, districts, job types, categories) and the
// place-name index, loaded from the database and refreshed every 10 minutes.
import type { Database } from '../../db/client'
import { badRequest } from '../../lib/errors'
import { resolveFilters, type FilterProblem, type FilterReference, type JobFilters } from '../../../src/domain/url-filters'
import { PlaceIndex } from './places'

export interface Reference {
  places: PlaceIndex
  cityNames: Map<number, string>
  districtParent: Map<number, number>
  jobTypeNames: Map<number, string>
  categoryNames: Map<number, string>
  /** Every option's name by kind (job_types, experiences ...), retired ones too: records may still hold them. */
  optionNames: Map<string, Map<number, string>>
}

export class ReferenceCache {
  private value: Reference | null = null
  private loadedAt = 0
  private loading: Promise<Reference> | null = null

  constructor(private readonly db: Database) {}

  async get(): Promise<Reference> {
    if (this.value && Date.now() - this.loadedAt < 10 * 60_000) return this.value
    this.loading ??= this.load().finally(() => {
      this.loading = null
    })
    return this.loading
  }

  private async load(): Promise<Reference> {
    const [places, cities, options, categories] = await Promise.all([
      PlaceIndex.load(this.db),
      this.db.query<{ id: number; name: string; parent_id: number }>('SELECT id, name, parent_id FROM cities'),
      this.db.query<{ kind: string; id: number; name: string; is_deleted: boolean }>('SELECT kind, id, name, is_deleted FROM config_options'),
      this.db.query<{ id: number; name: string }>('SELECT id, name FROM categories'),
    ])
    const optionNames = new Map<string, Map<number, string>>()
    for (const o of options) {
      if (!optionNames.has(o.kind)) optionNames.set(o.kind, new Map())
      optionNames.get(o.kind)!.set(o.id, o.name)
    }
    this.value = {
      places,
      cityNames: new Map(cities.map((c) => [c.id, c.name])),
      districtParent: new Map(cities.filter((c) => c.parent_id !== 0).map((c) => [c.id, c.parent_id])),
      jobTypeNames: new Map(options.filter((o) => o.kind === 'job_types' && !o.is_deleted).map((t) => [t.id, t.name])),
      categoryNames: new Map(categories.map((c) => [c.id, c.name])),
      optionNames,
    }
    this.loadedAt = Date.now()
    return this.value
  }
}

const FILTER_MESSAGES: Record<FilterProblem, string> = {
  unknown_city: 'Tỉnh/thành phố không tồn tại.',
  unknown_district: 'Quận/huyện không tồn tại.',
  district_mismatch: 'Quận/huyện không thuộc tỉnh/thành phố đã chọn.',
  unknown_category: 'Danh mục không tồn tại.',
  unknown_job_type: 'Ngành nghề không tồn tại.',
}

/** The reference lists as the domain's filter rule reads them. */
export const filterReference = (ref: Reference): FilterReference => ({
  placeParent: (id) => ref.districtParent.get(id) ?? (ref.cityNames.has(id) ? 0 : undefined),
  hasCategory: (id) => ref.categoryNames.has(id),
  hasJobType: (id) => ref.jobTypeNames.has(id),
})

/**
 * The filters a search runs with (a district's province filled in). Unknown ids get a clear 400
 * rather than an empty page that looks like "no jobs".
 */
export function checkFilterIds(ref: Reference, filters: JobFilters): JobFilters {
  const resolved = resolveFilters(filters, filterReference(ref))
  const [problem] = resolved.problems
  if (problem) throw badRequest(FILTER_MESSAGES[problem], problem)
  if (filters.price && filters.price.min !== null && filters.price.max !== null && filters.price.min > filters.price.max) {
    throw badRequest('Mức lương tối thiểu phải nhỏ hơn hoặc bằng mức lương tối đa.', 'invalid_price')
  }
  return resolved.filters
}
