import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, popular, withApp } from '../test/fixtures'
import { MobileSearch } from './mobile-search'

const PLACEHOLDER = 'Nhập tên công việc, công ty...'
const currentUrl = () => screen.getByTestId('url').textContent
/** The popup's modal loads when it first opens. */
const openPopup = async () => {
  fireEvent.click(screen.getByRole('button', { name: PLACEHOLDER }))
  return screen.findByRole('dialog', { name: 'Tìm kiếm việc làm' }, { timeout: 5000 })
}

describe('MobileSearch', () => {
  it('opens a full-screen popup with a focused field and popular searches', async () => {
    render(withApp(<MobileSearch popular={popular} />))
    const dialog = await openPopup()
    const field = within(dialog).getByRole('combobox', { name: 'Từ khóa tìm việc' })
    expect(field.getAttribute('placeholder')).toBe(PLACEHOLDER)
    await waitFor(() => expect(document.activeElement).toBe(field))
    const list = within(dialog).getByRole('listbox', { name: 'Nhiều người cũng tìm' })
    expect(within(list).getAllByRole('option')).toHaveLength(10)
  })

  it('shows the current keyword on the trigger', () => {
    render(withApp(<MobileSearch popular={popular} initialQuery="kế toán" />))
    expect(screen.getByRole('button', { name: 'Tìm kiếm: kế toán' }).textContent).toBe('kế toán')
  })

  it('offers "Tìm kiếm từ khóa" when nothing is suggested and searches it', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({ success: true, data: [] }))
    render(withApp(<MobileSearch popular={popular} />, '/tuyen-dung?city_id=2'))
    const dialog = await openPopup()
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'phụ bếp' } })
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    fireEvent.click(within(dialog).getByText('Tìm kiếm từ khóa'))
    expect(currentUrl()).toBe('/tuyen-dung?q=ph%E1%BB%A5+b%E1%BA%BFp&city_id=2')
    expect(screen.getByRole('button', { name: PLACEHOLDER }).getAttribute('aria-expanded')).toBe('false')
  })

  it('picking a popular search navigates to it', async () => {
    render(withApp(<MobileSearch popular={popular} />))
    const dialog = await openPopup()
    fireEvent.click(within(dialog).getAllByRole('option')[0])
    expect(currentUrl()).toMatch(/^\/tuyen-dung-viec-\d+$/)
  })

  it('the back button closes the popup', async () => {
    render(withApp(<MobileSearch popular={popular} />))
    const dialog = await openPopup()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quay lại' }))
    expect(screen.getByRole('button', { name: PLACEHOLDER }).getAttribute('aria-expanded')).toBe('false')
  })
})
