// The layer under every dialog and the drawer: client-only rendering (portals never touch hydrated
// HTML), the open -> closing -> closed phases of the closing animation, the body scroll lock, the
// focus trap with focus given back to the opener, Escape for the topmost layer, and the shared fade.
import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react'

const subscribeNothing = () => () => {}

/** False on the server and during hydration, true afterwards: portals never touch hydrated HTML. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
}

export type LayerPhase = 'open' | 'closing' | 'closed'

/** open -> closing (for durationMs, the closing animation) -> closed (unmounted). */
export function useLayerPhase(open: boolean, durationMs: number): LayerPhase {
  const [phase, setPhase] = useState<LayerPhase>(open ? 'open' : 'closed')
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    setPhase(open ? 'open' : 'closing')
  }
  useEffect(() => {
    if (phase !== 'closing') return
    const timer = window.setTimeout(() => setPhase('closed'), durationMs)
    return () => window.clearTimeout(timer)
  }, [phase, durationMs])
  return phase
}

// Open layers: only the topmost answers Escape, traps Tab and takes focus (a sub_modal over a
// modal). A layer rendered inside another is deeper, even when both mount in the same commit
// (child effects run first); among equals, the last opened is on top.
interface Layer {
  depth: number
}
const layers: Layer[] = []
const topLayer = (): Layer | undefined =>
  layers.reduce<Layer | undefined>((top, layer) => (!top || layer.depth >= top.depth ? layer : top), undefined)

/** Nesting depth of the layer being rendered (0 outside any modal or drawer). */
export const LayerDepthContext = createContext(0)
let scrollLocks = 0
let savedBodyStyle = { overflow: '', paddingRight: '' }

function lockBodyScroll(): () => void {
  const body = document.body
  if (scrollLocks === 0) {
    savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
    // Keep the page from shifting sideways when its scrollbar disappears.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth
    body.style.overflow = 'hidden'
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
  }
  scrollLocks++
  return () => {
    scrollLocks--
    if (scrollLocks === 0) {
      body.style.overflow = savedBodyStyle.overflow
      body.style.paddingRight = savedBodyStyle.paddingRight
    }
  }
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',')

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden], [inert], [aria-hidden="true"]'),
  )
}

/**
 * Scroll lock while mounted; while open: focus moves in (an element marked data-autofocus or
 * autofocus, else the panel), Tab is trapped, Escape closes, and focus returns to the opener.
 * Returns the depth to provide (LayerDepthContext) to the layer's content.
 */
export function useDialogLayer({
  mounted,
  active,
  panelRef,
  onClose,
}: {
  mounted: boolean
  active: boolean
  panelRef: RefObject<HTMLElement | null>
  onClose: () => void
}): number {
  const depth = useContext(LayerDepthContext) + 1
  useEffect(() => {
    if (!mounted) return
    return lockBodyScroll()
  }, [mounted])

  const close = useEffectEvent(() => onClose())

  useEffect(() => {
    const panel = panelRef.current
    if (!active || !panel) return
    const token: Layer = { depth }
    layers.push(token)
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (topLayer() === token) {
      const preferred = panel.querySelector<HTMLElement>('[data-autofocus], [autofocus]')
      ;(preferred ?? panel).focus()
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (topLayer() !== token) return
      if (event.key === 'Escape') {
        event.preventDefault()
        close()
        return
      }
      if (event.key !== 'Tab') return
      const items = focusableIn(panel)
      const current = document.activeElement
      if (items.length === 0) {
        event.preventDefault()
        panel.focus()
        return
      }
      const first = items[0]
      const last = items[items.length - 1]
      const outside = !(current instanceof Node) || !panel.contains(current)
      if (event.shiftKey && (current === first || current === panel || outside)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      const index = layers.indexOf(token)
      if (index >= 0) layers.splice(index, 1)
      const focusNow = document.activeElement
      const focusLost = !focusNow || focusNow === document.body || panel.contains(focusNow)
      if (opener?.isConnected && focusLost) opener.focus()
    }
  }, [active, panelRef, depth])
  return depth
}

/** Fade keyframes: also the reduced-motion replacement for slides. */
export const fadeKeyframes = `
  @keyframes vlt-fade-in {
    from {
      opacity: 0;
    }
    to {
      opacity: 1;
    }
  }
  @keyframes vlt-fade-out {
    from {
      opacity: 1;
    }
    to {
      opacity: 0;
    }
  }
`
