// Route patterns whose page may not be prerendered (ARCHITECTURE.md, "404 and pages not
// prerendered"): the server answers 200 with the app shell when the record exists or the page is
// user-specific, 404 otherwise.
import type { AppContext } from '../context'
import { jobIdFromSlug } from '../../src/domain/jobs'
import { publicJobExists } from '../modules/jobs/jobs.service'
import { readPopularSearches } from '../modules/content/content.service'
import { organizationIdFromSlug } from '../../src/domain/organizations/public'
import { organizationHasPage } from '../modules/organizations/public-page'

/**
 * The signed-in pages' shells, made at build time from a prerendered page of the same layout
 * (scripts/build.ts): its header, waiting skeleton and footer show until the page's script runs
 * (docs/decisions/0054b). File name -> the prerendered page it is made from.
 */
export const SIGNED_IN_SHELLS = {
  'shell-employer.html': 'dashboard/manage-listing.html',
  'shell-account.html': 'viec-lam-da-ung-tuyen.html',
} as const
type ShellFile = 'shell.html' | keyof typeof SIGNED_IN_SHELLS

export interface DynamicPage {
  pattern: RegExp
  /** Whether a page exists for this match; user-specific pages always exist. */
  exists: (match: RegExpMatchArray, context: AppContext) => Promise<boolean>
  /** The page sent while the client renders it (default: shell.html, an empty root). */
  shell?: ShellFile
}

const employerPage = (pattern: RegExp): DynamicPage => ({ pattern, exists: async () => true, shell: 'shell-employer.html' })
const accountPage = (pattern: RegExp): DynamicPage => ({ pattern, exists: async () => true, shell: 'shell-account.html' })

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
  // user-specific: the page asks the API, which answers only those it concerns
  // one job's statistics in the manager (members of its organisation)
  employerPage(/^\/dashboard\/manage-listing\/[1-9]\d{0,15}$/),
  // one invoice (its owner)
  employerPage(/^\/dashboard\/invoices\/[1-9]\d{0,15}$/),
  // one application, the CV detail (members of the job's organisation)
  employerPage(/^\/dashboard\/candidates\/[1-9]\d{0,15}$/),
  // one found candidate (employers, for searchable profiles only)
  employerPage(/^\/chi-tiet-ung-vien\/[1-9]\d{0,15}$/),
  // the chat room (SPEC 2.1 /chatroom/join/{user_id}-{classified_id}): never prerendered
  accountPage(/^\/chatroom\/join\/\d{1,15}-\d{1,15}$/),
  // the staff console: never prerendered (the API answers staff only)
  accountPage(/^\/kiem-duyet$/),
]

export async function resolveDynamicPage(pathname: string, context: AppContext): Promise<boolean> {
  for (const page of pages) {
    const match = pathname.match(page.pattern)
    if (match) return page.exists(match, context)
  }
  return false
}

/** The shell a page that was not prerendered is sent in (dynamic pages only). */
export const shellFor = (pathname: string): ShellFile => pages.find((page) => page.pattern.test(pathname))?.shell ?? 'shell.html'

