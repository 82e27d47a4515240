// Page configuration of SPEC 2.2, attached to each route as handle.page.
import { useMatches } from 'react-router-dom'

export interface HeaderOptions {
  main: boolean
  search: boolean
  logo: boolean
  back: boolean
  menu: boolean
  sidebar: boolean
  listingMode: boolean
  fullWidth: boolean
}

export interface PageConfig {
  authRequired: boolean
  layout: 'jobseeker' | 'employer'
  footer: boolean
  header: { desktop: HeaderOptions; mobile: HeaderOptions }
}

const defaultHeader: HeaderOptions = {
  main: true,
  search: false,
  logo: true,
  back: false,
  menu: true,
  sidebar: false,
  listingMode: false,
  fullWidth: false,
}

export function pageConfig(
  overrides: Partial<Omit<PageConfig, 'header'>> & {
    header?: { desktop?: Partial<HeaderOptions>; mobile?: Partial<HeaderOptions> }
  } = {},
): PageConfig {
  return {
    authRequired: overrides.authRequired ?? false,
    layout: overrides.layout ?? 'jobseeker',
    footer: overrides.footer ?? true,
    header: {
      desktop: { ...defaultHeader, ...overrides.header?.desktop },
      mobile: { ...defaultHeader, ...overrides.header?.mobile },
    },
  }
}

/** A route's configuration, or a function of its params (one route pattern may serve several kinds of page). */
type PageHandle = PageConfig | ((params: Record<string, string | undefined>) => PageConfig)

export const handle = (page: PageHandle) => ({ page })

/** The configuration of the deepest matched route that declares one. */
export function usePageConfig(): PageConfig {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const page = (matches[i].handle as { page?: PageHandle } | undefined)?.page
    if (page) return typeof page === 'function' ? page(matches[i].params) : page
  }
  return pageConfig()
}
