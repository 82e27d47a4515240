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

export const handle = (page: PageConfig) => ({ page })

/** The configuration of the deepest matched route that declares one. */
export function usePageConfig(): PageConfig {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const page = (matches[i].handle as { page?: PageConfig } | undefined)?.page
    if (page) return page
  }
  return pageConfig()
}
