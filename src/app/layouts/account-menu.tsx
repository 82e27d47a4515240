// The signed-in account dropdown of the header (SPEC 2.4): who, the layout's menu groups from the
// API, sign out. Its code loads only for a signed-in person (header.tsx).
import { css } from '@linaria/core'
import { styled } from '@linaria/react'
import { useSnapshot } from 'valtio'
import { userState } from '../../features/auth/state'
import { formatUnreadBadge } from '../../features/inbox/format'
import { clearHasNewInbox, inboxState } from '../../features/inbox/state'
import { useMenus } from '../../features/menu/api/get-menus'
import { Dropdown } from '../../features/menu/components/dropdown'
import { AccountHeader } from '../../features/menu/components/account-header'
import { MenuGroupList, SignOutRow, StaffConsoleRow } from '../../features/menu/components/menu-group-list'
import { MenuItemBadge } from '../../features/menu/components/menu-item-badge'
import { useApplicantsUnread } from '../../features/received-applications/api/unread'
import { UserAvatar, displayName } from '../../ui/user-avatar'
import { hasSignOutEntry } from '../../features/menu/menu-behaviour'
import { ACCOUNT_MENU_GROUPS, pickGroups } from '../../features/menu/types'
import { IconButton } from '../../ui/icon-button'
import { color, media } from '../../ui/theme'
import type { PageConfig } from '../page-config'
import { signOut } from '../session'
import { LineIcon } from '../../ui/line-icon'

const AccountButton = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  max-width: 236px;
  min-height: 44px;
  padding: 4px 8px 4px 4px;
  border: 1px solid transparent;
  border-radius: 24px;
  background: transparent;
  color: ${color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${color.bg};
    border-color: ${color.line};
  }
  .account-name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  svg.chevron {
    flex: none;
    transition: transform 0.2s;
  }
  &[aria-expanded='true'] svg.chevron {
    transform: rotate(180deg);
  }
`
const Who = styled(AccountHeader)`
  div {
    min-width: 0;
  }
  div > strong,
  div > span {
    display: block;
    overflow-wrap: anywhere;
  }
  div > span {
    color: ${color.muted};
    font-size: 14px;
  }
`
const SignOut = styled(SignOutRow)`
  &:hover {
    background: ${color.bg};
  }
`
// The header's other signed-in parts load with the menu, not with every page.
export { ChatHeaderLink } from '../../features/chat/components/chat-entry'

const MobileAccount = styled(IconButton)`
  ${media.desktop} {
    display: none;
  }
`

/** On a phone, the signed-in person's avatar in the header; it opens the menu with their account. */
export function MobileAccountButton({ expanded, onPointerDown, onClick }: { expanded: boolean; onPointerDown: () => void; onClick: () => void }) {
  const user = useSnapshot(userState)
  const me = user.self ?? user.user
  return (
    <MobileAccount type="button" aria-label={`Menu tài khoản: ${displayName(me)}`} aria-expanded={expanded} onPointerDown={onPointerDown} onClick={onClick}>
      <UserAvatar userId={me?.id ?? 0} fullName={me?.full_name} imageUrl={me?.image_url} />
    </MobileAccount>
  )
}

function Chevron() {
  return (
    <LineIcon d="M6 9l6 6 6-6" size={16} className="chevron" />
  )
}

/** The signed-in account dropdown: who, the layout's menu groups from the API, sign out. */
export function AccountMenu({ layout, here }: { layout: PageConfig['layout']; here: string }) {
  const user = useSnapshot(userState)
  const inbox = useSnapshot(inboxState)
  const { data: groups } = useMenus()
  const applicantsUnread = useApplicantsUnread(layout === 'employer' && user.authorized)
  const me = user.self ?? user.user
  if (!me) return null
  const name = displayName(me)
  const shown = pickGroups(groups, ACCOUNT_MENU_GROUPS[layout])
  const unreadBadge = formatUnreadBadge(inbox.unreadInbox)
  const applicantsBadge = formatUnreadBadge(applicantsUnread)
  return (
    <Dropdown
      buttonClassName={AccountButton}
      buttonLabel={`Tài khoản: ${name}`}
      panelLabel="Tài khoản"
      button={
        <>
          <UserAvatar userId={me.id} fullName={me.full_name} imageUrl={me.image_url} />
          <span className="account-name">{name}</span>
          <Chevron />
        </>
      }
    >
      {(close) => (
        <>
          <Who user={me} avatarSize={40}>
            <div>
              <strong>{name}</strong>
              {me.full_name && me.phone && <span>{me.phone}</span>}
            </div>
          </Who>
          <MenuGroupList
            groups={shown}
            context={{ authorized: true, here }}
            idPrefix="account-menu"
            onSignOut={() => void signOut()}
            onClearNewInbox={clearHasNewInbox}
            onDone={close}
            renderExtra={(item) => (
              <MenuItemBadge item={item} unreadBadge={unreadBadge} applicantsBadge={applicantsBadge} hasDepositReward={Boolean(me.has_deposit_reward)} />
            )}
          />
          {me.staff_role && <StaffConsoleRow onClick={close} />}
          {!hasSignOutEntry(shown) && (
            <SignOut
              onClick={() => {
                close()
                void signOut()
              }}
            />
          )}
        </>
      )}
    </Dropdown>
  )
}
