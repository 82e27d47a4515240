// A disclosure dropdown (WAI-ARIA disclosure pattern): a button with aria-expanded controlling a
// panel of links. Escape closes it and returns focus to the button; a click outside, moving focus
// out of it, and a change of page close it too.
import { styled } from '@linaria/react'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { cardBox } from '../../../ui/theme'

const Root = styled.div`
  position: relative;
`

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: 60;
  width: 300px;
  max-height: calc(100vh - 100px);
  overflow-y: auto;
  ${cardBox}
  box-shadow: 0 12px 32px rgba(16, 24, 32, 0.18);
  &[hidden] {
    display: none;
  }
`

export interface DropdownProps {
  /** Content of the toggle button. */
  button: ReactNode
  /** Accessible name of the button when its content is not enough. */
  buttonLabel?: string
  buttonClassName?: string
  /** The panel's content; `close` closes the dropdown. */
  children: (close: () => void) => ReactNode
  panelLabel?: string
}

export function Dropdown({ button, buttonLabel, buttonClassName, children, panelLabel }: DropdownProps) {
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const location = useLocation()

  const [lastPath, setLastPath] = useState(location.pathname)
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname)
    if (open) setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      setOpen(false)
      buttonRef.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])

  return (
    <Root
      ref={rootRef}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null
        if (open && next && !rootRef.current?.contains(next)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonLabel}
        onClick={() => setOpen((v) => !v)}
      >
        {button}
      </button>
      <Panel id={panelId} hidden={!open} role="region" aria-label={panelLabel}>
        {open && children(() => setOpen(false))}
      </Panel>
    </Root>
  )
}
