import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { toast } from 'react-hot-toast'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { mockFetch } from '../test-utils'
import { ReportJobDialog } from './report-job-dialog'

const REPORTS = '/job/v1/classifieds/10234/reports'

/** The dialog's modal loads when it first opens. */
async function renderDialog() {
  const onClose = vi.fn()
  render(<ReportJobDialog jobId={10234} open onClose={onClose} />)
  const dialog = await screen.findByRole('dialog', { name: 'Báo cáo tin tuyển dụng' }, { timeout: 5000 })
  return { dialog, onClose }
}

describe('report job dialog', () => {
  // the dialog's code loads when it first opens: transformed once here, not within a test's wait
  beforeAll(() => import('./report-job-form'), 60_000)

  it('asks for a reason before sending anything', async () => {
    const fetch = mockFetch()
    const { dialog } = await renderDialog()
    expect(within(dialog).getByRole('group', { name: 'Lý do báo cáo' })).toBeTruthy()
    expect(within(dialog).getAllByRole('radio')).toHaveLength(5)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gửi báo cáo' }))
    // the field's subscription is an effect: under load it may land a moment after the first paint
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Vui lòng chọn lý do báo cáo')
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getAllByRole('radio')[0]))
    expect(fetch).not.toHaveBeenCalled()
  })

  it('posts the chosen reason and note, shows the server message and closes', async () => {
    const success = vi.spyOn(toast, 'success')
    const message = 'Cảm ơn bạn đã báo cáo. Chúng tôi sẽ kiểm tra tin này trong 24 giờ.'
    const fetch = mockFetch(() => ({ body: { success: true, data: { message } } }))
    const { dialog, onClose } = await renderDialog()
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Lừa đảo, đa cấp, việc làm phi pháp' }))
    const note = within(dialog).getByRole('textbox', { name: 'Mô tả thêm' })
    expect(note.getAttribute('maxlength')).toBe('1000')
    expect(within(dialog).getByText('0/1000')).toBeTruthy()
    fireEvent.change(note, { target: { value: 'Yêu cầu chuyển khoản 500.000đ tiền hồ sơ' } })
    expect(within(dialog).getByText('40/1000')).toBeTruthy()
    const submit = within(dialog).getByRole('button', { name: 'Gửi báo cáo' })
    fireEvent.click(submit)
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(true))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(fetch.posted(REPORTS)).toEqual([{ reason: 'scam', note: 'Yêu cầu chuyển khoản 500.000đ tiền hồ sơ' }])
    expect(success).toHaveBeenCalledWith(message)
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false))
  })

  it('shows the server error as an error toast', async () => {
    const error = vi.spyOn(toast, 'error')
    mockFetch(() => ({
      status: 409,
      body: { success: false, error: { code: 'already_reported', message: 'Bạn đã báo cáo tin này, chúng tôi đang xem xét.' } },
    }))
    const { dialog, onClose } = await renderDialog()
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Lý do khác' }))
    const submit = within(dialog).getByRole('button', { name: 'Gửi báo cáo' })
    fireEvent.click(submit)
    await waitFor(() => expect(error).toHaveBeenCalledWith('Bạn đã báo cáo tin này, chúng tôi đang xem xét.'))
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false))
    expect(onClose).toHaveBeenCalled()
  })

  it('keeps the dialog open on other failures', async () => {
    const error = vi.spyOn(toast, 'error')
    mockFetch(() => ({ status: 500, body: {} }))
    const { dialog, onClose } = await renderDialog()
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Lý do khác' }))
    const submit = within(dialog).getByRole('button', { name: 'Gửi báo cáo' })
    fireEvent.click(submit)
    await waitFor(() => expect(error).toHaveBeenCalledWith('Có lỗi xảy ra trong quá trình xử lý!'))
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false))
    expect(onClose).not.toHaveBeenCalled()
  })
})
