import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { login, userState, type SelfUser } from '../../features/auth/state'
import { pageConfig } from '../page-config'
import { EmployerSidebar } from './employer-sidebar'
import { renderAt, setupLayoutTests } from './test-utils'

// These tests describe the entries as they behave once their pages exist (lib/paths.ts SITE_PAGES);
// site-pages.test.ts and the last test of menu-behaviour.test.ts check that unbuilt ones are hidden.
vi.mock('../../lib/paths', async (original) => ({ ...(await original<typeof import('../../lib/paths')>()), pageExists: () => true }))

const employer: SelfUser = {
  id: 2,
  user_uid: 'u-2',
  full_name: 'Trần Văn Minh',
  phone: '0912345678',
  image_url: null,
  has_deposit_reward: true,
  staff_role: null,
}

const renderSidebar = (config = pageConfig({ layout: 'employer' })) => renderAt('/employer', <EmployerSidebar config={config} />)

setupLayoutTests()

describe('EmployerSidebar (SPEC 2.4)', () => {
  it('greets with the full name and shows the sections, balances and the deposit reward', async () => {
    login({
      user: employer,
      self: employer,
      account: { account_amount: 2_500_000, account_bonus: 500_000 },
      loyalty: { loyalty_id: 3, name: 'Bạc' },
    })
    renderSidebar()
    const aside = screen.getByRole('complementary', { name: 'Menu nhà tuyển dụng' })
    expect(within(aside).getByText('Xin chào,')).toBeTruthy()
    expect(within(aside).getByText('Trần Văn Minh')).toBeTruthy()
    expect(within(aside).getByText('Hạng Bạc')).toBeTruthy()
    expect(await within(aside).findByRole('heading', { name: 'Tiện ích' })).toBeTruthy()
    expect(within(aside).getByRole('heading', { name: 'Tiện ích ví' })).toBeTruthy()
    expect(within(aside).getByRole('heading', { name: 'Cá nhân' })).toBeTruthy()
    expect(within(aside).getByText('Tài khoản chính').nextElementSibling?.textContent).toBe('2.500.000đ')
    expect(within(aside).getByText('Tài khoản khuyến mãi').nextElementSibling?.textContent).toBe('500.000đ')
    expect(within(within(aside).getByRole('link', { name: /Nạp tiền/ })).getByText('Tặng 20%')).toBeTruthy()
    expect(within(aside).getAllByRole('button', { name: 'Đăng xuất' })).toHaveLength(1)
  })

  it('greets with the phone when there is no name, and has no reward badge without the reward', async () => {
    login({ user: { ...employer, full_name: null, has_deposit_reward: false }, self: { ...employer, full_name: null, has_deposit_reward: false } })
    renderSidebar()
    expect(screen.getByText('0912345678')).toBeTruthy()
    await screen.findByRole('link', { name: /Nạp tiền/ })
    expect(screen.queryByText('Tặng 20%')).toBeNull()
  })

  it('is hidden on listing pages for unauthorised users', () => {
    userState.loadingAuthorized = false
    const { container } = renderSidebar(pageConfig({ layout: 'employer', header: { desktop: { listingMode: true } } }))
    expect(container.innerHTML).toBe('')
  })

  it('offers login without wallet to anonymous visitors elsewhere', async () => {
    userState.loadingAuthorized = false
    renderSidebar()
    expect(screen.getByRole('link', { name: 'Đăng nhập' }).getAttribute('href')).toBe('/account/login?returnUrl=%2Femployer&siteId=3')
    expect(await screen.findByRole('link', { name: 'Đăng tin' })).toBeTruthy()
    expect(screen.queryByText('Tài khoản chính')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Đăng xuất' })).toBeNull()
  })

  it('is grey shapes, not the invitation to sign in, while a signed-in page waits for the session, then the menu', async () => {
    const { container } = renderSidebar(pageConfig({ layout: 'employer', authRequired: true }))
    const aside = container.querySelector('[data-employer-sidebar]')
    expect(aside?.getAttribute('aria-hidden')).toBe('true')
    expect(aside?.textContent).toBe('')
    expect(aside?.querySelectorAll('span').length).toBeGreaterThan(5)
    expect(screen.queryByRole('link', { name: 'Đăng nhập' })).toBeNull()
    login({ user: employer, self: employer })
    expect(await screen.findByText('Xin chào,')).toBeTruthy()
    expect(container.querySelector('[data-employer-sidebar]')?.getAttribute('aria-hidden')).toBeNull()
  })
})
