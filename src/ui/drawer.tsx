// Side drawer of SPEC 2.2: slides in from the right (or left) in 0.5 s, closes on an outside click
// and on Escape. Same portal, focus and scroll rules as the modal.
import { styled } from '@linaria/react'
import { useEffect, useId, useRef, type JSX, type ReactNode } from 'react'
import { toast } from 'react-hot-toast'
import { createPortal } from 'react-dom'
import { DRAWER_MS } from '../domain/constants'
import { CloseIcon, IconButton } from './icon-button'
import { LayerDepthContext, fadeKeyframes, useDialogLayer, useIsClient, useLayerPhase } from './layer'
import { color } from './theme'

export interface DrawerProps {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  /** Default 'right'. */
  side?: 'right' | 'left'
}

const Root = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
`

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  background: rgba(16, 24, 32, 0.55);
  ${fadeKeyframes}
  animation: vlt-fade-in ${DRAWER_MS}ms ease-out both;
  [data-state='closing'] > & {
    animation: vlt-fade-out ${DRAWER_MS}ms ease-in both;
  }
`

const Panel = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  right: 0;
  display: flex;
  flex-direction: column;
  width: min(360px, 88vw);
  background: ${color.white};
  color: ${color.text};
  box-shadow: -8px 0 32px rgba(16, 24, 32, 0.24);
  ${fadeKeyframes}
  @keyframes vlt-drawer-in {
    from {
      transform: translateX(var(--drawer-from));
    }
    to {
      transform: none;
    }
  }
  @keyframes vlt-drawer-out {
    from {
      transform: none;
    }
    to {
      transform: translateX(var(--drawer-from));
    }
  }
  --drawer-from: 100%;
  animation: vlt-drawer-in ${DRAWER_MS}ms ease-out both;
  &:focus {
    outline: none;
  }
  [data-side='left'] > & {
    right: auto;
    left: 0;
    --drawer-from: -100%;
    box-shadow: 8px 0 32px rgba(16, 24, 32, 0.24);
  }
  [data-state='closing'] > & {
    animation: vlt-drawer-out ${DRAWER_MS}ms ease-in both;
  }
  @media (prefers-reduced-motion: reduce) {
    && {
      animation-name: vlt-fade-in;
    }
    [data-state='closing'] > && {
      animation-name: vlt-fade-out;
    }
  }
`

const Header = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 56px;
  padding: 6px 6px 6px 16px;
  border-bottom: 1px solid ${color.line};
`

const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: 18px;
  font-weight: 700;
`

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`

export function Drawer({ open, onClose, title, children, side = 'right' }: DrawerProps): JSX.Element | null {
  const isClient = useIsClient()
  const phase = useLayerPhase(open, DRAWER_MS)
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const mounted = isClient && phase !== 'closed'
  // a toast must not cover the drawer's entries (sign out sits at the bottom on a phone)
  useEffect(() => {
    if (open) toast.dismiss()
  }, [open])
  const depth = useDialogLayer({ mounted, active: mounted && phase === 'open', panelRef, onClose })

  if (!mounted) return null
  const closing = phase === 'closing'
  return createPortal(
    <Root data-side={side} data-state={phase} inert={closing}>
      <Backdrop data-drawer-overlay="" aria-hidden="true" onClick={closing ? undefined : onClose} />
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Header>
          <Title id={titleId}>{title}</Title>
          <IconButton type="button" onClick={onClose} aria-label="Đóng">
            <CloseIcon />
          </IconButton>
        </Header>
        <Body>
          <LayerDepthContext.Provider value={depth}>{children}</LayerDepthContext.Provider>
        </Body>
      </Panel>
    </Root>,
    document.body,
  )
}
