// False during prerender and during hydration, true afterwards: lets a prerendered page render
// exactly its static HTML first and apply URL-dependent state (filters in ?query) right after.
import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
