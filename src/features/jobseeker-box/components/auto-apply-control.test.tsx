import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import toast from 'react-hot-toast'
import { describe, expect, it, vi } from 'vitest'
import { fail, inRouter, mockApi, ok, type Reply } from '../test-utils'
import { AutoApplyControl, type AutoApplyControlProps } from './auto-apply-control'

const PUT = 'PUT /job/v1/jobseekers/auto-apply'
const ON_MESSAGE = 'Tự động ứng tuyển đang bật đến ngày 30/04/2026'
const onAnswer = ok({ apply_auto: true, apply_auto_email: 'lan@example.vn', apply_auto_until: '2026-04-30T03:00:00.000Z', expired_message: ON_MESSAGE, message: 'Bật tính năng tự động ứng tuyển thành công' })
// the dialogs are a chunk of their own, loaded on first use: the first test transforms it
const LAZY = { timeout: 10_000 }
const offAnswer = ok({ apply_auto: false, apply_auto_email: null, apply_auto_until: null, expired_message: null, message: 'Đã tắt tính năng tự động ứng tuyển' })

function renderControl(props: Partial<AutoApplyControlProps> = {}) {
  const onChanged = vi.fn(async () => {})
  render(
    inRouter(
      <AutoApplyControl applyAuto={false} expiredMessage={null} jobTypesDeleted={false} source="home" onChanged={onChanged} {...props} />,
    ),
  )
  return { onChanged, toggle: () => screen.getByRole('switch', { name: 'Tự động ứng tuyển' }) }
}

async function agreeAndSend() {
  const dialog = await screen.findByRole('dialog', { name: 'Bật tự động ứng tuyển' }, LAZY)
  expect(dialog.textContent).toContain('Hồ sơ của bạn sẽ được gửi tới nhà tuyển dụng')
  expect(within(dialog).getByRole('link', { name: 'Chính sách bảo mật' }).getAttribute('href')).toBe('/chinh-sach-bao-mat')
  fireEvent.click(within(dialog).getByRole('checkbox', { name: /Tôi đồng ý/ }))
  fireEvent.click(within(dialog).getByRole('button', { name: 'Đồng ý và bật' }))
}

describe('AutoApplyControl (SPEC 4.2)', () => {
  it('turns on only after consent, reloads the profile and toasts the success', async () => {
    const success = vi.spyOn(toast, 'success')
    const api = mockApi({ [PUT]: onAnswer })
    const { onChanged, toggle } = renderControl()
    expect(toggle().getAttribute('aria-checked')).toBe('false')
    expect(screen.getByText('Bật để hồ sơ được gửi tới việc làm phù hợp mỗi ngày.')).toBeTruthy()

    fireEvent.click(toggle())
    const dialog = await screen.findByRole('dialog', { name: 'Bật tự động ứng tuyển' }, LAZY)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Đồng ý và bật' }))
    expect((await within(dialog).findByRole('alert', {}, LAZY)).textContent).toBe('Vui lòng đánh dấu đồng ý để bật tự động ứng tuyển.')
    expect(api.calls).toHaveLength(0)

    await agreeAndSend()
    await waitFor(() => expect(success).toHaveBeenCalledWith('Bật tính năng tự động ứng tuyển thành công'))
    expect(api.bodies(PUT)).toEqual([{ apply_auto: true, consent: true, source_code: 'home' }])
    expect(onChanged).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('email_is_required opens the e-mail dialog and sends again with the e-mail', async () => {
    const success = vi.spyOn(toast, 'success')
    const api = mockApi({
      [PUT]: (body) =>
        (body as { email?: string }).email
          ? onAnswer
          : fail(400, 'Vui lòng nhập email để nhận thông báo khi hồ sơ được tự động ứng tuyển.', 'email_is_required'),
    })
    const { toggle, onChanged } = renderControl({ source: 'listing' })
    fireEvent.click(toggle())
    await agreeAndSend()
    const dialog = await screen.findByRole('dialog', { name: 'Email nhận thông báo' })
    expect(dialog.textContent).toContain('Vui lòng nhập email để nhận thông báo khi hồ sơ được tự động ứng tuyển.')
    const input = within(dialog).getByLabelText('Email')
    await waitFor(() => expect(document.activeElement).toBe(input))

    fireEvent.change(input, { target: { value: 'lan@' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lưu và bật' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Địa chỉ email không hợp lệ')
    // typing revalidates
    fireEvent.change(input, { target: { value: ' Lan@Example.vn ' } })
    expect(within(dialog).queryByRole('alert')).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lưu và bật' }))

    await waitFor(() => expect(success).toHaveBeenCalledWith('Bật tính năng tự động ứng tuyển thành công'))
    expect(api.bodies(PUT)).toEqual([
      { apply_auto: true, consent: true, source_code: 'listing' },
      { apply_auto: true, consent: true, email: 'lan@example.vn', source_code: 'listing' },
    ])
    expect(onChanged).toHaveBeenCalledTimes(1)
  })

  it('other refusals show the server message in an error toast', async () => {
    const error = vi.spyOn(toast, 'error')
    const message = 'Hồ sơ của bạn đang vi phạm quy định, vui lòng chỉnh sửa hồ sơ trước khi bật tự động ứng tuyển.'
    mockApi({ [PUT]: fail(400, message, 'profile_rejected') })
    const { toggle, onChanged } = renderControl()
    fireEvent.click(toggle())
    await agreeAndSend()
    await waitFor(() => expect(error).toHaveBeenCalledWith(message))
    expect(onChanged).not.toHaveBeenCalled()
    expect(toggle().getAttribute('aria-checked')).toBe('false')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('when on: shows expired_message, and turning off asks for a reason first', async () => {
    const success = vi.spyOn(toast, 'success')
    const api = mockApi({ [PUT]: offAnswer })
    const { toggle, onChanged } = renderControl({ applyAuto: true, expiredMessage: ON_MESSAGE, source: 'menu' })
    expect(toggle().getAttribute('aria-checked')).toBe('true')
    const message = screen.getByText(ON_MESSAGE)
    expect(toggle().getAttribute('aria-describedby')).toBe(message.id)

    fireEvent.click(toggle())
    const dialog = await screen.findByRole('dialog', { name: 'Tắt tự động ứng tuyển' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tắt tự động ứng tuyển' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Vui lòng chọn lý do tắt.')

    // "other" needs the person's words
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Lý do khác' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tắt tự động ứng tuyển' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Vui lòng cho biết lý do của bạn.')
    expect(api.calls).toHaveLength(0)

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Tôi đã tìm được việc' }))
    fireEvent.change(within(dialog).getByLabelText('Chia sẻ thêm (không bắt buộc)'), { target: { value: '  Đã nhận   việc ở Quận 1 ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tắt tự động ứng tuyển' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Đã tắt tính năng tự động ứng tuyển'))
    expect(api.bodies(PUT)).toEqual([
      { apply_auto: false, off_reason: 'Tôi đã tìm được việc: Đã nhận việc ở Quận 1', source_code: 'menu' },
    ])
    expect(onChanged).toHaveBeenCalledTimes(1)
  })

  it('a lapsed setting shows its expired_message while off', () => {
    mockApi({})
    const lapsed = 'Tự động ứng tuyển đã hết hạn vào ngày 01/03/2026. Hãy bật lại để tiếp tục nhận việc phù hợp.'
    const { toggle } = renderControl({ expiredMessage: lapsed })
    expect(toggle().getAttribute('aria-checked')).toBe('false')
    expect(screen.getByText(lapsed)).toBeTruthy()
  })

  it('ignores clicks while a request is pending', async () => {
    let release: (reply: Reply) => void = () => {}
    const api = mockApi({ [PUT]: () => new Promise<Reply>((resolve) => (release = resolve)) })
    const { toggle } = renderControl({ applyAuto: true })
    fireEvent.click(toggle())
    const dialog = await screen.findByRole('dialog', { name: 'Tắt tự động ứng tuyển' })
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Tôi nhận được quá nhiều liên hệ' }))
    const submit = within(dialog).getByRole('button', { name: 'Tắt tự động ứng tuyển' })
    fireEvent.click(submit)
    fireEvent.click(submit)
    await waitFor(() => expect(toggle().getAttribute('aria-busy')).toBe('true'))
    expect(screen.getByText('Đang cập nhật...')).toBeTruthy()
    fireEvent.click(toggle())
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.getByRole('dialog', { name: 'Tắt tự động ứng tuyển' })).toBeTruthy()
    expect(api.calls).toHaveLength(1)

    release(offAnswer)
    await waitFor(() => expect(toggle().getAttribute('aria-busy')).toBeNull())
    expect(api.calls).toHaveLength(1)
  })

  it('the info icon explains the feature: 30 days, at most 10 a day', async () => {
    mockApi({})
    renderControl()
    fireEvent.click(screen.getByRole('button', { name: 'Tìm hiểu về tự động ứng tuyển' }))
    const dialog = await screen.findByRole('dialog', { name: 'Tự động ứng tuyển là gì?' })
    expect(dialog.textContent).toContain('tối đa 10 tin')
    expect(dialog.textContent).toContain('30 ngày')
    const done = within(dialog).getByRole('button', { name: 'Đã hiểu' })
    await waitFor(() => expect(document.activeElement).toBe(done))
    fireEvent.click(done)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('job types deleted: the switch is disabled and nothing opens', () => {
    const api = mockApi({})
    const { toggle } = renderControl({ jobTypesDeleted: true })
    fireEvent.click(toggle())
    fireEvent.click(screen.getByRole('button', { name: 'Tìm hiểu về tự động ứng tuyển' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect((toggle() as HTMLButtonElement).disabled).toBe(true)
    expect(toggle().getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByText(/Ngành nghề trong hồ sơ đã thay đổi/)).toBeTruthy()
    expect(api.calls).toHaveLength(0)
  })
})
