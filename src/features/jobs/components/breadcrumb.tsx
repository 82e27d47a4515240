// Breadcrumb of SPEC 2.2: the last item and items with an empty url are plain text, the others
// link to the site root plus their url.
import { styled } from '@linaria/react'
import { Link } from 'react-router-dom'
import { color, bareList } from '../../../ui/theme'

const Nav = styled.nav`
  margin: 12px 0;
  font-size: 14px;
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    ${bareList}
    color: ${color.muted};
  }
  li {
    display: inline-flex;
    align-items: center;
    min-width: 0;
  }
  li + li::before {
    content: '/';
    margin: 0 8px;
    color: ${color.muted};
  }
  a {
    display: inline-block;
    padding: 10px 0;
    color: ${color.brand};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  [aria-current='page'] {
    color: ${color.text};
    overflow-wrap: anywhere;
  }
`

/** "/" + url without its leading slashes: items are relative to the site root. */
export const breadcrumbHref = (url: string) => `/${url.replace(/^\/+/, '')}`

export function Breadcrumb({ items }: { items: Array<{ name: string; url: string }> }) {
  if (!items.length) return null
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={`${index}-${item.name}`}>
              {last ? (
                <span aria-current="page">{item.name}</span>
              ) : item.url ? (
                <Link to={breadcrumbHref(item.url)}>{item.name}</Link>
              ) : (
                <span>{item.name}</span>
              )}
            </li>
          )
        })}
      </ol>
    </Nav>
  )
}
