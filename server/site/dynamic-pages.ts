// Route patterns whose page may not be prerendered (ARCHITECTURE.md, "404 and pages not
// prerendered"): the server answers 200 with the app shell when the record exists or the page is
// user-specific, 404 otherwise.
import type { AppContext } from '../context'
import { jobIdFromSlug } from '../../src/domain/jobs'
import { publicJobExists } from '../modules/jobs/jobs.service'
import { readPopularSearches } from '../modules/content/content.service'
import { organizationIdFromSlug } from '../../src/domain/organizations/public'
import { organizationHasPage } from '../modules/organizations/public-page'

export interface DynamicPage {
  pattern: RegExp
  /** Whether a page exists for this match; user-specific pages always exist. */
  exists: (match: RegExpMatchArray, context: AppContext) => Promise<boolean>
}

const pages: DynamicPage[] = [
  {
    // a job published after the build
    pattern: /^\/viec-lam\/([a-z0-9-]{1,200})$/,
    exists: async (match, { db }) => {
      const id = jobIdFromSlug(match[1])
      return id !== null && (await publicJobExists(db, id))
    },
  },
  {
    // an organisation's page: only verified ones are prerendered; the others have one while they
    // have an open job (docs/decisions/0020-organisation-pages.md)
    pattern: /^\/cong-ty\/([a-z0-9-]{1,220})$/,
    exists: async (match, { db }) => {
      const id = organizationIdFromSlug(match[1])
      return id !== null && (await organizationHasPage(db, id))
    },
  },
  {
    // a landing page added to content/ after the build
    pattern: /^\/tuyen-dung-([a-z0-9-]{1,120})$/,
    exists: async (match, { env }) => readPopularSearches(env.contentDir).some((e) => e.slug === match[1]),
  },
  {
    // one job's statistics in the manager: user-specific (the page asks the API, which checks membership)
    pattern: /^\/dashboard\/manage-listing\/[1-9]\d{0,15}$/,
    exists: async () => true,
  },
  {
    // one invoice: user-specific (the page asks the API, which answers its owner only)
    pattern: /^\/dashboard\/invoices\/[1-9]\d{0,15}$/,
    exists: async () => true,
  },
  {
    // one application (CV detail): user-specific (the API answers members of the job's organisation only)
    pattern: /^\/dashboard\/candidates\/[1-9]\d{0,15}$/,
    exists: async () => true,
  },
  {
    // one found candidate: user-specific (the API answers employers, for searchable profiles only)
    pattern: /^\/chi-tiet-ung-vien\/[1-9]\d{0,15}$/,
    exists: async () => true,
  },
  {
    // the chat room (SPEC 2.1 /chatroom/join/{user_id}-{classified_id}): user-specific, never prerendered
    pattern: /^\/chatroom\/join\/\d{1,15}-\d{1,15}$/,
    exists: async () => true,
  },
  {
    // the staff console: never prerendered (the API answers staff only)
    pattern: /^\/kiem-duyet$/,
    exists: async () => true,
  },
]

export async function resolveDynamicPage(pathname: string, context: AppContext): Promise<boolean> {
  for (const page of pages) {
    const match = pathname.match(page.pattern)
    if (match) return page.exists(match, context)
  }
  return false
}
