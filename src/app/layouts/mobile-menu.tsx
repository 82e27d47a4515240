// Mobile menu drawer of SPEC 2.4: the signed-out prompt or the signed-in greeting, tabs "Ứng viên"
// (groups "Tiện ích", "Cá nhân") and "Nhà tuyển dụng" (groups "Tiện ích tuyển dụng", "Tiện ích ví")
// from the menus API, and sign out for authorised users. Closes when the path changes.
import { styled } from '@linaria/react'
import { useEffect, useEffectEvent, useId, useRef, useState, useSyncExternalStore } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { loadJobseeker, userState } from '../../features/auth/state'
import { formatUnreadBadge } from '../../features/inbox/format'
import { JobseekerBox } from '../../features/jobseeker-box/components/jobseeker-box'
import { clearHasNewInbox, inboxState } from '../../features/inbox/state'
import { useMenus } from '../../features/menu/api/get-menus'
import { AccountHeader } from '../../features/menu/components/account-header'
import { MenuGroupList, SignOutRow, StaffConsoleRow } from '../../features/menu/components/menu-group-list'
import { MenuItemBadge } from '../../features/menu/components/menu-item-badge'
import { useApplicantsUnread } from '../../features/received-applications/api/unread'
import { displayName } from '../../ui/user-avatar'
import { isSignOut } from '../../features/menu/menu-behaviour'
import { MENU_GROUP, pickGroups, type MenuGroup } from '../../features/menu/types'
import { commonState, ensureCommonData } from '../../lib/common-data'
import { pageExists, routes } from '../../lib/paths'
import { Drawer } from '../../ui/drawer'
import { Tab, TabList, TabPanel, useTabs } from '../../ui/tabs'
import { color, radius } from '../../ui/theme'
import { ButtonLink, GhostButton } from '../../ui/button'
import { signOut } from '../session'

/** The groups of each tab (SPEC 2.4). */
const TAB_GROUPS = {
  candidate: [MENU_GROUP.utilitiesJobseeker, MENU_GROUP.personalJobseeker],
  employer: [MENU_GROUP.utilitiesEmployer, MENU_GROUP.walletUtilities],
} as const

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
const TAB_KEYS = TABS.map((t) => t.key)

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

const Greeting = styled(AccountHeader)`
  p {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`

const Status = styled.p`
  margin: 0;
  padding: 16px;
  color: ${color.muted};
`

const SignOut = styled(SignOutRow)`
  min-height: 48px;
  padding: 0 16px;
`

const PrivacyLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 16px 8px;
  color: ${color.muted};
  font-size: 14px;
`

const Panel = styled(TabPanel)`
  padding: 0 0 8px;
`

/** SPEC 4.2: the menu triggers the lazy load of the common data (job-type names for the box). */
function useMenuCommonData(authorized: boolean) {
  const { commonData } = useSnapshot(commonState)
  useEffect(() => {
    if (authorized) void ensureCommonData('jobConfig')
  }, [authorized])
  return commonData
}

const MenuBox = styled(JobseekerBox)`
  margin: 12px 16px;
`

/** The employer tab's way to the employer home (/employer: the overview, or what recruiters get when signed out). */
const EmployerHomeRow = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 48px;
  margin: 8px 16px 0;
  padding: 0 14px;
  border-radius: ${radius.sm};
  background: ${color.brandSoft};
  color: ${color.brandDark};
  font-weight: 700;
  text-decoration: none;
`

const withoutSignOut = (groups: MenuGroup[]) => groups.map((g) => ({ ...g, items: g.items.filter((i) => !isSignOut(i)) }))

/** Inside the drawer, so the menus load only once someone opens it. */
function MenuTabsContent({ tab, here, onClose }: { tab: TabKey; here: string; onClose: () => void }) {
  const user = useSnapshot(userState)
  const inbox = useSnapshot(inboxState)
  const { data: groups, error, isLoading, mutate } = useMenus()
  const baseId = useId()
  const commonData = useMenuCommonData(user.authorized)
  const applicantsBadge = formatUnreadBadge(useApplicantsUnread(tab === 'employer' && user.authorized))
  if (isLoading) return <Status role="status">Đang tải menu...</Status>
  if (error || !groups) {
    return (
      <Status role="alert">
        Không tải được menu.{' '}
        <GhostButton type="button" onClick={() => void mutate()}>
          Thử lại
        </GhostButton>
      </Status>
    )
  }
  const me = user.self ?? user.user
  const unreadBadge = formatUnreadBadge(inbox.unreadInbox)
  return (
    <>
      {tab === 'candidate' && user.authorized && (
        <MenuBox
          authorized={user.authorized}
          jobseeker={user.jobseeker}
          loading={user.loadingJobseeker}
          loadError={user.loadJobseekerError}
          jobTypes={commonData.jobConfig?.job_types ?? []}
          onProfileChanged={loadJobseeker}
          source="menu"
          headingLevel={3}
        />
      )}
      {tab === 'employer' && (
        <EmployerHomeRow to={routes.employer} onClick={onClose}>
          {user.authorized ? 'Trang tổng quan nhà tuyển dụng' : 'Trang dành cho nhà tuyển dụng'}
        </EmployerHomeRow>
      )}
      <MenuGroupList
        groups={withoutSignOut(pickGroups(groups, TAB_GROUPS[tab]))}
        context={{ authorized: user.authorized, here }}
        idPrefix={`${baseId}-${tab}`}
        onSignOut={() => void signOut()}
        onClearNewInbox={clearHasNewInbox}
        onDone={onClose}
        renderExtra={(item) => (
          <MenuItemBadge item={item} unreadBadge={unreadBadge} applicantsBadge={applicantsBadge} hasDepositReward={Boolean(user.authorized && me?.has_deposit_reward)} />
        )}
      />
      {user.authorized && me?.staff_role && <StaffConsoleRow onClick={onClose} />}
    </>
  )
}

export function MobileMenu({
  open,
  onClose,
  layout = 'jobseeker',
}: {
  open: boolean
  onClose: () => void
  layout?: 'jobseeker' | 'employer'
}) {
  const user = useSnapshot(userState)
  const location = useLocation()
  const host = useHost()
  const initialTab: TabKey = layout === 'employer' ? 'employer' : 'candidate'
  const [tab, setTab] = useState<TabKey>(initialTab)
  const tabs = useTabs({ keys: TAB_KEYS, selected: tab, onSelect: setTab })
  const here = `${location.pathname}${location.search}`

  // each opening starts on the tab of the current layout
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setTab(initialTab)
  }

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

  const me = user.self ?? user.user
  const name = displayName(me)

  return (
    <Drawer open={open} onClose={onClose} title="Menu">
      {user.authorized && me ? (
        <Greeting user={me} avatarSize={40}>
          <p>Xin chào, {name}</p>
        </Greeting>
      ) : (
        <Prompt>
          <p>Đăng nhập trải nghiệm các tính năng của {host}</p>
          <LoginLink to={routes.login(here)}>Đăng nhập</LoginLink>
          {pageExists(routes.promo) && <EmployerLink to={routes.promo}>Bạn là nhà tuyển dụng? Đăng tin ngay</EmployerLink>}
        </Prompt>
      )}

      <TabList {...tabs.tabListProps} aria-label="Bạn là">
        {TABS.map((t) => (
          <Tab key={t.key} {...tabs.tabProps(t.key)}>
            {t.label}
          </Tab>
        ))}
      </TabList>

      {TABS.map((t) => (
        <Panel key={t.key} {...tabs.panelProps(t.key)} hidden={tab !== t.key}>
          {tab === t.key && <MenuTabsContent tab={t.key} here={here} onClose={onClose} />}
        </Panel>
      ))}

      {user.authorized && (
        <SignOut
          onClick={() => {
            onClose()
            void signOut()
          }}
        />
      )}

      <PrivacyLink to={routes.privacyPolicy}>Chính sách bảo mật</PrivacyLink>
    </Drawer>
  )
}
