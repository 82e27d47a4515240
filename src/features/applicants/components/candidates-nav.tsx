// The two halves of the employer's candidates: the applications to its jobs and the search.
import { styled } from '@linaria/react'
import { NavLink } from 'react-router-dom'
import { routes } from '../../../lib/paths'
import { color, radius } from '../../../ui/theme'

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 16px;
    border: 1px solid ${color.line};
    border-radius: ${radius.sm};
    color: ${color.text};
    font-weight: 600;
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-color: ${color.brand};
    background: ${color.brandSoft};
    color: ${color.brand};
  }
`

export function CandidatesNav() {
  return (
    <Nav aria-label="Ứng viên">
      <NavLink to={routes.candidates} end>
        Hồ sơ ứng tuyển
      </NavLink>
      <NavLink to={routes.findCandidates}>Tìm ứng viên</NavLink>
    </Nav>
  )
}
