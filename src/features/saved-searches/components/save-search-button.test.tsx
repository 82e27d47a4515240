import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import toast from 'react-hot-toast'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_MSG } from '../search-query'
import { fail, makeSavedSearch, mockApi, ok, renderWith } from '../test-utils'
import { SaveSearchButton } from './save-search-button'

const list = (items = [makeSavedSearch({ query: 'city_id=2' })]) => ok({ items, total: items.length, limit: 20 })

afterEach(() => window.localStorage.clear())

describe('SaveSearchButton', () => {
  it('holds its place while sign-in is unknown', () => {
    mockApi({})
    render(renderWith(<SaveSearchButton filters={{ q: 'kế toán' }} authorized={false} authLoading />))
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('sends an anonymous visitor to login, coming back to this search', () => {
    const api = mockApi({})
    render(renderWith(<SaveSearchButton filters={{ q: 'kế toán' }} authorized={false} authLoading={false} />, '/tuyen-dung?q=k%E1%BA%BF+to%C3%A1n'))
    fireEvent.click(screen.getByRole('button', { name: 'Lưu tìm kiếm' }))
    expect(screen.getByTestId('location').textContent).toBe(
      `/account/login?returnUrl=${encodeURIComponent('/tuyen-dung?q=k%E1%BA%BF+to%C3%A1n')}&siteId=3`,
    )
    expect(api.calls).toEqual([])
  })

  it('saves the current search for a signed-in seeker and then links to the saved searches', async () => {
    window.localStorage.setItem('token', 'tok')
    const success = vi.spyOn(toast, 'success')
    const saved = makeSavedSearch({ id: 9, name: '“kế toán” tại Hà Nội', query: 'q=k%E1%BA%BF+to%C3%A1n&city_id=1' })
    let items = [makeSavedSearch({ query: 'city_id=2' })]
    const api = mockApi({
      'GET /job/v1/saved-searches': () => list(items),
      'POST /job/v1/saved-searches': () => {
        items = [saved, ...items]
        return ok({ message: 'Đã lưu tìm kiếm “kế toán” tại Hà Nội. Bạn sẽ nhận thông báo khi có việc làm mới phù hợp.', item: saved })
      },
    })
    render(renderWith(<SaveSearchButton filters={{ q: 'kế toán', city_id: 1, offset: 20 }} authorized authLoading={false} />))
    fireEvent.click(await screen.findByRole('button', { name: 'Lưu tìm kiếm' }))
    const link = await screen.findByRole('link', { name: 'Đã lưu tìm kiếm' })
    expect(link.getAttribute('href')).toBe('/tim-kiem-da-luu')
    expect(api.calls.find((c) => c.key === 'POST /job/v1/saved-searches')?.body).toEqual({ query: 'q=k%E1%BA%BF+to%C3%A1n&city_id=1' })
    expect(success).toHaveBeenCalledWith('Đã lưu tìm kiếm “kế toán” tại Hà Nội. Bạn sẽ nhận thông báo khi có việc làm mới phù hợp.')
  })

  it('explains an empty search without calling the server, and shows server refusals', async () => {
    window.localStorage.setItem('token', 'tok')
    const error = vi.spyOn(toast, 'error')
    const api = mockApi({
      'GET /job/v1/saved-searches': list(),
      'POST /job/v1/saved-searches': fail(409, 'Bạn chỉ lưu được tối đa 20 tìm kiếm.', 'saved_searches_limit'),
    })
    const { rerender } = render(renderWith(<SaveSearchButton filters={{ sort: 3000 }} authorized authLoading={false} />))
    fireEvent.click(await screen.findByRole('button', { name: 'Lưu tìm kiếm' }))
    expect(error).toHaveBeenCalledWith(SEARCH_MSG.empty)
    expect(api.keys()).not.toContain('POST /job/v1/saved-searches')
    rerender(renderWith(<SaveSearchButton filters={{ q: 'bảo vệ' }} authorized authLoading={false} />))
    fireEvent.click(await screen.findByRole('button', { name: 'Lưu tìm kiếm' }))
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('Bạn chỉ lưu được tối đa 20 tìm kiếm.'))
    expect(screen.getByRole('button', { name: 'Lưu tìm kiếm' })).toBeTruthy()
  })
})
