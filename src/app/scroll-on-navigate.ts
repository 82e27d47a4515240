// Where the page is after a navigation inside the site: a new page (a link, the next page of a
// list, another filter) starts at its top, or at the element its #hash names; Back and Forward
// keep the position the browser restores. The first render (the prerendered page) is left alone,
// and so is a replace that keeps the path (the sign-in key or an unknown filter taken out of the
// address): the person has not gone anywhere.
import { useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

export function useScrollOnNavigate(): void {
  const location = useLocation()
  const type = useNavigationType()
  const first = useRef(true)
  const lastPath = useRef(location.pathname)
  useLayoutEffect(() => {
    const samePath = lastPath.current === location.pathname
    lastPath.current = location.pathname
    if (first.current) {
      first.current = false
      return
    }
    if (type === 'POP' || (type === 'REPLACE' && samePath)) return
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null
    if (target) target.scrollIntoView({ block: 'start' })
    else window.scrollTo(0, 0)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per navigation
  }, [location.key])
}
