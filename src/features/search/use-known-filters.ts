// The filters of a listing URL against the reference lists (SPEC 2.7, docs/decisions/0009-filters.md):
// a prerendered page holds only part of the lists, so when a filter's name is missing the whole
// lists load; an id they do not hold either is left out of the URL (history replace), never shown
// as a placeholder name.
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { filtersToQuery, resolveFilters, type JobFilters } from '../../domain/url-filters'
import { commonState, loadFilterConfig } from './common-config'
import { namesMissing, siteFilterReference } from './filter-labels'

/**
 * `filters` is what the page searches (a landing page's own filters plus the URL's); `fromUrl` the
 * URL's part, which `replace` receives without the ids that do not exist.
 */
export function useKnownFilters(filters: JobFilters, fromUrl: JobFilters, replace: (next: JobFilters) => void): void {
  const { commonData, complete } = useSnapshot(commonState)
  const missing = namesMissing(commonData, filters)
  const loaded = complete.cities && complete.categories && complete.jobConfig

  useEffect(() => {
    if (missing) void loadFilterConfig()
  }, [missing])

  useEffect(() => {
    if (!missing || !loaded) return
    const { filters: known, problems } = resolveFilters(filters, siteFilterReference(commonData))
    if (!problems.length) return
    const next: JobFilters = {}
    for (const key of Object.keys(fromUrl) as Array<keyof JobFilters>) {
      if (known[key] !== undefined) Object.assign(next, { [key]: key === 'job_types' ? known.job_types : fromUrl[key] })
    }
    // a problem of the page's own filters is not the URL's to fix
    if (filtersToQuery(next) !== filtersToQuery(fromUrl)) replace(next)
  })
}
