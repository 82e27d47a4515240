import { fireEvent, render, screen } from '@testing-library/react'
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useScrollOnNavigate } from './scroll-on-navigate'

function Page() {
  useScrollOnNavigate()
  const navigate = useNavigate()
  return (
    <>
      <Link to="/tuyen-dung?offset=20">Trang 2</Link>
      <Link to="/jobseeker#ket-qua">Kết quả</Link>
      <Link to="/jobseeker?tab=2" replace>
        Thay địa chỉ
      </Link>
      <button type="button" onClick={() => navigate(-1)}>
        Quay lại
      </button>
      <h2 id="ket-qua">Kết quả</h2>
    </>
  )
}

describe('useScrollOnNavigate', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    Element.prototype.scrollIntoView = vi.fn()
  })
  afterEach(() => vi.restoreAllMocks())

  it('leaves the first page alone, starts a new page at its top or its #hash, and keeps Back to the browser', async () => {
    render(
      <MemoryRouter initialEntries={['/tuyen-dung']}>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </MemoryRouter>,
    )
    expect(window.scrollTo).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('link', { name: 'Trang 2' }))
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0)
    fireEvent.click(screen.getByRole('link', { name: 'Kết quả' }))
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'start' })
    vi.mocked(window.scrollTo).mockClear()
    // a replace on the same path (the sign-in key taken out of the address) stays where it is
    fireEvent.click(screen.getByRole('link', { name: 'Thay địa chỉ' }))
    expect(window.scrollTo).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Quay lại' }))
    await Promise.resolve()
    expect(window.scrollTo).not.toHaveBeenCalled()
  })
})
