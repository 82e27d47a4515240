// react-hot-toast as SPEC 9 says: bottom right, 5 s, at most 3 at once (older ones are dismissed).
// Pages start with the toast store only; the renderer's code loads when the first toast is shown.
import { Suspense, lazy, useEffect, useState } from 'react'
import { toast, useToasterStore } from 'react-hot-toast'
import { TOAST } from '../domain/constants'

const ToasterView = lazy(() => import('./toaster-view'))

export function Toaster() {
  const { toasts } = useToasterStore()
  const [used, setUsed] = useState(false)
  if (!used && toasts.length > 0) setUsed(true)
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST.maxVisible)
      .forEach((t) => toast.dismiss(t.id))
  }, [toasts])
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  )
}
