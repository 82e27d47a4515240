// react-final-form adapter for AvatarUpload: the field's value is the avatar URL or null. Removing
// an initial image makes the form dirty by itself (the value differs from the initial one).
import { useField } from 'react-final-form'
import { AvatarUpload, type AvatarUploadProps } from './avatar-upload'

export interface FormAvatarFieldProps extends Omit<AvatarUploadProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> {
  name: string
  validate?: (value: string | null | undefined) => string | undefined
}

export function FormAvatarField({ name, validate, ...props }: FormAvatarFieldProps) {
  const { input, meta } = useField<string | null>(name, {
    validate,
    // keep null as null (final-form's default would turn it into undefined and drop the key)
    allowNull: true,
    subscription: { value: true, error: true, touched: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true },
  })
  const shown = meta.touched || meta.submitFailed
  const serverError = !meta.dirtySinceLastSubmit ? (meta.submitError as string | undefined) : undefined
  const error = shown ? ((meta.error as string | undefined) ?? serverError) : serverError
  return (
    <AvatarUpload
      {...props}
      name={input.name}
      value={input.value || null}
      onChange={(url) => input.onChange(url)}
      onBlur={() => input.onBlur()}
      error={error}
    />
  )
}
