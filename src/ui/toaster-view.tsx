// The toasts' renderer (toaster.tsx loads it with the first toast).
import { Toaster as HotToaster } from 'react-hot-toast'
import { TOAST } from '../domain/constants'

export default function ToasterView() {
  return <HotToaster position={TOAST.position} toastOptions={{ duration: TOAST.durationMs }} />
}
