// Change password (signed in): the current one and a new one. The server ends the person's other
// sessions; this one stays signed in.
import { useState } from 'react'
import { toast } from 'react-hot-toast'
import { rules } from '../../../domain/validation/rules'
import { fieldValidator } from '../../../domain/validation/struct'
import { FinalForm, FORM_ERROR, FormPasswordField, FormSubmit, FormSubmitError } from '../../../ui/form/final-form'
import { changePassword } from '../api/change-password'
import { Status } from './account-card'

interface ChangeValues {
  old_password?: string
  password?: string
}

export const PASSWORD_CHANGED = 'Đổi mật khẩu thành công'
export const SAME_PASSWORD = 'Mật khẩu mới phải khác mật khẩu hiện tại'

const passwordValidator = fieldValidator(rules.password)
const currentValidator = (value: string | undefined) => (value ? undefined : 'Vui lòng nhập mật khẩu hiện tại')
const newPasswordValidator = (value: string | undefined, all?: object) =>
  passwordValidator(value) ?? (value && value === (all as ChangeValues | undefined)?.old_password ? SAME_PASSWORD : undefined)

export function ChangePasswordForm() {
  const [done, setDone] = useState(false)
  // a new form (empty fields) after each success
  const [round, setRound] = useState(0)
  const onSubmit = async (values: ChangeValues) => {
    setDone(false)
    const result = await changePassword(values.old_password ?? '', values.password ?? '')
    if (!result.success) return { [FORM_ERROR]: result.error.message }
    toast.success(PASSWORD_CHANGED)
    setDone(true)
    setRound((r) => r + 1)
  }
  return (
    <>
      <div role="status">{done && <Status>{PASSWORD_CHANGED}. Các phiên đăng nhập khác đã được đăng xuất.</Status>}</div>
      <FinalForm<ChangeValues> key={round} onSubmit={onSubmit} aria-label="Đổi mật khẩu">
        <FormPasswordField name="old_password" label="Mật khẩu hiện tại" validate={currentValidator} required />
        <FormPasswordField
          name="password"
          label="Mật khẩu mới"
          hint="Ít nhất 6 ký tự."
          autoComplete="new-password"
          validate={newPasswordValidator}
          required
        />
        <FormSubmitError />
        <FormSubmit>Đổi mật khẩu</FormSubmit>
      </FinalForm>
    </>
  )
}
