import { fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { makeMenuGroups } from '../test-utils'
import { pickGroups } from '../types'
import { MenuGroupList } from './menu-group-list'
import { MenuItemBadge } from './menu-item-badge'

// These tests describe the entries as they behave once their pages exist (lib/paths.ts SITE_PAGES);
// site-pages.test.ts and the last test of menu-behaviour.test.ts check that unbuilt ones are hidden.
vi.mock('../../../lib/paths', async (original) => ({ ...(await original<typeof import('../../../lib/paths')>()), pageExists: () => true }))

function Where() {
  const location = useLocation()
  return <output aria-label="địa chỉ">{`${location.pathname}${location.search}`}</output>
}

function renderList({ authorized, codes = ['utilities_jobseeker', 'personal_jobseeker'], hasDepositReward = false }: {
  authorized: boolean
  codes?: string[]
  hasDepositReward?: boolean
}) {
  const calls: string[] = []
  const onSignOut = vi.fn(() => calls.push('signOut'))
  const onClearNewInbox = vi.fn(() => calls.push('clearNewInbox'))
  const onDone = vi.fn(() => calls.push('done'))
  render(
    <MemoryRouter initialEntries={['/tuyen-dung']} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <MenuGroupList
                groups={pickGroups(makeMenuGroups(), codes)}
                context={{ authorized, here: '/tuyen-dung' }}
                idPrefix="test"
                onSignOut={onSignOut}
                onClearNewInbox={onClearNewInbox}
                onDone={onDone}
                renderExtra={(item) => <MenuItemBadge item={item} unreadBadge="99+" hasDepositReward={hasDepositReward} />}
              />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  )
  return { calls, onSignOut, onClearNewInbox, onDone }
}

describe('MenuGroupList', () => {
  it('renders the groups as labelled sections', () => {
    renderList({ authorized: true })
    expect(screen.getByRole('region', { name: 'Tiện ích' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Cá nhân' })).toBeTruthy()
  })

  it('hides is_auth entries and sign out from anonymous visitors and routes login-only entries via login', () => {
    renderList({ authorized: false })
    expect(screen.queryByRole('link', { name: /Thông báo/ })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Đổi mật khẩu' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Đăng xuất' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Hồ sơ xin việc' }).getAttribute('href')).toBe(
      '/account/login?returnUrl=%2Fjobseeker&siteId=3',
    )
    // saved favourites keep their own handler for guests
    expect(screen.getByRole('link', { name: 'Việc làm đã lưu' }).getAttribute('href')).toBe('/viec-lam-da-luu')
  })

  it('signs out through the handler passed in', () => {
    const { onSignOut, onDone } = renderList({ authorized: true })
    fireEvent.click(screen.getByRole('button', { name: 'Đăng xuất' }))
    expect(onSignOut).toHaveBeenCalledTimes(1)
    expect(onDone).toHaveBeenCalled()
  })

  it('clears has-new-inbox before navigating to the notification page', () => {
    const { calls } = renderList({ authorized: true })
    const notify = screen.getByRole('link', { name: /^Thông báo/ })
    expect(within(notify).getByText('99+')).toBeTruthy()
    fireEvent.click(notify)
    expect(calls).toEqual(['clearNewInbox', 'done'])
    expect(screen.getByRole('status', { name: 'địa chỉ' }).textContent).toBe('/account/notification')
  })

  it('opens chat in a new tab', () => {
    renderList({ authorized: true })
    const chat = screen.getByRole('link', { name: /^Chat/ })
    expect(chat.getAttribute('href')).toBe('/chatroom/join/0-0')
    expect(chat.getAttribute('target')).toBe('_blank')
    expect(chat.getAttribute('rel')).toContain('noopener')
  })

  it('navigates mapped codes inside the site', () => {
    renderList({ authorized: true })
    fireEvent.click(screen.getByRole('link', { name: 'Tìm kiếm đã lưu' }))
    expect(screen.getByRole('status', { name: 'địa chỉ' }).textContent).toBe('/tim-kiem-da-luu')
  })

  it('shows "Tặng 20%" on the deposit entry only with a deposit reward', () => {
    renderList({ authorized: true, codes: ['wallet_utilities'], hasDepositReward: true })
    expect(within(screen.getByRole('link', { name: /Nạp tiền/ })).getByText('Tặng 20%')).toBeTruthy()
  })

  it('has no deposit badge without the reward', () => {
    renderList({ authorized: true, codes: ['wallet_utilities'], hasDepositReward: false })
    expect(screen.queryByText('Tặng 20%')).toBeNull()
  })
})
