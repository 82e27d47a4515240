import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import toast from 'react-hot-toast'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_MSG } from '../search-query'
import { fail, makeSavedSearch, mockApi, ok, renderWith } from '../test-utils'
import type { SavedSearch } from '../../../domain/contract/saved-searches'
import { SavedSearchManager } from './saved-search-list'

beforeEach(() => window.localStorage.setItem('token', 'tok'))

function serve(initial: SavedSearch[]) {
  let items = [...initial]
  return mockApi({
    'GET /job/v1/saved-searches': () => ok({ items, total: items.length, limit: 20 }),
    'PUT /job/v1/saved-searches/1': (body) => {
      const patch = body as Partial<SavedSearch>
      items = items.map((s) => (s.id === 1 ? { ...s, ...patch } : s))
      return ok({ message: 'Đã cập nhật tìm kiếm đã lưu.', item: items.find((s) => s.id === 1) })
    },
    'DELETE /job/v1/saved-searches/1': () => {
      items = items.filter((s) => s.id !== 1)
      return ok({ message: 'Đã xóa tìm kiếm đã lưu.' })
    },
    'PUT /job/v1/saved-searches/2': fail(404, 'Không tìm thấy tìm kiếm đã lưu.', 'saved_search_not_found'),
  })
}

const searches = [
  makeSavedSearch({ id: 1, name: '“kế toán” tại Hà Nội' }),
  makeSavedSearch({ id: 2, name: 'Việc làm tại TP. Hồ Chí Minh', query: 'city_id=2', url: '/tuyen-dung?city_id=2', alerts_enabled: false }),
]

describe('SavedSearchManager', () => {
  it('lists the searches as links to their listing, with the alert switch and the count', async () => {
    serve(searches)
    render(renderWith(<SavedSearchManager />, '/tim-kiem-da-luu'))
    const link = await screen.findByRole('link', { name: '“kế toán” tại Hà Nội' })
    expect(link.getAttribute('href')).toBe('/tuyen-dung?q=k%E1%BA%BF+to%C3%A1n&city_id=1')
    expect(screen.getByRole('heading', { level: 1, name: 'Tìm kiếm đã lưu' })).toBeTruthy()
    expect(screen.getByText(/Đã lưu 2\/20 tìm kiếm/)).toBeTruthy()
    const switches = screen.getAllByRole('checkbox', { name: 'Nhận thông báo' }) as HTMLInputElement[]
    expect(switches.map((s) => s.checked)).toEqual([true, false])
  })

  it('renames inline: validates, saves on Enter with the server message, Escape cancels', async () => {
    const success = vi.spyOn(toast, 'success')
    const api = serve(searches)
    render(renderWith(<SavedSearchManager />, '/tim-kiem-da-luu'))
    fireEvent.click(await screen.findByRole('button', { name: 'Đổi tên tìm kiếm “kế toán” tại Hà Nội' }))
    const input = screen.getByLabelText('Tên tìm kiếm') as HTMLInputElement
    await waitFor(() => expect(document.activeElement).toBe(input))
    expect(screen.getByText('20/100')).toBeTruthy()

    fireEvent.change(input, { target: { value: '   ' } })
    fireEvent.submit(input.form!)
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', SEARCH_MSG.nameRequired)
    fireEvent.change(input, { target: { value: 'x'.repeat(101) } })
    expect(screen.getByRole('alert').textContent).toBe(SEARCH_MSG.nameTooLong)
    expect(api.keys()).not.toContain('PUT /job/v1/saved-searches/1')

    fireEvent.change(input, { target: { value: '  Kế toán   Hà Nội ' } })
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.submit(input.form!)
    expect(await screen.findByRole('link', { name: 'Kế toán Hà Nội' })).toBeTruthy()
    expect(api.calls.find((c) => c.key === 'PUT /job/v1/saved-searches/1')?.body).toEqual({ name: 'Kế toán Hà Nội' })
    expect(success).toHaveBeenCalledWith('Đã cập nhật tìm kiếm đã lưu.')
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Đổi tên'))

    fireEvent.click(screen.getByRole('button', { name: 'Đổi tên tìm kiếm Kế toán Hà Nội' }))
    fireEvent.keyDown(screen.getByLabelText('Tên tìm kiếm'), { key: 'Escape' })
    expect(screen.queryByLabelText('Tên tìm kiếm')).toBeNull()
    expect(screen.getByRole('link', { name: 'Kế toán Hà Nội' })).toBeTruthy()
  })

  it('shows the server refusal of a rename and keeps the old name', async () => {
    const error = vi.spyOn(toast, 'error')
    serve(searches)
    render(renderWith(<SavedSearchManager />, '/tim-kiem-da-luu'))
    fireEvent.click(await screen.findByRole('button', { name: 'Đổi tên tìm kiếm Việc làm tại TP. Hồ Chí Minh' }))
    const input = screen.getByLabelText('Tên tìm kiếm')
    fireEvent.change(input, { target: { value: 'Sài Gòn' } })
    fireEvent.submit((input as HTMLInputElement).form!)
    await waitFor(() => expect(error).toHaveBeenCalledWith('Không tìm thấy tìm kiếm đã lưu.'))
    expect(screen.getByRole('alert').textContent).toBe('Không tìm thấy tìm kiếm đã lưu.')
  })

  it('turns alerts off through the server', async () => {
    const api = serve(searches)
    render(renderWith(<SavedSearchManager />, '/tim-kiem-da-luu'))
    const [first] = (await screen.findAllByRole('checkbox', { name: 'Nhận thông báo' })) as HTMLInputElement[]
    fireEvent.click(first)
    await waitFor(() => expect(first.checked).toBe(false))
    expect(api.calls.find((c) => c.key === 'PUT /job/v1/saved-searches/1')?.body).toEqual({ alerts_enabled: false })
  })

  it('deletes after confirmation; cancelling keeps it', async () => {
    const api = serve(searches)
    render(renderWith(<SavedSearchManager />, '/tim-kiem-da-luu'))
    fireEvent.click(await screen.findByRole('button', { name: 'Xóa tìm kiếm “kế toán” tại Hà Nội' }))
    let dialog = await screen.findByRole('dialog', { name: 'Xóa tìm kiếm đã lưu' })
    expect(dialog.textContent).toContain('“kế toán” tại Hà Nội')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }))
    expect(api.keys()).not.toContain('DELETE /job/v1/saved-searches/1')

    fireEvent.click(screen.getByRole('button', { name: 'Xóa tìm kiếm “kế toán” tại Hà Nội' }))
    dialog = await screen.findByRole('dialog', { name: 'Xóa tìm kiếm đã lưu' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: '“kế toán” tại Hà Nội' })).toBeNull())
    expect(api.keys()).toContain('DELETE /job/v1/saved-searches/1')
    expect(screen.getByText(/Đã lưu 1\/20 tìm kiếm/)).toBeTruthy()
  })

  it('says how to save a search when there is none', async () => {
    serve([])
    render(renderWith(<SavedSearchManager />, '/tim-kiem-da-luu'))
    expect(await screen.findByText(/Bạn chưa lưu tìm kiếm nào/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Tìm việc làm' }).getAttribute('href')).toBe('/tuyen-dung')
  })
})
