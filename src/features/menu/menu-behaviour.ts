// What a menu entry does (SPEC 2.4, SPEC 6), decided from its code and flags:
// - is_auth entries are hidden from anonymous visitors, and so is sign_out;
// - codes in CODE_TARGETS go to their mapped URL (some carry a return URL), others to item.url;
// - saved_favorites / saved_searches always open their page: guests keep favourites locally (SPEC 6);
// - an entry with is_anonymous false sends an anonymous visitor to login, returning to its URL;
// - chat opens the chat room in a new tab; notify clears has-new-inbox before navigating;
// - an entry whose page the site does not have yet (lib/paths.ts SITE_PAGES) is hidden.
import { pageExists, routes } from '../../lib/paths'
import type { MenuItem } from './types'

export const MENU_CODE = {
  signOut: 'sign_out',
  chat: 'chat',
  notify: 'notify',
  savedFavorites: 'saved_favorites',
  savedSearches: 'saved_searches',
  deposit: 'deposit',
  candidates: 'candidates',
} as const

export interface MenuContext {
  authorized: boolean
  /** The current path and query, for entries that come back here. */
  here: string
}

const withReturn = (path: string, here: string) => `${path}${path.includes('?') ? '&' : '?'}returnUrl=${encodeURIComponent(here)}`

/** Codes whose destination the site decides, whatever URL the API sends. */
export const CODE_TARGETS: Record<string, (context: MenuContext) => string> = {
  [MENU_CODE.savedFavorites]: () => routes.savedJobs,
  [MENU_CODE.savedSearches]: () => routes.savedSearches,
  [MENU_CODE.notify]: () => routes.notification,
  [MENU_CODE.chat]: () => routes.chat,
  applied_jobs: () => routes.appliedJobs,
  suggested_jobs: () => routes.suggestedJobs,
  jobseeker: () => routes.jobseeker,
  create_jobseeker: () => routes.createJobseeker,
  employer_home: () => routes.employer,
  promo: () => routes.promo,
  // sister-marketplace account pages come back to where the person was
  change_password: ({ here }) => withReturn(routes.changePassword, here),
}

/** Entries that run their own handler instead of the login rule. */
const SAVED_CODES = new Set<string>([MENU_CODE.savedFavorites, MENU_CODE.savedSearches])

export type MenuAction =
  | { kind: 'sign_out' }
  | {
      kind: 'link'
      href: string
      /** Not a path on this site: a plain anchor. */
      external: boolean
      newTab: boolean
      /** Clear the has-new-inbox flag before navigating. */
      clearsNewInbox: boolean
      /** The visitor is sent to login first. */
      viaLogin: boolean
    }

export const isSignOut = (item: Pick<MenuItem, 'code' | 'action'>) => item.action === 'sign_out' || item.code === MENU_CODE.signOut

export const isVisible = (item: MenuItem, authorized: boolean) => authorized || (!item.is_auth && !isSignOut(item))

const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//')

/** The behaviour of one entry, or null when the visitor must not see it. */
export function resolveMenuItem(item: MenuItem, context: MenuContext): MenuAction | null {
  if (!isVisible(item, context.authorized)) return null
  if (isSignOut(item)) return { kind: 'sign_out' }
  const target = CODE_TARGETS[item.code]?.(context) ?? item.url ?? ''
  // an entry for a page the site does not have yet is not shown (no dead links)
  if (!target || !pageExists(target)) return null
  const external = !isSitePath(target)
  const needsLogin = !context.authorized && item.is_anonymous === false && !SAVED_CODES.has(item.code)
  if (needsLogin) {
    // login only returns to paths on this site; an external entry comes back here instead
    return {
      kind: 'link',
      href: routes.login(external ? context.here : target),
      external: false,
      newTab: false,
      clearsNewInbox: false,
      viaLogin: true,
    }
  }
  return {
    kind: 'link',
    href: target,
    external,
    newTab: item.code === MENU_CODE.chat,
    clearsNewInbox: item.code === MENU_CODE.notify,
    viaLogin: false,
  }
}

/** Whether the visible entries already offer a way to sign out. */
export const hasSignOutEntry = (groups: ReadonlyArray<{ items: readonly MenuItem[] }>) =>
  groups.some((g) => g.items.some(isSignOut))
