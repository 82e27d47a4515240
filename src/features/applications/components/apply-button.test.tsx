import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import toast from 'react-hot-toast'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { MSG } from '../../../domain/messages'
import { PROFILE, fail, mockApi, ok, renderWith } from '../test-utils'
import { ApplyButton, type ApplyButtonProps } from './apply-button'

const job = { id: 10234, title: 'Kế toán tổng hợp', url: '/viec-lam/ke-toan-tong-hop-10234' }
const where = () => screen.getByTestId('location').textContent

beforeEach(() => window.localStorage.setItem('token', 'tok'))

const view = (props: Partial<ApplyButtonProps>) => renderWith(<ApplyButton job={job} signedIn={true} profile={PROFILE} {...props} />, job.url)

describe('ApplyButton', () => {
  it('sends a visitor to login, coming back to the job', () => {
    const api = mockApi({})
    render(view({ signedIn: false, profile: null }))
    const link = screen.getByRole('link', { name: 'Ứng tuyển ngay' })
    expect(link.getAttribute('href')).toBe('/account/login?returnUrl=%2Fviec-lam%2Fke-toan-tong-hop-10234&siteId=3')
    // nothing personal is asked for a visitor
    expect(api.keys()).toEqual([])
  })

  it('sends a signed-in person without a profile to create one, coming back to the job', async () => {
    mockApi({ 'GET /job/v1/candidates/applied-ids': ok({ ids: [] }) })
    render(view({ profile: null }))
    const link = await screen.findByRole('link', { name: 'Ứng tuyển ngay' })
    expect(link.getAttribute('href')).toBe('/create-jobseeker?is_reader=true&returnUrl=%2Fviec-lam%2Fke-toan-tong-hop-10234')
  })

  it('carries out a click made while the session was unknown once it is known', async () => {
    mockApi({})
    const { rerender } = render(view({ signedIn: null, profile: undefined }))
    fireEvent.click(screen.getByRole('link', { name: 'Ứng tuyển ngay' }))
    expect(where()).toBe(job.url)
    rerender(view({ signedIn: false, profile: null }))
    await waitFor(() => expect(where()).toBe('/account/login?returnUrl=%2Fviec-lam%2Fke-toan-tong-hop-10234&siteId=3'))
  })

  it('confirms in a dialog showing what is sent, then shows the disabled "Đã ứng tuyển"', async () => {
    const success = vi.spyOn(toast, 'success')
    const api = mockApi({
      'GET /job/v1/candidates/applied-ids': ok({ ids: [5] }),
      'POST /job/v1/candidates/apply': ok({ id: 1, job_id: job.id, status: 1, status_label: 'Đã gửi' }),
    })
    render(view({}))
    fireEvent.click(screen.getByRole('button', { name: 'Ứng tuyển ngay' }))
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận ứng tuyển' })
    expect(dialog.textContent).toContain('Kế toán tổng hợp')
    for (const text of ['Nguyễn Thị Lan', '0901234567', 'lan@example.com', 'Kế toán, Hành chính']) expect(dialog.textContent).toContain(text)
    expect(within(dialog).getByRole('link', { name: 'Chỉnh sửa hồ sơ' }).getAttribute('href')).toBe('/jobseeker')
    const confirm = within(dialog).getByRole('button', { name: 'Xác nhận ứng tuyển' })
    await waitFor(() => expect(document.activeElement).toBe(confirm))

    fireEvent.click(confirm)
    const applied = await screen.findByRole('button', { name: 'Đã ứng tuyển' })
    expect(applied.getAttribute('aria-disabled')).toBe('true')
    expect(success).toHaveBeenCalledWith('Ứng tuyển thành công')
    expect(api.calls.find((c) => c.key === 'POST /job/v1/candidates/apply')?.body).toEqual({ classified_id: job.id })
    expect(screen.getByRole('link', { name: 'Xem việc làm đã ứng tuyển' }).getAttribute('href')).toBe('/viec-lam-da-ung-tuyen')
  })

  it('starts as "Đã ứng tuyển" when the account already applied', async () => {
    mockApi({ 'GET /job/v1/candidates/applied-ids': ok({ ids: [job.id] }) })
    render(view({}))
    expect((await screen.findByRole('button', { name: 'Đã ứng tuyển' })).getAttribute('aria-disabled')).toBe('true')
    expect(screen.queryByRole('button', { name: 'Ứng tuyển ngay' })).toBeNull()
  })

  it("shows the server's refusal in the dialog (ended post) and keeps the button", async () => {
    mockApi({
      'GET /job/v1/candidates/applied-ids': ok({ ids: [] }),
      'POST /job/v1/candidates/apply': fail(400, MSG.jobEnded, 'job_ended'),
    })
    render(view({}))
    fireEvent.click(screen.getByRole('button', { name: 'Ứng tuyển ngay' }))
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận ứng tuyển' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận ứng tuyển' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Tin đăng đã hết hạn, không thể ứng tuyển/liên hệ')
    expect(screen.queryByRole('button', { name: 'Đã ứng tuyển' })).toBeNull()
  })

  it('turns to "Đã ứng tuyển" with the server message when it was already applied', async () => {
    const error = vi.spyOn(toast, 'error')
    mockApi({
      'GET /job/v1/candidates/applied-ids': ok({ ids: [] }),
      'POST /job/v1/candidates/apply': fail(409, 'Bạn đã ứng tuyển tin này rồi.', 'already_applied'),
    })
    render(view({}))
    fireEvent.click(screen.getByRole('button', { name: 'Ứng tuyển ngay' }))
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận ứng tuyển' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận ứng tuyển' }))
    expect(await screen.findByRole('button', { name: 'Đã ứng tuyển' })).toBeTruthy()
    expect(error).toHaveBeenCalledWith('Bạn đã ứng tuyển tin này rồi.')
  })

  it('does not apply with a profile moderation refused: the dialog says why and leads to the edit form', async () => {
    const api = mockApi({ 'GET /job/v1/candidates/applied-ids': ok({ ids: [] }) })
    render(view({ profile: { ...PROFILE, process_state: 1002, reject_reason: 'Hồ sơ có yêu cầu đóng phí.' } }))
    fireEvent.click(screen.getByRole('button', { name: 'Ứng tuyển ngay' }))
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận ứng tuyển' })
    expect(dialog.textContent).toContain('Hồ sơ của bạn đang bị đánh dấu vi phạm')
    expect(dialog.textContent).toContain('Lý do: Hồ sơ có yêu cầu đóng phí.')
    expect(within(dialog).queryByRole('button', { name: 'Xác nhận ứng tuyển' })).toBeNull()
    const fix = within(dialog).getAllByRole('link', { name: 'Chỉnh sửa hồ sơ' }).map((link) => link.getAttribute('href'))
    expect(fix).toContain('/jobseeker#open-edit')
    expect(api.keys()).not.toContain('POST /job/v1/candidates/apply')
  })
})
