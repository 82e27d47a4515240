// Site header (SPEC 2.2/2.4): logo, back arrow, inbox bell, and either the signed-out actions
// ("Đăng nhập", and "Tạo hồ sơ", or "Đăng tin" in the employer layout) or the signed-in account dropdown with the API's menu groups.
// Hides on scroll down past 50 px.
import { styled } from '@linaria/react'
import { Suspense, lazy, useEffect, useState, type MouseEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { HEADER_HEIGHT, SCROLL_THRESHOLD } from '../../domain/constants'
import { userState } from '../../features/auth/state'
import { InboxBell } from '../../features/inbox/components/inbox-bell'
import { tokenStore } from '../../lib/http'
import { pageExists, routes } from '../../lib/paths'
import { useHydrated } from '../../lib/use-hydrated'
import { color, media } from '../../ui/theme'
import type { PageConfig } from '../page-config'
import { LineIcon } from '../../ui/line-icon'

// What only a signed-in person or an opened menu needs loads then, not with every page.
const loadAccountMenu = () => import('./account-menu')
const AccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })))
const ChatHeaderLink = lazy(() => loadAccountMenu().then((m) => ({ default: m.ChatHeaderLink })))
const MobileAccountButton = lazy(() => loadAccountMenu().then((m) => ({ default: m.MobileAccountButton })))
const loadMobileMenu = () => import('./mobile-menu')
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })))

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
  ${media.mobile} {
    /* the 44 px buttons carry their own room: back, logo, bell, avatar and menu fit 360 px */
    gap: 4px;
    padding: 0 8px 0 12px;
  }
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
  /* beside a back button on a phone, the mark alone (the link keeps its name) */
  ${media.mobile} {
    [data-back] ~ & > span {
      display: none;
    }
  }
`
const Spacer = styled.div`
  flex: 1;
`
const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: 8px;
`
const navLink = `
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 14px;
  border-radius: 6px;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
`
const Primary = styled(Link)`
  ${navLink}
  background: ${color.brand};
  color: ${color.white};
  &:hover {
    background: ${color.brandDark};
  }
`
const Plain = styled(Link)`
  ${navLink}
  color: ${color.text};
  ${media.mobile} {
    display: none;
  }
`
/**
 * Holds the signed-out buttons or the account menu. Its width is reserved so swapping one for the
 * other after sign-in moves nothing; while a stored token is being checked the buttons keep their
 * place but are invisible (no flash of "Đăng nhập" for a signed-in person).
 */
const AccountSlot = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  min-width: 236px;
  &[data-pending='true'] {
    visibility: hidden;
  }
  ${media.mobile} {
    /* the drawer holds login, profile and the account menu on mobile */
    display: none;
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
  // the drawer's code loads on the first intent to open it and stays mounted for its animations
  const [menuUsed, setMenuUsed] = useState(false)
  const openMenu = () => {
    setMenuUsed(true)
    setMenuOpen(true)
  }
  const location = useLocation()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const user = useSnapshot(userState)
  const here = `${location.pathname}${location.search}`
  const employer = config.layout === 'employer'
  const homePath = employer ? routes.employer : routes.home
  // Nothing about the person is in the prerendered HTML: signed-in parts appear after hydration.
  const signedIn = hydrated && user.authorized
  const pending = hydrated && !user.authorized && user.loadingAuthorized && tokenStore.get() !== null
  // a stored sign-in: fetch the account menu's code while the token is being checked
  useEffect(() => {
    if (tokenStore.get() !== null) void loadAccountMenu()
  }, [])

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
          <Back type="button" onClick={onBack} aria-label="Quay lại" data-back="">
            ←
          </Back>
        )}
        <Logo to="/" onClick={onLogo} aria-label="Việc Làm Tốt - Trang chủ">
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="8" fill="currentColor" />
            <path d="M8 11h16v12a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2z M12 11V8h8v3" fill="none" stroke="#fff" strokeWidth="2" />
          </svg>
          <span>Việc Làm Tốt</span>
        </Logo>
        <Spacer />
        <Nav aria-label="Tài khoản">
          <Plain to={signedIn || !pageExists(routes.promo) ? routes.employer : routes.promo}>Nhà tuyển dụng</Plain>
          {signedIn && (
            <Suspense fallback={null}>
              <ChatHeaderLink />
            </Suspense>
          )}
          <InboxBell signedIn={signedIn} loginHref={routes.login(here)} />
          <AccountSlot data-pending={pending}>
            {signedIn ? (
              <Suspense fallback={null}>
                <AccountMenu layout={config.layout} here={here} />
              </Suspense>
            ) : (
              <>
                <Plain to={routes.login(here)} tabIndex={pending ? -1 : undefined}>
                  Đăng nhập
                </Plain>
                {/* the employer pages' action is the employer's: post (the form's guard signs in first) */}
                <Primary to={employer ? routes.postJob : routes.login(routes.createJobseeker)} tabIndex={pending ? -1 : undefined}>
                  {employer ? 'Đăng tin' : 'Tạo hồ sơ'}
                </Primary>
              </>
            )}
          </AccountSlot>
        </Nav>
        {signedIn && config.header.mobile.menu && (
          <Suspense fallback={null}>
            <MobileAccountButton expanded={menuOpen} onPointerDown={() => void loadMobileMenu()} onClick={openMenu} />
          </Suspense>
        )}
        {config.header.mobile.menu && (
          <MenuButton
            type="button"
            aria-label="Mở menu"
            aria-expanded={menuOpen}
            onPointerDown={() => void loadMobileMenu()}
            onClick={openMenu}
          >
            <LineIcon d="M3 6h18M3 12h18M3 18h18" size={24} />
          </MenuButton>
        )}
      </Inner>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} layout={config.layout} />
        </Suspense>
      )}
    </Bar>
  )
}
