// The header's inbox bell. Signed in: a link to the notification page with the unread badge
// (capped at 99+). Anonymous: a button opening the public announcements (GET job-common), with a
// dot when some arrived since the visitor last looked (GET job-latest?since=).
import { styled } from '@linaria/react'
import { useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { commonState } from '../../../lib/common-data'
import { routes } from '../../../lib/paths'
import { Modal } from '../../../ui/modal'
import { color } from '../../../ui/theme'
import { formatUnreadBadge, inboxBellLabel } from '../format'
import { inboxState, markPublicInboxSeen } from '../state'
import { PublicInboxPanel } from './public-inbox-panel'

const bellStyle = `
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${color.text};
  cursor: pointer;
  &:hover {
    background: ${color.bg};
  }
`
const BellLink = styled(Link)`
  ${bellStyle}
`
const BellButton = styled.button`
  ${bellStyle}
`

const Badge = styled.span`
  position: absolute;
  top: 2px;
  left: 22px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border: 2px solid ${color.white};
  border-radius: 10px;
  background: ${color.red};
  color: ${color.white};
  font-size: 11px;
  font-weight: 700;
  line-height: 16px;
  text-align: center;
  white-space: nowrap;
`

const Dot = styled.span`
  position: absolute;
  top: 9px;
  right: 10px;
  width: 10px;
  height: 10px;
  border: 2px solid ${color.white};
  border-radius: 50%;
  background: ${color.red};
`

function BellIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 10a6 6 0 1 1 12 0c0 4 1.5 6 2.5 7h-17C4.5 16 6 14 6 10zM10 20a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  )
}

export function InboxBell({ signedIn, loginHref }: { signedIn: boolean; loginHref: string }) {
  const inbox = useSnapshot(inboxState)
  const { isMobile } = useSnapshot(commonState)
  const [open, setOpen] = useState(false)
  // the panel's links lead away: close it when the page changes
  const { pathname } = useLocation()
  const [lastPath, setLastPath] = useState(pathname)
  if (lastPath !== pathname) {
    setLastPath(pathname)
    if (open) setOpen(false)
  }

  if (signedIn) {
    const badge = formatUnreadBadge(inbox.unreadInbox)
    return (
      <BellLink to={routes.notification} aria-label={inboxBellLabel(inbox.unreadInbox)} data-inbox-bell="private">
        <BellIcon />
        {badge && (
          <Badge aria-hidden="true" data-inbox-badge="">
            {badge}
          </Badge>
        )}
      </BellLink>
    )
  }

  const openPanel = () => {
    setOpen(true)
    markPublicInboxSeen()
  }
  return (
    <>
      <BellButton
        type="button"
        aria-haspopup="dialog"
        aria-label={inbox.hasNewInbox ? 'Thông báo chung, có thông báo mới' : 'Thông báo chung'}
        onClick={openPanel}
        data-inbox-bell="public"
      >
        <BellIcon />
        {inbox.hasNewInbox && <Dot aria-hidden="true" />}
      </BellButton>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        type={isMobile ? 'pin_bottom' : 'center'}
        title={inbox.publicTotal > 0 ? `Thông báo chung (${inbox.publicTotal})` : 'Thông báo chung'}
      >
        <PublicInboxPanel open={open} loginHref={loginHref} />
      </Modal>
    </>
  )
}
