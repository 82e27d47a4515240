import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import toast from 'react-hot-toast'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { classifiedFavorites } from '../local-store'
import { FAVORITE_MSG, favoritesState, resetFavorites, startAccountFavorites, startGuestFavorites } from '../state'
import { fail, mockApi, ok } from '../../../lib/test-support'
import { FavoriteButton } from './favorite-button'

afterEach(() => {
  resetFavorites()
  window.localStorage.clear()
})

describe('FavoriteButton', () => {
  it('holds its place with an empty box until the favourites are known', async () => {
    const { container } = render(<FavoriteButton jobId={1} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
    act(() => startGuestFavorites())
    expect(await screen.findByRole('button', { name: 'Lưu tin' })).toBeTruthy()
  })

  it('is a toggle: "Lưu tin" not pressed, then "Bỏ lưu tin" pressed, with the guest message', async () => {
    const success = vi.spyOn(toast, 'success')
    startGuestFavorites()
    render(<FavoriteButton jobId={10001} />)
    const button = screen.getByRole('button', { name: 'Lưu tin' })
    expect(button.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(button)
    const pressed = await screen.findByRole('button', { name: 'Bỏ lưu tin' })
    expect(pressed.getAttribute('aria-pressed')).toBe('true')
    expect(success).toHaveBeenCalledWith(FAVORITE_MSG.guestAdded)
    expect(classifiedFavorites.read()).toEqual([10001])
    fireEvent.click(pressed)
    expect((await screen.findByRole('button', { name: 'Lưu tin' })).getAttribute('aria-pressed')).toBe('false')
    expect(success).toHaveBeenLastCalledWith(FAVORITE_MSG.guestRemoved)
  })

  it('signed in: shows the server message on success, its error message as an error, state only after success', async () => {
    window.localStorage.setItem('token', 'tok')
    mockApi({ 'GET /tracking/v1/favorites/ids': ok({ ids: [] }) })
    await startAccountFavorites()
    const success = vi.spyOn(toast, 'success')
    const error = vi.spyOn(toast, 'error')
    mockApi({
      'POST /tracking/v1/favorites': ok({ message: 'Lưu tin yêu thích thành công', classified_id: 5 }),
    })
    render(
      <>
        <FavoriteButton jobId={5} variant="labelled" />
        <FavoriteButton jobId={6} />
      </>,
    )
    fireEvent.click(screen.getAllByRole('button', { name: 'Lưu tin' })[0])
    await waitFor(() => expect(success).toHaveBeenCalledWith('Lưu tin yêu thích thành công'))
    // the labelled variant's visible text is its name
    expect(screen.getByRole('button', { name: 'Bỏ lưu tin' }).textContent).toBe('Bỏ lưu tin')

    mockApi({ 'POST /tracking/v1/favorites': fail(404, 'Tin tuyển dụng không tồn tại hoặc đã bị gỡ.', 'not_found') })
    fireEvent.click(screen.getByRole('button', { name: 'Lưu tin' }))
    await waitFor(() => expect(error).toHaveBeenCalledWith('Tin tuyển dụng không tồn tại hoặc đã bị gỡ.'))
    expect(screen.getByRole('button', { name: 'Lưu tin' }).getAttribute('aria-pressed')).toBe('false')
    expect(favoritesState.favoriteClassifieds).toEqual([5])
  })
})
