// An on/off setting: a checkbox with role="switch", so it is announced as "on"/"off" and toggled
// with Space like any checkbox.
import { styled } from '@linaria/react'
import { useId, type ReactNode } from 'react'
import { color } from '../theme'
import { ErrorText } from './text-field'
import { HelpText } from './field-frame'

const Row = styled.div`
  margin: 0 0 20px;
`

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  cursor: pointer;
  font-weight: 600;
  input {
    appearance: none;
    position: relative;
    flex: none;
    width: 44px;
    height: 26px;
    margin: 0;
    border-radius: 13px;
    background: ${color.muted};
    cursor: pointer;
    transition: background 0.2s;
  }
  input::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: ${color.white};
    transition: transform 0.2s;
  }
  input:checked {
    background: ${color.brand};
  }
  input:checked::after {
    transform: translateX(18px);
  }
  input:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
  input:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  @media (prefers-reduced-motion: reduce) {
    input,
    input::after {
      transition: none;
    }
  }
`

export interface SwitchFieldProps {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  name?: string
  hint?: ReactNode
  error?: string
  disabled?: boolean
  id?: string
}

export function SwitchField({ label, checked, onChange, name, hint, error, disabled, id: givenId }: SwitchFieldProps) {
  const autoId = useId()
  const id = givenId ?? autoId
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <Row>
      <Label>
        <input
          type="checkbox"
          role="switch"
          id={id}
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-checked={checked}
          aria-describedby={ids}
          aria-invalid={error ? true : undefined}
        />
        <span>{label}</span>
      </Label>
      {hint && <HelpText id={`${id}-hint`}>{hint}</HelpText>}
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Row>
  )
}
