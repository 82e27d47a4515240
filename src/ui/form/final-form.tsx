// react-final-form adapters for the primitives, and a form wrapper that focuses the first invalid
// field on a failed submit (SPEC 4.2) and shows form-level submit errors. Importing this module
// pulls final-form in: use it from lazy pages only (never from a page's first-load code).
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form'
import type { FormEvent, ReactNode } from 'react'
import { Form, useField, useFormState } from 'react-final-form'
import { FormError } from './form-error'
import { OtpInput, type OtpInputProps } from './otp-input'
import { SubmitButton, type SubmitButtonProps } from './submit-button'
import { PasswordField, PhoneField, TextField, type TextFieldProps } from './text-field'

export { FORM_ERROR }
export type Validator = (value: string | undefined, allValues?: object) => string | undefined

/** Field state for a primitive: the message shows once the field was left or a submit failed. */
export function useFormField(name: string, validate?: Validator) {
  const { input, meta } = useField<string>(name, { validate: validate as never, subscription: FIELD_SUBSCRIPTION })
  const shown = meta.touched || meta.submitFailed
  const serverError = !meta.dirtySinceLastSubmit ? (meta.submitError as string | undefined) : undefined
  const error = shown ? ((meta.error as string | undefined) ?? serverError) : serverError
  return {
    name: input.name,
    value: (input.value as string | undefined) ?? '',
    onChange: (value: string) => input.onChange(value),
    onBlur: () => input.onBlur(),
    onFocus: () => input.onFocus(),
    error,
  }
}

const FIELD_SUBSCRIPTION = {
  value: true,
  error: true,
  touched: true,
  submitFailed: true,
  submitError: true,
  dirtySinceLastSubmit: true,
}

type FieldProps<P> = Omit<P, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'name'> & {
  name: string
  validate?: Validator
}

export function FormTextField({ name, validate, ...props }: FieldProps<TextFieldProps>) {
  return <TextField {...props} {...useFormField(name, validate)} />
}

export function FormPasswordField({ name, validate, ...props }: FieldProps<Omit<TextFieldProps, 'type' | 'trailing'>>) {
  return <PasswordField {...props} {...useFormField(name, validate)} />
}

export function FormPhoneField({ name, validate, ...props }: FieldProps<Omit<TextFieldProps, 'type' | 'parse'>>) {
  return <PhoneField {...props} {...useFormField(name, validate)} />
}

export function FormOtpField({ name, validate, ...props }: FieldProps<OtpInputProps>) {
  return <OtpInput {...props} {...useFormField(name, validate)} />
}

/** The form's submit button, pending while the submit promise runs. */
export function FormSubmit(props: Omit<SubmitButtonProps, 'pending'>) {
  const { submitting } = useFormState({ subscription: { submitting: true } })
  return <SubmitButton {...props} pending={submitting} />
}

/** The form-level error returned by onSubmit as { [FORM_ERROR]: message }. */
export function FormSubmitError() {
  const { submitError, dirtySinceLastSubmit } = useFormState({
    subscription: { submitError: true, dirtySinceLastSubmit: true },
  })
  return <FormError message={dirtySinceLastSubmit ? null : (submitError as string | undefined)} />
}

/** Focuses the first field, in the order the fields were rendered, that has an error. */
function focusFirstInvalid<V>(form: FormApi<V>, element: HTMLFormElement, errors: Record<string, unknown> | undefined) {
  if (!errors) return
  const name = form.getRegisteredFields().find((field) => errors[field])
  if (!name) return
  const control = element.elements.namedItem(name)
  if (control instanceof HTMLElement) control.focus()
}

export interface FinalFormProps<V> {
  onSubmit: (values: V, form: FormApi<V>) => Promise<SubmissionErrors | void> | SubmissionErrors | void
  initialValues?: Partial<V>
  children: ReactNode
  'aria-label'?: string
  'aria-labelledby'?: string
  className?: string
}

export function FinalForm<V extends object>({ onSubmit, initialValues, children, className, ...aria }: FinalFormProps<V>) {
  return (
    <Form<V>
      onSubmit={onSubmit}
      initialValues={initialValues}
      subscription={{}}
      render={({ handleSubmit, form }) => {
        const submit = async (event: FormEvent<HTMLFormElement>) => {
          const element = event.currentTarget
          const result = handleSubmit(event)
          const state = form.getState()
          if (state.hasValidationErrors) {
            focusFirstInvalid(form, element, state.errors as Record<string, unknown>)
            return
          }
          await result
          focusFirstInvalid(form, element, form.getState().submitErrors as Record<string, unknown> | undefined)
        }
        return (
          <form noValidate onSubmit={submit} className={className} {...aria}>
            {children}
          </form>
        )
      }}
    />
  )
}
