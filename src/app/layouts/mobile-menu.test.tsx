import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { login, resetUser, type SelfUser } from '../../features/auth/state'
import { MobileMenu } from './mobile-menu'
import { renderAt, setupLayoutTests } from './test-utils'

// These tests describe the entries as they behave once their pages exist (lib/paths.ts SITE_PAGES);
// site-pages.test.ts and the last test of menu-behaviour.test.ts check that unbuilt ones are hidden.
vi.mock('../../lib/paths', async (original) => ({ ...(await original<typeof import('../../lib/paths')>()), pageExists: () => true }))

const seeker: SelfUser = { id: 9, user_uid: 'u-9', full_name: 'Nguyễn Thị Lan', phone: '0901234567', image_url: null, has_deposit_reward: true, staff_role: null }

const renderMenu = (layout: 'jobseeker' | 'employer' = 'jobseeker') =>
  renderAt('/', <MobileMenu open onClose={() => {}} layout={layout} />)

setupLayoutTests()

describe('MobileMenu (SPEC 2.4)', () => {
  it('signed out: the prompt, the candidate groups from the API, no sign out', async () => {
    resetUser()
    renderMenu()
    const drawer = screen.getByRole('dialog', { name: 'Menu' })
    expect(within(drawer).getByText(/^Đăng nhập trải nghiệm các tính năng của /)).toBeTruthy()
    expect(within(drawer).getByRole('link', { name: 'Bạn là nhà tuyển dụng? Đăng tin ngay' }).getAttribute('href')).toBe('/promo')
    expect(await within(drawer).findByRole('region', { name: 'Tiện ích' })).toBeTruthy()
    expect(within(drawer).getByRole('region', { name: 'Cá nhân' })).toBeTruthy()
    expect(within(drawer).queryByRole('button', { name: 'Đăng xuất' })).toBeNull()

    fireEvent.click(within(drawer).getByRole('tab', { name: 'Nhà tuyển dụng' }))
    expect(await within(drawer).findByRole('region', { name: 'Tiện ích tuyển dụng' })).toBeTruthy()
    // the way in for a recruiter on a phone: what the site offers employers
    expect(within(drawer).getByRole('link', { name: 'Trang dành cho nhà tuyển dụng' }).getAttribute('href')).toBe('/employer')
    // wallet entries need auth: the group has nothing for an anonymous visitor
    expect(within(drawer).queryByRole('region', { name: 'Tiện ích ví' })).toBeNull()
  })

  it('signed in: the greeting, the employer tab first in the employer layout, one sign out', async () => {
    login({ user: seeker, self: seeker })
    renderMenu('employer')
    const drawer = screen.getByRole('dialog', { name: 'Menu' })
    expect(within(drawer).getByText('Xin chào, Nguyễn Thị Lan')).toBeTruthy()
    expect(within(drawer).getByRole('tab', { name: 'Nhà tuyển dụng' }).getAttribute('aria-selected')).toBe('true')
    expect(await within(drawer).findByRole('region', { name: 'Tiện ích ví' })).toBeTruthy()
    expect(within(drawer).getByRole('link', { name: 'Trang tổng quan nhà tuyển dụng' }).getAttribute('href')).toBe('/employer')
    expect(within(within(drawer).getByRole('link', { name: /Nạp tiền/ })).getByText('Tặng 20%')).toBeTruthy()
    fireEvent.click(within(drawer).getByRole('tab', { name: 'Ứng viên' }))
    expect(await within(drawer).findByRole('link', { name: 'Đổi mật khẩu' })).toBeTruthy()
    expect(within(drawer).getAllByRole('button', { name: 'Đăng xuất' })).toHaveLength(1)
  })
})
