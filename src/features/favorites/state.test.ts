import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { candidateFavorites, classifiedFavorites } from './local-store'
import {
  FAVORITE_MSG,
  favoritesState,
  resetFavorites,
  startAccountFavorites,
  startGuestFavorites,
  toggleCandidateFavorite,
  toggleClassifiedFavorite,
} from './state'
import { fail, mockApi, ok } from '../../lib/test-support'

beforeEach(() => window.localStorage.setItem('token', 'tok'))
afterEach(() => {
  resetFavorites()
  window.localStorage.clear()
})

describe('before the sign-in bootstrap decides', () => {
  it('ignores toggles (nothing is known yet)', async () => {
    const api = mockApi({})
    const result = await toggleClassifiedFavorite(1)
    expect(result).toMatchObject({ success: false, ignored: true })
    expect(api.calls).toEqual([])
    expect(classifiedFavorites.read()).toEqual([])
  })
})

describe('guests', () => {
  it('save and unsave jobs in this browser with fixed messages, never calling the server', async () => {
    classifiedFavorites.add(10001)
    startGuestFavorites()
    expect(favoritesState).toMatchObject({ mode: 'guest', favoriteClassifieds: [10001] })
    const api = mockApi({})
    expect(await toggleClassifiedFavorite(10002)).toEqual({ success: true, message: FAVORITE_MSG.guestAdded })
    expect(favoritesState.favoriteClassifieds).toEqual([10002, 10001])
    expect(await toggleClassifiedFavorite(10001)).toEqual({ success: true, message: FAVORITE_MSG.guestRemoved })
    expect(favoritesState.favoriteClassifieds).toEqual([10002])
    expect(classifiedFavorites.read()).toEqual([10002])
    expect(api.calls).toEqual([])
  })

  it('are told when the local list is full, and nothing changes', async () => {
    for (let id = 1; id <= classifiedFavorites.max; id++) classifiedFavorites.add(id)
    startGuestFavorites()
    const result = await toggleClassifiedFavorite(5000)
    expect(result).toEqual({ success: false, message: FAVORITE_MSG.guestFull })
    expect(favoritesState.favoriteClassifieds).not.toContain(5000)
  })

  it('follow another tab changing the list', () => {
    startGuestFavorites()
    classifiedFavorites.add(77)
    window.dispatchEvent(new StorageEvent('storage', { key: classifiedFavorites.key }))
    expect(favoritesState.favoriteClassifieds).toEqual([77])
  })
})

describe('candidate favourites (always local)', () => {
  it('toggle with the spec messages, under their own key', () => {
    expect(toggleCandidateFavorite(31)).toEqual({ success: true, message: 'Lưu ứng viên yêu thích thành công' })
    expect(favoritesState.favoriteCandidates).toEqual([31])
    expect(candidateFavorites.read()).toEqual([31])
    expect(classifiedFavorites.read()).toEqual([])
    expect(toggleCandidateFavorite(31)).toEqual({ success: true, message: 'Xóa ứng viên yêu thích thành công' })
    expect(favoritesState.favoriteCandidates).toEqual([])
  })
})

describe('signed in', () => {
  it('merges the guest favourites into the account at sign-in, then forgets them locally', async () => {
    classifiedFavorites.add(10001)
    classifiedFavorites.add(10002)
    const api = mockApi({
      'POST /tracking/v1/favorites/merge': ok({
        message: 'Đã chuyển 2 tin đã lưu trên thiết bị này vào tài khoản của bạn.',
        added: 2,
        limited: false,
        ids: [10002, 10001, 9000],
      }),
    })
    const result = await startAccountFavorites()
    expect(api.calls).toEqual([{ key: 'POST /tracking/v1/favorites/merge', body: { classified_ids: [10002, 10001] } }])
    expect(result).toEqual({ success: true, message: 'Đã chuyển 2 tin đã lưu trên thiết bị này vào tài khoản của bạn.' })
    expect(favoritesState).toMatchObject({ mode: 'account', loading: false, favoriteClassifieds: [10002, 10001, 9000] })
    expect(classifiedFavorites.read()).toEqual([])
  })

  it('only loads the account ids when nothing was saved as a guest, and says nothing', async () => {
    const api = mockApi({ 'GET /tracking/v1/favorites/ids': ok({ ids: [3, 2] }) })
    expect(await startAccountFavorites()).toBeNull()
    expect(api.keys()).toEqual(['GET /tracking/v1/favorites/ids'])
    expect(favoritesState.favoriteClassifieds).toEqual([3, 2])
  })

  it('keeps the guest favourites locally when the merge fails (tried again next time)', async () => {
    classifiedFavorites.add(10001)
    mockApi({
      'POST /tracking/v1/favorites/merge': fail(400, 'Dữ liệu gửi lên không hợp lệ.'),
      'GET /tracking/v1/favorites/ids': ok({ ids: [5] }),
    })
    expect(await startAccountFavorites()).toEqual({ success: false, message: 'Dữ liệu gửi lên không hợp lệ.' })
    expect(classifiedFavorites.read()).toEqual([10001])
    expect(favoritesState.favoriteClassifieds).toEqual([5])
  })

  it('saves and unsaves through the server, changing state only after success, with its messages', async () => {
    mockApi({ 'GET /tracking/v1/favorites/ids': ok({ ids: [] }) })
    await startAccountFavorites()
    const api = mockApi({
      'POST /tracking/v1/favorites': ok({ message: 'Lưu tin yêu thích thành công', classified_id: 10001 }),
      'DELETE /tracking/v1/favorites/10001': ok({ message: 'Xóa tin yêu thích thành công', classified_id: 10001 }),
    })
    const saving = toggleClassifiedFavorite(10001)
    // in flight: not yet saved, a second click is ignored
    expect(favoritesState.favoriteClassifieds).toEqual([])
    expect(favoritesState.pending).toEqual([10001])
    expect(await toggleClassifiedFavorite(10001)).toMatchObject({ ignored: true })
    expect(await saving).toEqual({ success: true, message: 'Lưu tin yêu thích thành công' })
    expect(favoritesState).toMatchObject({ favoriteClassifieds: [10001], pending: [] })
    expect(await toggleClassifiedFavorite(10001)).toEqual({ success: true, message: 'Xóa tin yêu thích thành công' })
    expect(favoritesState.favoriteClassifieds).toEqual([])
    expect(api.calls).toEqual([
      { key: 'POST /tracking/v1/favorites', body: { classified_id: 10001 } },
      { key: 'DELETE /tracking/v1/favorites/10001', body: undefined },
    ])
    // nothing went to this browser's guest list
    expect(classifiedFavorites.read()).toEqual([])
  })

  it('answers the server message on failure and leaves the state as it was', async () => {
    mockApi({ 'GET /tracking/v1/favorites/ids': ok({ ids: [7] }) })
    await startAccountFavorites()
    mockApi({
      'POST /tracking/v1/favorites': fail(409, 'Bạn đã lưu tối đa 500 tin. Hãy xóa bớt tin cũ để lưu tin mới.', 'favorites_limit'),
      'DELETE /tracking/v1/favorites/7': { status: 500, body: 'oops' },
    })
    expect(await toggleClassifiedFavorite(8)).toEqual({
      success: false,
      message: 'Bạn đã lưu tối đa 500 tin. Hãy xóa bớt tin cũ để lưu tin mới.',
    })
    expect(await toggleClassifiedFavorite(7)).toEqual({ success: false, message: 'Có lỗi xảy ra trong quá trình xử lý!' })
    expect(favoritesState.favoriteClassifieds).toEqual([7])
  })

  it('follows the server when the job was already unsaved elsewhere', async () => {
    mockApi({ 'GET /tracking/v1/favorites/ids': ok({ ids: [7] }) })
    await startAccountFavorites()
    mockApi({
      'DELETE /tracking/v1/favorites/7': fail(404, 'Tin này không có trong danh sách tin đã lưu của bạn.', 'favorite_not_found'),
    })
    const result = await toggleClassifiedFavorite(7)
    expect(result.success).toBe(false)
    expect(favoritesState.favoriteClassifieds).toEqual([])
  })
})
