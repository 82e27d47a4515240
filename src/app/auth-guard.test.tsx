import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import { initialUserState, login, setAnonymous, userState } from '../features/auth/state'
import { selfUser } from '../features/auth/test/mock-api'
import { AuthGuard } from './auth-guard'
import { handle, pageConfig, usePageConfig } from './page-config'

function Guarded({ text }: { text: string }) {
  const config = usePageConfig()
  return (
    <AuthGuard required={config.authRequired}>
      <p>{text}</p>
    </AuthGuard>
  )
}

function Where() {
  const location = useLocation()
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/account/change-password',
        handle: handle(pageConfig({ authRequired: true })),
        element: (
          <>
            <Guarded text="Trang cần đăng nhập" />
            <Where />
          </>
        ),
      },
      {
        path: '/tuyen-dung',
        handle: handle(pageConfig({ header: { desktop: { listingMode: true }, mobile: { listingMode: true } } })),
        element: <Guarded text="Danh sách việc làm" />,
      },
      { path: '/account/login', element: <Where /> },
    ],
    { initialEntries: [path] },
  )
  return render(<RouterProvider router={router} future={{ v7_startTransition: true }} />)
}

beforeEach(() => {
  Object.assign(userState, initialUserState())
})

describe('AuthGuard (SPEC 2.2)', () => {
  it('shows a busy skeleton, not the page, on a guarded page while authorisation loads', () => {
    renderAt('/account/change-password?tab=1')
    expect(screen.queryByText('Trang cần đăng nhập')).toBeNull()
    const wait = screen.getByRole('status')
    expect(wait.getAttribute('aria-busy')).toBe('true')
    expect(wait.hasAttribute('data-wait')).toBe(true)
    expect(wait.textContent).toBe('Đang tải…')
    expect(screen.getByTestId('where').textContent).toBe('/account/change-password?tab=1')
  })

  it('sends an anonymous visitor to login with the current path, query and hash as returnUrl (history replace)', async () => {
    renderAt('/account/change-password?tab=1#open-edit')
    await act(async () => setAnonymous())
    expect(screen.getByTestId('where').textContent).toBe(
      `/account/login?returnUrl=${encodeURIComponent('/account/change-password?tab=1#open-edit')}&siteId=3`,
    )
  })

  it('shows the page once authorised', async () => {
    renderAt('/account/change-password')
    await act(async () => login({ user: selfUser, self: selfUser }))
    expect(screen.getByText('Trang cần đăng nhập')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('renders public pages at once, and the splash only during a sign-in hand-off on listing pages', async () => {
    const { unmount } = renderAt('/tuyen-dung')
    expect(screen.getByText('Danh sách việc làm')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
    unmount()

    renderAt('/tuyen-dung?key=abc')
    expect(screen.getByText('Danh sách việc làm')).toBeTruthy()
    expect((await screen.findByRole('status')).textContent).toContain('Đang tải')
    await act(async () => login({ user: selfUser, self: selfUser }))
    expect(screen.queryByRole('status')).toBeNull()
  })
})
