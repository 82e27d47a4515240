// Root of every page: global styles, build-time shell data, toasts, viewport watcher, and the
// sign-in bootstrap of SPEC 4.1 (once per page load, when routing is ready), scroll on navigation.
import { useEffect } from 'react'
import { Outlet } from 'react-router-dom'
import { fetchShellData, watchViewport, type ShellData } from '../../lib/common-data'
import { globalStyles } from '../../ui/global-styles'
import { Toaster } from '../../ui/toaster'
import { useAuthBootstrap } from '../bootstrap'
import { useScrollOnNavigate } from '../scroll-on-navigate'

// Referencing the class keeps the global stylesheet in the bundle.
void globalStyles

export async function rootLoader(): Promise<ShellData | null> {
  if (!import.meta.env.SSR) return null
  return fetchShellData()
}

export function RootLayout() {
  useAuthBootstrap()
  useScrollOnNavigate()
  useEffect(() => watchViewport(), [])
  useEffect(() => {
    // Marks the end of hydration (tests and monitoring wait for it).
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  )
}
