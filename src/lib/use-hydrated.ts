// False during prerender and during hydration, true afterwards: lets a prerendered page render
// exactly its static HTML first and apply browser-only state (filters in ?query, the signed-in
// header, a random pick) right after.
//
// The render that follows hydration is a transition, which React does in slices that yield to the
// browser. Written with useSyncExternalStore (server snapshot false, client true), as it was, React
// re-rendered every such component at once in one synchronous task after hydrating: on the home
// page 160-220 ms of main thread at Lighthouse's 4x slowdown (docs/decisions/0056-main-thread.md).
// A component mounted once the page has hydrated (a page reached in the app) is hydrated at once.
import { startTransition, useEffect, useState } from 'react'

let pageHydrated = false

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated)
  useEffect(() => {
    pageHydrated = true
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}

/** For tests: the next render is as on a fresh page load (prerender or hydration). */
export const resetHydratedForTests = () => {
  pageHydrated = false
}
