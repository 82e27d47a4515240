// The header's inbox bell. Signed in: a link to the notification page with the unread badge
// (capped at 99+). Anonymous: a button opening the public announcements (GET job-common), with a
// dot when some arrived since the visitor last looked (GET job-latest?since=).
import { styled } from '@linaria/react'
import { Suspense, lazy, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { commonState } from '../../../lib/common-data'
import { routes } from '../../../lib/paths'
import { CountBadge, roundIconStyle } from '../../../ui/icon-button'
import { color } from '../../../ui/theme'
import { formatUnreadBadge, inboxBellLabel } from '../format'
import { inboxState, markPublicInboxSeen } from '../state'
import { LineIcon } from '../../../ui/line-icon'

// the announcements' dialog loads on the first intent to open it, then stays for its animations
const loadDialog = () => import('./public-inbox-dialog')
const PublicInboxDialog = lazy(() => loadDialog().then((m) => ({ default: m.PublicInboxDialog })))

const BellLink = styled(Link)`
  ${roundIconStyle}
  position: relative;
`
const BellButton = styled.button`
  ${roundIconStyle}
  position: relative;
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
    <LineIcon d="M6 10a6 6 0 1 1 12 0c0 4 1.5 6 2.5 7h-17C4.5 16 6 14 6 10zM10 20a2 2 0 0 0 4 0" size={24} />
  )
}

export function InboxBell({ signedIn, loginHref }: { signedIn: boolean; loginHref: string }) {
  const inbox = useSnapshot(inboxState)
  const { isMobile } = useSnapshot(commonState)
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
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
          <CountBadge aria-hidden="true" data-inbox-badge="">
            {badge}
          </CountBadge>
        )}
      </BellLink>
    )
  }

  const openPanel = () => {
    setUsed(true)
    setOpen(true)
    markPublicInboxSeen()
  }
  return (
    <>
      <BellButton
        type="button"
        aria-haspopup="dialog"
        aria-label={inbox.hasNewInbox ? 'Thông báo chung, có thông báo mới' : 'Thông báo chung'}
        onPointerDown={() => void loadDialog()}
        onClick={openPanel}
        data-inbox-bell="public"
      >
        <BellIcon />
        {inbox.hasNewInbox && <Dot aria-hidden="true" />}
      </BellButton>
      {used && (
        <Suspense fallback={null}>
          <PublicInboxDialog
            open={open}
            onClose={() => setOpen(false)}
            isMobile={isMobile}
            total={inbox.publicTotal}
            loginHref={loginHref}
          />
        </Suspense>
      )}
    </>
  )
}
