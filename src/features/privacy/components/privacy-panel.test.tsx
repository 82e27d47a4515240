import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import toast from 'react-hot-toast'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, inRouter, mockApi, ok } from '../../../lib/test-support'
import { PrivacyPanel } from './privacy-panel'

const EXPORT = 'GET /job/v1/jobseekers/self/export'
const DELETE = 'DELETE /job/v1/jobseekers/self'

beforeEach(() => window.localStorage.setItem('token', 'tok'))

function renderPanel(hasProfile = true) {
  const onDeleted = vi.fn(async () => {})
  render(inRouter(<PrivacyPanel hasProfile={hasProfile} onDeleted={onDeleted} />, '/jobseeker'))
  return { onDeleted, location: () => screen.getByTestId('location').textContent }
}

describe('PrivacyPanel', () => {
  it('downloads everything held as a JSON file named like the API attachment', async () => {
    const success = vi.spyOn(toast, 'success')
    const data = { exported_at: '2026-03-05T02:00:00.000Z', account: { id: 9 }, sessions: [], profile: { id: 7 }, inbox: [] }
    const api = mockApi({ [EXPORT]: ok(data) })
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:du-lieu'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    renderPanel()
    expect(screen.getByRole('region', { name: 'Dữ liệu cá nhân của bạn' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Chính sách bảo mật' }).getAttribute('href')).toBe('/chinh-sach-bao-mat')

    fireEvent.click(screen.getByRole('button', { name: 'Tải dữ liệu của tôi' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Đã tải xuống dữ liệu cá nhân của bạn.'))
    expect(api.calls.map((c) => c.key)).toEqual([EXPORT])
    expect(clicked).toHaveLength(1)
    expect(clicked[0].download).toBe('du-lieu-ca-nhan-2026-03-05.json')
    expect(clicked[0].getAttribute('href')).toBe('blob:du-lieu')
    expect(blobs[0].type).toBe('application/json')
    expect(JSON.parse(await blobs[0].text())).toEqual(data)
  })

  it('shows the server message when the export is refused', async () => {
    const error = vi.spyOn(toast, 'error')
    mockApi({ [EXPORT]: fail(401, 'Bạn cần đăng nhập!', 'unauthorized') })
    renderPanel()
    fireEvent.click(screen.getByRole('button', { name: 'Tải dữ liệu của tôi' }))
    await waitFor(() => expect(error).toHaveBeenCalledWith('Bạn cần đăng nhập!'))
  })

  it('deletes the profile only after a confirmation saying what goes, then reloads and goes home', async () => {
    const success = vi.spyOn(toast, 'success')
    const api = mockApi({ [DELETE]: ok(null) })
    const { onDeleted, location } = renderPanel()

    fireEvent.click(screen.getByRole('button', { name: 'Xóa hồ sơ của tôi' }))
    let dialog = await screen.findByRole('dialog', { name: 'Xóa hồ sơ xin việc?' })
    expect(dialog.textContent).toContain('Hồ sơ xin việc: họ tên, số điện thoại, email, ảnh đại diện')
    expect(dialog.textContent).toContain('Cài đặt tự động ứng tuyển')
    expect(dialog.textContent).toContain('Không thể hoàn tác.')
    // the safe choice has the focus
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Hủy' })))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.calls).toHaveLength(0)

    fireEvent.click(screen.getByRole('button', { name: 'Xóa hồ sơ của tôi' }))
    dialog = await screen.findByRole('dialog', { name: 'Xóa hồ sơ xin việc?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xóa vĩnh viễn' }))
    await waitFor(() => expect(location()).toBe('/'))
    expect(api.calls.map((c) => c.key)).toEqual([DELETE])
    expect(onDeleted).toHaveBeenCalledTimes(1)
    expect(success).toHaveBeenCalledWith('Đã xóa hồ sơ xin việc của bạn.')
  })

  it('a refused deletion keeps the person on the page with the server message', async () => {
    const error = vi.spyOn(toast, 'error')
    mockApi({ [DELETE]: fail(401, 'Bạn cần đăng nhập!', 'unauthorized') })
    const { onDeleted, location } = renderPanel()
    fireEvent.click(screen.getByRole('button', { name: 'Xóa hồ sơ của tôi' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Xóa vĩnh viễn' }))
    await waitFor(() => expect(error).toHaveBeenCalledWith('Bạn cần đăng nhập!'))
    expect(onDeleted).not.toHaveBeenCalled()
    expect(location()).toBe('/jobseeker')
  })

  it('without a profile offers only the download', () => {
    mockApi({})
    renderPanel(false)
    expect(screen.getByRole('button', { name: 'Tải dữ liệu của tôi' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Xóa hồ sơ của tôi' })).toBeNull()
  })
})
