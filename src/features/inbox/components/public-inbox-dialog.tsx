// The anonymous visitor's announcements in a dialog (inbox-bell.tsx loads it when first opened).
import { Modal } from '../../../ui/modal'
import { PublicInboxPanel } from './public-inbox-panel'

export function PublicInboxDialog({
  open,
  onClose,
  isMobile,
  total,
  loginHref,
}: {
  open: boolean
  onClose: () => void
  isMobile: boolean
  total: number
  loginHref: string
}) {
  return (
    <Modal open={open} onClose={onClose} type={isMobile ? 'pin_bottom' : 'center'} title={total > 0 ? `Thông báo chung (${total})` : 'Thông báo chung'}>
      <PublicInboxPanel open={open} loginHref={loginHref} />
    </Modal>
  )
}
