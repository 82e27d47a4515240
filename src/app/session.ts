// Signing out (SPEC 4.1 step 7) combines features (auth, inbox, realtime), so it lives in app.
import { logout } from '../features/auth/api/logout'
import { leaveTo } from '../features/auth/redirect'
import { resetUser } from '../features/auth/state'
import { startGuestFavorites } from '../features/favorites/state'
import { clearInbox } from '../features/inbox/state'
import { clearHttpCache, tokenStore } from '../lib/http'
import { routes } from '../lib/paths'
import { stopRealtime } from './realtime'

/** Local caches that belong to the signed-in person (SPEC 2.4: posting and manage_business). */
export const SESSION_CACHE_KEYS = ['posting', 'manage_business'] as const

/** Where the logout page lands: the candidates page (SPEC 4.1 step 7). */
export const AFTER_LOGOUT = '/ung-vien'

/** Revokes the token on the server (if there is one) and forgets everything about the person. */
export async function endSession(): Promise<void> {
  // the server may be unreachable: the local session ends regardless
  if (tokenStore.get()) await logout()
  tokenStore.clear()
  for (const key of SESSION_CACHE_KEYS) window.localStorage.removeItem(key)
  stopRealtime()
  clearInbox()
  resetUser()
  // hearts go back to this device's guest list
  startGuestFavorites()
  clearHttpCache()
}

/** The sign_out menu entry: end the session, then the logout page returns to the candidates page. */
export async function signOut(): Promise<void> {
  await endSession()
  leaveTo(routes.logout(AFTER_LOGOUT))
}
