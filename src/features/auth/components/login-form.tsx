// Sign in with phone and password; on success the person goes back to returnUrl with the key.
import { Link } from 'react-router-dom'
import { normalizePhone, rules } from '../../../domain/validation/rules'
import { fieldValidator } from '../../../domain/validation/struct'
import { routes } from '../../../lib/paths'
import {
  FinalForm,
  FORM_ERROR,
  FormPasswordField,
  FormPhoneField,
  FormSubmit,
  FormSubmitError,
} from '../../../ui/form/final-form'
import { login } from '../api/login'
import { leaveTo } from '../redirect'
import { withSignInKey } from '../return-url'
import { Links } from './account-card'

interface LoginValues {
  phone?: string
  password?: string
}

const validators = { phone: fieldValidator(rules.phone), password: fieldValidator(rules.password) }

export function LoginForm({ returnUrl }: { returnUrl: string }) {
  const onSubmit = async (values: LoginValues) => {
    const result = await login(normalizePhone(values.phone ?? ''), values.password ?? '')
    // wrong phone and wrong password get the server's one generic message
    if (!result.success) return { [FORM_ERROR]: result.error.message }
    leaveTo(withSignInKey(returnUrl, result.data.request_id))
  }
  return (
    <>
      <FinalForm<LoginValues> onSubmit={onSubmit} aria-label="Đăng nhập">
        <FormPhoneField name="phone" label="Số điện thoại" validate={validators.phone} required />
        <FormPasswordField name="password" label="Mật khẩu" validate={validators.password} required />
        <FormSubmitError />
        <FormSubmit>Đăng nhập</FormSubmit>
      </FinalForm>
      <Links>
        <Link to={routes.forgotPassword(returnUrl)}>Quên mật khẩu?</Link>
        <span>
          Chưa có tài khoản? <Link to={routes.register(returnUrl)}>Đăng ký</Link>
        </span>
      </Links>
    </>
  )
}
