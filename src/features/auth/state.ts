// Client user state of SPEC 3. Sign-in, tokens and the bootstrap arrive with the accounts capability.
import { proxy } from 'valtio'

export type AuthType = 'jobseeker' | 'employer'

export interface SelfUser {
  id: number
  user_uid: string
  full_name: string | null
  phone: string | null
  image_url: string | null
  has_deposit_reward: boolean
}

export interface Account {
  account_amount: number
  account_bonus: number
}

export interface UserState {
  user: SelfUser | null
  self: SelfUser | null
  roles: string[]
  setting: Record<string, unknown> | null
  authorized: boolean
  loginInfo: Record<string, unknown> | null
  favoriteClassifieds: number[]
  favoriteCandidates: number[]
  jobseeker: Record<string, unknown> | null
  loadJobseekerError: boolean
  loadingJobseeker: boolean
  unread: number
  authType: AuthType
  account: Account | null
  unreadInbox: number
  loyalty: { loyalty_id: number } | null
  loadingAuthorized: boolean
  hasNewInbox: boolean
  inboxes: unknown[] | null
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
  unreadInbox: 0,
  loyalty: null,
  loadingAuthorized: true,
  hasNewInbox: false,
  inboxes: null,
})

export const userState = proxy<UserState>(initialUserState())

export const setAuthType = (authType: AuthType) => {
  userState.authType = authType
}

/** Login merges the payload and marks the user authorised (SPEC 4.1 step 7). */
export const login = (payload: Partial<UserState>) => {
  Object.assign(userState, payload, { authorized: true, loadingAuthorized: false })
}

/** Logout resets all user state to its defaults. */
export const resetUser = () => {
  Object.assign(userState, initialUserState(), { loadingAuthorized: false })
}
