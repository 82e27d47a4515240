// The modal (modal.tsx) for dialogs a page opens only when the person acts: its code loads the
// first time the dialog opens, then the dialog stays mounted (for its closing animation) as usual.
import { Suspense, lazy, useState } from 'react'
import type { ModalProps } from './modal'

const Modal = lazy(() => import('./modal').then((m) => ({ default: m.Modal })))

export function LazyModal(props: ModalProps) {
  const [used, setUsed] = useState(props.open)
  if (props.open && !used) setUsed(true)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  )
}
