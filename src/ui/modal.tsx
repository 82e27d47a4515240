// The five modal types of SPEC 2.8. Client-only (portal to document.body), so prerendered HTML and
// the first client render agree; the layer stays mounted for its 450 ms closing animation. The
// layer itself (phases, scroll lock, focus trap) is ./layer, shared with the drawer.
import { styled } from '@linaria/react'
import { useId, useRef, type JSX, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { MODAL_CLOSE_MS } from '../domain/constants'
import { CloseIcon, IconButton } from './icon-button'
import { LayerDepthContext, fadeKeyframes, useDialogLayer, useIsClient, useLayerPhase } from './layer'
import { color, media, radius } from './theme'
import { LineIcon } from './line-icon'

export type ModalType = 'mobile_full' | 'pin_bottom' | 'center' | 'sub_modal' | 'pin_bottom_70_percent'

export interface ModalProps {
  open: boolean
  onClose: () => void
  /** Default 'center'. */
  type?: ModalType
  title?: ReactNode
  /** Shows a back button in the header when given. */
  onBack?: () => void
  /** Default true: close (×) button in the header. */
  showClose?: boolean
  /** Default true. */
  closeOnOverlay?: boolean
  footer?: ReactNode
  children: ReactNode
  labelledBy?: string
}

// ---------------------------------------------------------------------------------------------
// Styles. Linaria scopes keyframes to the block that declares them, so each block that animates
// interpolates the definitions it uses.

const panelKeyframes = `
  @keyframes vlt-modal-pop-in {
    from {
      opacity: 0;
      transform: translateY(16px) scale(0.98);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
  @keyframes vlt-modal-pop-out {
    from {
      opacity: 1;
      transform: none;
    }
    to {
      opacity: 0;
      transform: translateY(16px) scale(0.98);
    }
  }
  @keyframes vlt-sheet-in {
    from {
      transform: translateY(100%);
    }
    to {
      transform: none;
    }
  }
  @keyframes vlt-sheet-out {
    from {
      transform: none;
    }
    to {
      transform: translateY(100%);
    }
  }
`

const Root = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;

  &[data-type='sub_modal'] {
    z-index: 1100;
  }
  &[data-type='pin_bottom'],
  &[data-type='pin_bottom_70_percent'] {
    align-items: flex-end;
    padding: 0;
  }
  &[data-type='mobile_full'] {
    ${media.mobile} {
      padding: 0;
      align-items: stretch;
    }
  }
`

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  background: rgba(16, 24, 32, 0.55);
  ${fadeKeyframes}
  animation: vlt-fade-in 200ms ease-out both;

  [data-type='sub_modal'] > & {
    background: rgba(16, 24, 32, 0.35);
  }
  [data-state='closing'] > & {
    animation: vlt-fade-out ${MODAL_CLOSE_MS}ms ease-in both;
  }
`

const Panel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 520px;
  max-height: calc(100vh - 32px);
  max-height: calc(100dvh - 32px);
  overflow: hidden;
  background: ${color.white};
  color: ${color.text};
  border-radius: ${radius.lg};
  box-shadow: 0 20px 48px rgba(16, 24, 32, 0.28);
  ${fadeKeyframes}
  ${panelKeyframes}
  animation: vlt-modal-pop-in 250ms ease-out both;
  &:focus {
    outline: none;
  }
  [data-state='closing'] > & {
    animation: vlt-modal-pop-out ${MODAL_CLOSE_MS}ms ease-in both;
  }

  [data-type='sub_modal'] > & {
    max-width: 420px;
  }

  [data-type='pin_bottom'] > &,
  [data-type='pin_bottom_70_percent'] > & {
    max-width: 640px;
    max-height: 90vh;
    max-height: 90dvh;
    border-radius: ${radius.lg} ${radius.lg} 0 0;
    animation-name: vlt-sheet-in;
  }
  [data-type='pin_bottom_70_percent'] > & {
    height: 70vh;
    height: 70dvh;
  }
  [data-state='closing'][data-type='pin_bottom'] > &,
  [data-state='closing'][data-type='pin_bottom_70_percent'] > & {
    animation-name: vlt-sheet-out;
  }

  [data-type='mobile_full'] > & {
    ${media.mobile} {
      max-width: none;
      max-height: none;
      height: 100%;
      border-radius: 0;
      animation-name: vlt-sheet-in;
    }
    ${media.desktop} {
      max-width: 720px;
    }
  }
  [data-state='closing'][data-type='mobile_full'] > & {
    ${media.mobile} {
      animation-name: vlt-sheet-out;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    &&& {
      animation-name: vlt-fade-in;
    }
    [data-state='closing'] > &&& {
      animation-name: vlt-fade-out;
    }
  }
`

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  min-height: 56px;
  padding: 6px 6px 6px 16px;
  border-bottom: 1px solid ${color.line};
  &[data-back='true'] {
    padding-left: 6px;
  }
`

const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: 18px;
  font-weight: 700;
  line-height: 1.3;
`

const Spacer = styled.div`
  flex: 1;
`

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 16px;
`

const Footer = styled.div`
  flex: none;
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  padding: 12px 16px;
  padding-bottom: max(12px, env(safe-area-inset-bottom));
  border-top: 1px solid ${color.line};
`

function BackIcon() {
  return (
    <LineIcon d="M15 5l-7 7 7 7" />
  )
}

export function Modal({
  open,
  onClose,
  type = 'center',
  title,
  onBack,
  showClose = true,
  closeOnOverlay = true,
  footer,
  children,
  labelledBy,
}: ModalProps): JSX.Element | null {
  const isClient = useIsClient()
  const phase = useLayerPhase(open, MODAL_CLOSE_MS)
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const mounted = isClient && phase !== 'closed'
  const depth = useDialogLayer({ mounted, active: mounted && phase === 'open', panelRef, onClose })

  if (!mounted) return null
  const hasTitle = title !== undefined && title !== null && title !== false
  const labelId = labelledBy ?? (hasTitle ? titleId : undefined)
  const closing = phase === 'closing'

  return createPortal(
    <Root data-type={type} data-state={phase} inert={closing}>
      <Backdrop data-modal-overlay="" aria-hidden="true" onClick={closeOnOverlay && !closing ? onClose : undefined} />
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={labelId} tabIndex={-1}>
        {(hasTitle || onBack || showClose) && (
          <Header data-back={Boolean(onBack)}>
            {onBack && (
              <IconButton type="button" onClick={onBack} aria-label="Quay lại">
                <BackIcon />
              </IconButton>
            )}
            {hasTitle ? <Title id={titleId}>{title}</Title> : <Spacer />}
            {showClose && (
              <IconButton type="button" onClick={onClose} aria-label="Đóng">
                <CloseIcon />
              </IconButton>
            )}
          </Header>
        )}
        <Body>
          <LayerDepthContext.Provider value={depth}>{children}</LayerDepthContext.Provider>
        </Body>
        {footer && (
          <Footer>
            <LayerDepthContext.Provider value={depth}>{footer}</LayerDepthContext.Provider>
          </Footer>
        )}
      </Panel>
    </Root>,
    document.body,
  )
}

/** A row of buttons at the end of a dialog (cancel, then confirm), wrapping onto a second line where the screen is too narrow. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`
