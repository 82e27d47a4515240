// Mobile menu drawer of SPEC 2.4: tabs "Ứng viên" and "Nhà tuyển dụng", the signed-out prompt,
// and the employer groups "Tiện ích tuyển dụng" / "Tiện ích ví". Closes when the path changes.
import { styled } from '@linaria/react'
import { useEffect, useEffectEvent, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { userState } from '../../features/auth/state'
import { routes } from '../../lib/paths'
import { Drawer } from '../../ui/drawer'
import { color } from '../../ui/theme'
import { ButtonLink } from '../../ui/button'

// Site routes of SPEC 2.1 not (yet) in lib/paths. Wallet pages belong to the sister marketplace:
// for now they go through the login page with the wallet page as return path.
const menuPaths = {
  suggestedJobs: '/cong-viec-phu-hop',
  postJob: '/dang-tin',
  manageListing: '/dashboard/manage-listing',
  buyService: '/mua-dich-vu',
  deposit: '/dashboard/deposit',
  transactions: '/dashboard/transactions',
}

const SERVER_HOST = 'Việc Làm Tốt'
const subscribeNothing = () => () => {}

/** window.location.host on the client; the site name on the server and during hydration. */
function useHost(): string {
  return useSyncExternalStore(
    subscribeNothing,
    () => window.location.host,
    () => SERVER_HOST,
  )
}

type TabKey = 'candidate' | 'employer'
const TABS: Array<{ key: TabKey; label: string }> = [
  { key: 'candidate', label: 'Ứng viên' },
  { key: 'employer', label: 'Nhà tuyển dụng' },
]

const Prompt = styled.section`
  padding: 16px;
  background: ${color.brandSoft};
  border-bottom: 1px solid ${color.line};
  p {
    margin: 0 0 12px;
  }
`

const LoginLink = styled(ButtonLink)`
  display: flex;
`

const EmployerLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: 4px;
  color: ${color.brandDark};
  font-weight: 600;
`

const Greeting = styled.p`
  margin: 0;
  padding: 16px;
  border-bottom: 1px solid ${color.line};
  font-weight: 600;
  overflow-wrap: anywhere;
`

const TabList = styled.div`
  display: flex;
  border-bottom: 1px solid ${color.line};
`

const Tab = styled.button`
  flex: 1;
  min-height: 48px;
  padding: 0 12px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${color.muted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${color.brandDark};
    border-bottom-color: ${color.brand};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`

const Panel = styled.div`
  padding: 8px 0 16px;
  &:focus-visible {
    outline-offset: -3px;
  }
  h3 {
    margin: 12px 16px 4px;
    font-size: 14px;
    font-weight: 700;
    color: ${color.muted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: flex;
    align-items: center;
    min-height: 48px;
    padding: 0 16px;
    color: ${color.text};
    text-decoration: none;
  }
  a:hover {
    background: ${color.bg};
    color: ${color.brandDark};
  }
`

function LinkList({ items }: { items: Array<{ label: string; to: string }> }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.label}>
          <Link to={item.to}>{item.label}</Link>
        </li>
      ))}
    </ul>
  )
}

export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useSnapshot(userState)
  const location = useLocation()
  const host = useHost()
  const [tab, setTab] = useState<TabKey>(user.authType === 'employer' ? 'employer' : 'candidate')
  const tabRefs = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({})
  const baseId = useId()
  const here = `${location.pathname}${location.search}`

  // SPEC 2.2: the menu closes on path change.
  const lastPath = useRef(location.pathname)
  const closeAfterNavigation = useEffectEvent(() => {
    if (open) onClose()
  })
  useEffect(() => {
    if (lastPath.current === location.pathname) return
    lastPath.current = location.pathname
    closeAfterNavigation()
  }, [location.pathname])

  const selectTab = (key: TabKey) => {
    setTab(key)
    tabRefs.current[key]?.focus()
  }
  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((t) => t.key === tab)
    const next: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    }
    if (!(event.key in next)) return
    event.preventDefault()
    selectTab(TABS[next[event.key]].key)
  }

  const displayName = user.self?.full_name || user.user?.full_name || user.self?.phone || user.user?.phone
  const createProfile = user.authorized ? routes.createJobseeker : routes.login(routes.createJobseeker)

  return (
    <Drawer open={open} onClose={onClose} title="Menu">
      {user.authorized ? (
        displayName && <Greeting>Xin chào, {displayName}</Greeting>
      ) : (
        <Prompt>
          <p>Đăng nhập trải nghiệm các tính năng của {host}</p>
          <LoginLink to={routes.login(here)}>Đăng nhập</LoginLink>
          <EmployerLink to={routes.promo}>Bạn là nhà tuyển dụng? Đăng tin ngay</EmployerLink>
        </Prompt>
      )}

      <TabList role="tablist" aria-label="Bạn là" onKeyDown={onTabKeyDown}>
        {TABS.map((t) => (
          <Tab
            key={t.key}
            ref={(el) => {
              tabRefs.current[t.key] = el
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`${baseId}-panel-${t.key}`}
            tabIndex={tab === t.key ? 0 : -1}
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </Tab>
        ))}
      </TabList>

      <Panel
        role="tabpanel"
        id={`${baseId}-panel-candidate`}
        aria-labelledby={`${baseId}-tab-candidate`}
        hidden={tab !== 'candidate'}
        tabIndex={0}
      >
        <LinkList
          items={[
            { label: 'Việc làm mới nhất', to: routes.listing },
            { label: 'Việc làm phù hợp', to: menuPaths.suggestedJobs },
            { label: 'Việc làm đã lưu', to: routes.savedJobs },
            { label: 'Tạo hồ sơ', to: createProfile },
          ]}
        />
      </Panel>

      <Panel
        role="tabpanel"
        id={`${baseId}-panel-employer`}
        aria-labelledby={`${baseId}-tab-employer`}
        hidden={tab !== 'employer'}
        tabIndex={0}
      >
        <section aria-labelledby={`${baseId}-recruit`}>
          <h3 id={`${baseId}-recruit`}>Tiện ích tuyển dụng</h3>
          <LinkList
            items={[
              { label: 'Đăng tin', to: menuPaths.postJob },
              { label: 'Quản lý tin', to: menuPaths.manageListing },
              { label: 'Mua dịch vụ', to: menuPaths.buyService },
            ]}
          />
        </section>
        <section aria-labelledby={`${baseId}-wallet`}>
          <h3 id={`${baseId}-wallet`}>Tiện ích ví</h3>
          <LinkList
            items={[
              { label: 'Nạp tiền', to: routes.login(menuPaths.deposit) },
              { label: 'Lịch sử giao dịch', to: routes.login(menuPaths.transactions) },
            ]}
          />
        </section>
      </Panel>
    </Drawer>
  )
}
