// Route patterns whose page may not be prerendered (ARCHITECTURE.md, "404 and pages not
// prerendered"): the server answers 200 with the app shell when the record exists or the page is
// user-specific, 404 otherwise.
import type { AppContext } from '../app'

export interface DynamicPage {
  pattern: RegExp
  /** Whether a page exists for this match; user-specific pages always exist. */
  exists: (match: RegExpMatchArray, context: AppContext) => Promise<boolean>
}

const pages: DynamicPage[] = []

export async function resolveDynamicPage(pathname: string, context: AppContext): Promise<boolean> {
  for (const page of pages) {
    const match = pathname.match(page.pattern)
    if (match) return page.exists(match, context)
  }
  return false
}
