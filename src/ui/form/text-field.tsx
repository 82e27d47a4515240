// Accessible form primitives (presentational, no form library): a visible label bound to the input,
// the error text linked by aria-describedby and announced, 44 px touch targets. Adapters for
// react-final-form live in final-form.tsx so pages without a form library can use these too.
import { styled } from '@linaria/react'
import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { color, controlBox } from '../theme'

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'children'>

export interface TextFieldProps extends InputProps {
  label: string
  value: string
  onChange: (value: string) => void
  /** The message to show; the input is marked invalid while it is set. */
  error?: string
  /** Help text under the label, linked to the input too. */
  hint?: ReactNode
  /** A control inside the input box on the right (the show-password toggle). */
  trailing?: ReactNode
  /** After the label text (the required star). */
  marker?: ReactNode
  /** Under the input, before the error (a button, a status line). */
  after?: ReactNode
  /** Turns typed text into the stored value (e.g. strips non-digits). */
  parse?: (value: string) => string
  ref?: Ref<HTMLInputElement>
  id?: string
}

export const Row = styled.div`
  margin-bottom: 16px;
  > label {
    display: block;
    margin-bottom: 4px;
    font-weight: 600;
    font-size: 15px;
  }
`

const Hint = styled.p`
  margin: -2px 0 6px;
  color: ${color.muted};
  font-size: 14px;
`

const Box = styled.div`
  position: relative;
  display: flex;
  align-items: stretch;
  input {
    display: block;
    width: 100%;
    min-height: 48px;
    padding: 0 12px;
    ${controlBox}
    font-size: 16px; /* 16 px keeps iOS from zooming in on focus */
  }
  &[data-trailing='true'] input {
    padding-right: 56px;
  }
  input:focus-visible {
    border-color: ${color.focus};
  }
  input[aria-invalid='true'] {
    border-color: ${color.red};
  }
  input:disabled,
  input[readonly] {
    background: ${color.bg};
  }
`

const Trailing = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  align-items: center;
`

export const ErrorText = styled.p`
  margin: 4px 0 0;
  color: ${color.red};
  font-size: 14px;
`

export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  trailing,
  marker,
  after,
  parse,
  id: givenId,
  ref,
  type = 'text',
  ...input
}: TextFieldProps) {
  const autoId = useId()
  const id = givenId ?? autoId
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(parse ? parse(event.target.value) : event.target.value)
  return (
    <Row>
      <label htmlFor={id}>
        {label}
        {marker}
      </label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <Box data-trailing={trailing ? 'true' : undefined}>
        <input
          {...input}
          ref={ref}
          id={id}
          type={type}
          value={value}
          onChange={handleChange}
          aria-required={input.required ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {trailing && <Trailing>{trailing}</Trailing>}
      </Box>
      {after}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Row>
  )
}

const Toggle = styled.button`
  min-width: 48px;
  min-height: 44px;
  padding: 0 12px;
  border: 0;
  background: transparent;
  color: ${color.brand};
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  cursor: pointer;
`

/** A password input with a show/hide toggle (a real button, state in aria-pressed). */
export function PasswordField({ autoComplete = 'current-password', ...props }: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false)
  const autoId = useId()
  const id = props.id ?? autoId
  return (
    <TextField
      {...props}
      id={id}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <Toggle
          type="button"
          aria-pressed={visible}
          aria-controls={id}
          aria-label={visible ? `Ẩn ${props.label.toLowerCase()}` : `Hiện ${props.label.toLowerCase()}`}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Ẩn' : 'Hiện'}
        </Toggle>
      }
    />
  )
}

/** Digits only: "+84 901 234 567" and "0901.234.567" become digits (the rule then maps 84 to 0). */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max)

/** A Vietnamese mobile number: numeric keypad, non-digits stripped as typed (SPEC 5). */
export function PhoneField(props: Omit<TextFieldProps, 'type' | 'parse'>) {
  return (
    <TextField
      autoComplete="tel-national"
      inputMode="numeric"
      {...props}
      type="tel"
      // 11 digits leaves room for an 84 prefix, which validation turns into 0
      parse={(value) => digitsOnly(value, 11)}
    />
  )
}
