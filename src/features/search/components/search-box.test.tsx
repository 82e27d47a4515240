import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { SUGGEST } from '../../../domain/constants'
import { jsonResponse, popular, withApp } from '../test/fixtures'
import { SearchBox } from './search-box'

const mockSuggest = (data: Array<{ name: string; url: string }>) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({ success: true, data }))

const input = () => screen.getByRole('combobox', { name: 'Từ khóa tìm việc' }) as HTMLInputElement
const currentUrl = () => screen.getByTestId('url').textContent
const type = (value: string) => {
  fireEvent.focus(input())
  fireEvent.change(input(), { target: { value } })
}

describe('SearchBox', () => {
  it('is a plain GET form to /tuyen-dung that works without JavaScript', () => {
    const html = renderToString(withApp(<SearchBox popular={popular} initialQuery="kế toán" />))
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const form = doc.querySelector('form')!
    expect(form.getAttribute('role')).toBe('search')
    expect(form.getAttribute('action')).toBe('/tuyen-dung')
    expect(form.getAttribute('method')).toBe('get')
    const field = form.querySelector('input')!
    expect(field.getAttribute('name')).toBe('q')
    expect(field.getAttribute('value')).toBe('kế toán')
    expect(field.getAttribute('placeholder')).toBe('Nhập tên công việc, công ty...')
    expect(form.querySelector('button[type=submit]')?.textContent).toBe('Tìm việc')
  })

  it('shows "Tìm kiếm từ khóa" with the typed keyword when there are no suggestions', async () => {
    const fetch = mockSuggest([])
    render(withApp(<SearchBox popular={popular} />))
    type('xyz thợ')
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    expect(String(fetch.mock.calls[0][0])).toBe(`/job/v1/classifieds/suggest?q=xyz%20th%E1%BB%A3&limit=${SUGGEST.limit}`)
    const list = await screen.findByRole('listbox', { name: 'Gợi ý từ khóa' })
    const option = within(list).getByRole('option')
    expect(within(option).getByText('Tìm kiếm từ khóa')).toBeTruthy()
    expect(option.textContent).toContain('xyz thợ')
    expect(input().getAttribute('aria-expanded')).toBe('true')
    expect(input().getAttribute('aria-controls')).toBe(list.id)
    fireEvent.click(option)
    expect(currentUrl()).toBe('/tuyen-dung?q=xyz+th%E1%BB%A3')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('debounces typing into one request and sends none for empty input', async () => {
    const fetch = mockSuggest([{ name: 'Kế toán', url: '/tuyen-dung?q=K%E1%BA%BF+to%C3%A1n' }])
    render(withApp(<SearchBox popular={popular} />))
    fireEvent.focus(input())
    for (const value of ['k', 'ke', 'ke ', 'ke to']) fireEvent.change(input(), { target: { value } })
    await screen.findByRole('option', { name: 'Kế toán' })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(String(fetch.mock.calls[0][0])).toContain('q=ke%20to&limit=5')
    fireEvent.change(input(), { target: { value: '   ' } })
    await act(() => new Promise((resolve) => setTimeout(resolve, SUGGEST.debounceMs + 50)))
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('moves through suggestions with the arrow keys and searches the highlighted one, keeping listing filters', async () => {
    mockSuggest([
      { name: 'Kế toán', url: '/tuyen-dung?q=K%E1%BA%BF+to%C3%A1n' },
      { name: 'Kế toán kho', url: '/tuyen-dung?q=K%E1%BA%BF+to%C3%A1n+kho' },
    ])
    render(withApp(<SearchBox popular={popular} />, '/tuyen-dung?city_id=1&job_types=8,9&offset=40'))
    type('ke to')
    await screen.findByRole('option', { name: 'Kế toán kho' })
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    const active = screen.getByRole('option', { name: 'Kế toán kho' })
    expect(active.getAttribute('aria-selected')).toBe('true')
    expect(input().getAttribute('aria-activedescendant')).toBe(active.id)
    fireEvent.keyDown(input(), { key: 'Enter' })
    expect(currentUrl()).toBe('/tuyen-dung?q=K%E1%BA%BF+to%C3%A1n+kho&city_id=1&job_types=8,9')
    expect(input().value).toBe('Kế toán kho')
  })

  it('submitting outside the listing searches by keyword only', () => {
    mockSuggest([])
    render(withApp(<SearchBox popular={popular} />, '/tuyen-dung-ke-toan?city_id=1'))
    fireEvent.change(input(), { target: { value: '  lái   xe ' } })
    fireEvent.submit(input().form!)
    expect(currentUrl()).toBe('/tuyen-dung?q=l%C3%A1i+xe')
  })

  it('offers "Nhiều người cũng tìm" for an empty box and opens the picked one', async () => {
    const onSearch = vi.fn()
    const fetch = mockSuggest([])
    render(withApp(<SearchBox popular={popular} onSearch={onSearch} />))
    fireEvent.focus(input())
    const list = screen.getByRole('listbox', { name: 'Nhiều người cũng tìm' })
    const options = within(list).getAllByRole('option')
    expect(options).toHaveLength(10)
    expect(new Set(options.map((o) => o.textContent)).size).toBe(10)
    fireEvent.click(options[3])
    expect(currentUrl()).toMatch(/^\/tuyen-dung-viec-\d+$/)
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
    expect(onSearch).not.toHaveBeenCalled()
  })

  it('closes the list when focus leaves the input', () => {
    render(withApp(<SearchBox popular={popular} />))
    fireEvent.focus(input())
    expect(screen.getByRole('listbox')).toBeTruthy()
    fireEvent.blur(input())
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('Escape closes the list', () => {
    render(withApp(<SearchBox popular={popular} />))
    fireEvent.focus(input())
    expect(screen.getByRole('listbox')).toBeTruthy()
    fireEvent.keyDown(input(), { key: 'Escape' })
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(input().getAttribute('aria-expanded')).toBe('false')
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    expect(screen.getByRole('listbox')).toBeTruthy()
  })

  it('calls onSearch with the normalised keyword', () => {
    const onSearch = vi.fn()
    render(withApp(<SearchBox popular={popular} onSearch={onSearch} />))
    fireEvent.change(input(), { target: { value: ' thu  ngân ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Tìm việc' }))
    expect(onSearch).toHaveBeenCalledWith('thu ngân')
    expect(currentUrl()).toBe('/tuyen-dung?q=thu+ng%C3%A2n')
  })
})
