import type { Jobseeker } from '../domain/profile/types'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { leaveTo } from '../features/auth/redirect'
import { initialUserState, login, userState } from '../features/auth/state'
import { mockApi, ok, selfUser } from '../features/auth/test/mock-api'
import { clearInbox } from '../features/inbox/state'
import { stopRealtime } from './realtime'
import { endSession, signOut } from './session'

vi.mock('../features/auth/redirect', () => ({ leaveTo: vi.fn(), replaceWith: vi.fn() }))
vi.mock('./realtime', () => ({ startRealtime: vi.fn(async () => {}), stopRealtime: vi.fn() }))
vi.mock('../features/inbox/state', () => ({ clearInbox: vi.fn() }))

beforeEach(() => {
  vi.clearAllMocks()
  window.localStorage.clear()
  Object.assign(userState, initialUserState())
})

describe('signOut (SPEC 4.1 step 7)', () => {
  it('revokes the token, clears the token and the posting and manage_business caches, resets state, goes to logout', async () => {
    window.localStorage.setItem('token', 'tok')
    window.localStorage.setItem('posting', '{}')
    window.localStorage.setItem('manage_business', '{}')
    window.localStorage.setItem('favorite_classifieds', '[1]')
    login({ user: selfUser, self: selfUser, jobseeker: { full_name: 'A' } as Jobseeker })
    userState.authType = 'employer'
    const api = mockApi({ 'POST /identity/v1/logout': ok(null) })

    await signOut()

    expect(api.find('POST /identity/v1/logout')?.authorization).toBe('Bearer tok')
    expect(window.localStorage.getItem('token')).toBeNull()
    expect(window.localStorage.getItem('posting')).toBeNull()
    expect(window.localStorage.getItem('manage_business')).toBeNull()
    expect(window.localStorage.getItem('favorite_classifieds')).toBe('[1]')
    expect(userState).toMatchObject({ authorized: false, user: null, jobseeker: null, loadingAuthorized: false, authType: 'employer' })
    expect(stopRealtime).toHaveBeenCalled()
    expect(clearInbox).toHaveBeenCalled()
    expect(leaveTo).toHaveBeenCalledWith('/account/logout?returnUrl=%2Fung-vien&siteId=3')
  })

  it('ends the local session even when there is no token or the server cannot be reached', async () => {
    const api = mockApi({})
    await endSession()
    expect(api.calls).toEqual([])
    window.localStorage.setItem('token', 'tok')
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    await endSession()
    expect(window.localStorage.getItem('token')).toBeNull()
  })
})
