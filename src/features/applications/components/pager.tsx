// Page links of a personal list (?page=N in the address, so back and forward keep the place).
import { styled } from '@linaria/react'
import { Link, useLocation } from 'react-router-dom'
import { PAGINATION } from '../../../domain/constants'
import { color, radius } from '../../../ui/theme'

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
  margin: 20px 0;
  a,
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${color.line};
    border-radius: ${radius.sm};
    background: ${color.white};
    text-decoration: none;
  }
  [aria-current='page'] {
    background: ${color.brand};
    color: ${color.white};
    border-color: ${color.brand};
  }
`

/** The 1-based page of the address (?page=N); 1 when absent or not a positive integer. */
export function pageFromSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'))
  return Number.isSafeInteger(page) && page > 1 ? page : 1
}

export function Pager({ total, page, limit = PAGINATION.limit }: { total: number; page: number; limit?: number }) {
  const location = useLocation()
  const pages = Math.ceil(total / limit)
  if (pages <= 1) return null
  const href = (n: number) => {
    const params = new URLSearchParams(location.search)
    if (n > 1) params.set('page', String(n))
    else params.delete('page')
    const query = params.toString()
    return `${location.pathname}${query ? `?${query}` : ''}`
  }
  const from = Math.max(1, Math.min(page - 2, pages - PAGINATION.boundary + 1))
  const to = Math.min(pages, from + PAGINATION.boundary - 1)
  const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i)
  return (
    <Nav aria-label="Phân trang">
      {page > 1 && <Link to={href(page - 1)}>Trang trước</Link>}
      {numbers.map((n) =>
        n === page ? (
          <span key={n} aria-current="page">
            {n}
          </span>
        ) : (
          <Link key={n} to={href(n)} aria-label={`Trang ${n}`}>
            {n}
          </Link>
        ),
      )}
      {page < pages && <Link to={href(page + 1)}>Trang sau</Link>}
    </Nav>
  )
}
