import { act, fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearHttpCache } from '../../../lib/http'
import { leaveTo } from '../redirect'
import { fail, mockApi, ok } from '../test/mock-api'
import { ChangePasswordForm } from './change-password-form'
import { ForgotPasswordFlow } from './forgot-password-flow'
import { LoginForm } from './login-form'
import { RegisterFlow } from './register-flow'

vi.mock('../redirect', () => ({ leaveTo: vi.fn(), replaceWith: vi.fn() }))
vi.mock('react-hot-toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }))

const inRouter = (ui: ReactNode) =>
  render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      {ui}
    </MemoryRouter>,
  )

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const press = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }))
  })
}

beforeEach(() => {
  vi.clearAllMocks()
  clearHttpCache()
  window.localStorage.clear()
})

describe('LoginForm', () => {
  it('shows the spec messages, focuses the first invalid field and sends nothing', async () => {
    const api = mockApi({})
    inRouter(<LoginForm returnUrl="/tuyen-dung" />)
    await press('Đăng nhập')
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Vui lòng nhập số điện thoại liên hệ',
      'Vui lòng nhập mật khẩu',
    ])
    expect(document.activeElement).toBe(screen.getByLabelText('Số điện thoại'))
    type('Số điện thoại', '12345')
    type('Mật khẩu', '123')
    await press('Đăng nhập')
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Số điện thoại phải đủ 10 số và bắt đầu bằng số 0',
      'Mật khẩu phải chứa ít nhất 6 ký tự',
    ])
    expect(api.calls).toEqual([])
  })

  it('shows the server message for a wrong password', async () => {
    mockApi({ 'POST /identity/v1/login': fail(400, 'Số điện thoại hoặc mật khẩu không đúng') })
    inRouter(<LoginForm returnUrl="/tuyen-dung" />)
    type('Số điện thoại', '0901234567')
    type('Mật khẩu', 'sai-mat-khau')
    await press('Đăng nhập')
    expect(screen.getByRole('alert').textContent).toBe('Số điện thoại hoặc mật khẩu không đúng')
    expect(leaveTo).not.toHaveBeenCalled()
  })

  it('signs in with the normalised phone and returns with the key; links carry returnUrl', async () => {
    const api = mockApi({ 'POST /identity/v1/login': ok({ request_id: 'req-9' }) })
    inRouter(<LoginForm returnUrl="/tuyen-dung?city_id=2" />)
    expect(screen.getByRole('link', { name: 'Quên mật khẩu?' }).getAttribute('href')).toBe(
      '/account/forgot-password?returnUrl=%2Ftuyen-dung%3Fcity_id%3D2&siteId=3',
    )
    expect(screen.getByRole('link', { name: 'Đăng ký' }).getAttribute('href')).toBe(
      '/account/register?returnUrl=%2Ftuyen-dung%3Fcity_id%3D2&siteId=3',
    )
    type('Số điện thoại', '+84 901 234 567')
    type('Mật khẩu', 'matkhau123')
    await press('Đăng nhập')
    expect(api.find('POST /identity/v1/login')?.body).toEqual({ phone: '0901234567', password: 'matkhau123' })
    expect(leaveTo).toHaveBeenCalledWith('/tuyen-dung?city_id=2&key=req-9')
  })
})

describe('RegisterFlow', () => {
  it('registers in three steps: phone, code, then name and password', async () => {
    const api = mockApi({
      'POST /identity/v1/otps/send': ok({ expires_in: 300, resend_after: 60 }),
      'POST /identity/v1/otps/verify': ok({ verify_token: 'vt-1' }),
      'POST /identity/v1/register': ok({ request_id: 'req-r', user_id: 7 }),
    })
    inRouter(<RegisterFlow returnUrl="/tuyen-dung" />)
    expect(screen.getByRole('heading', { name: 'Đăng ký tài khoản' })).toBeTruthy()
    type('Số điện thoại', '0987 654 321')
    await press('Gửi mã xác thực')
    expect(api.find('POST /identity/v1/otps/send')?.body).toEqual({ phone: '0987654321', type: 2, purpose: 'register' })

    expect(screen.getByRole('heading', { name: 'Nhập mã xác thực' })).toBeTruthy()
    const code = screen.getByLabelText('Mã xác thực')
    expect(document.activeElement).toBe(code)
    expect(screen.getByRole('button', { name: 'Gửi lại mã sau 60 giây' }).hasAttribute('disabled')).toBe(true)
    await press('Xác nhận')
    expect(screen.getByRole('alert').textContent).toBe('Vui lòng nhập mã xác thực')
    type('Mã xác thực', '123456')
    await press('Xác nhận')
    expect(api.find('POST /identity/v1/otps/verify')?.body).toEqual({ phone: '0987654321', purpose: 'register', code: '123456' })

    expect(screen.getByRole('heading', { name: 'Hoàn tất đăng ký' })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Họ và tên'))
    type('Họ và tên', 'Nguyễn 123')
    type('Mật khẩu', 'matkhau123')
    await press('Đăng ký')
    expect(screen.getByRole('alert').textContent).toBe('Không được nhập số hoặc ký tự đặc biệt vào họ tên')
    type('Họ và tên', '  Phạm   Minh Anh ')
    await press('Đăng ký')
    expect(api.find('POST /identity/v1/register')?.body).toEqual({
      phone: '0987654321',
      full_name: 'Phạm Minh Anh',
      password: 'matkhau123',
      verify_token: 'vt-1',
    })
    expect(leaveTo).toHaveBeenCalledWith('/tuyen-dung?key=req-r&return_from=register')
  })

  it('asks who the account is for: an employer who came from a job seeker’s page goes on to the employer home', async () => {
    mockApi({
      'POST /identity/v1/otps/send': ok({ expires_in: 300, resend_after: 60 }),
      'POST /identity/v1/otps/verify': ok({ verify_token: 'vt-2' }),
      'POST /identity/v1/register': ok({ request_id: 'req-e', user_id: 8 }),
    })
    inRouter(<RegisterFlow returnUrl="/tuyen-dung" />)
    type('Số điện thoại', '0987654322')
    await press('Gửi mã xác thực')
    type('Mã xác thực', '123456')
    await press('Xác nhận')
    const group = screen.getByRole('radiogroup', { name: 'Bạn đăng ký để' })
    // from the job list, looking for work is the default
    expect((within(group).getByRole('radio', { name: 'Tìm việc làm' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(within(group).getByRole('radio', { name: 'Tuyển dụng' }))
    type('Họ và tên', 'Lê Quốc Bảo')
    type('Mật khẩu', 'matkhau123')
    await press('Đăng ký')
    expect(leaveTo).toHaveBeenCalledWith('/employer?key=req-e&return_from=register')
  })

  it('shows the server message under the phone, and under the code for a wrong code', async () => {
    let sendReply = fail(409, 'Số điện thoại đã được đăng ký.', 'conflict')
    mockApi({
      'POST /identity/v1/otps/send': () => sendReply,
      'POST /identity/v1/otps/verify': fail(400, 'Mã xác thực không đúng. Bạn còn 4 lần thử.'),
    })
    inRouter(<RegisterFlow returnUrl="/" />)
    type('Số điện thoại', '0901234567')
    await press('Gửi mã xác thực')
    expect(screen.getByRole('alert').textContent).toBe('Số điện thoại đã được đăng ký.')
    expect(document.activeElement).toBe(screen.getByLabelText('Số điện thoại'))
    sendReply = ok({ expires_in: 300, resend_after: 1 })
    type('Số điện thoại', '0987654321')
    await press('Gửi mã xác thực')
    type('Mã xác thực', '000000')
    await press('Xác nhận')
    expect(screen.getByRole('alert').textContent).toBe('Mã xác thực không đúng. Bạn còn 4 lần thử.')
    expect(document.activeElement).toBe(screen.getByLabelText('Mã xác thực'))

    // resend once the countdown has run out
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Gửi lại mã' }).hasAttribute('disabled')).toBe(false), {
      timeout: 2500,
    })
    await press('Gửi lại mã')
    expect(screen.getByText('Đã gửi lại mã xác thực tới số 0987654321.')).toBeTruthy()
    await press('Đổi số điện thoại')
    expect((screen.getByLabelText('Số điện thoại') as HTMLInputElement).value).toBe('0987654321')
  })
})

describe('ForgotPasswordFlow', () => {
  it('resets the password with a verified code and signs the person in', async () => {
    const api = mockApi({
      'POST /identity/v1/otps/send': ok({ expires_in: 300, resend_after: 60 }),
      'POST /identity/v1/otps/verify': ok({ verify_token: 'vt-2' }),
      'PUT /identity/v1/reset-password': ok({ request_id: 'req-p' }),
    })
    inRouter(<ForgotPasswordFlow returnUrl="/account/change-password" />)
    type('Số điện thoại', '0901234567')
    await press('Gửi mã xác thực')
    expect(api.find('POST /identity/v1/otps/send')?.body).toMatchObject({ purpose: 'reset_password' })
    type('Mã xác thực', '654321')
    await press('Xác nhận')
    type('Mật khẩu mới', 'moi-123456')
    await press('Đặt lại mật khẩu')
    expect(api.find('PUT /identity/v1/reset-password')?.body).toEqual({
      phone: '0901234567',
      verify_token: 'vt-2',
      password: 'moi-123456',
    })
    expect(leaveTo).toHaveBeenCalledWith('/account/change-password?key=req-p')
  })
})

describe('ChangePasswordForm', () => {
  it('changes the password with the token, shows the server error otherwise', async () => {
    window.localStorage.setItem('token', 'tok')
    let reply = fail(400, 'Mật khẩu hiện tại không đúng')
    const api = mockApi({ 'PUT /identity/v1/change-password': () => reply })
    inRouter(<ChangePasswordForm />)
    type('Mật khẩu hiện tại', 'matkhau123')
    type('Mật khẩu mới', 'matkhau123')
    await press('Đổi mật khẩu')
    expect(screen.getByRole('alert').textContent).toBe('Mật khẩu mới phải khác mật khẩu hiện tại')
    type('Mật khẩu mới', 'matkhau456')
    await press('Đổi mật khẩu')
    expect(screen.getByRole('alert').textContent).toBe('Mật khẩu hiện tại không đúng')
    expect(api.find('PUT /identity/v1/change-password')).toMatchObject({
      authorization: 'Bearer tok',
      body: { old_password: 'matkhau123', password: 'matkhau456' },
    })
    reply = ok(null)
    await press('Đổi mật khẩu')
    expect(screen.getByRole('status').textContent).toContain('Đổi mật khẩu thành công')
    expect((screen.getByLabelText('Mật khẩu hiện tại') as HTMLInputElement).value).toBe('')
  })
})
