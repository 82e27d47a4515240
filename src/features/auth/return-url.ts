// The account pages' returnUrl (docs/decisions/0003-accounts.md): a path on this site only, so a
// crafted link can never send a person, or their sign-in key, to another host.

const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)

const BASE = 'https://site.invalid'
const OTHER_BASE = 'https://other.invalid'

/** A path a browser resolves to this site whatever the page's own origin. */
const staysOnSite = (path: string): boolean =>
  path.startsWith('/') &&
  !path.startsWith('//') &&
  !path.startsWith('/\\') &&
  new URL(path, BASE).origin === BASE &&
  new URL(path, OTHER_BASE).origin === OTHER_BASE

/**
 * The return path if it is a same-site path, else "/". The result is checked, not the input: the URL
 * parser normalises "/./", "/../" and backslashes, and "/.//evil.example" becomes "//evil.example".
 */
export function safeReturnUrl(raw: string | null | undefined): string {
  // control characters (tabs, newlines) are stripped by URL parsers, so "/\t/host" would become "//host"
  if (!raw || raw.length > 2000 || hasControlCharacter(raw) || !staysOnSite(raw)) return '/'
  try {
    const url = new URL(raw, BASE)
    const path = `${url.pathname}${url.search}${url.hash}`
    return url.origin === BASE && staysOnSite(path) ? path : '/'
  } catch {
    return '/'
  }
}

/** The return path with the sign-in key (and return_from after a registration) added to its query. */
export function withSignInKey(returnUrl: string, key: string, returnFrom?: 'register'): string {
  const url = new URL(safeReturnUrl(returnUrl), 'https://site.invalid')
  url.searchParams.delete('key')
  url.searchParams.delete('return_from')
  url.searchParams.set('key', key)
  if (returnFrom) url.searchParams.set('return_from', returnFrom)
  return `${url.pathname}${url.search}${url.hash}`
}

/** returnUrl from a query string (the account pages' own URL). */
export const returnUrlFrom = (search: string): string => safeReturnUrl(new URLSearchParams(search).get('returnUrl'))

/** Who a new account is for, asked at sign-up: where it goes next depends on it. */
export type SignUpRole = 'jobseeker' | 'employer'

/** The employer side of the site: a registration coming from it is an employer's by default. */
const EMPLOYER_PATHS = ['/employer', '/dashboard', '/dang-tin', '/mua-dich-vu', '/promo', '/dai-ly-tuyen-dung']

export const signUpRoleOf = (returnUrl: string): SignUpRole =>
  EMPLOYER_PATHS.some((path) => returnUrl === path || ['/', '?', '#'].some((next) => returnUrl.startsWith(path + next))) ? 'employer' : 'jobseeker'

/** Where a new account goes: back where it came from, or to the employer home for an employer who came from a job seeker's page. */
export const afterSignUp = (returnUrl: string, role: SignUpRole): string =>
  role === 'employer' && signUpRoleOf(returnUrl) === 'jobseeker' ? '/employer' : returnUrl
