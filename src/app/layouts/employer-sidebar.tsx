// Employer sidebar of SPEC 2.4: desktop only, hidden on listing pages for unauthorised users.
// "Xin chào," with the full name or else the phone; sections "Tiện ích", the wallet (main and
// promotion balances, "Tặng 20%" on the deposit entry with a deposit reward) and "Cá nhân",
// grouped by code from the menus API. Signed-in parts appear only after hydration.
import { css } from '@linaria/core'
import { styled } from '@linaria/react'
import { useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { EMPLOYER_DASHBOARD, LOYALTY_RANK } from '../../domain/constants'
import { formatMoney } from '../../domain/money'
import { userState } from '../../features/auth/state'
import { formatUnreadBadge } from '../../features/inbox/format'
import { clearHasNewInbox, inboxState } from '../../features/inbox/state'
import { useMenus } from '../../features/menu/api/get-menus'
import { AccountHeader } from '../../features/menu/components/account-header'
import { MenuGroupList, SignOutRow } from '../../features/menu/components/menu-group-list'
import { MenuItemBadge } from '../../features/menu/components/menu-item-badge'
import { useApplicantsUnread } from '../../features/received-applications/api/unread'
import { displayName } from '../../ui/user-avatar'
import { hasSignOutEntry } from '../../features/menu/menu-behaviour'
import { MENU_GROUP, pickGroups, type MenuGroup } from '../../features/menu/types'
import { routes } from '../../lib/paths'
import { useHydrated } from '../../lib/use-hydrated'
import { ButtonLink } from '../../ui/button'
import { Bone } from '../../ui/skeleton'
import { color, media, radius, cardBox } from '../../ui/theme'
import type { PageConfig } from '../page-config'
import { signOut } from '../session'

export const SIDEBAR_WIDTH = 248

// The employer layout's <main> puts the sidebar beside the page when there is one, and then grows to
// 1440 px (from 1054) so the dashboard's lists and the recruitment board use the screen; the header's
// row above it takes the same width.
const besideContent = css`
  :global() {
    @media (min-width: 990px) {
      main[data-layout='employer']:has(> [data-employer-sidebar]) {
        display: grid;
        grid-template-columns: ${SIDEBAR_WIDTH}px minmax(0, 1fr);
        column-gap: 24px;
        align-items: start;
        max-width: ${EMPLOYER_DASHBOARD}px;
        padding: 24px;
      }
      main[data-layout='employer']:has(> [data-employer-sidebar]) > :not([data-employer-sidebar]) {
        grid-column: 2;
      }
      /* the header's row as wide as the dashboard under it, so its logo lines up with the sidebar */
      header:has(~ main[data-layout='employer'] > [data-employer-sidebar]) > div:first-child {
        max-width: ${EMPLOYER_DASHBOARD}px;
        padding: 0 24px;
      }
    }
  }
`

const Aside = styled.aside`
  grid-column: 1;
  grid-row: 1 / span 4;
  ${cardBox}
  overflow: hidden;
  ${media.mobile} {
    display: none;
  }
`

const Hello = styled(AccountHeader)`
  p {
    margin: 0;
    min-width: 0;
    color: ${color.muted};
  }
  strong {
    display: block;
    color: ${color.text};
    overflow-wrap: anywhere;
  }
`

// SPEC 3: loyalty_id 1 Thường ... 6 Kim Cương, shown as a rank badge.
const Rank = styled.span`
  display: inline-block;
  margin-top: 4px;
  padding: 1px 8px;
  border-radius: 10px;
  background: ${color.bg};
  border: 1px solid ${color.line};
  color: ${color.text};
  font-size: 12px;
  font-weight: 600;
  &[data-rank='3'] {
    background: #eef1f4;
  }
  &[data-rank='4'] {
    background: #fff4d6;
  }
  &[data-rank='5'],
  &[data-rank='6'] {
    background: #e8f1ff;
  }
`

const Invite = styled.div`
  padding: 16px;
  border-bottom: 1px solid ${color.line};
  p {
    margin: 0 0 12px;
  }
`

// the sidebar's shape while a signed-in page waits for the session (auth-guard.tsx): the greeting
// and the menu's rows in grey, rather than the guest's invitation to sign in
const Waiting = styled.div`
  display: grid;
  gap: 20px;
  padding: 16px;
  > div:first-child {
    display: grid;
    grid-template-columns: 44px minmax(0, 1fr);
    align-items: center;
    gap: 12px;
    padding-bottom: 16px;
    border-bottom: 1px solid ${color.line};
  }
  > div:first-child > div {
    display: grid;
    gap: 8px;
  }
`

const WAIT_ROWS = ['30%', '80%', '65%', '75%', '60%', '30%', '70%', '55%', '80%']

const Balances = styled.dl`
  display: grid;
  gap: 8px;
  margin: 4px 16px 8px;
  padding: 10px 12px;
  border-radius: ${radius.sm};
  background: ${color.brandSoft};
  dt {
    color: ${color.muted};
    font-size: 14px;
  }
  dd {
    margin: 0;
    font-size: 18px;
    font-weight: 700;
    white-space: nowrap;
  }
`

const SECTION_GROUPS = [MENU_GROUP.utilitiesEmployer, MENU_GROUP.walletUtilities, MENU_GROUP.mbpayWallet, MENU_GROUP.personalEmployer]
const SECTION_TITLES = { [MENU_GROUP.utilitiesEmployer]: 'Tiện ích', [MENU_GROUP.personalEmployer]: 'Cá nhân' }
const WALLET_FALLBACK: MenuGroup = { code: MENU_GROUP.walletUtilities, name: 'Tiện ích ví', audience: 'employer', items: [] }

export function WalletBalances({ account }: { account: { account_amount: number; account_bonus: number } | null }) {
  return (
    <Balances data-wallet-balances="">
      <div>
        <dt>Tài khoản chính</dt>
        <dd>{account ? formatMoney(account.account_amount) : '…'}</dd>
      </div>
      <div>
        <dt>Tài khoản khuyến mãi</dt>
        <dd>{account ? formatMoney(account.account_bonus) : '…'}</dd>
      </div>
    </Balances>
  )
}

export function EmployerSidebar({ config }: { config: PageConfig }) {
  const hydrated = useHydrated()
  const user = useSnapshot(userState)
  const inbox = useSnapshot(inboxState)
  const location = useLocation()
  const authorized = hydrated && user.authorized
  const { data: groups } = useMenus(hydrated)
  const applicantsBadge = formatUnreadBadge(useApplicantsUnread(authorized))
  if (config.header.desktop.listingMode && !authorized) return null
  if (config.authRequired && !authorized)
    return (
      <Aside className={besideContent} aria-hidden="true" data-employer-sidebar="">
        <Waiting>
          <div>
            <Bone round height={44} />
            <div>
              <Bone width="40%" />
              <Bone width="75%" height={16} />
            </div>
          </div>
          {WAIT_ROWS.map((width, index) => (
            <Bone key={index} width={width} />
          ))}
        </Waiting>
      </Aside>
    )

  const here = `${location.pathname}${location.search}`
  const me = user.self ?? user.user
  const picked = pickGroups(groups, authorized ? SECTION_GROUPS : [MENU_GROUP.utilitiesEmployer])
  const sections =
    authorized && !picked.some((g) => g.code === MENU_GROUP.walletUtilities)
      ? [...picked.filter((g) => g.code === MENU_GROUP.utilitiesEmployer), WALLET_FALLBACK, ...picked.filter((g) => g.code !== MENU_GROUP.utilitiesEmployer)]
      : picked
  const unreadBadge = formatUnreadBadge(inbox.unreadInbox)

  return (
    <Aside className={besideContent} aria-label="Menu nhà tuyển dụng" data-employer-sidebar="">
      {authorized && me ? (
        <Hello user={me} avatarSize={44}>
          <p>
            Xin chào,
            <strong>{displayName(me)}</strong>
            {user.loyalty && (
              <Rank data-rank={user.loyalty.loyalty_id}>Hạng {LOYALTY_RANK[user.loyalty.loyalty_id] ?? user.loyalty.name}</Rank>
            )}
          </p>
        </Hello>
      ) : (
        <Invite>
          <p>Đăng nhập để đăng tin và quản lý tuyển dụng.</p>
          <ButtonLink to={routes.login(here)}>Đăng nhập</ButtonLink>
        </Invite>
      )}
      <MenuGroupList
        groups={sections}
        titles={SECTION_TITLES}
        headingLevel={2}
        idPrefix="employer-sidebar"
        context={{ authorized, here }}
        onSignOut={() => void signOut()}
        onClearNewInbox={clearHasNewInbox}
        renderGroupIntro={(group) =>
          authorized && group.code === MENU_GROUP.walletUtilities ? <WalletBalances account={user.account} /> : null
        }
        renderExtra={(item) => (
          <MenuItemBadge item={item} unreadBadge={unreadBadge} applicantsBadge={applicantsBadge} hasDepositReward={Boolean(authorized && me?.has_deposit_reward)} />
        )}
      />
      {authorized && !hasSignOutEntry(sections) && (
        <SignOutRow onClick={() => void signOut()} />
      )}
    </Aside>
  )
}
