// Page links of a personal list (?page=N in the address, so back and forward keep the place).
import { useLocation } from 'react-router-dom'
import { PAGINATION } from '../../../domain/constants'
import { PageLinks } from '../../../ui/page-links'

/** The 1-based page of the address (?page=N); 1 when absent or not a positive integer. */
export function pageFromSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'))
  return Number.isSafeInteger(page) && page > 1 ? page : 1
}

export function Pager({ total, page, limit = PAGINATION.limit }: { total: number; page: number; limit?: number }) {
  const location = useLocation()
  const pages = Math.ceil(total / limit)
  const href = (n: number) => {
    const params = new URLSearchParams(location.search)
    if (n > 1) params.set('page', String(n))
    else params.delete('page')
    const query = params.toString()
    return `${location.pathname}${query ? `?${query}` : ''}`
  }
  return <PageLinks page={page} pages={pages} href={href} centered />
}
