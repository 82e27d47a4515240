// The client-side guard of SPEC 2.2. Pages that need auth wait until the person is authorised; an
// anonymous visitor is sent (history replace) to the login page with the current path as returnUrl.
// Public pages render at once: their prerendered content never waits for auth.
//
// The wait (issue 39 item 7) is a skeleton of a dashboard page, in the prerendered HTML too, so it
// shows from the first paint through the route's code and the session check: plain markup whose
// grey blocks and height the layout's stylesheet draws ([data-wait] in site-layout.tsx), so every
// public page's script grows by a line only. Screen readers hear "Đang tải…" (a busy status).
//
// The splash of SPEC 2.2 ("on listing pages while authorisation loads") shows only while a
// sign-in hand-off is exchanged (a key in the address), over the page and never in the prerendered
// HTML: anonymous visitors, crawlers and returning users keep the prerendered content without a
// flash, and nothing shifts (the splash is a fixed overlay).
import { Suspense, lazy, useEffect, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { userState } from '../features/auth/state'
import { routes } from '../lib/paths'
import { useHydrated } from '../lib/use-hydrated'
import { usePageConfig } from './page-config'

// a hand-off is rare: the splash's code loads when one happens
const LoadingSplash = lazy(() => import('./layouts/loading-splash').then((m) => ({ default: m.LoadingSplash })))

export function AuthGuard({ required, children }: { required: boolean; children: ReactNode }) {
  const { authorized, loadingAuthorized } = useSnapshot(userState)
  const location = useLocation()
  const navigate = useNavigate()
  const config = usePageConfig()
  const hydrated = useHydrated()
  const anonymous = !loadingAuthorized && !authorized
  // the hash too: /jobseeker#open-edit opens the editor after sign-in
  const here = `${location.pathname}${location.search}${location.hash}`

  useEffect(() => {
    if (required && anonymous) navigate(routes.login(here), { replace: true })
  }, [required, anonymous, here, navigate])

  if (required)
    return authorized ? (
      <>{children}</>
    ) : (
      <div role="status" aria-busy="true" data-wait="">
        <span className="visually-hidden">Đang tải…</span>
      </div>
    )

  const listing = config.header.desktop.listingMode || config.header.mobile.listingMode
  const handOff = hydrated && loadingAuthorized && new URLSearchParams(location.search).has('key')
  return (
    <>
      {children}
      {listing && handOff && (
        <Suspense fallback={null}>
          <LoadingSplash />
        </Suspense>
      )}
    </>
  )
}
