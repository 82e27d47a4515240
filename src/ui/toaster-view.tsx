// The toasts' renderer (toaster.tsx loads it with the first toast).
import { Toaster as HotToaster } from 'react-hot-toast'
import { TOAST } from '../domain/constants'

export default function ToasterView() {
  // above a phone page's bar fixed at the bottom (--toast-bottom, global-styles.ts), 16 px otherwise
  return <HotToaster position={TOAST.position} containerStyle={{ bottom: 'var(--toast-bottom, 16px)' }} toastOptions={{ duration: TOAST.durationMs }} />
}
