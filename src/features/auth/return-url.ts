// The account pages' returnUrl (docs/decisions/0003-accounts.md): a path on this site only, so a
// crafted link can never send a person, or their sign-in key, to another host.

const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)

/** The return path if it is a same-site path (one leading "/"), else "/". */
export function safeReturnUrl(raw: string | null | undefined): string {
  if (!raw || raw.length > 2000) return '/'
  // "//host" and "/\host" are protocol-relative URLs in browsers; control characters are stripped by URL parsers
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\') || hasControlCharacter(raw)) return '/'
  try {
    const url = new URL(raw, 'https://site.invalid')
    if (url.origin !== 'https://site.invalid') return '/'
    return `${url.pathname}${url.search}${url.hash}`
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
