import { describe, expect, it, vi } from 'vitest'
import { hasSignOutEntry, resolveMenuItem } from './menu-behaviour'
import { makeMenuGroups, makeMenuItem } from './test-utils'
import { pickGroups } from './types'

// These tests describe the entries as they behave once their pages exist (lib/paths.ts SITE_PAGES);
// site-pages.test.ts and the last test of menu-behaviour.test.ts check that unbuilt ones are hidden.
vi.mock('../../lib/paths', async (original) => ({ ...(await original<typeof import('../../lib/paths')>()), pageExists: () => true }))

const signedIn = { authorized: true, here: '/tuyen-dung?q=ke' }
const anonymous = { authorized: false, here: '/tuyen-dung?q=ke' }
const login = (path: string) => `/account/login?returnUrl=${encodeURIComponent(path)}&siteId=3`

describe('menu item behaviour (SPEC 2.4, SPEC 6)', () => {
  it('hides is_auth entries and sign out from anonymous visitors only', () => {
    const notify = makeMenuItem({ code: 'notify', is_auth: true })
    const signOut = makeMenuItem({ code: 'sign_out', action: 'sign_out', url: null })
    expect(resolveMenuItem(notify, anonymous)).toBeNull()
    expect(resolveMenuItem(signOut, anonymous)).toBeNull()
    expect(resolveMenuItem(signOut, signedIn)).toEqual({ kind: 'sign_out' })
    expect(resolveMenuItem(makeMenuItem({ code: 'x', action: 'sign_out' }), signedIn)).toEqual({ kind: 'sign_out' })
  })

  it('sends codes of the mapping to their URLs whatever the API says', () => {
    const favorites = resolveMenuItem(makeMenuItem({ code: 'saved_favorites', url: '/khac' }), signedIn)
    expect(favorites).toMatchObject({ kind: 'link', href: '/viec-lam-da-luu', external: false })
    expect(resolveMenuItem(makeMenuItem({ code: 'saved_searches', url: null }), signedIn)).toMatchObject({ href: '/tim-kiem-da-luu' })
    expect(resolveMenuItem(makeMenuItem({ code: 'change_password', url: null }), signedIn)).toMatchObject({
      href: `/account/change-password?returnUrl=${encodeURIComponent('/tuyen-dung?q=ke')}`,
    })
    // not in the mapping: the API's URL
    expect(resolveMenuItem(makeMenuItem({ code: 'post_job', url: '/dang-tin' }), signedIn)).toMatchObject({ href: '/dang-tin' })
    expect(resolveMenuItem(makeMenuItem({ code: 'wallet', url: 'https://vi.example.vn' }), signedIn)).toMatchObject({
      href: 'https://vi.example.vn',
      external: true,
    })
    expect(resolveMenuItem(makeMenuItem({ code: 'nothing', url: null }), signedIn)).toBeNull()
  })

  it('sends an anonymous visitor to login returning to the entry when it is not anonymous-friendly', () => {
    const post = makeMenuItem({ code: 'post_job', url: '/dang-tin', is_anonymous: false })
    expect(resolveMenuItem(post, anonymous)).toMatchObject({ href: login('/dang-tin'), viaLogin: true, newTab: false })
    expect(resolveMenuItem(post, signedIn)).toMatchObject({ href: '/dang-tin', viaLogin: false })
    // anonymous-friendly entries go straight there
    expect(resolveMenuItem(makeMenuItem({ url: '/tuyen-dung' }), anonymous)).toMatchObject({ href: '/tuyen-dung', viaLogin: false })
    // login only returns to this site: an external entry comes back to the current page
    const external = makeMenuItem({ code: 'mbpay', url: 'https://mbpay.example.vn', is_anonymous: false })
    expect(resolveMenuItem(external, anonymous)).toMatchObject({ href: login('/tuyen-dung?q=ke') })
  })

  it('runs the saved handlers for everyone (guests keep favourites locally)', () => {
    const favorites = makeMenuItem({ code: 'saved_favorites', is_anonymous: false })
    expect(resolveMenuItem(favorites, anonymous)).toMatchObject({ href: '/viec-lam-da-luu', viaLogin: false })
  })

  it('opens chat in a new tab and flags notify to clear has-new-inbox', () => {
    expect(resolveMenuItem(makeMenuItem({ code: 'chat', url: null }), signedIn)).toMatchObject({
      href: '/chatroom/join/0-0',
      newTab: true,
      clearsNewInbox: false,
    })
    expect(resolveMenuItem(makeMenuItem({ code: 'notify', url: null, is_auth: true }), signedIn)).toMatchObject({
      href: '/account/notification',
      newTab: false,
      clearsNewInbox: true,
    })
    // chat for an anonymous visitor: login first, in this tab
    expect(resolveMenuItem(makeMenuItem({ code: 'chat', is_anonymous: false }), anonymous)).toMatchObject({
      href: login('/chatroom/join/0-0'),
      newTab: false,
    })
  })

  it('picks groups by code in the asked order and finds sign-out entries', () => {
    const groups = makeMenuGroups()
    expect(pickGroups(groups, ['personal_jobseeker', 'utilities_jobseeker', 'missing']).map((g) => g.code)).toEqual([
      'personal_jobseeker',
      'utilities_jobseeker',
    ])
    expect(pickGroups(undefined, ['x'])).toEqual([])
    expect(hasSignOutEntry(pickGroups(groups, ['personal_employer']))).toBe(true)
    expect(hasSignOutEntry(pickGroups(groups, ['wallet_utilities']))).toBe(false)
  })
})
