// Public organisation pages (SPEC 7.9; docs/decisions/0020-organisation-pages.md): their shapes on
// the wire and their addresses, shared by the site and the server.
import type { JobCard } from '../jobs'

export interface NamedPlace {
  id: number
  name: string
}

/** An organisation as lists show it (listing, outstanding). */
export interface OrganizationSummary {
  id: number
  name: string
  slug: string
  /** Its page, /cong-ty/{slug}-{id}. */
  url: string
  logo_url: string | null
  /** Verified by staff: the "Đối tác" badge and the partner box. */
  is_partner: boolean
  /** SPEC 9 organization types: 1 Doanh nghiệp, 2 Hộ kinh doanh. */
  type: { id: number; name: string }
  city: NamedPlace | null
  /** Open jobs: approved, shown, not expired. */
  job_count: number
}

export interface OrganizationDetail extends OrganizationSummary {
  /** The head-count label ("25 - 99 nhân viên"); '' when not stated. */
  size: string
  industry: NamedPlace | null
  website: string | null
  district: NamedPlace | null
  /** The composed address job pages show. */
  address: string
  description: string
  /**
   * Only for a verified company (public record, checkable at the national business registry); never
   * for an unverified one (an unchecked claim) nor a household business (its owner's personal number).
   */
  tax_code: string | null
  /** The domain of the organisation's e-mail once its owner verified it by the link sent there (shown with the badge only). */
  email_domain: string | null
  updated_at: string
}

export interface OrganizationJobs {
  items: JobCard[]
  total: number
  offset: number
  limit: number
}

export interface OrganizationListing {
  items: OrganizationSummary[]
  total: number
  offset: number
  limit: number
  /** Provinces that have organisations matching the name filter (and the one chosen), for the province filter. */
  provinces: Array<NamedPlace & { count: number }>
}

export interface OrganizationSuggestion {
  id: number
  name: string
  url: string
  is_partner: boolean
}

export const ORGANIZATION_PAGES = {
  /** Open jobs per page of an organisation's page. */
  jobsPerPage: 20,
  /** Organisations per page of the listing. */
  perPage: 20,
  /** "Nhà tuyển dụng nổi bật" at the top of the listing. */
  outstanding: 8,
  outstandingMax: 30,
  suggestionsMax: 10,
} as const

export { ORGANIZATIONS_PATH, organizationPath } from '../site-paths'

/** The id at the end of {slug}-{id} (or a bare id); null for anything else. */
export function organizationIdFromSlug(slugAndId: string): number | null {
  const match = /^(?:[a-z0-9]+-)*?(\d{1,15})$/.exec(slugAndId)
  if (!match) return null
  const id = Number(match[1])
  return Number.isSafeInteger(id) && id > 0 ? id : null
}
