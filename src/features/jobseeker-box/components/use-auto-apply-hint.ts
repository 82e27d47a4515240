// SPEC 4.2: on the mobile listing (width below 990 px), while auto-apply is off and the hint was not
// hidden this session, the page scrolls to the job-seeker box and a hint bubble points at the
// switch. Hiding it is remembered for the session.
import { useEffect, useState, type RefObject } from 'react'
import { BREAKPOINTS, HEADER_HEIGHT, MOBILE_SCROLL_TARGET } from '../../../domain/constants'
import { isHintHidden, rememberHintHidden } from '../hint-session'

/** Where the page scrolls: the box just under the mobile header, never further than SPEC 9's 480 px. */
export function hintScrollTop(box: HTMLElement | null): number {
  if (!box) return MOBILE_SCROLL_TARGET
  const top = box.getBoundingClientRect().top + window.scrollY - HEADER_HEIGHT.mobile - 8
  return Math.max(0, Math.min(MOBILE_SCROLL_TARGET, Math.round(top)))
}

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
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
      window.scrollTo({ top: hintScrollTop(boxRef.current), behavior: reduceMotion ? 'auto' : 'smooth' })
    })
    return () => window.cancelAnimationFrame(frame)
  }, [enabled, boxRef])

  const hide = () => {
    rememberHintHidden()
    setShown(false)
  }
  return { visible: enabled && shown, hide }
}
