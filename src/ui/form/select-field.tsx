// A single choice from a list, as a native select: the phone's own picker on mobile, type-ahead on
// desktop, no custom widget to get wrong. The value is the option's id, or null for none.
import { styled } from '@linaria/react'
import type { SelectHTMLAttributes } from 'react'
import { controlAria, controlStyle, FieldFrame, splitDecor, useFieldId, type FieldDecor } from './field-frame'

const Select = styled.select`
  ${controlStyle}
  appearance: auto;
`

export interface SelectOption {
  id: number
  name: string
}

export interface SelectFieldProps
  extends FieldDecor,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange' | 'children' | 'required'> {
  label: string
  value: number | null | undefined
  onChange: (value: number | null) => void
  options: SelectOption[]
  placeholder?: string
  id?: string
}

export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder = 'Chọn',
  id: givenId,
  ...props
}: SelectFieldProps) {
  const id = useFieldId(givenId)
  const [decor, rest] = splitDecor(props)
  return (
    <FieldFrame id={id} label={label} {...decor}>
      <Select
        {...rest}
        id={id}
        value={value ? String(value) : ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        {...controlAria(id, decor)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </Select>
    </FieldFrame>
  )
}
