import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { inRouter, mockApi, ok } from '../../../lib/test-support'
import { OrganizationSearch } from './organization-search'

const provinces = [
  { id: 1, name: 'Hà Nội' },
  { id: 2, name: 'TP. Hồ Chí Minh' },
]
const suggestions = [
  { id: 7, name: 'Công ty TNHH Ánh Dương', url: '/cong-ty/cong-ty-tnhh-anh-duong-7', is_partner: true },
  { id: 9, name: 'Công ty CP Bình Minh', url: '/cong-ty/cong-ty-cp-binh-minh-9', is_partner: false },
]
const suggest = (q: string) => `GET /job/v1/organizations/suggestions?q=${encodeURIComponent(q)}&limit=5`

describe('OrganizationSearch', () => {
  it('is a GET form to /cong-ty with a name and a province, and filters through onSearch once hydrated', () => {
    mockApi({})
    const onSearch = vi.fn()
    render(inRouter(<OrganizationSearch provinces={provinces} onSearch={onSearch} />, '/cong-ty'))
    const form = screen.getByRole('search', { name: 'Tìm nhà tuyển dụng' })
    expect(form.getAttribute('action')).toBe('/cong-ty')
    expect(form.getAttribute('method')).toBe('get')
    fireEvent.change(screen.getByRole('combobox', { name: 'Tên nhà tuyển dụng' }), { target: { value: '  Ánh   Dương ' } })
    fireEvent.change(screen.getByRole('combobox', { name: 'Tỉnh/thành phố' }), { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Tìm công ty' }))
    expect(onSearch).toHaveBeenCalledWith({ q: 'Ánh Dương', city_id: 2 })
  })

  it('suggests organisations 300 ms after typing stops (q and limit 5), and opens the one picked', async () => {
    const api = mockApi({ [suggest('cong ty')]: ok(suggestions) })
    render(
      inRouter(<OrganizationSearch provinces={provinces} onSearch={() => {}} renderBadge={() => <span>Đối tác</span>} />, '/cong-ty'),
    )
    const input = screen.getByRole('combobox', { name: 'Tên nhà tuyển dụng' })
    fireEvent.focus(input)
    for (const value of ['c', 'co', 'con', 'cong', 'cong ', 'cong t', 'cong ty']) fireEvent.change(input, { target: { value } })
    const list = await screen.findByRole('listbox', { name: 'Gợi ý nhà tuyển dụng' })
    // one request for what was typed last, none per keystroke
    expect(api.keys()).toEqual([suggest('cong ty')])
    const options = within(list).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['Công ty TNHH Ánh DươngĐối tác', 'Công ty CP Bình Minh'])
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(list.id).toBe(input.getAttribute('aria-controls'))
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    fireEvent.keyDown(input, { key: 'ArrowDown' })
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1].id)
    expect(options[1].getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(input, { key: 'Enter' })
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/cong-ty/cong-ty-cp-binh-minh-9'))
  })

  it('asks nothing for an empty box and closes the list on Escape', async () => {
    const api = mockApi({ [suggest('anh')]: ok(suggestions.slice(0, 1)) })
    render(inRouter(<OrganizationSearch provinces={provinces} onSearch={() => {}} />, '/cong-ty'))
    const input = screen.getByRole('combobox', { name: 'Tên nhà tuyển dụng' })
    fireEvent.focus(input)
    await new Promise((resolve) => setTimeout(resolve, 350))
    expect(api.keys()).toEqual([])
    fireEvent.change(input, { target: { value: 'anh' } })
    expect(await screen.findByRole('option', { name: 'Công ty TNHH Ánh Dương' })).toBeTruthy()
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(screen.queryByRole('listbox')).toBeNull()
  })
})
