// Registration in three steps: phone -> 6-digit code -> full name and password. On success the
// person goes back to returnUrl with the key and return_from=register (the registration event).
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { rules } from '../../../domain/validation/rules'
import { fieldValidator } from '../../../domain/validation/struct'
import { routes } from '../../../lib/paths'
import {
  FinalForm,
  FORM_ERROR,
  FormPasswordField,
  FormSubmit,
  FormSubmitError,
  FormTextField,
} from '../../../ui/form/final-form'
import { register } from '../api/register'
import { leaveTo } from '../redirect'
import { afterSignUp, signUpRoleOf, withSignInKey, type SignUpRole } from '../return-url'
import { ChoiceField } from '../../../ui/form/choice-field'
import { AccountCard, Links } from './account-card'
import { CodeStep, PhoneStep } from './otp-steps'

type Stage = { step: 'phone' } | { step: 'code'; resendAfter: number } | { step: 'details'; verifyToken: string }

interface DetailsValues {
  full_name?: string
  password?: string
}

const validators = { fullName: fieldValidator(rules.fullName), password: fieldValidator(rules.password) }

export function RegisterFlow({ returnUrl }: { returnUrl: string }) {
  const [stage, setStage] = useState<Stage>({ step: 'phone' })
  const [phone, setPhone] = useState('')
  // an employer, by default when they came from the employer's pages, goes on to the employer home
  const [role, setRole] = useState<SignUpRole>(() => signUpRoleOf(returnUrl))

  const onDetails = async (values: DetailsValues) => {
    const result = await register({
      phone,
      full_name: (values.full_name ?? '').normalize('NFC').replace(/\s+/g, ' ').trim(),
      password: values.password ?? '',
      verify_token: stage.step === 'details' ? stage.verifyToken : '',
    })
    if (!result.success) return { [FORM_ERROR]: result.error.message }
    leaveTo(withSignInKey(afterSignUp(returnUrl, role), result.data.request_id, 'register'))
  }

  if (stage.step === 'code') {
    return (
      <AccountCard title="Nhập mã xác thực" step="Bước 2/3">
        <CodeStep
          phone={phone}
          purpose="register"
          resendAfter={stage.resendAfter}
          onVerified={(verifyToken) => setStage({ step: 'details', verifyToken })}
          onChangePhone={() => setStage({ step: 'phone' })}
        />
      </AccountCard>
    )
  }
  if (stage.step === 'details') {
    return (
      <AccountCard title="Hoàn tất đăng ký" step="Bước 3/3" intro={<p>Số điện thoại {phone} đã được xác thực.</p>}>
        <FinalForm<DetailsValues> onSubmit={onDetails} aria-label="Thông tin tài khoản">
          <FormTextField
            name="full_name"
            label="Họ và tên"
            validate={validators.fullName}
            maxLength={rules.fullName.maxLength.value}
            autoComplete="name"
            required
            autoFocus
          />
          <ChoiceField<SignUpRole>
            name="role"
            label="Bạn đăng ký để"
            value={role}
            onChange={(value) => value && setRole(value)}
            clearable={false}
            options={[
              { value: 'jobseeker', name: 'Tìm việc làm' },
              { value: 'employer', name: 'Tuyển dụng' },
            ]}
          />
          <FormPasswordField
            name="password"
            label="Mật khẩu"
            hint="Ít nhất 6 ký tự."
            autoComplete="new-password"
            validate={validators.password}
            required
          />
          <FormSubmitError />
          <FormSubmit>Đăng ký</FormSubmit>
        </FinalForm>
      </AccountCard>
    )
  }
  return (
    <AccountCard
      title="Đăng ký tài khoản"
      step="Bước 1/3"
      intro={<p>Nhập số điện thoại di động, chúng tôi sẽ gửi mã xác thực qua SMS.</p>}
    >
      <PhoneStep
        purpose="register"
        initialPhone={phone}
        onSent={(sentTo, resendAfter) => {
          setPhone(sentTo)
          setStage({ step: 'code', resendAfter })
        }}
      />
      <Links>
        <span>
          Đã có tài khoản? <Link to={routes.login(returnUrl)}>Đăng nhập</Link>
        </span>
      </Links>
    </AccountCard>
  )
}
