import type { Jobseeker } from '../domain/profile/types'
import { toast } from 'react-hot-toast'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, mockApi, ok, selfUser } from '../features/auth/test/mock-api'
import { initialUserState, setAuthType, userState } from '../features/auth/state'
import { loadPrivateInbox, loadPublicInbox } from '../features/inbox/state'
import { clearHttpCache } from '../lib/http'
import { runAuthBootstrap, watchEmployerWallet, withoutSignInParams } from './bootstrap'
import { startRealtime } from './realtime'

vi.mock('react-hot-toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))
vi.mock('./realtime', () => ({ startRealtime: vi.fn(async () => {}), stopRealtime: vi.fn() }))
vi.mock('../features/inbox/state', () => ({
  loadPrivateInbox: vi.fn(async () => {}),
  loadPublicInbox: vi.fn(async () => {}),
  clearInbox: vi.fn(),
}))

type DataLayerWindow = Window & { dataLayer?: unknown[] }

const jobseeker = { full_name: 'Phạm Minh Anh', job_types: [12] }
const signedInApi = (extra: Record<string, ReturnType<typeof ok>> = {}) =>
  mockApi({
    'POST /identity/v1/token': ok({ token: 'tok-new', expires_at: '2026-02-01T00:00:00Z' }),
    'GET /identity/v1/valid-token': ok(selfUser),
    'GET /identity/v1/login-info': ok({ last_login_at: null, last_login_ip: null, created_at: '2026-01-01', sessions: 1 }),
    'GET /job/v1/jobseekers/self': ok(jobseeker),
    ...extra,
  })

async function run(search: string) {
  const replaceSearch = vi.fn()
  await runAuthBootstrap({ search, replaceSearch })
  return replaceSearch
}

beforeEach(() => {
  vi.clearAllMocks()
  clearHttpCache()
  window.localStorage.clear()
  delete (window as DataLayerWindow).dataLayer
  Object.assign(userState, initialUserState())
})

describe('sign-in bootstrap (SPEC 4.1)', () => {
  it('exchanges the key, stores and validates the token, toasts, strips key and return_from, and signs in', async () => {
    const api = signedInApi()
    const replaceSearch = await run('?q=ke+toan&key=req-1&return_from=register&city_id=2')

    expect(api.find('POST /identity/v1/token')?.body).toEqual({ request_id: 'req-1' })
    expect(api.find('GET /identity/v1/valid-token')?.authorization).toBe('Bearer tok-new')
    expect(window.localStorage.getItem('token')).toBe('tok-new')
    expect(toast.success).toHaveBeenCalledWith('Đã đăng nhập thành công')
    expect(toast.error).not.toHaveBeenCalled()
    expect(replaceSearch).toHaveBeenCalledWith('?q=ke+toan&city_id=2')

    expect(userState).toMatchObject({ authorized: true, loadingAuthorized: false, user: selfUser, self: selfUser })
    expect(userState.loginInfo).toMatchObject({ sessions: 1 })
    expect(userState).toMatchObject({ jobseeker, loadingJobseeker: false, loadJobseekerError: false })
    expect(loadPrivateInbox).toHaveBeenCalledTimes(1)
    expect(loadPublicInbox).not.toHaveBeenCalled()
    expect(startRealtime).toHaveBeenCalledWith({ id: 42, user_uid: 'u-42' })
    // step 5: the registration event carries the user id
    expect((window as DataLayerWindow).dataLayer).toEqual([{ event: 'registration', user_id: 42 }])
  })

  it('toasts the failure and stays anonymous when the key cannot be exchanged', async () => {
    const api = mockApi({ 'POST /identity/v1/token': fail(400, 'Mã đăng nhập không hợp lệ hoặc đã hết hạn') })
    const replaceSearch = await run('?key=used')
    expect(toast.error).toHaveBeenCalledWith('Đăng nhập không thành công')
    expect(replaceSearch).toHaveBeenCalledWith('')
    expect(window.localStorage.getItem('token')).toBeNull()
    expect(api.paths()).toEqual(['POST /identity/v1/token'])
    expect(userState).toMatchObject({ authorized: false, loadingAuthorized: false, jobseeker: null })
    expect(loadPublicInbox).toHaveBeenCalledTimes(1)
    expect(startRealtime).not.toHaveBeenCalled()
    expect((window as DataLayerWindow).dataLayer).toBeUndefined()
  })

  it('drops a token that does not validate', async () => {
    mockApi({
      'POST /identity/v1/token': ok({ token: 'tok-bad', expires_at: '2026-02-01T00:00:00Z' }),
      'GET /identity/v1/valid-token': fail(401, 'Bạn cần đăng nhập!', 'unauthorized'),
    })
    await run('?key=req-2')
    expect(toast.error).toHaveBeenCalledWith('Đăng nhập không thành công')
    expect(window.localStorage.getItem('token')).toBeNull()
    expect(userState.authorized).toBe(false)
  })

  it('keeps an earlier session when a key fails', async () => {
    window.localStorage.setItem('token', 'tok-old')
    mockApi({
      'POST /identity/v1/token': fail(400, 'Mã đăng nhập không hợp lệ hoặc đã hết hạn'),
      'GET /identity/v1/valid-token': ok(selfUser),
      'GET /identity/v1/login-info': ok(null),
      'GET /job/v1/jobseekers/self': ok(null),
    })
    await run('?key=stale')
    expect(toast.error).toHaveBeenCalledWith('Đăng nhập không thành công')
    expect(userState.authorized).toBe(true)
    expect(window.localStorage.getItem('token')).toBe('tok-old')
  })

  it('validates a stored token without a toast and leaves the address alone', async () => {
    window.localStorage.setItem('token', 'tok-stored')
    const api = signedInApi({ 'GET /job/v1/jobseekers/self': ok(null) })
    const replaceSearch = await run('?q=ke+toan')
    expect(api.find('GET /identity/v1/valid-token')?.authorization).toBe('Bearer tok-stored')
    expect(toast.success).not.toHaveBeenCalled()
    expect(replaceSearch).not.toHaveBeenCalled()
    expect(userState).toMatchObject({ authorized: true, jobseeker: null, loadJobseekerError: false })
  })

  it('clears a revoked token and loads the public inbox', async () => {
    window.localStorage.setItem('token', 'tok-revoked')
    mockApi({ 'GET /identity/v1/valid-token': fail(401, 'Bạn cần đăng nhập!', 'unauthorized') })
    await run('')
    expect(window.localStorage.getItem('token')).toBeNull()
    expect(userState).toMatchObject({ authorized: false, loadingAuthorized: false })
    expect(loadPublicInbox).toHaveBeenCalledTimes(1)
  })

  it('keeps a token when the API cannot be reached (the next page load tries again)', async () => {
    window.localStorage.setItem('token', 'tok-stored')
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    await run('')
    expect(window.localStorage.getItem('token')).toBe('tok-stored')
    expect(userState.authorized).toBe(false)
  })

  it('is anonymous at once, without a request, when nothing is stored', async () => {
    const api = mockApi({})
    userState.jobseeker = { full_name: 'Cũ' } as Jobseeker
    await run('?q=ke+toan')
    expect(api.calls).toEqual([])
    expect(userState).toMatchObject({ authorized: false, loadingAuthorized: false, jobseeker: null })
    expect(loadPublicInbox).toHaveBeenCalledTimes(1)
  })

  it('marks a failed job-seeker load (SPEC 4.2)', async () => {
    window.localStorage.setItem('token', 'tok-stored')
    signedInApi({ 'GET /job/v1/jobseekers/self': fail(404, 'Không tìm thấy') })
    await run('')
    expect(userState).toMatchObject({ authorized: true, jobseeker: null, loadJobseekerError: true, loadingJobseeker: false })
  })

  it('removes only the hand-off parameters', () => {
    expect(withoutSignInParams('?key=a&return_from=register')).toBe('')
    expect(withoutSignInParams('?city_id=2&key=a&job_types=12%2C15')).toBe('?city_id=2&job_types=12%2C15')
  })
})

describe('employer layout (SPEC 4.1 step 6)', () => {
  it('loads the account and loyalty once the person is authorised in the employer layout', async () => {
    window.localStorage.setItem('token', 'tok')
    const api = mockApi({
      'GET /identity/v1/account': ok({ account_amount: 2_500_000, account_bonus: 500_000 }),
      'GET /identity/v1/loyalty': ok({ loyalty_id: 3, name: 'Bạc' }),
    })
    const stop = watchEmployerWallet()
    setAuthType('employer')
    await vi.waitFor(() => expect(userState.authType).toBe('employer'))
    expect(api.calls).toEqual([])
    Object.assign(userState, { authorized: true, loadingAuthorized: false, user: selfUser })
    await vi.waitFor(() => expect(userState.account).toEqual({ account_amount: 2_500_000, account_bonus: 500_000 }))
    expect(userState.loyalty).toEqual({ loyalty_id: 3, name: 'Bạc' })
    userState.unread = 1
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(api.paths().sort()).toEqual(['GET /identity/v1/account', 'GET /identity/v1/loyalty'])
    stop()
  })

  it('does not load them in the job-seeker layout', async () => {
    const api = mockApi({})
    const stop = watchEmployerWallet()
    Object.assign(userState, { authorized: true, loadingAuthorized: false, user: selfUser, authType: 'jobseeker' })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(api.calls).toEqual([])
    stop()
  })
})
