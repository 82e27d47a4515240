// SPEC 4.2: on the mobile listing (width below 990 px), while auto-apply is off and the hint was not
// hidden this session, the page scrolls to the job-seeker box (SPEC 9's 480 px when there is no box
// to measure) and a hint bubble points at the switch. Hiding it is remembered for the session.
import { useEffect, useState, type RefObject } from 'react'
import { BREAKPOINTS, MOBILE_SCROLL_TARGET } from '../../../domain/constants'
import { isHintHidden, rememberHintHidden } from '../hint-session'

export function useAutoApplyHint({
  enabled,
  boxRef,
}: {
  /** The listing asked for it, the person has a profile, auto-apply is off and can be turned on. */
  enabled: boolean
  boxRef: RefObject<HTMLElement | null>
}): { visible: boolean; hide: () => void } {
  const [shown, setShown] = useState(false)

  useEffect(() => {
    if (!enabled || window.innerWidth >= BREAKPOINTS.mobile || isHintHidden()) return
    // after layout, so the box is where it will stay when the page scrolls to it
    const frame = window.requestAnimationFrame(() => {
      setShown(true)
      const behavior = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
      // the box itself, just under the sticky header (the page's scroll padding): its own position
      // when the scroll ends, not one measured before the rest of the page settled
      if (boxRef.current) boxRef.current.scrollIntoView({ block: 'start', behavior })
      else window.scrollTo({ top: MOBILE_SCROLL_TARGET, behavior })
    })
    return () => window.cancelAnimationFrame(frame)
  }, [enabled, boxRef])

  const hide = () => {
    rememberHintHidden()
    setShown(false)
  }
  return { visible: enabled && shown, hide }
}
