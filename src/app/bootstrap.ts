// The sign-in bootstrap of SPEC 4.1, run once per page load when routing is ready (root layout).
// It combines features (auth, inbox, realtime), so it lives in app.
import { useEffect } from 'react'
import { toast } from 'react-hot-toast'
import { useNavigate } from 'react-router-dom'
import { subscribe } from 'valtio'
import { MSG } from '../domain/messages'
import { exchangeKey } from '../features/auth/api/exchange-key'
import { validateToken } from '../features/auth/api/validate-token'
import {
  loadAccountAndLoyalty,
  loadJobseeker,
  loadLoginInfo,
  login,
  setAnonymous,
  userState,
  type SelfUser,
} from '../features/auth/state'
import { startAccountFavorites, startGuestFavorites } from '../features/favorites/state'
import { loadPrivateInbox, loadPublicInbox } from '../features/inbox/state'
import { tokenStore } from '../lib/http'
import { startRealtime } from './realtime'

/** Query parameters of the sign-in hand-off, removed from the address once handled. */
export const SIGN_IN_PARAMS = ['key', 'return_from'] as const

export const REGISTRATION_EVENT = 'registration'

/** The query string without key and return_from (other parameters kept, in order). */
export function withoutSignInParams(search: string): string {
  const params = new URLSearchParams(search)
  for (const name of SIGN_IN_PARAMS) params.delete(name)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

/** Step 1: the key for a token; the token is kept only if it validates. */
async function signInWithKey(key: string): Promise<SelfUser | null> {
  const exchanged = await exchangeKey(key)
  if (!exchanged.success || !exchanged.data?.token) return null
  tokenStore.set(exchanged.data.token)
  const valid = await validateToken()
  if (valid.success && valid.data) return valid.data
  tokenStore.clear()
  return null
}

/** Step 2: a stored token is validated; none, or an invalid one, means anonymous. */
async function signInWithStoredToken(): Promise<SelfUser | null> {
  if (!tokenStore.get()) return null
  const valid = await validateToken()
  if (valid.success && valid.data) return valid.data
  // only a refusal ends the session: a network failure keeps the token for the next page load
  if (valid.success || valid.error.code !== 'error') tokenStore.clear()
  return null
}

/** Step 3: the person is signed in. Loads run side by side; none of them can fail the sign-in. */
async function authorise(user: SelfUser): Promise<void> {
  login({ user, self: user })
  await Promise.allSettled([
    loadLoginInfo(),
    loadPrivateInbox(),
    loadJobseeker(),
    startRealtime({ id: user.id, user_uid: user.user_uid }),
    mergeGuestFavorites(),
  ])
}

/** Favourites saved as a guest join the account (SPEC 6); the person is told when some moved. */
async function mergeGuestFavorites(): Promise<void> {
  const merged = await startAccountFavorites()
  if (merged) (merged.success ? toast.success : toast.error)(merged.message)
}

/** Step 4 (anonymous, not on a guarded page: the guard redirects those). */
async function stayAnonymous(): Promise<void> {
  setAnonymous()
  startGuestFavorites()
  await loadPublicInbox()
}

function pushRegistrationEvent(userId: number): void {
  const w = window as Window & { dataLayer?: unknown[] }
  w.dataLayer = w.dataLayer ?? []
  w.dataLayer.push({ event: REGISTRATION_EVENT, user_id: userId })
}

export interface BootstrapOptions {
  /** The page's query string when routing became ready. */
  search: string
  /** Replaces the address's query string (history replace, no new entry). */
  replaceSearch: (search: string) => void
}

/** SPEC 4.1 steps 1 to 5. */
export async function runAuthBootstrap({ search, replaceSearch }: BootstrapOptions): Promise<void> {
  const params = new URLSearchParams(search)
  const key = params.get('key')
  const returnFrom = params.get('return_from')
  let user: SelfUser | null = null
  if (key) {
    user = await signInWithKey(key)
    if (user) toast.success(MSG.loginSuccess)
    else toast.error(MSG.loginFailed)
  }
  if (key !== null || returnFrom !== null) replaceSearch(withoutSignInParams(search))
  // a key that failed leaves any earlier session as it was
  if (!user && !userState.authorized) user = await signInWithStoredToken()
  if (user) {
    if (returnFrom) pushRegistrationEvent(user.id)
    await authorise(user)
  } else {
    await stayAnonymous()
  }
}

/** Step 6: the employer layout, once authorised, loads the account balances and the loyalty rank. */
export function watchEmployerWallet(): () => void {
  // once per signed-in person: a failed load is not retried on every state change
  let loadedFor: number | null = null
  const check = () => {
    const id = userState.user?.id ?? null
    if (!userState.authorized || userState.authType !== 'employer' || id === null || loadedFor === id) return
    loadedFor = id
    void loadAccountAndLoyalty()
  }
  check()
  return subscribe(userState, check)
}

let started = false

/** For tests: lets the bootstrap run again as on a new page load. */
export const resetBootstrapForTests = () => {
  started = false
}

export function useAuthBootstrap(): void {
  const navigate = useNavigate()
  useEffect(() => watchEmployerWallet(), [])
  useEffect(() => {
    if (started) return
    started = true
    void runAuthBootstrap({
      search: window.location.search,
      replaceSearch: (search) => {
        // the person may have moved on meanwhile: only this page's address is rewritten
        const { pathname, hash } = window.location
        if (withoutSignInParams(window.location.search) !== search) return
        navigate({ pathname, search, hash }, { replace: true, preventScrollReset: true })
      },
    })
  }, [navigate])
}
