// react-final-form adapters for the primitives, and a form wrapper that focuses the first invalid
// field on a failed submit (SPEC 4.2) and shows form-level submit errors. Importing this module
// pulls final-form in: use it from lazy pages only (never from a page's first-load code).
import { FORM_ERROR, getIn, type FormApi, type SubmissionErrors, type ValidationErrors } from 'final-form'
import { createContext, useContext, useRef, type ButtonHTMLAttributes, type FormEvent, type KeyboardEvent, type KeyboardEventHandler, type ReactNode } from 'react'
import { Form, useField, useFormState } from 'react-final-form'
import { Button } from '../button'
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

/** A field of any value type for custom controls: keeps null as null; `error` follows the same rule. */
export function useFieldState<T>(name: string) {
  const { input, meta } = useField<T>(name, {
    allowNull: true,
    subscription: { ...FIELD_SUBSCRIPTION, initial: true },
  })
  const shown = meta.touched || meta.submitFailed
  const serverError = !meta.dirtySinceLastSubmit ? (meta.submitError as string | undefined) : undefined
  const error: unknown = shown ? (meta.error ?? serverError) : serverError
  return { input, meta, error }
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

/** The dotted path of the first message inside a field's error (nested for repeated groups). */
function firstErrorPath(error: unknown, path: string): string | null {
  if (!error) return null
  if (typeof error === 'string') return path
  if (Array.isArray(error)) {
    for (let i = 0; i < error.length; i++) {
      const found = firstErrorPath(error[i], `${path}.${i}`)
      if (found) return found
    }
    return null
  }
  if (typeof error === 'object') {
    for (const [key, value] of Object.entries(error as Record<string, unknown>)) {
      const found = firstErrorPath(value, `${path}.${key}`)
      if (found) return found
    }
  }
  return null
}

function focusControl(element: HTMLElement, path: string): boolean {
  const escaped = path.replace(/["\\]/g, '\\$&')
  const control =
    element.querySelector<HTMLElement>(`[data-focus-name="${escaped}"]`) ??
    element.querySelector<HTMLElement>(`[name="${escaped}"]:checked`) ??
    element.querySelector<HTMLElement>(`[name="${escaped}"]:not([type="hidden"])`)
  if (!control) return false
  control.focus()
  return true
}

/**
 * Focuses the first of `names` that has an error (a range's end, a group's first control), and
 * says whether one was found; nothing else is focused.
 */
export function focusFieldError(element: HTMLElement, errors: Record<string, unknown> | undefined, names: readonly string[]): boolean {
  if (!errors) return false
  for (const field of names) {
    const path = firstErrorPath(getIn(errors, field), field)
    if (path && (focusControl(element, path) || focusControl(element, field))) return true
  }
  return false
}

/**
 * Focuses the first field, in the order the fields were rendered (or `order`, the form's own
 * order of its value names, then any other), that has an error. A control is found by its name (a
 * radio group: the checked radio, else the first), or by data-focus-name for fields whose focus
 * target is not a named input (a search box, a group's first control).
 */
export function focusFirstInvalid<V>(form: FormApi<V>, element: HTMLElement, errors: Record<string, unknown> | undefined, order?: readonly string[]) {
  if (!errors) return
  const registered = form.getRegisteredFields()
  const names = order ? [...order, ...registered.filter((name) => !order.includes(name))] : registered
  if (focusFieldError(element, errors, names)) return
  // an error on a name no field registered (a form-level rule): the first control marked invalid
  element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
}

export interface FinalFormProps<V> {
  onSubmit: (values: V, form: FormApi<V>) => Promise<SubmissionErrors | void> | SubmissionErrors | void
  initialValues?: Partial<V>
  /** Whole-form validation (cross-field rules); errors may nest like the values. */
  validate?: (values: V) => ValidationErrors | Promise<ValidationErrors>
  /** Keep the values when initialValues change identity but not content. */
  keepDirtyOnReinitialize?: boolean
  children: ReactNode
  /** For a submit button outside the form (a dialog's footer): form={id}. */
  id?: string
  'aria-label'?: string
  'aria-labelledby'?: string
  className?: string
  /** Keys the whole form answers (Escape cancels an inline form). */
  onKeyDown?: KeyboardEventHandler<HTMLFormElement>
  /** The value names in the order the form shows them, when it is not the order they registered in. */
  fieldOrder?: readonly string[]
}

export function FinalForm<V extends object>({
  onSubmit,
  initialValues,
  validate,
  keepDirtyOnReinitialize,
  children,
  className,
  fieldOrder,
  ...aria
}: FinalFormProps<V>) {
  return (
    <Form<V>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validate}
      keepDirtyOnReinitialize={keepDirtyOnReinitialize}
      subscription={{}}
      render={({ handleSubmit, form }) => {
        const submit = async (event: FormEvent<HTMLFormElement>) => {
          const element = event.currentTarget
          const result = handleSubmit(event)
          const state = form.getState()
          if (state.hasValidationErrors) {
            focusFirstInvalid(form, element, state.errors as Record<string, unknown>, fieldOrder)
            return
          }
          await result
          focusFirstInvalid(form, element, form.getState().submitErrors as Record<string, unknown> | undefined, fieldOrder)
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

const GroupSubmit = createContext<(() => Promise<void>) | null>(null)

export type FinalFormGroupProps<V> = Omit<FinalFormProps<V>, 'id' | 'onKeyDown' | 'keepDirtyOnReinitialize' | 'fieldOrder'>

/**
 * A form inside another form's element (HTML has no nested forms: the profile's phone code): the
 * same validation, focus on the first invalid field and submit errors as FinalForm, in a group that
 * Enter in one of its inputs submits (the outer form does not), as does its FormGroupSubmit button.
 */
export function FinalFormGroup<V extends object>({ onSubmit, initialValues, validate, children, ...rest }: FinalFormGroupProps<V>) {
  return (
    <Form<V>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validate}
      subscription={{}}
      render={({ form }) => (
        <Group form={form} {...rest}>
          {children}
        </Group>
      )}
    />
  )
}

function Group<V>({ form, children, className, ...aria }: Pick<FinalFormProps<V>, 'children' | 'className' | 'aria-label' | 'aria-labelledby'> & { form: FormApi<V> }) {
  const ref = useRef<HTMLDivElement>(null)
  const submit = async () => {
    const result = form.submit()
    const state = form.getState()
    if (state.hasValidationErrors) {
      if (ref.current) focusFirstInvalid(form, ref.current, state.errors as Record<string, unknown>)
      return
    }
    await result
    // a group that succeeded may be gone (the phone code's box closes once verified)
    if (ref.current) focusFirstInvalid(form, ref.current, form.getState().submitErrors as Record<string, unknown> | undefined)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || event.nativeEvent.isComposing) return
    event.preventDefault()
    void submit()
  }
  const labelled = Boolean(aria['aria-label'] || aria['aria-labelledby'])
  return (
    <GroupSubmit.Provider value={submit}>
      <div ref={ref} role={labelled ? 'group' : undefined} className={className} onKeyDown={onKeyDown} {...aria}>
        {children}
      </div>
    </GroupSubmit.Provider>
  )
}

/** FinalFormGroup's submit button (a plain button: a submit button would send the outer form). */
export function FormGroupSubmit({ children, ...props }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'>) {
  const submit = useContext(GroupSubmit)
  const { submitting } = useFormState({ subscription: { submitting: true } })
  return (
    <Button
      {...props}
      type="button"
      aria-disabled={submitting || undefined}
      onClick={() => {
        if (!submitting) void submit?.()
      }}
    >
      {children}
    </Button>
  )
}
