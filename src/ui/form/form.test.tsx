import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { FinalForm, FORM_ERROR, FormOtpField, FormPhoneField, FormSubmit, FormSubmitError, FormTextField } from './final-form'
import { OtpInput } from './otp-input'
import { SubmitButton } from './submit-button'
import { PasswordField, PhoneField, TextField } from './text-field'

function Controlled({ kind, error }: { kind: 'text' | 'password' | 'phone' | 'otp'; error?: string }) {
  const [value, setValue] = useState('')
  const props = { label: 'Ô nhập', value, onChange: setValue, error }
  if (kind === 'password') return <PasswordField {...props} label="Mật khẩu" />
  if (kind === 'phone') return <PhoneField {...props} />
  if (kind === 'otp') return <OtpInput {...props} />
  return <TextField {...props} hint="Gợi ý" />
}

describe('form primitives', () => {
  it('labels the input and links hint and error through aria-describedby', () => {
    render(<Controlled kind="text" error="Vui lòng nhập họ tên" />)
    const input = screen.getByLabelText('Ô nhập')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)
    expect(described).toEqual(['Gợi ý', 'Vui lòng nhập họ tên'])
    expect(screen.getByRole('alert').textContent).toBe('Vui lòng nhập họ tên')
  })

  it('shows and hides the password with a pressed toggle', () => {
    render(<Controlled kind="password" />)
    const input = screen.getByLabelText('Mật khẩu')
    expect(input.getAttribute('type')).toBe('password')
    const toggle = screen.getByRole('button', { name: 'Hiện mật khẩu' })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(toggle)
    expect(input.getAttribute('type')).toBe('text')
    expect(screen.getByRole('button', { name: 'Ẩn mật khẩu' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('keeps digits only in the phone and the 6-digit code', () => {
    const { unmount } = render(<Controlled kind="phone" />)
    const phone = screen.getByLabelText('Ô nhập') as HTMLInputElement
    fireEvent.change(phone, { target: { value: '+84 901.234.567' } })
    expect(phone.value).toBe('84901234567')
    expect(phone.getAttribute('inputmode')).toBe('numeric')
    unmount()
    render(<Controlled kind="otp" />)
    const otp = screen.getByLabelText('Ô nhập') as HTMLInputElement
    fireEvent.change(otp, { target: { value: '12a3 4567' } })
    expect(otp.value).toBe('123456')
    expect(otp.getAttribute('autocomplete')).toBe('one-time-code')
  })

  it('keeps the pending submit button focusable and ignores clicks', () => {
    const onClick = vi.fn()
    render(
      <SubmitButton pending onClick={onClick}>
        Gửi
      </SubmitButton>,
    )
    const button = screen.getByRole('button', { name: 'Đang xử lý...' })
    expect(button.hasAttribute('disabled')).toBe(false)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })
})

describe('FinalForm', () => {
  const required = (message: string) => (value: string | undefined) => (value ? undefined : message)

  function Example({ onSubmit }: { onSubmit: (values: Record<string, string>) => Promise<object | void> }) {
    return (
      <FinalForm<Record<string, string>> onSubmit={onSubmit} aria-label="Ví dụ">
        <FormTextField name="name" label="Họ tên" validate={required('Vui lòng nhập họ tên')} />
        <FormPhoneField name="phone" label="Số điện thoại" validate={required('Vui lòng nhập số điện thoại liên hệ')} />
        <FormOtpField name="code" label="Mã" />
        <FormSubmitError />
        <FormSubmit>Gửi</FormSubmit>
      </FinalForm>
    )
  }
  const submit = async () => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Gửi' }))
    })
  }

  it('focuses the first invalid field on a failed submit', async () => {
    const onSubmit = vi.fn(async () => {})
    render(<Example onSubmit={onSubmit} />)
    fireEvent.change(screen.getByLabelText('Họ tên'), { target: { value: 'An' } })
    await submit()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(screen.getByLabelText('Số điện thoại'))
    expect(screen.getByRole('alert').textContent).toBe('Vui lòng nhập số điện thoại liên hệ')
  })

  it('shows form-level and field-level server errors, focusing the field', async () => {
    let reply: object = { [FORM_ERROR]: 'Số điện thoại hoặc mật khẩu không đúng' }
    render(<Example onSubmit={async () => reply} />)
    fireEvent.change(screen.getByLabelText('Họ tên'), { target: { value: 'An' } })
    fireEvent.change(screen.getByLabelText('Số điện thoại'), { target: { value: '0901234567' } })
    await submit()
    expect(screen.getByRole('alert').textContent).toBe('Số điện thoại hoặc mật khẩu không đúng')
    reply = { code: 'Mã xác thực không đúng. Bạn còn 4 lần thử.' }
    await submit()
    expect(screen.getByRole('alert').textContent).toBe('Mã xác thực không đúng. Bạn còn 4 lần thử.')
    expect(document.activeElement).toBe(screen.getByLabelText('Mã'))
  })

  it('focuses the first invalid field in the form\'s own order when it gives one', async () => {
    const onSubmit = vi.fn(async () => {})
    render(
      <FinalForm<Record<string, string>> onSubmit={onSubmit} aria-label="Thứ tự" fieldOrder={['phone', 'name']}>
        <FormTextField name="name" label="Họ tên" validate={required('Vui lòng nhập họ tên')} />
        <FormPhoneField name="phone" label="Số điện thoại" validate={required('Vui lòng nhập số điện thoại liên hệ')} />
        <FormSubmit>Gửi</FormSubmit>
      </FinalForm>,
    )
    await submit()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(screen.getByLabelText('Số điện thoại'))
  })
})
