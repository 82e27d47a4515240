// A single choice shown as buttons-like radios (SPEC 4.2 "Choice field"): clicking another option
// selects it; clicking the chosen one clears it, except on fields that must keep a choice (the
// readiness field). Native radios keep arrow-key movement and the group's name for screen readers.
import { styled } from '@linaria/react'
import { color } from '../theme'
import { controlAria, FieldFrame, splitDecor, useFieldId, type FieldDecor } from './field-frame'

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  &[data-direction='column'] {
    flex-direction: column;
    align-items: flex-start;
  }
`

const Option = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 16px;
  border: 1px solid ${color.muted};
  border-radius: 999px;
  background: ${color.white};
  color: ${color.text};
  cursor: pointer;
  user-select: none;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    border-color: ${color.brand};
    background: ${color.brandSoft};
    color: ${color.brandDark};
    font-weight: 600;
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[data-invalid='true'] {
    border-color: ${color.red};
  }
`

export interface ChoiceOption<T> {
  value: T
  name: string
}

export interface ChoiceFieldProps<T> extends FieldDecor {
  label: string
  /** The radios' name (the form focuses the group by it). */
  name: string
  value: T | null | undefined
  onChange: (value: T | null) => void
  onBlur?: () => void
  options: Array<ChoiceOption<T>>
  /** Default true: clicking the chosen option clears it. */
  clearable?: boolean
  disabled?: boolean
  direction?: 'row' | 'column'
  id?: string
}

export function ChoiceField<T extends string | number | boolean>({
  label,
  name,
  value,
  onChange,
  onBlur,
  options,
  clearable = true,
  disabled = false,
  direction = 'row',
  id: givenId,
  ...props
}: ChoiceFieldProps<T>) {
  const id = useFieldId(givenId)
  const [decor] = splitDecor(props)
  return (
    <FieldFrame id={id} label={label} group {...decor}>
      <Options
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        {...controlAria(id, decor)}
        data-direction={direction}
      >
        {options.map((option, index) => {
          const checked = value !== null && value !== undefined && Object.is(option.value, value)
          return (
            <Option key={String(option.value)} data-invalid={decor.error ? 'true' : undefined}>
              <input
                type="radio"
                name={name}
                id={index === 0 ? id : undefined}
                value={String(option.value)}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(option.value)}
                // a click on the chosen option clears it (onChange does not fire for it)
                onClick={() => {
                  if (checked && clearable) onChange(null)
                }}
                onBlur={onBlur}
              />
              {option.name}
            </Option>
          )
        })}
      </Options>
    </FieldFrame>
  )
}
