// The phone and code steps shared by registration and password reset: a 6-digit code is sent by SMS
// (POST otps/send), then verified (POST otps/verify) for a verify_token that the last step spends.
import { useState } from 'react'
import { normalizePhone, rules } from '../../../domain/validation/rules'
import { fieldValidator } from '../../../domain/validation/struct'
import { FinalForm, FormOtpField, FormPhoneField, FormSubmit, FormSubmitError } from '../../../ui/form/final-form'
import { FormError } from '../../../ui/form/form-error'
import { sendOtp } from '../api/send-otp'
import type { OtpPurpose } from '../../../domain/identity'
import { verifyOtp } from '../api/verify-otp'
import { TextButton } from '../../../ui/text-button'
import { Links, Status } from './account-card'
import { useCountdown } from './use-countdown'

const phoneValidator = fieldValidator(rules.phone)
const codeValidator = fieldValidator(rules.otpCode)

export function PhoneStep({
  purpose,
  initialPhone,
  submitLabel = 'Gửi mã xác thực',
  onSent,
}: {
  purpose: OtpPurpose
  initialPhone?: string
  submitLabel?: string
  onSent: (phone: string, resendAfter: number) => void
}) {
  const onSubmit = async (values: { phone?: string }) => {
    const phone = normalizePhone(values.phone ?? '')
    const result = await sendOtp(phone, purpose)
    if (!result.success) return { phone: result.error.message }
    onSent(phone, result.data.resend_after)
  }
  return (
    <FinalForm<{ phone?: string }> onSubmit={onSubmit} initialValues={{ phone: initialPhone }}>
      <FormPhoneField name="phone" label="Số điện thoại" validate={phoneValidator} required />
      <FormSubmitError />
      <FormSubmit>{submitLabel}</FormSubmit>
    </FinalForm>
  )
}

export function CodeStep({
  phone,
  purpose,
  resendAfter,
  onVerified,
  onChangePhone,
}: {
  phone: string
  purpose: OtpPurpose
  resendAfter: number
  onVerified: (verifyToken: string) => void
  onChangePhone: () => void
}) {
  const { remaining, restart } = useCountdown(resendAfter)
  const [resending, setResending] = useState(false)
  const [resendNote, setResendNote] = useState<{ ok: boolean; text: string } | null>(null)

  const onSubmit = async (values: { code?: string }) => {
    const result = await verifyOtp(phone, purpose, values.code ?? '')
    if (!result.success) return { code: result.error.message }
    onVerified(result.data.verify_token)
  }
  const resend = async () => {
    if (resending || remaining > 0) return
    setResending(true)
    setResendNote(null)
    const result = await sendOtp(phone, purpose)
    setResending(false)
    if (result.success) {
      restart(result.data.resend_after)
      setResendNote({ ok: true, text: `Đã gửi lại mã xác thực tới số ${phone}.` })
    } else {
      setResendNote({ ok: false, text: result.error.message })
    }
  }

  return (
    <>
      <FinalForm<{ code?: string }> onSubmit={onSubmit}>
        <FormOtpField
          name="code"
          label="Mã xác thực"
          hint={`Nhập mã gồm 6 chữ số đã được gửi qua SMS tới số ${phone}.`}
          validate={codeValidator}
          required
          autoFocus
        />
        <FormSubmitError />
        <FormSubmit>Xác nhận</FormSubmit>
      </FinalForm>
      <div role="status">{resendNote?.ok && <Status>{resendNote.text}</Status>}</div>
      {resendNote && !resendNote.ok && <FormError message={resendNote.text} />}
      <Links>
        <TextButton type="button" onClick={resend} disabled={remaining > 0 || resending}>
          {remaining > 0 ? `Gửi lại mã sau ${remaining} giây` : 'Gửi lại mã'}
        </TextButton>
        <TextButton type="button" onClick={onChangePhone}>
          Đổi số điện thoại
        </TextButton>
      </Links>
    </>
  )
}

