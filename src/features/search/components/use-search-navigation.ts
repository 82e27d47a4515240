import { useLocation, useNavigate } from 'react-router-dom'
import { normalizeText } from '../../../domain/text'
import { KEYWORD_MAX_LENGTH, listingUrl, parseFilters } from '../../../domain/url-filters'
import { routes } from '../../../lib/paths'

/**
 * Keyword search and popular-search navigation. On the listing page a new keyword keeps the other
 * filters of the URL and starts again at the first page; anywhere else it searches by keyword only.
 */
export function useSearchNavigation(onSearch?: (q: string) => void) {
  const navigate = useNavigate()
  const location = useLocation()

  const search = (raw: string) => {
    const q = normalizeText(raw).slice(0, KEYWORD_MAX_LENGTH)
    const current = location.pathname === routes.listing ? parseFilters(location.search) : {}
    onSearch?.(q)
    navigate(listingUrl({ ...current, q: q || undefined, offset: undefined }))
  }

  const open = (url: string) => {
    // Popular searches are site paths; an absolute link (edited content) leaves the app.
    if (/^https?:\/\//i.test(url)) window.location.assign(url)
    else navigate(url)
  }

  return { search, open }
}
