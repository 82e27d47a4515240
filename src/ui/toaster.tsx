// react-hot-toast as SPEC 9 says: bottom right, 5 s, at most 3 at once (older ones are dismissed).
import { useEffect } from 'react'
import { Toaster as HotToaster, toast, useToasterStore } from 'react-hot-toast'
import { TOAST } from '../domain/constants'

export function Toaster() {
  const { toasts } = useToasterStore()
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST.maxVisible)
      .forEach((t) => toast.dismiss(t.id))
  }, [toasts])
  return <HotToaster position={TOAST.position} toastOptions={{ duration: TOAST.durationMs }} />
}
