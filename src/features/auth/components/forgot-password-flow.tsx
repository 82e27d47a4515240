// Password reset: phone -> 6-digit code -> new password (PUT reset-password). The person is signed
// in afterwards and goes back to returnUrl with the key.
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { rules } from '../../../domain/validation/rules'
import { fieldValidator } from '../../../domain/validation/struct'
import { routes } from '../../../lib/paths'
import { FinalForm, FORM_ERROR, FormPasswordField, FormSubmit, FormSubmitError } from '../../../ui/form/final-form'
import { resetPassword } from '../api/reset-password'
import { leaveTo } from '../redirect'
import { withSignInKey } from '../return-url'
import { AccountCard, Links } from './account-card'
import { CodeStep, PhoneStep } from './otp-steps'

type Stage = { step: 'phone' } | { step: 'code'; resendAfter: number } | { step: 'password'; verifyToken: string }

const passwordValidator = fieldValidator(rules.password)

export function ForgotPasswordFlow({ returnUrl }: { returnUrl: string }) {
  const [stage, setStage] = useState<Stage>({ step: 'phone' })
  const [phone, setPhone] = useState('')

  const onPassword = async (values: { password?: string }) => {
    const verifyToken = stage.step === 'password' ? stage.verifyToken : ''
    const result = await resetPassword(phone, verifyToken, values.password ?? '')
    if (!result.success) return { [FORM_ERROR]: result.error.message }
    leaveTo(withSignInKey(returnUrl, result.data.request_id))
  }

  if (stage.step === 'code') {
    return (
      <AccountCard title="Nhập mã xác thực" step="Bước 2/3">
        <CodeStep
          phone={phone}
          purpose="reset_password"
          resendAfter={stage.resendAfter}
          onVerified={(verifyToken) => setStage({ step: 'password', verifyToken })}
          onChangePhone={() => setStage({ step: 'phone' })}
        />
      </AccountCard>
    )
  }
  if (stage.step === 'password') {
    return (
      <AccountCard title="Đặt mật khẩu mới" step="Bước 3/3">
        <FinalForm<{ password?: string }> onSubmit={onPassword}>
          <FormPasswordField
            name="password"
            label="Mật khẩu mới"
            hint="Ít nhất 6 ký tự."
            autoComplete="new-password"
            validate={passwordValidator}
            required
            autoFocus
          />
          <FormSubmitError />
          <FormSubmit>Đặt lại mật khẩu</FormSubmit>
        </FinalForm>
      </AccountCard>
    )
  }
  return (
    <AccountCard
      title="Quên mật khẩu"
      step="Bước 1/3"
      intro={<p>Nhập số điện thoại đã đăng ký, chúng tôi sẽ gửi mã xác thực qua SMS để bạn đặt mật khẩu mới.</p>}
    >
      <PhoneStep
        purpose="reset_password"
        initialPhone={phone}
        onSent={(sentTo, resendAfter) => {
          setPhone(sentTo)
          setStage({ step: 'code', resendAfter })
        }}
      />
      <Links>
        <Link to={routes.login(returnUrl)}>Quay lại đăng nhập</Link>
      </Links>
    </AccountCard>
  )
}
