import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AVATAR_COLORS } from '../../domain/constants'
import { login, resetUser, type SelfUser } from '../../features/auth/state'
import { inboxState } from '../../features/inbox/state'
import { pageConfig } from '../page-config'
import { Header } from './header'
import { renderAt, setupLayoutTests } from './test-utils'

// These tests describe the entries as they behave once their pages exist (lib/paths.ts SITE_PAGES);
// site-pages.test.ts and the last test of menu-behaviour.test.ts check that unbuilt ones are hidden.
vi.mock('../../lib/paths', async (original) => ({ ...(await original<typeof import('../../lib/paths')>()), pageExists: () => true }))

const seeker: SelfUser = { id: 9, user_uid: 'u-9', full_name: 'Nguyễn Thị Lan', phone: '0901234567', image_url: null, has_deposit_reward: false, staff_role: null }

const renderHeader = (layout: 'jobseeker' | 'employer' = 'jobseeker') =>
  renderAt('/tuyen-dung?q=ke', <Header config={pageConfig({ layout })} />)

setupLayoutTests()

describe('Header', () => {
  it('signed out: login returning here and create-profile through login', () => {
    resetUser()
    renderHeader()
    expect(screen.getByRole('link', { name: 'Đăng nhập' }).getAttribute('href')).toBe(
      '/account/login?returnUrl=%2Ftuyen-dung%3Fq%3Dke&siteId=3',
    )
    expect(screen.getByRole('link', { name: 'Tạo hồ sơ' }).getAttribute('href')).toBe(
      '/account/login?returnUrl=%2Fcreate-jobseeker%3Fis_reader%3Dtrue&siteId=3',
    )
    expect(screen.getByRole('button', { name: 'Thông báo chung' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: /^Thông báo/ })).toBeNull()
  })

  it('signed out in the employer layout: the employer’s action, posting, instead of creating a profile', () => {
    resetUser()
    renderHeader('employer')
    expect(screen.getByRole('link', { name: 'Đăng tin' }).getAttribute('href')).toBe('/dang-tin')
    expect(screen.queryByRole('link', { name: 'Tạo hồ sơ' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toBeTruthy()
  })

  it('signed in: the bell with its unread label, capped at 99+', async () => {
    login({ user: seeker, self: seeker })
    inboxState.unreadInbox = 3
    renderHeader()
    expect(screen.getByRole('link', { name: 'Thông báo, 3 chưa đọc' }).getAttribute('href')).toBe('/account/notification')
    await act(async () => {
      inboxState.unreadInbox = 140
    })
    const bell = await screen.findByRole('link', { name: 'Thông báo, 99+ chưa đọc' })
    expect(within(bell).getByText('99+')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Đăng nhập' })).toBeNull()
  })

  it('signed in: avatar initial on a palette colour, full name, and an accessible account dropdown', async () => {
    login({ user: seeker, self: seeker })
    renderHeader()
    // the account menu's code loads once someone is signed in
    const toggle = await screen.findByRole('button', { name: 'Tài khoản: Nguyễn Thị Lan' }, { timeout: 10_000 })
    const avatar = toggle.querySelector('[data-avatar]') as HTMLElement
    expect(avatar.textContent).toBe('L')
    expect(avatar.getAttribute('style')).toContain(AVATAR_COLORS[seeker.id % AVATAR_COLORS.length])
    expect(toggle.getAttribute('aria-expanded')).toBe('false')

    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const panel = screen.getByRole('region', { name: 'Tài khoản' })
    expect(await within(panel).findByRole('region', { name: 'Tiện ích' })).toBeTruthy()
    expect(within(panel).getByRole('region', { name: 'Cá nhân' })).toBeTruthy()
    expect(within(panel).queryByRole('region', { name: 'Tiện ích tuyển dụng' })).toBeNull()
    expect(within(panel).getAllByRole('button', { name: 'Đăng xuất' })).toHaveLength(1)

    within(panel).getByRole('link', { name: 'Việc làm đã lưu' }).focus()
    fireEvent.keyDown(document, { key: 'Escape' })
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'))
    expect(document.activeElement).toBe(toggle)
  })

  it('shows the phone when there is no full name, and the employer groups in the employer layout', async () => {
    const noName = { ...seeker, full_name: null }
    login({ user: noName, self: noName })
    renderHeader('employer')
    const toggle = await screen.findByRole('button', { name: 'Tài khoản: 0901234567' }, { timeout: 10_000 })
    fireEvent.click(toggle)
    const panel = screen.getByRole('region', { name: 'Tài khoản' })
    expect(await within(panel).findByRole('region', { name: 'Tiện ích tuyển dụng' })).toBeTruthy()
    expect(within(panel).getByRole('region', { name: 'Tiện ích ví' })).toBeTruthy()
  })
})
