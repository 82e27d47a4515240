// One checkbox whose label may hold a link (the consent box and its privacy policy link): the link
// sits next to the label text, not inside the <label>, so clicking it never ticks the box.
import { styled } from '@linaria/react'
import { useId, type ReactNode } from 'react'
import { color, choiceBox } from '../theme'
import { ErrorText } from './text-field'

const Row = styled.div`
  margin: 0 0 20px;
`

const Line = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  input {
    ${choiceBox(22)}
    margin: 2px 0 0;
    cursor: pointer;
  }
  label {
    cursor: pointer;
  }
  &[data-invalid='true'] input {
    outline: 2px solid ${color.red};
    outline-offset: 1px;
  }
`

export interface CheckboxFieldProps {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  name?: string
  required?: boolean
  /** After the label, outside it (a link). */
  extra?: ReactNode
  error?: string
  id?: string
}

export function CheckboxField({ label, checked, onChange, name, required, extra, error, id: givenId }: CheckboxFieldProps) {
  const autoId = useId()
  const id = givenId ?? autoId
  return (
    <Row>
      <Line data-invalid={error ? 'true' : undefined}>
        <input
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>
          <label htmlFor={id}>{label}</label> {extra}
        </span>
      </Line>
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Row>
  )
}
