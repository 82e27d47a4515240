// The form of /dai-ly-tuyen-dung (agents-page.tsx) for an account that is no agent yet: the register
// key staff issued, checked with its rule (rules.registerKey) before it is sent.
import { styled } from '@linaria/react'
import { useFormState } from 'react-final-form'
import { rules } from '../../../domain/validation/rules'
import { formStruct, formValidator } from '../../../domain/validation/struct'
import { registerAgent } from '../../../features/organizations/api/agent'
import { Button } from '../../../ui/button'
import { controlStyle } from '../../../ui/form/field-frame'
import { FinalForm, useFormField } from '../../../ui/form/final-form'
import { ErrorText } from '../../../ui/form/text-field'
import { color } from '../../../ui/theme'
import { AGENTS_TEXT } from './agents-page'

const KeyForm = styled(FinalForm)`
  display: grid;
  gap: 8px;
  max-width: 420px;
  label {
    font-weight: 600;
  }
  input {
    ${controlStyle}
    text-transform: uppercase;
    letter-spacing: 1px;
  }
  small {
    color: ${color.muted};
  }
`

interface RegisterValues {
  key: string
}

const validate = formValidator(formStruct({ key: rules.registerKey }))

export default function RegisterForm() {
  const submit = async ({ key }: RegisterValues) => {
    const result = await registerAgent(key)
    if (!result.success) return { key: result.error.message }
  }
  return (
    <KeyForm<RegisterValues> onSubmit={submit} validate={validate}>
      <KeyInput />
      <SubmitKey />
    </KeyForm>
  )
}

function KeyInput() {
  const field = useFormField('key')
  return (
    <>
      <label htmlFor="register-key">{AGENTS_TEXT.keyLabel}</label>
      <input
        id="register-key"
        name="key"
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        onFocus={field.onFocus}
        autoComplete="off"
        spellCheck={false}
        maxLength={rules.registerKey.maxLength.value}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? 'register-key-hint register-key-error' : 'register-key-hint'}
      />
      <small id="register-key-hint">{AGENTS_TEXT.keyHint}</small>
      {field.error && <ErrorText id="register-key-error">{field.error}</ErrorText>}
    </>
  )
}

function SubmitKey() {
  const { submitting } = useFormState({ subscription: { submitting: true } })
  return (
    <Button type="submit" disabled={submitting}>
      {AGENTS_TEXT.submit}
    </Button>
  )
}
