// Client user state of SPEC 3. The inbox fields of SPEC 3 (unreadInbox, hasNewInbox, inboxes) live in
// the inbox feature's own state (features do not import each other; docs/decisions/0003-accounts.md).
import { proxy } from 'valtio'
import { getAccount } from './api/get-account'
import { getJobseeker } from './api/get-jobseeker'
import { getLoginInfo } from './api/get-login-info'
import { getLoyalty } from './api/get-loyalty'
import type { Account, LoginInfo, Loyalty, SelfUser } from '../../domain/contract/identity'
import type { Jobseeker } from '../../domain/contract/jobseekers'

export type AuthType = 'jobseeker' | 'employer'

export type { Account, Jobseeker, LoginInfo, Loyalty, SelfUser }

export interface UserState {
  user: SelfUser | null
  self: SelfUser | null
  roles: string[]
  setting: Record<string, unknown> | null
  authorized: boolean
  loginInfo: LoginInfo | null
  favoriteClassifieds: number[]
  favoriteCandidates: number[]
  jobseeker: Jobseeker | null
  loadJobseekerError: boolean
  loadingJobseeker: boolean
  unread: number
  authType: AuthType
  account: Account | null
  loyalty: Loyalty | null
  loadingAuthorized: boolean
}

export const initialUserState = (): UserState => ({
  user: null,
  self: null,
  roles: [],
  setting: null,
  authorized: false,
  loginInfo: null,
  favoriteClassifieds: [],
  favoriteCandidates: [],
  jobseeker: null,
  loadJobseekerError: false,
  loadingJobseeker: false,
  unread: 0,
  authType: 'jobseeker',
  account: null,
  loyalty: null,
  loadingAuthorized: true,
})

export const userState = proxy<UserState>(initialUserState())

export const setAuthType = (authType: AuthType) => {
  userState.authType = authType
}

/** Login merges the payload and marks the user authorised (SPEC 4.1 step 7). */
export const login = (payload: Partial<UserState>) => {
  Object.assign(userState, payload, { authorized: true, loadingAuthorized: false })
}

/** Logout resets all user state to its defaults (keeping the layout's authType). */
export const resetUser = () => {
  Object.assign(userState, initialUserState(), { authType: userState.authType, loadingAuthorized: false })
}

/** SPEC 4.1 step 4: an anonymous visitor has no user and no job-seeker profile. */
export const setAnonymous = () => {
  Object.assign(userState, {
    user: null,
    self: null,
    authorized: false,
    loginInfo: null,
    account: null,
    loyalty: null,
    jobseeker: null,
    loadingJobseeker: false,
    loadJobseekerError: false,
    loadingAuthorized: false,
  })
}

/** SPEC 4.2: loading, then loaded (error false) or failed (jobseeker null, error true). */
export async function loadJobseeker(): Promise<void> {
  userState.loadingJobseeker = true
  const result = await getJobseeker()
  if (result.success) Object.assign(userState, { jobseeker: result.data ?? null, loadJobseekerError: false })
  else Object.assign(userState, { jobseeker: null, loadJobseekerError: true })
  userState.loadingJobseeker = false
}

export async function loadLoginInfo(): Promise<void> {
  const result = await getLoginInfo()
  if (result.success) userState.loginInfo = result.data
}

/** SPEC 4.1 step 6: the employer layout, once authorised, shows balances and the loyalty rank. */
export async function loadAccountAndLoyalty(): Promise<void> {
  const [account, loyalty] = await Promise.all([getAccount(), getLoyalty()])
  // signed out meanwhile: nothing of the old session comes back
  if (!userState.authorized) return
  if (account.success) userState.account = account.data
  if (loyalty.success) userState.loyalty = loyalty.data
}
