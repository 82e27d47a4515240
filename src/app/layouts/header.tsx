// Site header (SPEC 2.2/2.4): logo, back arrow, signed-out actions; hides on scroll down past 50 px.
import { styled } from '@linaria/react'
import { useEffect, useState, type MouseEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { HEADER_HEIGHT, SCROLL_THRESHOLD } from '../../domain/constants'
import { routes } from '../../lib/paths'
import { color, media } from '../../ui/theme'
import type { PageConfig } from '../page-config'
import { MobileMenu } from './mobile-menu'

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  height: ${HEADER_HEIGHT.desktop}px;
  background: ${color.white};
  border-bottom: 1px solid ${color.line};
  transition: transform 0.25s ease;
  &[data-hidden='true'] {
    transform: translateY(-100%);
  }
  ${media.mobile} {
    height: ${HEADER_HEIGHT.mobile}px;
  }
`
const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  height: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 16px;
`
const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 22px;
  font-weight: 800;
  color: ${color.brand};
  text-decoration: none;
  letter-spacing: -0.5px;
  white-space: nowrap;
`
const Spacer = styled.div`
  flex: 1;
`
const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: 8px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 14px;
    border-radius: 6px;
    font-weight: 600;
    text-decoration: none;
  }
`
const Primary = styled(Link)`
  background: ${color.brand};
  color: ${color.white} !important;
  ${media.mobile} {
    /* in the mobile menu drawer instead */
    display: none !important;
  }
`
const Plain = styled(Link)`
  color: ${color.text};
  ${media.mobile} {
    display: none !important;
  }
`
const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  color: ${color.text};
  cursor: pointer;
  ${media.desktop} {
    display: none;
  }
`
const Back = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  font-size: 22px;
  cursor: pointer;
  ${media.desktop} {
    display: none;
  }
`

function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    let last = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      if (Math.abs(y - last) < 4) return
      setHidden(y > last && y > SCROLL_THRESHOLD)
      last = y
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return hidden
}

export function Header({ config }: { config: PageConfig }) {
  const hidden = useHideOnScroll()
  const [menuOpen, setMenuOpen] = useState(false)
  const location = useLocation()
  const navigate = useNavigate()
  const here = `${location.pathname}${location.search}`
  const homePath = config.layout === 'employer' ? routes.employer : routes.home

  const onLogo = (event: MouseEvent) => {
    if (location.pathname === '/') {
      event.preventDefault()
      window.location.reload()
    }
  }
  const onBack = () => (window.history.length <= 1 ? navigate(homePath) : navigate(-1))

  return (
    <Bar data-hidden={hidden}>
      <Inner>
        {config.header.mobile.back && (
          <Back type="button" onClick={onBack} aria-label="Quay lại">
            ←
          </Back>
        )}
        <Logo to="/" onClick={onLogo} aria-label="Việc Làm Tốt - Trang chủ">
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path d="M8 11h16v12a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2z M12 11V8h8v3" fill="none" stroke="#fff" strokeWidth="2" />
          </svg>
          Việc Làm Tốt
        </Logo>
        <Spacer />
        <Nav aria-label="Tài khoản">
          <Plain to={routes.promo}>Nhà tuyển dụng</Plain>
          <Plain to={routes.login(here)}>Đăng nhập</Plain>
          <Primary to={routes.login(routes.createJobseeker)}>Tạo hồ sơ</Primary>
        </Nav>
        {config.header.mobile.menu && (
          <MenuButton type="button" aria-label="Mở menu" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </MenuButton>
        )}
      </Inner>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </Bar>
  )
}
