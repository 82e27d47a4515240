// The employer's candidate pages: the applications to its jobs (as a list and as a pipeline), the
// search, and the candidates saved in this browser.
import { styled } from '@linaria/react'
import { NavLink } from 'react-router-dom'
import { routes } from '../../../lib/paths'
import { color, media, radius } from '../../../ui/theme'

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
    ${media.mobile} {
      padding: 0 12px;
    }
  }
  a[aria-current='page'] {
    border-color: ${color.brand};
    background: ${color.brandSoft};
    color: ${color.brand};
  }
`

export function HiringNav() {
  return (
    <Nav aria-label="Ứng viên">
      <NavLink to={routes.receivedApplications} end>
        Hồ sơ ứng tuyển
      </NavLink>
      <NavLink to={routes.pipeline}>Theo bước tuyển dụng</NavLink>
      <NavLink to={routes.findCandidates}>Tìm ứng viên</NavLink>
      <NavLink to={routes.savedCandidates}>Ứng viên đã lưu</NavLink>
    </Nav>
  )
}
