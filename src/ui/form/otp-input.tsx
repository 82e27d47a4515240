// A 6-digit one-time code: one input (screen readers and SMS autofill handle one field far better
// than six boxes), drawn as six cells. autocomplete="one-time-code" lets phones fill it from the SMS.
import { styled } from '@linaria/react'
import { useId, type Ref } from 'react'
import { color, radius } from '../theme'
import { ErrorText, Row, type InputProps } from './text-field'

export const OTP_LENGTH = 6

const CELL = 44
const GAP = 8

const Input = styled.input`
  display: block;
  width: ${CELL * OTP_LENGTH + GAP * (OTP_LENGTH - 1) + 2}px;
  max-width: 100%;
  height: 52px;
  padding: 0 0 0 ${CELL / 2 - 7}px;
  border: 1px solid ${color.muted};
  border-radius: ${radius.sm};
  /* six cells behind the digits */
  background: repeating-linear-gradient(
      to right,
      transparent 0,
      transparent ${CELL}px,
      ${color.line} ${CELL}px,
      ${color.line} ${CELL + 1}px,
      transparent ${CELL + 1}px,
      transparent ${CELL + GAP}px
    )
    ${color.white};
  color: ${color.text};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 24px;
  letter-spacing: ${CELL + GAP - 14.4}px;
  &:focus-visible {
    border-color: ${color.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${color.red};
  }
`

const Hint = styled.p`
  margin: -2px 0 6px;
  color: ${color.muted};
  font-size: 14px;
`

export interface OtpInputProps extends Omit<InputProps, 'type' | 'maxLength' | 'inputMode'> {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
  ref?: Ref<HTMLInputElement>
  id?: string
}

export function OtpInput({ label, value, onChange, error, hint, ref, id: givenId, ...input }: OtpInputProps) {
  const autoId = useId()
  const id = givenId ?? autoId
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <Row>
      <label htmlFor={id}>{label}</label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <Input
        autoComplete="one-time-code"
        {...input}
        ref={ref}
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        aria-required={input.required ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Row>
  )
}

