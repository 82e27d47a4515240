// The organisations that have a public page, kept in memory for the listing, the outstanding list
// and the name suggestions (SPEC 7.9; docs/decisions/0020-organisation-pages.md). Ordering them
// needs every organisation's number of open jobs, one count over all active jobs (0.2-0.6 s at a
// million jobs, the same count as the partners' list of jobs.routes.ts): it is read at most once a
// minute per instance, in the background once there is a list to answer from. An organisation's own
// page and its jobs are read from PostgreSQL, exact (public.ts).
import { organizationInitials } from '../../../src/domain/organizations/initials'
import { ORGANIZATION_TYPES } from '../../../src/domain/organizations/statuses'
import type { OrganizationListing, OrganizationSuggestion, OrganizationSummary } from '../../../src/domain/contract/organizations'
import { organizationPath } from '../../../src/domain/organizations/public'
import { foldText } from '../../../src/domain/text'
import type { Database } from '../../db/client'
import type { OrganizationsRow } from '../../db/rows'
import { ACTIVE } from '../jobs/jobs.search'

/** How old the list may be (per instance). */
export const DIRECTORY_MAX_AGE_MS = 60_000

export interface DirectoryEntry {
  id: number
  name: string
  slug: string
  /** The folded name's words ("Công ty TNHH Đại Phát" -> cong, ty, tnhh, dai, phat). */
  words: string[]
  folded: string
  logo_url: string | null
  is_partner: boolean
  organization_type: number
  city_id: number | null
  job_count: number
}

/** An organisation as the directory reads it: its columns, the id as the driver may give a bigint, its open jobs. */
type Row = Pick<OrganizationsRow, 'name' | 'slug' | 'logo_url' | 'is_partner' | 'organization_type' | 'city_id'> & { id: number | string; job_count: number }

/** Names a place id: the reference data's city names. */
export type PlaceNames = ReadonlyMap<number, string>

const TYPE_NAMES = new Map<number, string>(ORGANIZATION_TYPES.map((t) => [t.id, t.name]))
export const organizationTypeOf = (id: number) => ({ id, name: TYPE_NAMES.get(id) ?? TYPE_NAMES.get(1)! })

/** The folded words of a name filter: at most 8, each at most 40 characters (as the job keyword). */
export const queryWords = (q: string | undefined): string[] =>
  foldText(q ?? '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((w) => w.slice(0, 40))

/** Every word typed is the start of a word of the name: "cong ty" and "CÔNG" find "Công ty ...". */
export const nameMatches = (entry: Pick<DirectoryEntry, 'words'>, words: readonly string[]) =>
  words.every((w) => entry.words.some((ew) => ew.startsWith(w)))

/** Listing order: verified partners first, then by name. */
const byPartnerThenName = (a: DirectoryEntry, b: DirectoryEntry) =>
  Number(b.is_partner) - Number(a.is_partner) || (a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : a.id - b.id)

/** Outstanding (and suggestion) order: verified partners first, then most open jobs, then by name. */
const byPartnerThenJobs = (a: DirectoryEntry, b: DirectoryEntry) =>
  Number(b.is_partner) - Number(a.is_partner) || b.job_count - a.job_count || byPartnerThenName(a, b)

export function toSummary(entry: DirectoryEntry, places: PlaceNames): OrganizationSummary {
  const cityName = entry.city_id === null ? undefined : places.get(entry.city_id)
  return {
    id: entry.id,
    name: entry.name,
    slug: entry.slug,
    url: organizationPath(entry),
    logo_url: entry.logo_url,
    initials: organizationInitials(entry.name),
    is_partner: entry.is_partner,
    type: organizationTypeOf(entry.organization_type),
    city: entry.city_id !== null && cityName ? { id: entry.city_id, name: cityName } : null,
    job_count: entry.job_count,
  }
}

export class OrganizationDirectory {
  /** In listing order. */
  private entries: DirectoryEntry[] = []
  /** In outstanding order: partners, then most open jobs (suggestions). */
  private ranked: DirectoryEntry[] = []
  /** The ranked ones with open jobs (outstanding). */
  private recruiting: DirectoryEntry[] = []
  private loadedAt = -Infinity
  private loaded = false
  private reading: Promise<void> | null = null

  /** maxAgeMs 0 reads the list again for every request (tests read their own writes). */
  constructor(
    private readonly db: Database,
    private readonly maxAgeMs = DIRECTORY_MAX_AGE_MS,
  ) {}

  private async current(): Promise<void> {
    if (Date.now() - this.loadedAt < this.maxAgeMs && this.loaded) return
    this.reading ??= this.refresh().finally(() => (this.reading = null))
    if (!this.loaded || this.maxAgeMs === 0) await this.reading
    // a failed refresh keeps the list it had; the next request tries again
    else this.reading.catch(() => {})
  }

  private async refresh(): Promise<void> {
    const rows = await this.db.query<Row>(
      `SELECT o.id, o.name, o.slug, o.logo_url, o.is_partner, o.organization_type, o.city_id, coalesce(n.job_count, 0)::int AS job_count
         FROM organizations o
         LEFT JOIN (SELECT j.organization_id, count(*)::int AS job_count FROM jobs j WHERE ${ACTIVE} GROUP BY j.organization_id) n
           ON n.organization_id = o.id
        WHERE o.is_partner OR n.job_count > 0`,
    )
    const entries = rows.map((row): DirectoryEntry => {
      const folded = foldText(row.name)
      return {
        id: Number(row.id),
        name: row.name,
        slug: row.slug,
        words: folded.split(/[^a-z0-9]+/).filter(Boolean),
        folded,
        logo_url: row.logo_url,
        is_partner: row.is_partner,
        organization_type: row.organization_type,
        city_id: row.city_id,
        job_count: row.job_count,
      }
    })
    this.ranked = [...entries].sort(byPartnerThenJobs)
    this.recruiting = this.ranked.filter((e) => e.job_count > 0)
    this.entries = entries.sort(byPartnerThenName)
    this.loadedAt = Date.now()
    this.loaded = true
  }

  /** GET /job/v1/organizations/listing: the name filter, the province filter, a page. */
  async listing(
    input: { q?: string; cityId?: number; offset: number; limit: number },
    places: PlaceNames,
  ): Promise<OrganizationListing> {
    await this.current()
    const words = queryWords(input.q)
    const named = words.length ? this.entries.filter((e) => nameMatches(e, words)) : this.entries
    const perProvince = new Map<number, number>()
    for (const e of named) if (e.city_id !== null) perProvince.set(e.city_id, (perProvince.get(e.city_id) ?? 0) + 1)
    // the province chosen stays a choice (with 0) when no name matches there
    if (input.cityId && !perProvince.has(input.cityId)) perProvince.set(input.cityId, 0)
    const found = input.cityId ? named.filter((e) => e.city_id === input.cityId) : named
    return {
      items: found.slice(input.offset, input.offset + input.limit).map((e) => toSummary(e, places)),
      total: found.length,
      offset: input.offset,
      limit: input.limit,
      provinces: [...perProvince]
        .flatMap(([id, count]) => {
          const name = places.get(id)
          return name ? [{ id, name, count }] : []
        })
        .sort((a, b) => a.name.localeCompare(b.name, 'vi')),
    }
  }

  /** GET /job/v1/organizations/outstanding: verified partners with open jobs first, most jobs first. */
  async outstanding(limit: number, places: PlaceNames): Promise<OrganizationSummary[]> {
    await this.current()
    return this.recruiting.slice(0, limit).map((e) => toSummary(e, places))
  }

  /** GET /job/v1/organizations/suggestions: names matching what is typed, partners and big recruiters first. */
  async suggestions(q: string, limit: number): Promise<OrganizationSuggestion[]> {
    const words = queryWords(q)
    if (!words.length) return []
    await this.current()
    const out: OrganizationSuggestion[] = []
    for (const e of this.ranked) {
      if (out.length >= limit) break
      if (nameMatches(e, words)) out.push({ id: e.id, name: e.name, url: organizationPath(e), is_partner: e.is_partner })
    }
    return out
  }
}
