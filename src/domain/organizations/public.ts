// Public organisation pages (SPEC 7.9; docs/decisions/0020-organisation-pages.md): their sizes and
// addresses, shared by the site and the server (their shapes on the wire: contract/organizations.ts).

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
