// Numbered page links (SPEC 9: boundary 5 numbers around the current page) with previous/next.
// The caller says how a page is addressed (?offset= on the listing, ?page= on personal lists).
import { styled } from '@linaria/react'
import { Link } from 'react-router-dom'
import { PAGINATION } from '../domain/constants'
import { color, lineBox } from './theme'

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 20px 0;
  &[data-centered] {
    justify-content: center;
  }
  a,
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 12px;
    ${lineBox}
    text-decoration: none;
  }
  [aria-current='page'] {
    background: ${color.brand};
    color: ${color.white};
    border-color: ${color.brand};
  }
`

export interface PageLinksProps {
  /** 1-based current page. */
  page: number
  pages: number
  href: (page: number) => string
  centered?: boolean
}

export function PageLinks({ page, pages, href, centered }: PageLinksProps) {
  if (pages <= 1) return null
  const from = Math.max(1, Math.min(page - 2, pages - PAGINATION.boundary + 1))
  const to = Math.min(pages, from + PAGINATION.boundary - 1)
  const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i)
  return (
    <Nav aria-label="Phân trang" data-centered={centered || undefined}>
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
