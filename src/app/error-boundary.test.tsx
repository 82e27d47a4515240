import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from './error-boundary'

function Broken(): never {
  throw new Error('hỏng')
}

describe('error boundary', () => {
  it('shows the error page with reload and home buttons', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // React reports caught render errors through console.error; that is the expected path here.
    vi.mocked(console.error).mockImplementation(() => {})
    render(
      <MemoryRouter>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { name: 'Có lỗi xảy ra trong quá trình xử lý, xin vui lòng thử lại sau' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Tải lại trang' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Về trang chủ' })).toBeTruthy()
    expect(warn).toHaveBeenCalled()
  })
})
